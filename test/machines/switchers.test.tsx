import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { switchersMachine, type SavedChoice, type SwitchersSnapshot } from '../../machines/switchers.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { switcherMenu, switchersView } from '../../src/app/shell/panels';
import { Switchers } from '../../src/app/shell/switchers';
import { SwitchersView } from '../../src/app/shell/switchers-view';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { SWITCH_PAGE, SWITCHERS_INPUT, switchersModel } from './switchers-models';

// The store and currency switchers (spec §2, §4, §9), driven through their real views, in the header and the footer.

beforeAll(async () => {
  await Promise.all([switcherMenu.load(), switchersView.load(), screenMessages('switchers', 'en_US')]);
});

const FAILED = 'Your choice could not be saved. Please try again.';

function mount() {
  const routes = deferredActor<string, { storeCode: string; path: string; search: string }>();
  const saves = deferredActor<void, SavedChoice>();
  const leaves = deferredActor<void, { url: string | null }>();
  const clock = new SimulatedClock();
  const switchers = createActor(
    switchersMachine.provide({ actors: { storeRoute: routes.logic, saveChoice: saves.logic, leave: leaves.logic } }),
    { input: SWITCHERS_INPUT, clock },
  ).start();
  renderInShell(
    <>
      <header>
        <SwitchersView switchers={switchers} place="header" storeShown currencyShown menuPanel={switcherMenu} />
      </header>
      <footer>
        <SwitchersView switchers={switchers} place="footer" storeShown currencyShown menuPanel={switcherMenu} />
      </footer>
    </>,
    { path: `${SWITCH_PAGE.path}${SWITCH_PAGE.search}` },
  );
  // An open menu hides the rest of the page from assistive technology (react-aria's modal popover): found all the same.
  const place = (name: 'header' | 'footer') => screen.getByRole(name === 'header' ? 'banner' : 'contentinfo', { hidden: true });
  const trigger = (name: 'header' | 'footer', menu: 'store' | 'currency') =>
    within(place(name)).getByRole('button', { name: menu === 'store' ? /^Store view: / : /^Currency: /, hidden: true });
  return { switchers, routes, saves, leaves, place, trigger, clock };
}

type Mounted = ReturnType<typeof mount>;

/** What the shopper did and the services answered: the menu open, a failed save, where the browser goes. */
interface Shown {
  open: { menu: 'store' | 'currency'; place: 'header' | 'footer' } | null;
  failed: boolean;
  target: string | null;
}

const SWITCHING = ['findingRoute', 'savingStore', 'savingCurrency', 'leaving'] as const;

/** What the shopper sees in a state: the triggers, the open menu with its options, the busy switchers, the failure. */
function expectSwitchers(snapshot: SwitchersSnapshot, m: Mounted, { open, failed, target }: Shown, say: Say) {
  const switching = SWITCHING.some((state) => snapshot.matches(state));
  say('every trigger reads “Vitrine FR” and “EUR”');
  say(open ? `only the ${open.place}’s ${open.menu} menu is expanded` : 'no menu is expanded');
  say(switching ? 'every trigger is disabled' : 'every trigger is enabled');
  if (open) say(open.menu === 'store' ? 'the menu “Choose a store view” offers Vitrine FR (checked), Vitrine EN, Vitrine DE' : 'the menu “Choose a currency” offers EUR (checked), USD');
  say(failed ? `the header and the footer alert “${FAILED}”` : 'no alert shows');
  if (snapshot.matches('findingRoute')) say('the route of the product page in Vitrine DE was asked once');
  if (snapshot.matches('savingStore')) say('the store view DE in euros was being saved, once');
  if (snapshot.matches('savingCurrency')) say('the currency USD was being saved, once');
  if (snapshot.matches('leaving')) say(target ? `the browser goes to ${target}` : 'the browser loads the same page again');
  for (const place of ['header', 'footer'] as const) {
    // The current store view and currency, on every trigger.
    expect(m.trigger(place, 'store').textContent).toBe('Vitrine FR');
    expect(m.trigger(place, 'currency').textContent).toBe('EUR');
    for (const menu of ['store', 'currency'] as const) {
      expect(m.trigger(place, menu).getAttribute('aria-expanded')).toBe(String(open?.place === place && open.menu === menu));
      expect((m.trigger(place, menu) as HTMLButtonElement).disabled).toBe(switching);
    }
  }
  const menus = screen.queryAllByRole('menu');
  if (open) {
    expect(menus).toHaveLength(1);
    const items = within(menus[0]!).getAllByRole('menuitemradio');
    const expected = open.menu === 'store' ? [['Vitrine FR', 'true'], ['Vitrine EN', 'false'], ['Vitrine DE', 'false']] : [['EUR', 'true'], ['USD', 'false']];
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual(expected);
    expect(menus[0]!.getAttribute('aria-label')).toBe(open.menu === 'store' ? 'Choose a store view' : 'Choose a currency');
  } else {
    expect(menus).toEqual([]);
  }
  expect(screen.queryAllByRole('alert', { hidden: true }).map((alert) => alert.textContent)).toEqual(failed ? [FAILED, FAILED] : []);
  // Each step of a switch asks its service once, with what the spec says it saves or where it goes.
  expect(m.routes.waiting).toEqual(snapshot.matches('findingRoute') ? [{ storeCode: 'de', ...SWITCH_PAGE }] : []);
  const saving: SavedChoice[] = snapshot.matches('savingStore')
    ? [{ kind: 'store', choice: { storeCode: 'de', currency: 'EUR', mediaUrl: null } }]
    : snapshot.matches('savingCurrency')
      ? [{ kind: 'currency', currency: 'USD' }]
      : [];
  expect(m.saves.waiting).toEqual(saving);
  expect(m.leaves.waiting).toEqual(snapshot.matches('leaving') ? [{ url: target }] : []);
}

