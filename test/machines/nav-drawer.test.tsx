import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { navDrawerMachine, type NavDrawerSnapshot } from '../../machines/nav-drawer.machine';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { NavDrawerView } from '../../src/app/shell/nav-drawer';
import { MENU } from '../fixtures/navigation';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { navDrawerModel } from './models';

const TITLES = {
  menu: en['navigation.title'],
  signIn: en['navigation.signIn'],
  createAccount: en['navigation.createAccount'],
  forgotPassword: en['navigation.forgotPassword'],
  myAccount: en['navigation.myAccount'],
};

const dialog = () => screen.getByRole('dialog');

/** The action each account view offers: its form's submit button, or a customer's sign-out. */
const VIEW_ACTIONS = {
  signIn: en['signIn.submit'],
  createAccount: en['createAccount.submit'],
  forgotPassword: en['forgotPassword.submit'],
  myAccount: en['account.signOut'],
};
const tree = () => dialog().querySelector('.nav-drawer__menu') as HTMLElement;

/** The drawer's levels as the fixture menu has them (test/fixtures/navigation.ts): its title and entries, by the category opened. */
const PLANTS = ['Curcuma', 'Ashwagandha', 'Ginseng', 'Rhodiola', 'Spiruline', 'Maca', 'Échinacée', 'Chardon-Marie'];
const LEVELS: Record<string, { title: string; entries: [tag: 'A' | 'BUTTON', text: string][] }> = {
  '': { title: 'Main Menu', entries: [['BUTTON', 'Vitamines & minéraux'], ['BUTTON', 'Extraits de plantes'], ['A', 'Enfants']] },
  'Mw==': {
    title: 'Vitamines & minéraux',
    entries: [['A', 'Shop all Vitamines & minéraux'], ['BUTTON', 'Vitamines'], ['BUTTON', 'Minéraux'], ['A', 'Multivitamines']],
  },
  'MjM=': { title: 'Extraits de plantes', entries: [['A', 'Shop all Extraits de plantes'], ...PLANTS.map((name) => ['A', name] as ['A', string])] },
  'NA==': { title: 'Vitamines', entries: [['A', 'Shop all Vitamines'], ['A', 'Vitamine C'], ['A', 'Vitamine D']] },
  'MTE=': { title: 'Minéraux', entries: [['A', 'Shop all Minéraux'], ['A', 'Magnésium']] },
};
const NAMES: Record<string, string> = { 'Mw==': 'Vitamines & minéraux', 'MjM=': 'Extraits de plantes', 'NA==': 'Vitamines', 'MTE=': 'Minéraux' };

/** The account views of the chart's states, each with its title. */
const ACCOUNT_VIEWS = ['signIn', 'createAccount', 'forgotPassword', 'myAccount'] as const;

/**
 * What the drawer shows in each state: its title, the level of the tree, the account bar, the view over it. `trail`
 * is the categories the path opened, `signedIn` who the session last said the shopper is.
 */
