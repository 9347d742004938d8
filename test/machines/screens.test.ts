import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { pageInput, type PageOpening } from '../../machines/pages';
import { appScreens } from '../../src/app/screens/screens';
import { shopLogic } from '../../src/app/services/shop-logic';
import { SCREEN_KINDS, type ScreenKind } from '../../src/domain/screens';
import type { Page } from '../../src/domain/routes';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { models } from './models';

// What the lists ask of each chart and each screen (docs/architecture.md "Add a screen"): a chart left out of
// machines/index.ts has no model and no diagram; a screen without its machine's code, its input or its model would
// compile and fail only in a shopper's browser.

const listed = new Set<unknown>(Object.values(machines));

/** The page each kind opens on: the backend's answer for its kinds, a route's for the others. */
const PAGES: Partial<Record<ScreenKind, Page>> = {
  category: { kind: 'category', uid: 'Mw==' },
  product: { kind: 'product', uid: 'MTI=', urlKey: 'whey-isolat-native' },
  cms: { kind: 'cms', identifier: 'a-propos' },
  pointOfSale: { kind: 'pointOfSale', identifier: 'lyon-3' },
  pointOfSaleList: { kind: 'pointOfSaleList' },
};
const pageOf = (kind: ScreenKind): Page => PAGES[kind] ?? ({ kind, params: {} } as Page);
const OPENING: PageOpening = { policy: DEFAULT_PASSWORD_POLICY, features: [], signedIn: false };

/** The services a machine's logic is made with: never called here. */
const services = {
  client: () => Promise.reject(new Error('No request in this test.')),
  storeCodes: () => [],
};

describe('every chart of machines/ is listed', () => {
  const files = readdirSync(join(process.cwd(), 'machines')).filter((file) => file.endsWith('.machine.ts'));

  it.each(files)('machines/%s', async (file) => {
    const charts = Object.values(await import(`../../machines/${file.replace(/\.machine\.ts$/, '')}.machine.ts`)).filter((value) => value instanceof StateMachine);
    expect(charts.length, `machines/${file} exports no chart`).toBeGreaterThan(0);
    for (const chart of charts) expect(listed.has(chart), `machines/${file}: "${(chart as AnyStateMachine).id}" is not in machines/index.ts`).toBe(true);
  });
});

describe('every screen is whole', () => {
  it('the app lists every screen of src/domain/screens.ts, once', () => {
    expect(appScreens.map((screen) => screen.kind).sort()).toEqual([...SCREEN_KINDS].sort());
  });

  const router = shopLogic(services).implementations.actors.router as AnyStateMachine;

  it.each(appScreens.map((screen) => [screen.kind, screen] as const))('%s: its machine runs its chart, which its model walks, from its input', async (kind, screen) => {
    const chart = machines[screen.chart];
    const model = models[screen.chart];
    expect(model, `${kind}: test/machines/models.ts has no model of "${screen.chart}"`).toBeDefined();
    // Its machine with its services: the shell's, or the one its code brings.
    expect(screen.logic, `${kind} has no logic`).toBeDefined();
    const logic = screen.logic === 'shell' ? router.implementations.actors[kind] : (await screen.logic())(services);
    expect(logic, `${kind}: the shell provides no machine by that name (shop-logic.ts)`).toBeDefined();
    expect((logic as AnyStateMachine).config, `${kind}: its logic runs another chart than "${screen.chart}"`).toBe(chart.config);
    // Its input gives at least what the model starts the chart with.
    const wanted = new Set([model!.input, ...(model!.inputs ?? [])].flatMap((input) => (input && typeof input === 'object' ? Object.keys(input) : [])));
    const given = Object.keys(pageInput(pageOf(kind), { path: '/', search: '' }, OPENING) as object);
    expect(given, `${kind}: its entry in src/domain/screens.ts makes no input, or not all of it`).toEqual(expect.arrayContaining([...wanted]));
  });
});