/** The menu item named `name`, in the open menu. */
const item = (name: string) => within(screen.getByRole('menu')).getByRole('menuitemradio', { name });

describe('store and currency switchers: every path of their chart', () => {
  for (const path of pathsOf(switchersModel)) {
    it(describePath(path), async () => {
      const m = mount();
      let closes = 0;
      const shown: Shown = { open: null, failed: false, target: null };
      await drive(switchersMachine, path, {
        actual: () => m.switchers.getSnapshot(),
        events: {
          // A trigger opens its menu (a failure's message goes), or closes it when it is the one open.
          'menu.toggle': ({ menu, place }) => {
            fireEvent.click(m.trigger(place, menu));
            if (shown.open?.menu === menu && shown.open.place === place) shown.open = null;
            else [shown.open, shown.failed] = [{ menu, place }, false];
          },
          // Escape in the menu, or a click outside it.
          'menu.close': () => {
            shown.open = null;
            if (closes++ % 2 === 0) fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
            else {
              fireEvent.pointerDown(document.body);
              fireEvent.pointerUp(document.body);
              fireEvent.click(document.body);
            }
          },
          'store.choose': ({ storeCode }) => {
            fireEvent.click(item(SWITCHERS_INPUT.stores.find((s) => s.store_code === storeCode)!.store_name));
            shown.open = null;
          },
          'currency.choose': ({ currency }) => {
            fireEvent.click(item(currency));
            [shown.open, shown.target] = [null, null];
          },
          // The same product page in the new store view, query kept; home when the route cannot be found.
          'xstate.done.actor.storeRoute': (event) => {
            shown.target = event.output as string;
            return act(() => m.routes.resolve(event.output as string));
          },
          'xstate.error.actor.storeRoute': () => {
            shown.target = '/';
            return act(() => m.routes.reject(new Error('backend down')));
          },
          'xstate.done.actor.saveChoice': () => act(() => m.saves.resolve(undefined)),
          'xstate.error.actor.saveChoice': () => {
            [shown.failed, shown.target] = [true, null];
            return act(() => m.saves.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')));
          },
          // No answer in time: as the failures above (home for the route, the failure's message for a save).
          'xstate.after.requestTimeout.switchers.findingRoute': () => {
            shown.target = '/';
            act(() => m.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.switchers.savingStore': () => {
            [shown.failed, shown.target] = [true, null];
            act(() => m.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.switchers.savingCurrency': () => {
            [shown.failed, shown.target] = [true, null];
            act(() => m.clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot, _step, say) => expectSwitchers(snapshot, m, shown, say),
      });
      m.switchers.stop();
    });
  }
});

describe('store and currency switchers', () => {
  it('a trigger closes only its own menu: its twin in the other place, or the other menu in the same place, opens instead', () => {
    const m = mount();
    const expanded = () =>
      (['header', 'footer'] as const).flatMap((place) => (['store', 'currency'] as const).filter((menu) => m.trigger(place, menu).getAttribute('aria-expanded') === 'true').map((menu) => `${place} ${menu}`));
    fireEvent.click(m.trigger('header', 'store'));
    expect(expanded()).toEqual(['header store']);
    act(() => m.switchers.send({ type: 'menu.toggle', menu: 'store', place: 'footer' }));
    expect(expanded()).toEqual(['footer store']);
    act(() => m.switchers.send({ type: 'menu.toggle', menu: 'currency', place: 'footer' }));
    expect(expanded()).toEqual(['footer currency']);
    act(() => m.switchers.send({ type: 'menu.toggle', menu: 'currency', place: 'footer' }));
    expect(expanded()).toEqual([]);
    m.switchers.stop();
  });

  it('are hidden on the seeded shop: one store view, one currency', () => {
    renderInShell(
      <footer>
        <Switchers place="footer" />
      </footer>,
    );
    expect(screen.getByRole('contentinfo').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('show only the switcher that has a choice to offer', () => {
    const app = createActor(appMachine.provide({ actors: { switchers: switchersMachine as AnyActorLogic } }), {
      input: { location: { path: '/', search: '' }, currency: { available: ['EUR', 'USD'], current: 'USD' } },
    }).start();
    renderInShell(<Switchers place="header" />, { app });
    expect(screen.getByRole('group', { name: 'Store and currency' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Currency: USD']);
  });

  it('ignore a currency the shop does not offer', () => {
    const m = mount();
    fireEvent.click(m.trigger('footer', 'currency'));
    act(() => m.switchers.send({ type: 'currency.choose', currency: 'GBP' }));
    expect(m.switchers.getSnapshot().value).toBe('closed');
    expect(m.saves.waiting).toEqual([]);
  });
});
