// A shopper's first tap on a phone: the page opened in Chromium with its CPU slowed to a phone's speed (the host's
// benchmarkIndex over the phone's, as bench:lighthouse calibrates), the control tapped as soon as the app has taken
// it over, and the tap's answer timed by the browser's own Event Timing (the interaction's longest event, from the
// tap to the next paint: what INP counts) and by the answer the shopper waits for (a drawer open, a line added).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { reactOwns } from '../app/services/react-owns';

/** The phones' benchmarkIndex, from Chromium DevTools' calibration: a Pixel 5 class phone, a Moto G Power class one. */
export const PHONES = { mid: 1000, low: 264 } as const;

/** How many times slower than this host `phone` is: the host's benchmarkIndex over the phone's, to two decimals. */
export function phoneFactor(hostIndex: number, phone: keyof typeof PHONES): number {
  return Math.round((hostIndex / PHONES[phone]) * 100) / 100;
}

/** The CPU's factor a phone bench runs at: `--factor N` when given, else the host's index over `phone`'s; and its name. */
export function benchFactor(argv: string[], hostIndex: number, phone: keyof typeof PHONES): { factor: number; named: string } {
  const at = argv.indexOf('--factor');
  const set = at >= 0 ? argv[at + 1] : undefined;
  return set ? { factor: Number(set), named: 'a set factor' } : { factor: phoneFactor(hostIndex, phone), named: `${phone}-tier phone` };
}

/** The phone a bench's `--preset` names (low by default); an unknown one ends the process with the choices. */
export function phonePreset(argv: string[]): keyof typeof PHONES {
  const at = argv.indexOf('--preset');
  const preset = at >= 0 ? argv[at + 1] : 'low';
  if (preset === undefined || !(preset in PHONES)) {
    console.error(`Unknown preset ${preset}: use ${Object.keys(PHONES).join(' or ')}.`);
    process.exit(1);
  }
  return preset as keyof typeof PHONES;
}

/** The browser the phone benches run: Chromium's headless shell (CHROMIUM_PATH picks another). */
export const PHONE_BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** The phone benches' browser, launched as they run it. */
export function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: PHONE_BROWSER,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/**
 * A new page of `context` with Chromium's CPU `factor` times slower, as the phone benches load it. The driver's own
 * DevTools session makes V8 record each error's stack with its lines as the error is made (in case nobody catches it);
 * an error made in a large function (a chunk's module body, react-dom's) then has V8 compile that whole function again
 * to find its lines, a cost a shopper's browser, with no DevTools attached, never pays (`npx tsx
 * src/tools/bench-error-stacks.ts`). With the debugger on, V8 keeps the lines as it compiles, and such an error costs
 * what it costs a shopper.
 */
export async function phonePage(context: BrowserContext, factor: number): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: factor });
  await cdp.send('Debugger.enable');
  return page;
}

export interface Control {
  name: string;
  path: string;
  /** The control a shopper taps. */
  tap: (page: Page) => ReturnType<Page['getByRole']>;
  /** Resolves when the shopper sees the tap's answer. */
  answered: (page: Page) => Promise<unknown>;
}

export const CONTROLS: Control[] = [
  {
    name: 'menu',
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }),
    answered: (page) => page.getByRole('dialog').getByRole('heading', { name: 'Menu principal' }).waitFor(),
  },
  {
    name: 'search',
    path: '/',
    tap: (page) => page.getByRole('button', { name: 'Ouvrir ou fermer la recherche' }),
    answered: (page) => page.getByRole('combobox', { name: 'Rechercher dans la boutique' }).waitFor(),
  },
  {
    name: 'cart',
    path: '/',
    tap: (page) => page.getByRole('button', { name: /mini-panier/ }),
    answered: (page) => page.getByRole('dialog', { name: 'Panier' }).getByText('Votre panier est vide.').waitFor(),
  },
  {
    name: 'add to cart',
    path: '/huile-de-krill-antarctique.html',
    tap: (page) => page.getByRole('button', { name: 'Ajouter au panier' }),
    answered: (page) => page.getByRole('status').filter({ hasText: 'Nous avons ajouté 1 × Huile de krill antarctique' }).waitFor(),
  },
];

/** Lighthouse's own measure of the CPU (its benchmarkIndex), run in a blank page of `browser`: the median of three. */
export async function benchmarkIndex(browser: Browser): Promise<number> {
  const main = createRequire(import.meta.url).resolve('lighthouse');
  const { pageFunctions } = (await import(pathToFileURL(join(dirname(main), 'lib/page-functions.js')).href)) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const page = await browser.newPage();
  try {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return runs.sort((a, b) => a - b)[1]!;
  } finally {
    await page.close();
  }
}

export interface FirstTap {
  control: string;
  /** The interaction's longest event, tap to next paint (ms); 0 when every event took under 16 ms (not reported). */
  inp: number;
  /** From the tap to the answer on screen (ms). */
  answer: number;
}

/** Collects the page's interactions from its first instant (Event Timing's smallest threshold, 16 ms). */
const OBSERVE_EVENTS = `
  window.__interactions = [];
  addEventListener('pointerdown', (event) => { window.__tappedAt ??= event.timeStamp; }, { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ id: entry.interactionId, duration: entry.duration, start: entry.startTime });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/**
 * Opens `control`'s page at 375 px with the CPU `factor` times slower, taps the control the moment React has hydrated
 * it, and times the answer.
 */
export async function firstTap(browser: Browser, shopUrl: string, control: Control, factor: number): Promise<FirstTap> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'fr-FR', serviceWorkers: 'block' });
  try {
    const page = await phonePage(context, factor);
    await page.addInitScript(OBSERVE_EVENTS);
    await page.goto(`${shopUrl}${control.path}`, { waitUntil: 'commit' });
    const target = control.tap(page);
    await target.waitFor();
    // A tap on the server's markup before React owns it does nothing: the earliest tap that can work is now, once the
    // control is where the shopper sees it (still for two frames).
    await page.waitForFunction(reactOwns, await target.elementHandle(), { timeout: 120_000 });
    await target.click({ trial: true });
    const box = (await target.boundingBox())!;
    // Pressed where it is, as a finger does: the driver's own click listens to the tap's events to check what they hit,
    // work (a layout each) that would be counted as the shop's.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await control.answered(page);
    // Seen by the driver one round trip after it shows: a few milliseconds more than the shopper waits.
    const [tapped, answer] = (await page.evaluate('[window.__tappedAt, performance.now() - window.__tappedAt]')) as [number, number];
    // The interaction's entry comes with the paint after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const interactions = (await page.evaluate('window.__interactions')) as { id: number; duration: number; start: number }[];
    const first = interactions.filter((entry) => entry.start >= tapped);
    const id = first[0]?.id;
    return { control: control.name, inp: Math.max(0, ...first.filter((entry) => entry.id === id).map((entry) => entry.duration)), answer };
  } finally {
    await context.close();
  }
}
