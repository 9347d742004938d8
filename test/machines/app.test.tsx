import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorLogic } from 'xstate';
import { appMachine, type AppSnapshot } from '../../machines/app.machine';
import { cmsBlockMachine, type CmsBlockInput } from '../../machines/cms-block.machine';
import { favoriteStoreMachine } from '../../machines/favorite-store.machine';
import { newsletterMachine } from '../../machines/newsletter.machine';
import { switchersMachine, type SwitchersActor } from '../../machines/switchers.machine';
import type { Content } from '../../src/domain/page-builder';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { drive, type Say } from '../harness/drive';
import { CART } from '../fixtures/cart';
import { OMEGA_ONLY } from '../fixtures/wishlist';
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

/**
 * What the shell shows in each state; `signedIn` is who the session last said the shopper is, `beenOffline` whether the
 * path took the shopper offline once (spec §2).
 */
async function expectShell(snapshot: AppSnapshot, signedIn: boolean, beenOffline: boolean, say: Say) {
  // What the store turns on or off (spec §3 store configuration): the contact links, the newsletter, the favourite store.
  const { contact_enabled: contact, newsletter_enabled: newsletter, favorite_point_of_sale_enabled: favorites } = snapshot.context.storeConfig;
  say(contact === false ? 'nothing links to the contact page' : 'the header and the footer link to the contact page');
  expect(document.querySelectorAll('header.header a[href="/contact-us"], footer a[href="/contact-us"]').length).toBe(contact === false ? 0 : 2);
  say(newsletter === false ? 'the footer has no newsletter block' : 'the footer has its newsletter block');
  expect(screen.queryByRole('region', { name: en['footer.newsletter'], hidden: true }) !== null).toBe(newsletter !== false);
  say(favorites ? `the header links to the stores (“${en['favoriteStore.find']}”)` : 'the header has no favourite store');
  expect(within(siteHeader()).queryByRole('link', { name: en['favoriteStore.find'], hidden: true }) !== null).toBe(favorites === true);

  // The store's own name heads the header (its logo, the way home); one store view and one currency offer no switcher (spec §9).
  say(`the header’s logo links home as “${snapshot.context.storeConfig.store_name}”; no store or currency switcher shows`);
  expect(within(siteHeader()).getByRole('link', { name: `${snapshot.context.storeConfig.store_name}, home page`, hidden: true }).getAttribute('href')).toBe('/');
  expect(screen.queryByText(/^(Store view|Currency): /)).toBeNull();

  // The modal panel: the navigation drawer, the mini cart, or none.
  const nav = snapshot.matches({ panel: 'nav' });
  const minicart = snapshot.matches({ panel: 'minicart' });
  say(nav ? 'the “Main Menu” drawer is open, its trigger expanded' : minicart ? 'the mini cart (“Cart”) is open, its trigger expanded' : 'neither the drawer nor the mini cart is open');
  if (nav) expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Main Menu')).toBeNull());
  if (minicart) expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Cart')).toBeNull());
  expect(cartTrigger().getAttribute('aria-expanded')).toBe(String(minicart));
  expect(within(siteHeader()).getByRole('button', { name: 'Toggle navigation panel', hidden: true }).getAttribute('aria-expanded')).toBe(String(nav));

  // The header's search panel (a not-found page, which these routes are, has a search field of its own).
  const headerSearch = () => document.querySelector('#search-panel [role="combobox"]');
  const searchOpen = snapshot.matches({ search: 'open' });
  say(searchOpen ? 'the header’s search field is open, its trigger expanded' : 'the header’s search field is closed');
  if (searchOpen) await waitFor(() => expect(headerSearch()).not.toBeNull());
  else expect(headerSearch()).toBeNull();
  expect(within(siteHeader()).getByRole('button', { name: 'Toggle search', hidden: true }).getAttribute('aria-expanded')).toBe(String(searchOpen));

  // The offline icon, once offline again.
  const iconShown = snapshot.matches({ network: 'offline' }) && beenOffline;
  say(iconShown ? 'the “You are offline” icon shows' : 'no offline icon shows');
  const icon = screen.queryByRole('img', { name: 'You are offline', hidden: true });
  expect(icon !== null).toBe(iconShown);

  // The loading bar runs while a page loads.
  const bar = screen.queryByRole('progressbar', { hidden: true });
  const loading = snapshot.matches({ page: 'loading' });
  say(loading ? 'the loading bar runs' : 'the loading bar does not run');
  if (loading) expect(bar?.getAttribute('data-state')).toBe('loading');
  else expect(bar?.getAttribute('data-state') ?? 'off').not.toBe('loading');

  // The account trigger: a guest's sign-in link, a customer's menu button, and the menu while it is open.
  const header = siteHeader();
  const menuOpen = snapshot.matches({ accountMenu: 'open' });
  if (signedIn) {
    say(`the header has a “My Account” button, ${menuOpen ? 'expanded' : 'collapsed'}`);
    expect(within(header).getByRole('button', { name: 'My Account', hidden: true }).getAttribute('aria-expanded')).toBe(String(menuOpen));
  } else {
    say('the header has a “Sign In” link');
    expect(within(header).getByRole('link', { name: 'Sign In', hidden: true })).toBeTruthy();
  }
  // The footer's account column: a guest is offered to sign in or register, a customer their account's pages.
  const footer = within(screen.getByRole('contentinfo', { hidden: true }));
  const footerLink = (name: string) => footer.queryByRole('link', { name, hidden: true })?.getAttribute('href');
  if (signedIn) {
    say('the footer links “Your Account” and “Your Orders”, not “Sign In” or “Register”');
    expect([footerLink('Your Account'), footerLink('Your Orders')]).toEqual(['/account-information', '/order-history']);
    expect([footerLink('Sign In'), footerLink('Register')]).toEqual([undefined, undefined]);
  } else {
    say('the footer links “Sign In” and “Register”');
    expect([footerLink('Sign In'), footerLink('Register')]).toEqual(['/sign-in', '/create-account']);
  }
  say(menuOpen ? 'the account menu shows “Sign Out”' : 'no account menu shows');
  if (menuOpen) expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
  else await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

const toastTexts = () => [...document.querySelectorAll('.toast')].map((el) => el.textContent);
/** A toast shows once: the same one again replaces it rather than stacking. */
const expectToastOnce = (text: string) => expect(toastTexts().filter((shown) => shown === text)).toEqual([text]);



describe('app shell: every path of its chart, on the rendered shop', () => {
  for (const path of pathsOf(appModel)) {
    it(describePath(path), async () => {
      // The session keeps only what the shell sends it (its own test walks its chart).
      const session = recorder();
      // The favourite store's chunk is asked for (on the session's first news, when the store enables favourites) and never comes.
      let favoriteChunks = 0;
      const favoriteStoreLogic = fromPromise<AnyActorLogic>(() => {
        favoriteChunks += 1;
        return new Promise(() => undefined);
      });
      const { storeConfig } = path.steps[0]!.state.context;
      const shop = await renderApp({ session: session.logic, store: { storeConfig }, shellActors: { favoriteStoreLogic } });
      let route = 0;
      let beenOffline = false;
      // The favourite store's chunk: asked for and not yet failed, and the favourite made from it.
      let favoriteWanted = false;
      let favoriteMade = false;
      // The newsletter form, made from its chunk.
      let newsletterMade = false;
      /** The events of one type that `id` received since the test began. */
      const heard = (id: string, type: string) => shop.receivedBy(id).filter((event) => event.type === type);
      // Who the session last said the shopper is.
      let signedIn = false;
      // What a step's event must have done, checked with the state that follows it.
      const checks: ((say: Say) => void | Promise<void>)[] = [];
      const then = (check: (say: Say) => void | Promise<void>) => void checks.push(check);
      await drive(appMachine, path, {
        clock: shop.clock,
        actual: () => shop.app.getSnapshot(),
        events: {
          'drawer.open': () => void fireEvent.click(button('Toggle navigation panel')),
          'drawer.close': () => void fireEvent.click(button('Close')),
          // Back at the drawer's root: its machine finishes and the app closes the panel.
          'xstate.done.actor.navDrawer': () => void fireEvent.click(button('Back')),
          // The mini cart shows the cart as it is now: the cart is asked to refresh.
          'minicart.open': () => {
            const before = heard('cart', 'cart.refresh').length;
            fireEvent.click(cartTrigger());
            then((say) => {
              say('the cart is asked to refresh');
              expect(heard('cart', 'cart.refresh').length - before).toBe(1);
            });
          },
          // Keyboard path: Escape closes the mini cart.
          'minicart.close': () => void fireEvent.keyDown(screen.getByRole('dialog', { name: 'Cart' }), { key: 'Escape' }),
          'search.toggle': () => void fireEvent.click(button('Toggle search')),
          'search.close': () => void fireEvent.keyDown(document.querySelector('#search-panel [role="combobox"]')!, { key: 'Escape' }),
          // Any change of route, here as the browser's back and forward buttons would make it.
          // The router resolves it; the mega menu's dropdown and the Need Help menu close; the newsletter form forgets its refusal.
          'route.changed': () => {
            const path = `/page-${++route}`;
            const before = { router: heard('router', 'location.changed').length, megaMenu: heard('megaMenu', 'menu.close').length, needHelp: heard('needHelp', 'close').length, newsletter: heard('newsletter', 'route.changed').length };
            act(() => shop.location.navigate(path));
            then((say) => {
              say(`the router is told the shopper followed a link to ${path}; the mega menu and the Need Help menu are told to close${newsletterMade ? '; the newsletter form is told the route changed' : ''}`);
              expect(heard('router', 'location.changed').slice(before.router)).toEqual([{ type: 'location.changed', path, search: '', from: null, traversal: false }]);
              expect(heard('megaMenu', 'menu.close').length - before.megaMenu).toBe(1);
              expect(heard('needHelp', 'close').length - before.needHelp).toBe(1);
              expect(heard('newsletter', 'route.changed').length - before.newsletter).toBe(newsletterMade ? 1 : 0);
            });
          },
          // The router tells the shell when a location starts and stops loading.
          'page.loading': (event) => act(() => shop.app.send(event)),
          'page.loaded': (event) => act(() => shop.app.send(event)),
          'accountMenu.toggle': () => void fireEvent.click(within(siteHeader()).getByRole('button', { name: en['navigation.myAccount'], hidden: true })),
          'accountMenu.close': async () => void fireEvent.keyDown(await screen.findByRole('menu'), { key: 'Escape' }),
          // The session tells the shell who the shopper is, and when a sign-out has run its sequence.
          'session.changed': (event) => {
            const chunksBefore = favoriteChunks;
            const before = { router: heard('router', 'session.changed').length, cart: heard('cart', 'cart.signIn').length };
            const drawerOpen = shop.app.getSnapshot().matches({ panel: 'nav' });
            const drawerTold = shop.receivedBy('navDrawer').length;
            act(() => shop.app.send(event));
            signedIn = event.signedIn;
            then((say) => {
              // An open drawer's account views follow who the shopper is.
              // The router (its customer's routes) hears who the shopper is; a sign-in brings the customer's cart.
              say(`the router is told who the shopper is${event.signedIn ? ', and the cart that the customer signed in' : ''}`);
              expect(heard('router', 'session.changed').slice(before.router)).toEqual([event]);
              expect(heard('cart', 'cart.signIn').length - before.cart).toBe(event.signedIn ? 1 : 0);
              say(drawerOpen ? 'the open drawer is told who the shopper is' : 'no drawer is told');
              expect(shop.receivedBy('navDrawer').slice(drawerTold)).toEqual(drawerOpen ? [event] : []);
              // The wishlist follows the shell: it loads once the shell knows the customer, and is forgotten once signed out.
              const told = shop.receivedBy('wishlist').filter((e) => e.type.startsWith('wishlist.sign')).at(-1);
              say(signedIn ? 'the wishlist is told the customer signed in' : 'the wishlist, if it was told anything, is told the shopper signed out');
              if (signedIn) expect(told).toEqual({ type: 'wishlist.signIn' });
              else if (told) expect(told).toEqual({ type: 'wishlist.signOut' });
              // The favourite store's code is asked for on the session's news until it came, again after it failed;
              // once made, the favourite hears who the shopper is.
              const asked = storeConfig.favorite_point_of_sale_enabled === true && !favoriteMade && !favoriteWanted;
              if (asked) favoriteWanted = true;
              say(asked ? 'the favourite store’s code is asked for, once' : 'no favourite store’s code is asked for');
              expect(favoriteChunks - chunksBefore).toBe(asked ? 1 : 0);
              if (favoriteMade) {
                say(`the favourite store hears the shopper is ${signedIn ? 'signed in' : 'a guest'}`);
                expect(shop.app.getSnapshot().context.favoriteStore!.getSnapshot().context.signedIn).toBe(signedIn);
              }
            });
          },
          'session.ended': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('the cart forgets its id (the end of the sign-out removes the cart)');
              expect(shop.app.getSnapshot().children.cart!.getSnapshot().context.cartId).toBeNull();
            });
          },
          // The cart's notices become toasts; a customer's cart it was refused signs the shopper out.
          'cart.notice': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('a toast reads “1 × Oméga 3 was added to your cart.”');
              expectToastOnce('1 × Oméga 3 was added to your cart.');
            });
          },
          // A heart's change becomes a toast, with the way to the wishlist page.
          'wishlist.notice': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('a toast reads “We added Oméga 3 to your wishlist.” and links to the wishlist page');
              expectToastOnce('We added Oméga 3 to your wishlist.View my wishlist');
              expect(document.querySelector('.toast a')?.getAttribute('href')).toBe('/wishlist');
            });
          },
          'cart.customerRefused': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('the session is asked to sign the shopper out');
              expect(session.received.at(-1)).toEqual({ type: 'session.signOut' });
            });
          },
          // The shell's bus: a page's or form's request reaches its child; the cart's settling reaches the router.
          'shell.cart': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('the cart is asked to refresh');
              expect(shop.receivedBy('cart').at(-1)).toEqual({ type: 'cart.refresh' });
            });
          },
          'shell.session': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('the session is given the new token');
              expect(session.received.at(-1)).toEqual({ type: 'session.tokenSet', token: 'NEW-TOKEN' });
            });
          },
          // A form's notice becomes a toast; so does the end of the sign-out the shopper asked for.
          'shell.notify': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('a toast reads “Your account has been created and you are signed in.”');
              expectToastOnce('Your account has been created and you are signed in.');
            });
          },
          'session.signedOut': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('a toast reads “You have been signed out.”');
              expectToastOnce('You have been signed out.');
            });
          },
          'shell.wishlist': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('the wishlist is given the page’s changed wishlist');
              expect(shop.receivedBy('wishlist').at(-1)).toEqual({ type: 'wishlist.changed', wishlist: OMEGA_ONLY });
            });
          },
          // The cart tells the shell each time it is back in idle; once nothing waits, the router's pages hear it.
          'cart.idle': (event) => {
            const before = shop.receivedBy('router').length;
            act(() => shop.app.send(event));
            const told = shop.receivedBy('router').slice(before);
            then((say) => {
              say(event.queued === 0 ? 'the router’s pages are told the cart settled' : 'the router is told nothing while a request waits');
              expect(told).toEqual(event.queued === 0 ? [{ type: 'cart.settled', cart: CART }] : []);
            });
          },
          'network.offline': (event) => {
            act(() => shop.network.send(event));
            beenOffline = true;
            then((say) => {
              say('a toast reads “You are offline. Some features may be unavailable.”');
              expectToastOnce('You are offline. Some features may be unavailable.');
            });
          },
          // Back online: a page that could not load tries again.
          'network.online': (event) => {
            const before = heard('router', 'connection.back').length;
            act(() => shop.network.send(event));
            then((say) => {
              say('a toast reads “You are online.”, and the router is told the connection is back');
              expectToastOnce('You are online.');
              expect(heard('router', 'connection.back').length - before).toBe(1);
            });
          },
          // Offline from the start: no toast, and no icon until offline again (spec §2).
          'network.startedOffline': (event) => {
            const before = toastTexts();
            act(() => shop.network.send(event));
            then((say) => {
              say('no new toast shows');
              expect(toastTexts()).toEqual(before);
            });
          },
          // The footer's newsletter block gets the focus: its machine's chunk is asked for (none is provided here: it fails).
          'newsletter.wanted': () => void fireEvent.focusIn(screen.getByRole('region', { name: en['footer.newsletter'] })),
          'xstate.error.actor.newsletterLogic': (event) => {
            act(() => shop.app.send(event as never));
            then((say) => {
              say('the newsletter block shows no form');
              expect(within(screen.getByRole('region', { name: en['footer.newsletter'] })).queryByRole('button', { name: en['newsletter.submit'] })).toBeNull();
            });
          },
          // Its chunk came: the form shows in the block.
          'xstate.done.actor.newsletterLogic': async (event) => {
            // Awaited: the form suspends until its chunk and messages come.
            await act(async () => shop.app.send(event as never));
            newsletterMade = true;
            then(async (say) => {
              // The backend records newsletter consents (every feature is on): the form asks for it.
              say(`the newsletter block shows its “${en['newsletter.submit']}” button and asks for the consent`);
              expect(await screen.findByRole('button', { name: en['newsletter.submit'] })).toBeTruthy();
              expect(screen.getByRole('checkbox', { name: new RegExp(`^${en['newsletter.consent']}`) })).toBeTruthy();
            });
          },
          // The favourite store's chunk came: the favourite is made and hears who the shopper is; a failed chunk leaves none.
          'xstate.done.actor.favoriteStoreLogic': (event) => {
            act(() => shop.app.send(event as never));
            favoriteMade = true;
            then((say) => {
              say(`the favourite store is made and knows the shopper is ${signedIn ? 'signed in' : 'a guest'}`);
              const favorite = shop.app.getSnapshot().context.favoriteStore!;
              expect(favorite.getSnapshot().context.signedIn).toBe(signedIn);
            });
          },
          'xstate.error.actor.favoriteStoreLogic': (event) => {
            const before = shop.app.getSnapshot().context.favoriteStore;
            act(() => shop.app.send(event as never));
            favoriteWanted = false;
            then((say) => {
              say('no favourite store is made');
              expect(shop.app.getSnapshot().context.favoriteStore).toBe(before);
            });
          },
          'newsletter.subscribed': (event) => {
            act(() => shop.app.send(event));
            then((say) => {
              say('a toast reads “The email address is subscribed.”');
              expectToastOnce('The email address is subscribed.');
            });
          },
          'error.unhandled': (event) => {
            act(() => shop.unhandledErrors.send(event));
            then((say) => {
              say('a toast reads “Sorry! An unexpected error occurred.” with “Reference: E1”');
              expectToastOnce('Sorry! An unexpected error occurred.Reference: E1');
            });
          },
        },
        expect: async (snapshot, _step, say) => {
          await expectShell(snapshot, signedIn, beenOffline, say);
          for (const check of checks.splice(0)) await check(say);
        },
      });
      shop.app.stop();
    });
  }
});

