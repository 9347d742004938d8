import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appMachine, selectOfflineIconShown, type AppSnapshot } from '../../machines/app.machine';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { recorder } from '../harness/parent';
import { renderApp } from '../harness/render-app';
import { appModel } from './models';

/** The shop's own header (a panel's header is another banner). */
const siteHeader = () => document.querySelector<HTMLElement>('header.header')!;

const button = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const cartTrigger = () => screen.getByRole('button', { name: /Toggle mini cart/, hidden: true });

async function expectShell(snapshot: AppSnapshot) {
  // The modal panel: the navigation drawer, the mini cart, or none.
  if (snapshot.matches({ panel: 'nav' })) expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Main Menu')).toBeNull());
  if (snapshot.matches({ panel: 'minicart' })) expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Cart')).toBeNull());
  expect(cartTrigger().getAttribute('aria-expanded')).toBe(String(snapshot.matches({ panel: 'minicart' })));

  // The header's search panel (a not-found page, which these routes are, has a search field of its own).
  const headerSearch = () => document.querySelector('#search-panel [role="combobox"]');
  if (snapshot.matches({ search: 'open' })) await waitFor(() => expect(headerSearch()).not.toBeNull());
  else expect(headerSearch()).toBeNull();

  // The offline icon, once offline again.
  const icon = screen.queryByRole('img', { name: 'You are offline', hidden: true });
  expect(icon !== null).toBe(selectOfflineIconShown(snapshot));

  // The loading bar runs while a page loads.
  const bar = screen.queryByRole('progressbar', { hidden: true });
  if (snapshot.matches({ page: 'loading' })) expect(bar?.getAttribute('data-state')).toBe('loading');
  else expect(bar?.getAttribute('data-state') ?? 'off').not.toBe('loading');

  // The account trigger: a guest's sign-in link, a customer's menu button, and the menu while it is open.
  const header = siteHeader();
  if (snapshot.context.signedIn) expect(within(header).getByRole('button', { name: en['navigation.myAccount'], hidden: true }).getAttribute('aria-expanded')).toBe(String(snapshot.matches({ accountMenu: 'open' })));
  else expect(within(header).getByRole('link', { name: en['header.signIn'], hidden: true })).toBeTruthy();
  if (snapshot.matches({ accountMenu: 'open' })) expect(await screen.findByRole('menuitem', { name: en['account.signOut'] })).toBeTruthy();
  else await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

const toastTexts = () => [...document.querySelectorAll('.toast')].map((el) => el.textContent);



describe('app shell: every path of its chart, on the rendered shop', () => {
  for (const path of pathsOf(appModel)) {
    it(describePath(path), async () => {
      // The session keeps only what the shell sends it (its own test walks its chart).
      const session = recorder();
      const shop = await renderApp({ session: session.logic });
      let route = 0;
      await drive(appMachine, path, {
        clock: shop.clock,
        actual: () => shop.app.getSnapshot(),
        events: {
          'drawer.open': () => void fireEvent.click(button('Toggle navigation panel')),
          'drawer.close': () => void fireEvent.click(button('Close')),
          // Back at the drawer's root: its machine finishes and the app closes the panel.
          'xstate.done.actor.navDrawer': () => void fireEvent.click(button('Back')),
          'minicart.open': () => void fireEvent.click(cartTrigger()),
          // Keyboard path: Escape closes the mini cart.
          'minicart.close': () => void fireEvent.keyDown(screen.getByRole('dialog', { name: 'Cart' }), { key: 'Escape' }),
          'search.toggle': () => void fireEvent.click(button('Toggle search')),
          'search.close': () => void fireEvent.keyDown(document.querySelector('#search-panel [role="combobox"]')!, { key: 'Escape' }),
          // Any change of route, here as the browser's back and forward buttons would make it.
          'route.changed': () => act(() => shop.location.navigate(`/page-${++route}`)),
          // The router tells the shell when a location starts and stops loading.
          'page.loading': (event) => act(() => shop.app.send(event)),
          'page.loaded': (event) => act(() => shop.app.send(event)),
          'accountMenu.toggle': () => void fireEvent.click(within(siteHeader()).getByRole('button', { name: en['navigation.myAccount'], hidden: true })),
          'accountMenu.close': async () => void fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' }),
          // The session tells the shell who the shopper is, and when a sign-out has run its sequence.
          'session.changed': (event) => {
            const drawerOpen = shop.app.getSnapshot().matches({ panel: 'nav' });
            const drawerTold = shop.receivedBy('navDrawer').length;
            act(() => shop.app.send(event));
            // The shell records who the shopper is whatever is open; an open drawer's account views follow.
            expect(shop.app.getSnapshot().context.signedIn).toBe((event as { signedIn: boolean }).signedIn);
            expect(shop.receivedBy('navDrawer').slice(drawerTold)).toEqual(drawerOpen ? [event] : []);
            // The wishlist follows the shell: it loads once the shell knows the customer, and is forgotten once signed out.
            const told = shop.receivedBy('wishlist').filter((e) => e.type.startsWith('wishlist.sign')).at(-1);
            if (shop.app.getSnapshot().context.signedIn) expect(told).toEqual({ type: 'wishlist.signIn' });
            else if (told) expect(told).toEqual({ type: 'wishlist.signOut' });
          },
          'session.ended': (event) => {
            act(() => shop.app.send(event));
            expect(shop.app.getSnapshot().children.cart!.getSnapshot().context.cartId).toBeNull();
          },
          // The cart's notices become toasts; a customer's cart it was refused signs the shopper out.
          'cart.notice': (event) => {
            act(() => shop.app.send(event));
            expect(toastTexts()).toContain('1 × Oméga 3 was added to your cart.');
          },
          'cart.customerRefused': (event) => {
            act(() => shop.app.send(event));
            expect(session.received.at(-1)).toEqual({ type: 'session.signOut' });
          },
          // The shell's bus: a page's or form's request reaches its child; the cart's settling reaches the router.
          'shell.cart': (event) => {
            act(() => shop.app.send(event));
            expect(shop.receivedBy('cart').at(-1)).toEqual(event.request);
          },
          'shell.session': (event) => {
            act(() => shop.app.send(event));
            expect(session.received.at(-1)).toEqual(event.request);
          },
          'shell.wishlist': (event) => {
            act(() => shop.app.send(event));
            expect(shop.receivedBy('wishlist').at(-1)).toEqual(event.request);
          },
          // The cart tells the shell each time it is back in idle; once nothing waits, the router's pages hear it.
          'cart.idle': (event) => {
            const before = shop.receivedBy('router').length;
            act(() => shop.app.send(event));
            const told = shop.receivedBy('router').slice(before);
            expect(told).toEqual(event.queued === 0 ? [{ type: 'cart.settled', cart: event.cart }] : []);
          },
          'network.offline': (event) => {
            act(() => shop.network.send(event));
            expect(toastTexts()).toContain(en['toast.offline']);
          },
          'network.online': (event) => {
            act(() => shop.network.send(event));
            expect(toastTexts()).toContain(en['toast.online']);
          },
          'network.startedOffline': (event) => act(() => shop.network.send(event)),
          // The footer's newsletter block gets the focus: its machine's chunk is asked for (none is provided here: it fails).
          'newsletter.wanted': () => void fireEvent.focusIn(screen.getByRole('region', { name: en['footer.newsletter'] })),
          'xstate.error.actor.newsletterLogic': (event) => act(() => shop.app.send(event as never)),
          // Its chunk came: the form shows in the block.
          'xstate.done.actor.newsletterLogic': async (event) => {
            // Awaited: the form suspends until its chunk and messages come.
            await act(async () => shop.app.send(event as never));
            expect(await screen.findByRole('button', { name: en['newsletter.submit'] })).toBeTruthy();
          },
          // The favourite store's chunk came: the favourite is made and hears who the shopper is; a failed chunk leaves none.
          'xstate.done.actor.favoriteStoreLogic': (event) => {
            act(() => shop.app.send(event as never));
            const favorite = shop.app.getSnapshot().context.favoriteStore!;
            expect(favorite.getSnapshot().context.signedIn).toBe(shop.app.getSnapshot().context.signedIn);
          },
          'xstate.error.actor.favoriteStoreLogic': (event) => {
            const before = shop.app.getSnapshot().context.favoriteStore;
            act(() => shop.app.send(event as never));
            expect(shop.app.getSnapshot().context.favoriteStore).toBe(before);
          },
          'newsletter.subscribed': (event) => {
            act(() => shop.app.send(event));
            expect(toastTexts()).toContain(en['footer.newsletterSubscribed']);
          },
          'error.unhandled': (event) => {
            act(() => shop.unhandledErrors.send(event));
            expect(toastTexts()).toContain(`${en['toast.unexpectedError']}Reference: ${event.errorId}`);
          },
        },
        expect: expectShell,
      });
      shop.app.stop();
    });
  }
});
