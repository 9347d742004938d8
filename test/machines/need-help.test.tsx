import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { needHelpMachine, sameNeedHelpView, type NeedHelpSnapshot } from '../../machines/need-help.machine';
import { NeedHelpView } from '../../src/app/shell/need-help';
import type { NeedHelp } from '../../src/domain/need-help';
import { NEED_HELP, NO_CONTACT, PHONE_ONLY_NEW_YORK } from '../fixtures/need-help';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { needHelpModel } from './models';

// The checkout header's Need Help menu (spec §2, §4, §7 getNeedHelp, §8), driven through its real view: hover,
// focus and taps open it; the pointer leaving, focus moving on, Escape and a tap on its mask close it.

/** The spec's failure text (§8), in English. */
const FAILURE = 'Looks like something went wrong. Sorry about that.';

/** What the shopper reads in the open menu for each answer, written out from the spec rather than computed. */
const EXPECTED = new Map<NeedHelp, { phone?: [text: string, href: string]; hours?: string[]; email?: [text: string, href: string] }>([
  [
    NEED_HELP,
    {
      phone: ['+33 1 84 80 12 34', 'tel:+33184801234'],
      hours: ['lundi to vendredi, 9:00 AM – 6:00 PM', 'Time zone: Europe/Paris'],
      email: ['service-client@vitrine.example', 'mailto:service-client@vitrine.example'],
    },
  ],
  [
    PHONE_ONLY_NEW_YORK,
    {
      phone: ['+1 (212) 555-0142', 'tel:+12125550142'],
      hours: ['8:30 AM – 5:00 PM', 'Time zone: America/New York'],
    },
  ],
]);

/** Spaces as a reader sees them: the locale's time format puts a narrow no-break space before AM and PM. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function mount() {
  const loads = deferredActor<NeedHelp, unknown>();
  const clock = new SimulatedClock();
  const menu = createActor(needHelpMachine.provide({ actors: { loadNeedHelp: loads.logic } }), { clock }).start();
  renderInShell(
    <>
      <NeedHelpView menu={menu} />
      <button type="button">Elsewhere</button>
    </>,
  );
  const trigger = () => screen.getByRole('button', { name: 'Need help?' });
  const panel = () => document.getElementById(trigger().getAttribute('aria-controls')!)!;
  const menuElement = () => trigger().closest<HTMLElement>('.need-help')!;
  const mask = () => screen.queryByTestId('need-help-mask');
  return { menu, loads, trigger, panel, menuElement, mask, clock };
}

type Mounted = ReturnType<typeof mount>;

/** What the menu shows in a state: its panel hidden or not, the mask, the placeholder, the details or the failure. */
function expectMenu(snapshot: NeedHelpSnapshot, { trigger, panel, mask, loads }: Mounted, help: NeedHelp | null, say: Say = () => undefined) {
  const open = snapshot.matches('open');
  const expected = help ? EXPECTED.get(help) : undefined;
  say(open ? 'the menu is expanded, its panel and mask show' : 'the menu is collapsed, its panel hidden and no mask');
  say(snapshot.matches({ open: 'loading' }) ? 'the panel shows its shimmer and the details were asked once' : 'no shimmer shows and nothing is being asked');
  if (snapshot.matches({ open: 'failed' })) say(`the panel alerts “${FAILURE}” with no link`);
  else if (snapshot.matches({ open: 'shown' })) {
    const links = [expected?.phone, expected?.email].filter(Boolean).map((link) => `“${link![0]}”`);
    say(`the panel links ${links.join(' and ')} and lists the hours ${(expected?.hours ?? []).map((line) => `“${line}”`).join(', ')}`);
  } else say('the panel shows no link');
  expect(trigger().getAttribute('aria-expanded')).toBe(String(open));
  expect(panel().hasAttribute('hidden')).toBe(!open);
  expect(mask() !== null).toBe(open);
  // The data loads when the menu opens (not before), once: a kept answer is not asked again.
  expect(loads.waiting).toHaveLength(snapshot.matches({ open: 'loading' }) ? 1 : 0);
  const inPanel = within(panel());
  expect(panel().querySelector('[data-testid="need-help-shimmer"]') !== null).toBe(snapshot.matches({ open: 'loading' }));
  if (snapshot.matches({ open: 'failed' })) {
    expect(inPanel.getByRole('alert').textContent).toBe(FAILURE);
    expect(inPanel.queryAllByRole('link')).toEqual([]);
  } else {
    expect(panel().textContent).not.toContain(FAILURE);
  }
  if (snapshot.matches({ open: 'shown' })) {
    const links = inPanel.getAllByRole('link').map((link) => [plain(link.textContent), link.getAttribute('href')]);
    expect(links).toEqual([...(expected?.phone ? [expected.phone] : []), ...(expected?.email ? [expected.email] : [])]);
    const hours = [...panel().querySelectorAll('.need-help__hours')].map((p) => plain(p.textContent));
    expect(hours).toEqual(expected?.hours ?? []);
  } else if (!snapshot.matches({ open: 'failed' })) {
    expect(inPanel.queryAllByRole('link', { hidden: true })).toEqual([]);
  }
}

/** How a shopper opens the menu, and the way out that goes with it. */
type Way = 'pointer' | 'keyboard' | 'touch';

const open: Record<Way, (m: Mounted) => void> = {
  // The mouse over the menu; a touch's pointer events do not count as hover.
  pointer: (m) => void fireEvent.pointerEnter(m.menuElement(), { pointerType: 'mouse' }),
  // Tab onto its trigger.
  keyboard: (m) => act(() => m.trigger().focus()),
  // A tap on the trigger: pointer events of a touch, then the press.
  touch: (m) => {
    fireEvent.pointerEnter(m.menuElement(), { pointerType: 'touch' });
    expect(m.menu.getSnapshot().value).toBe('closed');
    fireEvent.click(m.trigger());
  },
};