describe('app shell: the blocks of its layouts (spec §2)', () => {
  /** The shell's CMS blocks, whose every load fails: the identifiers asked for, in order. */
  function failingBlocks() {
    const asked: string[] = [];
    const cmsBlock = cmsBlockMachine.provide({
      actors: {
        loadBlock: fromPromise<Content, CmsBlockInput>(async ({ input }) => {
          asked.push(input.identifier);
          throw new Error('backend down');
        }),
      },
    });
    return { asked, cmsBlock };
  }

  it('the default layout asks for the hello bar, and again on the next page after it failed; checkout asks for its links instead', async () => {
    const { asked, cmsBlock } = failingBlocks();
    const shop = await renderApp({ shellActors: { cmsBlock } });
    await waitFor(() => expect(asked).toEqual(['top-banner']));
    act(() => shop.location.navigate('/page-1'));
    await waitFor(() => expect(asked).toEqual(['top-banner', 'top-banner']));
    act(() => shop.location.navigate('/checkout'));
    await waitFor(() => expect(asked).toEqual(['top-banner', 'top-banner', 'footer-checkout-links-block']));
    act(() => shop.location.navigate('/checkout?step=2'));
    await waitFor(() => expect(asked).toEqual(['top-banner', 'top-banner', 'footer-checkout-links-block', 'footer-checkout-links-block']));
    shop.app.stop();
  });

  it('a shop opened on checkout asks for the checkout links only', async () => {
    const { asked, cmsBlock } = failingBlocks();
    const shop = await renderApp({ path: '/checkout', shellActors: { cmsBlock }, ready: () => waitFor(() => expect(asked).toEqual(['footer-checkout-links-block'])) });
    act(() => shop.location.navigate('/page-1'));
    await waitFor(() => expect(asked).toEqual(['footer-checkout-links-block', 'top-banner']));
    shop.app.stop();
  });
});

