import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { navDrawerMachine, selectNavDrawerView, type NavDrawerSnapshot } from '../../machines/nav-drawer.machine';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { menuLevel } from '../../src/domain/navigation';
import { NavDrawerView } from '../../src/app/shell/nav-drawer';
import { MENU } from '../fixtures/navigation';
import { drive } from '../harness/drive';
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

/** What the drawer shows in each state: its title, the level of the tree, the account bar, the view over it. */
function expectDrawer(snapshot: NavDrawerSnapshot, onClose: () => void) {
  if (snapshot.status === 'done') {
    // Back at the root closes the drawer: the machine finishes (the app closes the panel), nothing else.
    expect(onClose).not.toHaveBeenCalled();
    return;
  }
  const view = selectNavDrawerView(snapshot);
  const level = menuLevel(MENU, snapshot.context.trail);
  const title = view === 'menu' ? (level.category?.name ?? TITLES.menu) : TITLES[view];
  expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(title);
  // The tree is on show in the menu, and inert under an account view.
  expect(tree().hasAttribute('inert')).toBe(view !== 'menu');
  const overlay = dialog().querySelector<HTMLElement>('.nav-drawer__view');
  expect(overlay?.getAttribute('data-view') ?? 'menu').toBe(view);
  // Each account view holds its form (or, for a customer, the sign-out).
  if (overlay) expect(within(overlay).getByRole('button', { name: VIEW_ACTIONS[view as Exclude<typeof view, 'menu'>] })).toBeTruthy();
  if (view === 'signIn' || view === 'forgotPassword') expect(within(overlay!).getByLabelText(/^Email Address/)).toBeTruthy();
  if (view === 'createAccount') expect(within(overlay!).getByLabelText(/^First Name/)).toBeTruthy();
  // The level: "shop all" below the root, then branches as buttons and leaves as links.
  const entries = [...tree().querySelectorAll('.nav-list > li')].map((li) => li.firstElementChild!);
  expect(entries.map((el) => [el.tagName, el.textContent])).toEqual([
    ...(level.category ? [['A', `Shop all ${level.category.name}`]] : []),
    ...level.items.map((item) => [item.children.length ? 'BUTTON' : 'A', item.name]),
  ]);
  // The account bar: Sign In for a guest, My Account for a customer.
  const bar = tree().querySelector('.nav-drawer__account-bar')!;
  expect(bar.textContent).toBe(snapshot.context.signedIn ? en['navigation.myAccount'] : en['navigation.signIn']);
}

function renderDrawer() {
  const categories = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: fromPromise(async () => MENU) } }), {
    input: { urlSuffix: '.html' },
  }).start();
  // The drawer passes its forms' requests up to its parent, here one that keeps them.
  const { child: drawer, received } = asChild(navDrawerMachine, { signedIn: false, policy: DEFAULT_PASSWORD_POLICY });
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
      await drive(navDrawerMachine, path, {
        actual: () => drawer.getSnapshot(),
        events: {
          'category.open': (event) => {
            const name = menuLevel(MENU, drawer.getSnapshot().context.trail).items.find((item) => item.uid === event.uid)!.name;
            fireEvent.click(inView(name));
            // The new level's first entry has the focus.
            expect(tree().querySelector('.nav-list')!.contains(document.activeElement)).toBe(true);
          },
          back: () => void fireEvent.click(inView(en['common.back'])),
          'account.open': () => void fireEvent.click(within(tree()).getByRole('button', { name: drawer.getSnapshot().context.signedIn ? en['navigation.myAccount'] : en['navigation.signIn'] })),
          'createAccount.open': () => void fireEvent.click(inView(en['signIn.createAccount'])),
          'forgotPassword.open': () => void fireEvent.click(inView(en['signIn.forgotPassword'])),
          // The account service reports a sign-in or a sign-out.
          'session.changed': (event) => act(() => drawer.send(event)),
          // A form's token goes up to the shell's session.
          'shell.session': (event) => {
            act(() => drawer.send(event));
            expect(received.at(-1)).toEqual(event);
          },
        },
        expect: (snapshot) => expectDrawer(snapshot, onClose),
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