const close: Record<Way, (m: Mounted, nth: number) => void> = {
  pointer: (m) => void fireEvent.pointerLeave(m.menuElement(), { pointerType: 'mouse' }),
  // Tab on past it, or Escape.
  keyboard: (m, nth) => (nth % 2 === 0 ? act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus()) : void fireEvent.keyDown(m.trigger(), { key: 'Escape' })),
  touch: (m) => void fireEvent.click(m.mask()!),
};

describe('need help menu: every path of its chart, by pointer, keyboard and touch', () => {
  for (const path of pathsOf(needHelpModel)) {
    for (const way of ['pointer', 'keyboard', 'touch'] as const) {
      it(`${describePath(path)} (${way})`, async () => {
        const mounted = mount();
        let closes = 0;
        // The details the backend answered: the menu shows them.
        let help: NeedHelp | null = null;
        await drive(needHelpMachine, path, {
          // A request that never answers: the clock runs past the wait's limit.
          clock: mounted.clock,
          actual: () => mounted.menu.getSnapshot(),
          events: {
            open: () => open[way](mounted),
            close: () => close[way](mounted, closes++),
            'xstate.done.actor.loadNeedHelp': (event) => {
              help = event.output as NeedHelp;
              return act(() => mounted.loads.resolve(help!));
            },
            'xstate.error.actor.loadNeedHelp': () => act(() => mounted.loads.reject(new Error('backend down'))),
          },
          expect: (snapshot, _step, say) => expectMenu(snapshot, mounted, help, say),
        });
        mounted.menu.stop();
      });
    }
  }
});

describe('need help menu', () => {
  it('shows a phone line alone with its hours and its timezone written with spaces', async () => {
    const m = mount();
    open.pointer(m);
    await act(() => m.loads.resolve(PHONE_ONLY_NEW_YORK));
    expectMenu(m.menu.getSnapshot(), m, PHONE_ONLY_NEW_YORK);
    expect(plain(m.panel().textContent)).not.toContain('America/New_York');
  });

  it('asks again at the next opening after a failure or an answer with neither e-mail nor phone', async () => {
    const m = mount();
    open.keyboard(m);
    await act(() => m.loads.resolve(NO_CONTACT));
    expect(within(m.panel()).getByRole('alert').textContent).toBe(FAILURE);
    close.keyboard(m, 0);
    open.keyboard(m);
    expect(m.loads.waiting).toHaveLength(1);
    await act(() => m.loads.reject(new Error('network')));
    expect(within(m.panel()).getByRole('alert').textContent).toBe(FAILURE);
    close.keyboard(m, 1);
    open.touch(m);
    await act(() => m.loads.resolve(NEED_HELP));
    expectMenu(m.menu.getSnapshot(), m, NEED_HELP);
  });

  it('stays open while focus moves through its links, and a press on its trigger never closes it', async () => {
    const m = mount();
    open.keyboard(m);
    await act(() => m.loads.resolve(NEED_HELP));
    const [phone, email] = within(m.panel()).getAllByRole('link');
    act(() => phone!.focus());
    act(() => email!.focus());
    expect(m.menu.getSnapshot().matches({ open: 'shown' })).toBe(true);
    fireEvent.click(m.trigger());
    fireEvent.keyDown(m.trigger(), { key: 'Enter' });
    fireEvent.keyUp(m.trigger(), { key: 'Enter' });
    expect(m.menu.getSnapshot().matches({ open: 'shown' })).toBe(true);
    // Focus dropped on nothing (a tap outside) leaves the closing to the mask.
    act(() => email!.blur());
    expect(m.menu.getSnapshot().matches({ open: 'shown' })).toBe(true);
    fireEvent.click(m.mask()!);
    expect(m.menu.getSnapshot().value).toBe('closed');
    // Closed with its details kept: collapsed and hidden; opened again, they show at once, not asked again.
    expectMenu(m.menu.getSnapshot(), m, NEED_HELP);
    open.keyboard(m);
    expect(m.menu.getSnapshot().matches({ open: 'shown' })).toBe(true);
    expectMenu(m.menu.getSnapshot(), m, NEED_HELP);
  });

  it('loads nothing until it opens', () => {
    const m = mount();
    expect(m.loads.waiting).toEqual([]);
    expect(m.panel().hasAttribute('hidden')).toBe(true);
  });
  // The view re-renders when what the menu shows changes, and only then: the same answer is the same view.
  it('counts two views the same only when they show the same state and the very same answer', () => {
    const copy = { ...NEED_HELP };
    const same: [Parameters<typeof sameNeedHelpView>[0], Parameters<typeof sameNeedHelpView>[1], boolean][] = [
      [{ state: 'closed' }, { state: 'closed' }, true],
      [{ state: 'loading' }, { state: 'loading' }, true],
      [{ state: 'failed' }, { state: 'failed' }, true],
      [{ state: 'shown', help: NEED_HELP }, { state: 'shown', help: NEED_HELP }, true],
      [{ state: 'shown', help: NEED_HELP }, { state: 'shown', help: copy }, false],
      [{ state: 'closed' }, { state: 'loading' }, false],
      [{ state: 'shown', help: NEED_HELP }, { state: 'failed' }, false],
      [{ state: 'failed' }, { state: 'shown', help: NEED_HELP }, false],
    ];
    for (const [a, b, expected] of same) expect(sameNeedHelpView(a, b), `${a.state} and ${b.state}`).toBe(expected);
  });
});