function expectDrawer(snapshot: NavDrawerSnapshot, trail: string[], signedIn: boolean, onClose: () => void, say: Say) {
  if (snapshot.status === 'done') {
    // Back at the root closes the drawer: the machine finishes (the app closes the panel), nothing else.
    say('the drawer asks nothing of its close button (the app closes it)');
    expect(onClose).not.toHaveBeenCalled();
    return;
  }
  const view = ACCOUNT_VIEWS.find((name) => snapshot.matches(name)) ?? 'menu';
  const level = LEVELS[trail.at(-1) ?? '']!;
  const title = view === 'menu' ? level.title : TITLES[view];
  say(`the drawer's title reads “${title}”`);
  expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(title);
  // The tree is on show in the menu, and inert under an account view.
  say(view === 'menu' ? 'the category tree is on show' : `the “${TITLES[view]}” view covers the tree, which is inert, and holds its “${VIEW_ACTIONS[view]}” button`);
  expect(tree().hasAttribute('inert')).toBe(view !== 'menu');
  const overlay = dialog().querySelector<HTMLElement>('.nav-drawer__view');
  expect(overlay?.getAttribute('data-view') ?? 'menu').toBe(view);
  // Each account view holds its form (or, for a customer, the sign-out).
  if (view !== 'menu') expect(within(overlay!).getByRole('button', { name: VIEW_ACTIONS[view] })).toBeTruthy();
  if (view === 'signIn' || view === 'forgotPassword') {
    say('the view has an “Email Address” field');
    expect(within(overlay!).getByLabelText(/^Email Address/)).toBeTruthy();
  }
  if (view === 'createAccount') {
    say('the view has a “First Name” field');
    expect(within(overlay!).getByLabelText(/^First Name/)).toBeTruthy();
  }
  // The level: "shop all" below the root, then branches as buttons and leaves as links.
  say(`the level lists ${level.entries.map(([tag, text]) => `${tag === 'A' ? 'link' : 'button'} “${text}”`).join(', ')}`);
  const entries = [...tree().querySelectorAll('.nav-list > li')].map((li) => li.firstElementChild!);
  expect(entries.map((el) => [el.tagName, el.textContent])).toEqual(level.entries);
  // The account bar: Sign In for a guest, My Account for a customer.
  const bar = signedIn ? 'My Account' : 'Sign In';
  say(`the account bar reads “${bar}”`);
  expect(tree().querySelector('.nav-drawer__account-bar')!.textContent).toBe(bar);
}

/** The drawer; `asksConsent` left out, as the visualiser opens its chart (a store recording consents, by default). */
function renderDrawer(asksConsent?: boolean) {
  const categories = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: fromPromise(async () => MENU) } }), {
    input: { urlSuffix: '.html' },
  }).start();
  // The drawer passes its forms' requests up to its parent, here one that keeps them.
  const { child: drawer, received } = asChild(navDrawerMachine, { signedIn: false, policy: DEFAULT_PASSWORD_POLICY, ...(asksConsent !== undefined && { asksConsent }) });
  const onClose = vi.fn();
  const view = renderInShell(<NavDrawerView drawer={drawer} tree={categories} onClose={onClose} />);
  return { ...view, drawer, categories, onClose, received };
}

describe('navigation drawer: every path of its chart, on the drawer', () => {
  for (const path of pathsOf(navDrawerModel)) {
    it(describePath(path), async () => {
      const { drawer, onClose, received } = renderDrawer();
      await screen.findByRole('button', { name: MENU[0]!.name });
      const inView = (name: string) => screen.getByRole('button', { name });
      // The categories opened, deepest last, and who the session last said the shopper is.
      let trail: string[] = [];
      let signedIn = false;
      await drive(navDrawerMachine, path, {
        actual: () => drawer.getSnapshot(),
        events: {
          'category.open': (event) => {
            fireEvent.click(inView(NAMES[event.uid]!));
            trail = [...trail, event.uid];
            // The new level's first entry has the focus.
            expect(tree().querySelector('.nav-list')!.contains(document.activeElement)).toBe(true);
          },
          back: () => {
            // Back in the menu goes up a level; in an account view, it leaves the view.
            if (drawer.getSnapshot().matches('menu')) trail = trail.slice(0, -1);
            fireEvent.click(inView(en['common.back']));
          },
          'account.open': () => void fireEvent.click(within(tree()).getByRole('button', { name: signedIn ? 'My Account' : 'Sign In' })),
          'createAccount.open': () => void fireEvent.click(inView(en['signIn.createAccount'])),
          'forgotPassword.open': () => void fireEvent.click(inView(en['signIn.forgotPassword'])),
          // The account service reports a sign-in or a sign-out.
          'session.changed': (event) => {
            act(() => drawer.send(event));
            signedIn = event.signedIn;
          },
          // A form's token goes up to the shell's session.
          'shell.session': (event) => {
            act(() => drawer.send(event));
            expect(received.at(-1)).toEqual(event);
          },
          // A form's notice goes up to the shell's toasts.
          'shell.notify': (event) => {
            act(() => drawer.send(event));
            expect(received.at(-1)).toEqual(event);
          },
        },
        expect: (snapshot, _step, say) => expectDrawer(snapshot, trail, signedIn, onClose, say),
      });
    });
  }
});