describe('app shell: its parts, started with the store’s settings (spec §3 store configuration)', () => {
  const storeConfig = {
    ...STORE_CONFIG,
    category_url_suffix: '.htm',
    catalog_search_min_query_length: 2,
    catalog_search_max_query_length: 64,
    minimum_password_length: '12',
    required_character_classes_number: '4',
    favorite_point_of_sale_enabled: true,
  };
  const availableStores = [
    { store_code: 'fr', store_name: 'Vitrine FR' },
    { store_code: 'be_fr', store_name: 'Vitrine BE' },
    { store_code: 'ch_fr', store_name: 'Vitrine CH' },
  ];
  const currency = { available: ['EUR', 'CHF'], current: 'CHF' };

  it('gives each part the settings it works with', async () => {
    // The switchers' chunk is loaded only when there is a choice to offer: here, at once.
    const shop = await renderApp({ store: { storeConfig, availableStores, currency }, shellActors: { switchers: switchersMachine } });
    const children = () => shop.app.getSnapshot().children;
    // Category links end with the store's suffix; the search and passwords follow the store's rules.
    expect(children().categoryTree!.getSnapshot().context.urlSuffix).toBe('.htm');
    expect(children().router!.getSnapshot().context.shell).toMatchObject({ policy: { minLength: 12, classes: 4 }, searchLength: { min: 2, max: 64 } });
    expect((children().switchers as unknown as SwitchersActor).getSnapshot().context).toMatchObject({ stores: availableStores, storeCode: 'fr', currency });
    fireEvent.click(button('Toggle search'));
    expect(children().searchSuggestions!.getSnapshot().context.length).toEqual({ min: 2, max: 64 });
    fireEvent.click(button('Toggle search'));
    fireEvent.click(button('Toggle navigation panel'));
    expect(children().navDrawer!.getSnapshot().context).toMatchObject({ signedIn: false, policy: { minLength: 12, classes: 4 } });
    shop.app.stop();
  });

  it('starts the favourite store on the session’s first news, with the other store views, and tells it who the shopper is', async () => {
    // Its chunk comes at once; what the browser keeps and the server's favourite never come.
    const waiting = fromPromise<never>(() => new Promise(() => undefined));
    const favoriteStoreLogic = fromPromise<AnyActorLogic>(async () => favoriteStoreMachine.provide({ actors: { readSaved: waiting as never, loadServerFavorite: waiting as never } }));
    // The shop's session says at once that the shopper is a guest: that is its first news.
    const shop = await renderApp({ store: { storeConfig, availableStores }, shellActors: { favoriteStoreLogic, switchers: switchersMachine } });
    const favorite = () => shop.app.getSnapshot().context.favoriteStore!;
    await waitFor(() => expect(favorite()).toBeTruthy());
    expect(favorite().getSnapshot().context).toMatchObject({ storeCode: 'fr', otherStoreCodes: ['be_fr', 'ch_fr'], signedIn: false });
    expect(favorite().getSnapshot().matches({ started: 'readingSaved' })).toBe(true);
    act(() => shop.app.send({ type: 'session.changed', signedIn: true }));
    expect(favorite().getSnapshot().context.signedIn).toBe(true);
    expect(favorite().getSnapshot().matches({ started: 'askingServer' })).toBe(true);
    shop.app.stop();
  });
});