describe('navigation drawer', () => {
  it('drills down level by level, and back goes up one level at a time, then closes at the root', async () => {
    const { drawer } = renderDrawer();
    const [vitamins] = MENU;
    fireEvent.click(await screen.findByRole('button', { name: vitamins!.name }));
    fireEvent.click(screen.getByRole('button', { name: 'Vitamines' }));
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('Vitamines');
    expect(screen.getByRole('link', { name: 'Shop all Vitamines' }).getAttribute('href')).toBe('/vitamines-mineraux/vitamines.html');
    expect(document.activeElement?.textContent).toBe('Shop all Vitamines');
    expect(screen.getByRole('link', { name: 'Vitamine C' }).getAttribute('href')).toBe('/vitamines-mineraux/vitamines/vitamine-c.html');
    const back = screen.getByRole('button', { name: en['common.back'] });
    fireEvent.click(back);
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(vitamins!.name);
    fireEvent.click(back);
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(en['navigation.title']);
    expect(drawer.getSnapshot().status).toBe('active');
    fireEvent.click(back);
    expect(drawer.getSnapshot().status).toBe('done');
  });

  it('closes on its close button and on Escape', async () => {
    const { onClose } = renderDrawer();
    fireEvent.click(await screen.findByRole('button', { name: en['common.close'] }));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('its create-account form asks the consent unless the store records none', async () => {
    for (const asksConsent of [undefined, false]) {
      const { unmount } = renderDrawer(asksConsent);
      fireEvent.click(await screen.findByRole('button', { name: en['navigation.signIn'] }));
      fireEvent.click(await screen.findByRole('button', { name: en['signIn.createAccount'] }));
      await screen.findByRole('button', { name: en['createAccount.submit'] });
      expect(screen.queryAllByRole('checkbox').length, `asksConsent ${asksConsent}`).toBe(asksConsent === false ? 1 : 2);
      unmount();
    }
  });

  it('an account view takes the focus when it opens', async () => {
    renderDrawer();
    fireEvent.click(await screen.findByRole('button', { name: en['navigation.signIn'] }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-view')).toBe('signIn'));
  });

  it('shows shimmers while the tree loads, and its error with a retry', async () => {
    let fail = true;
    const categories = createActor(
      categoryTreeMachine.provide({
        actors: {
          loadCategoryTree: fromPromise(async () => {
            if (fail) throw new Error('backend down');
            return MENU;
          }),
        },
      }),
      { input: { urlSuffix: '.html' } },
    ).start();
    const drawer = createActor(navDrawerMachine, { input: { signedIn: false, policy: DEFAULT_PASSWORD_POLICY } });
    renderInShell(<NavDrawerView drawer={drawer.start()} tree={categories} onClose={() => undefined} />);
    expect(screen.getByTestId('nav-drawer-shimmer')).toBeTruthy();
    const retry = await screen.findByRole('button', { name: en['common.retry'] });
    expect(screen.getByText(en['navigation.error'])).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: MENU[0]!.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['navigation.contact'] }).getAttribute('href')).toBe('/contact-us');
  });

  it('has no contact link while the store has the contact form switched off (contact_enabled)', () => {
    const categories = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: fromPromise(async () => MENU) } }), {
      input: { urlSuffix: '.html' },
    }).start();
    const drawer = createActor(navDrawerMachine, { input: { signedIn: false, policy: DEFAULT_PASSWORD_POLICY } }).start();
    const app = createActor(appMachine, { input: { location: { path: '/', search: '' }, storeConfig: { ...STORE_CONFIG, contact_enabled: false } } }).start();
    renderInShell(<NavDrawerView drawer={drawer} tree={categories} onClose={() => undefined} />, { app });
    expect(screen.getByText(en['navigation.signIn'])).toBeTruthy();
    expect(screen.queryByText(en['navigation.contact'])).toBeNull();
  });
});