describe('app shell: what it tells its parts and shows of them', () => {
  const toasts = () => [...document.querySelectorAll('.toast-area .toast__message')].map((message) => message.textContent);

  it('shows a toast once however often it is told, and two that differ by their reference or their cart notice', async () => {
    const shop = await renderApp();
    const notify = (debug: string) => act(() => shop.app.send({ type: 'shell.notify', toast: { type: 'error', message: 'toast.offline', debug } }));
    notify('A1');
    notify('A1');
    expect(toasts()).toEqual([en['toast.offline']]);
    notify('B2');
    expect(toasts()).toEqual([en['toast.offline'], en['toast.offline']]);
    act(() => shop.app.send({ type: 'cart.notice', toast: { type: 'info', message: 'toast.online' } }));
    act(() => shop.app.send({ type: 'cart.notice', toast: { type: 'info', message: 'toast.accountCreated' } }));
    expect(toasts()).toEqual([en['toast.offline'], en['toast.offline'], en['toast.online'], en['toast.accountCreated']]);
    shop.app.stop();
  });

  it('closes the account menu when the shopper signs out, and tells the open drawer who the shopper is', async () => {
    const shop = await renderApp();
    act(() => shop.app.send({ type: 'session.changed', signedIn: true }));
    fireEvent.click(within(siteHeader()).getByRole('button', { name: 'My Account' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
    act(() => shop.app.send({ type: 'session.changed', signedIn: false }));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    fireEvent.click(button('Toggle navigation panel'));
    act(() => shop.app.send({ type: 'session.changed', signedIn: true }));
    expect(shop.app.getSnapshot().children.navDrawer!.getSnapshot().context).toMatchObject({ signedIn: true });
    shop.app.stop();
  });

  it('asks once for the favourite store’s and the newsletter’s code, however often they are wanted before it comes', async () => {
    const asked: string[] = [];
    const never = (name: string) => fromPromise<AnyActorLogic>(() => (asked.push(name), new Promise(() => undefined)));
    const shop = await renderApp({
      store: { storeConfig: { ...STORE_CONFIG, favorite_point_of_sale_enabled: true } },
      shellActors: { favoriteStoreLogic: never('favoriteStore'), newsletterLogic: never('newsletter') },
    });
    act(() => shop.app.send({ type: 'session.changed', signedIn: false }));
    act(() => shop.app.send({ type: 'session.changed', signedIn: true }));
    act(() => shop.app.send({ type: 'newsletter.wanted' }));
    act(() => shop.app.send({ type: 'newsletter.wanted' }));
    expect(asked.filter((name) => name === 'favoriteStore')).toEqual(['favoriteStore']);
    expect(asked.filter((name) => name === 'newsletter')).toEqual(['newsletter']);
    shop.app.stop();
  });

  it('tells the newsletter form, once made, of each change of route (on which it clears its refusal, spec §8)', async () => {
    const shop = await renderApp({ shellActors: { newsletterLogic: fromPromise<AnyActorLogic>(async () => newsletterMachine) } });
    const told = () => shop.receivedBy('newsletter').filter((event) => event.type === 'route.changed').length;
    act(() => shop.location.navigate('/page-1'));
    fireEvent.focusIn(screen.getByRole('region', { name: en['footer.newsletter'] }));
    expect(await screen.findByRole('button', { name: en['newsletter.submit'] })).toBeTruthy();
    expect(told()).toBe(0);
    act(() => shop.location.navigate('/page-2'));
    expect(told()).toBe(1);
    shop.app.stop();
  });

  it('gives the session the store’s token lifetime and the drawer its consent rule; shows the store switcher with one currency', async () => {
    const availableStores = [{ store_code: 'fr', store_name: 'Vitrine FR' }, { store_code: 'be_fr', store_name: 'Vitrine BE' }];
    const shop = await renderApp({
      store: { storeConfig: { ...STORE_CONFIG, customer_token_expiration_time: 7200 }, availableStores, currency: { available: ['EUR'], current: 'EUR' } },
      shellActors: { switchers: switchersMachine },
    });
    expect(shop.app.getSnapshot().children.session!.getSnapshot().context.tokenLifetimeS).toBe(7200);
    fireEvent.click(button('Toggle navigation panel'));
    expect(shop.app.getSnapshot().children.navDrawer!.getSnapshot().context).toMatchObject({ asksConsent: true });
    expect(await screen.findAllByRole('button', { name: 'Store view: Vitrine FR', hidden: true })).not.toEqual([]);
    expect(screen.queryByRole('button', { name: /^Currency/, hidden: true })).toBeNull();
    shop.app.stop();
  });
});
