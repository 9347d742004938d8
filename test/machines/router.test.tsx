import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, waitFor as waitForActor, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import { catalogListingMachine } from '../../machines/catalog-listing.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import { cmsPageMachine } from '../../machines/cms-page.machine';
import type { ScreenKind } from '../../machines/pages';
import { routeSettled, routerMachine, sameRoutedView, selectShownPage, selectSignInOrigin, type Location, type RoutedView, type RouterActor, type RouterSnapshot } from '../../machines/router.machine';
import { sessionMachine } from '../../machines/session.machine';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { watchHistoryMoves } from '../../src/app/services/history';
import { NOTHING_SAVED } from '../../src/domain/checkout';
import { ALL_FEATURES, type BackendFeature } from '../../src/domain/feature-names';
import { shellPage, type Resolution } from '../../src/domain/routes';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { ABOUT_US } from '../fixtures/cms';
import { CATEGORY_LISTING, CATEGORY_PRODUCT_NAMES } from '../fixtures/listings';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { UI_WAIT_MS } from '../harness/limits';
import { describePath, pathsOf } from '../harness/model';
import { renderApp } from '../harness/render-app';
import { PAGE_SHELL, routerModel } from './models';

/** Loaders that never answer: a page shows its own loading state, whatever the router does. */
const waiting = fromPromise(() => new Promise<never>(() => undefined)) as never;

/** The shell's cart reads no stored id: it is known empty from the start, and says so to the pages. */
const noStoredCart = cartMachine.provide({ actors: { cartStorage: fromCallback(({ sendBack }) => sendBack({ type: 'cart.stored', cartId: null })) as never } });


/** What each page the router may show holds once its data came: its heading, and for a listing its products. */
async function expectPageOf(kind: ScreenKind, main: HTMLElement, say: Say) {
  switch (kind) {
    case 'signIn':
      say('the page shows the sign-in form’s heading “Sign In”');
      expect(await within(main).findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
      return;
    case 'category': {
      say('the page shows the category “Vitamines & minéraux” as its heading, and its six products');
      expect(await within(main).findByRole('heading', { level: 1, name: 'Vitamines & minéraux' })).toBeTruthy();
      const results = within(main).getByRole('region', { name: 'Products' });
      expect(within(results).getAllByRole('article').map((card) => within(card).getByRole('link').textContent)).toEqual(CATEGORY_PRODUCT_NAMES);
      return;
    }
    case 'cms':
      say('the page shows the CMS page’s heading “About Vitrine” and its text');
      expect(await within(main).findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
      expect(within(main).getByText('A small shop in Lyon, since 2014.')).toBeTruthy();
      return;
    case 'checkout':
      say('the checkout page says “Your cart is empty”');
      expect(await within(main).findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeTruthy();
      return;
    default:
      throw new Error(`The test does not know what the ${kind} page shows.`);
  }
}

/**
 * What the page area shows: what is on screen stays while the next location resolves and its page is prepared; a
 * shimmer (shaped like the page once its kind is known) only before the first page. The loading bar runs from a new
 * location until its outcome shows; redirects and other hosts go through the browser.
 */
async function expectRouter(snapshot: RouterSnapshot, effects: { leaveShop: ReturnType<typeof vi.fn> }, say: Say) {
  const main = screen.getByRole('main');
  const { shown, pending } = snapshot.context;
  if (shown?.type === 'page') await expectPageOf(shown.kind, main, say);
  else if (shown?.type === 'notFound') {
    say('the page says “Looks like the page you were hoping to find doesn’t exist.”, with the search field and a “Take me home” link to /');
    expect(await within(main).findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeTruthy();
    // Not a dead end (issue 16): the shop's search field and the way home.
    expect(await within(main).findByRole('combobox', { name: 'Search the shop' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Take me home' }).getAttribute('href')).toBe('/');
  }
  else if (shown?.type === 'failed') {
    say('the page says “Something went wrong. Sorry about that.” and offers “Try again”');
    expect(await within(main).findByText('Something went wrong. Sorry about that.')).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
  }
  else {
    // Shaped like the page once its kind is known: from the answer (a page with a screen), before its machine is there.
    const answered = snapshot.context.resolution?.type === 'page' && snapshot.context.resolution.page.kind !== ('notBuilt' as never) ? snapshot.context.resolution.page.kind : null;
    const shape = pending?.kind ?? answered ?? 'page';
    say(`the page area shows only a shimmer shaped like ${shape === 'page' ? 'any page' : `a ${shape} page`}, without any text`);
    await waitFor(() => expect(within(main).getByTestId('page-shimmer').className).toBe(`page-shimmer page-shimmer--${shape}`));
    expect(main.textContent).toBe('');
  }

  // Spec §2: only the cart page's footer takes the mobile-cart style; none of these pages is the cart.
  expect(screen.getByRole('contentinfo', { hidden: true }).className, 'the footer’s style').toBe('footer');

  const loading = snapshot.matches('resolving') || snapshot.matches('fetchingMachine') || snapshot.matches('preparing') || snapshot.matches('awaitingSession') || snapshot.matches('redirecting') || snapshot.matches('leaving');
  say(`the loading bar ${loading ? 'runs' : 'does not run'}`);
  const bar = screen.queryByRole('progressbar', { hidden: true });
  expect(bar?.getAttribute('data-state') === 'loading', 'the loading bar runs').toBe(loading);

  if (snapshot.matches('leaving')) {
    say('the browser is sent to https://www.example.org/');
    expect(effects.leaveShop).toHaveBeenLastCalledWith(expect.anything(), { url: 'https://www.example.org/' });
  }
}

/**
 * Where a step that redirects must send the shopper (spec §2): where the backend's redirect says; a guest on a
 * customer's route (or one whose session ends while that page is prepared) to /sign-in with the origin; a customer
 * off the sign-in form to the origin (none here: home); a customer signing out on their own page, home.
 */
function expectedRedirect(snapshot: RouterSnapshot, event: { type: string; output?: unknown }, wasShowing: boolean): { to: string; from?: string } {
  if ((event.output as Resolution | undefined)?.type === 'redirect') return { to: '/omega-3-acides-gras.html' };
  const { path, search } = snapshot.context.location;
  if (path === '/wishlist' && snapshot.context.session === 'guest' && !wasShowing) return { to: '/sign-in', from: `${path}${search}` };
  return { to: '/' };
}

// The listing's messages load with its screen: here once, before the shop is rendered. The app follows history moves
// as the browser's entry does.
beforeAll(() => {
  watchHistoryMoves();
  return screenMessages('listing', 'en_US');
});

describe('router: every path of its chart, on the page area', () => {
  for (const path of pathsOf(routerModel)) {
    it(describePath(path), async () => {
      const routes = deferredActor<Resolution, Location>();
      const code = deferredActor<void, { kind: ScreenKind }>();
      const settled = deferredActor<void, AnyActorRef>();
      const screenMachine = deferredActor<AnyActorLogic, { kind: string }>();
      const effects = { redirect: vi.fn(), leaveShop: vi.fn(), prefetchRoute: vi.fn(), showFromTop: vi.fn() };
      const shop = await renderApp({
        path: '/start.html',
        resolveRoute: routes.logic,
        routerActions: effects,
        pages: {
          category: catalogListingMachine.provide({ actors: { loadListing: fromPromise(async () => CATEGORY_LISTING) } }),
          cms: cmsPageMachine.provide({ actors: { loadCmsPage: fromPromise(async () => ABOUT_US) } }),
          screenCode: code.logic,
          pageSettled: settled.logic,
          screenMachine: screenMachine.logic,
        },
        // The session never reads a token here: the test says when the shopper is known.
        session: sessionMachine,
        cart: noStoredCart,
        ready: () => routes.next(),
      });
      const router = () => shop.app.getSnapshot().children.router!;
      let wasShowing = false;
      let wasPreparing = false;
      let traversal = false;
      let scrolled = 0;
      // Where the shopper is, as the test sent them; the pages whose first cart the test checked.
      let at = '/start.html';
      const heardCart = new Set<string>();
      const settledCarts = (id: string) => shop.receivedBy(id).filter((event) => event.type === 'cart.settled');
      await drive(routerMachine, path, {
        actual: () => router().getSnapshot(),
        events: {
          // A link followed, or (traversal) the browser's back button: the memory location stands for the browser's,
          // whose history moves the app hears as these events.
          // On the page shown, a new query string of its path is the page's to follow (a listing's filters, its page).
          'location.changed': (event) => {
            const { shown } = router().getSnapshot().context;
            const follows = wasShowing && event.path === at && shown?.type === 'page' ? shown.ref.id : null;
            const before = follows ? shop.receivedBy(follows).length : 0;
            act(() => {
              traversal = event.traversal === true;
              window.dispatchEvent(traversal ? new PopStateEvent('popstate') : new Event('pushState'));
              shop.location.navigate(`${event.path}${event.search}`);
            });
            at = event.path;
            if (follows) expect(shop.receivedBy(follows).slice(before), 'the page shown follows its query string').toEqual([{ type: 'location.searchChanged', search: event.search }]);
          },
          // The shopper points at the logo: its link is pre-resolved.
          'route.prefetch': () => {
            fireEvent.pointerEnter(screen.getByRole('link', { name: 'Vitrine FR, home page', hidden: true }));
            expect(effects.prefetchRoute).toHaveBeenLastCalledWith(expect.anything(), { path: '/' });
          },
          // The session tells the shell, which tells the router.
          'session.changed': (event) => act(() => shop.app.send(event)),
          // The connection drops and comes back: the shell tells the router.
          'connection.back': () =>
            act(() => {
              shop.app.send({ type: 'network.offline' });
              shop.app.send({ type: 'network.online' });
            }),
          // A page's requests go up to the shell's cart and session; the cart's settling comes down to the pages.
          'shell.cart': (event) => {
            act(() => router().send(event));
            expect(shop.receivedBy('cart').at(-1)).toEqual(event.request);
          },
          'shell.session': (event) => {
            act(() => router().send(event));
            expect(shop.receivedBy('session').at(-1)).toEqual(event.request);
          },
          'shell.wishlist': (event) => {
            act(() => router().send(event));
            expect(shop.receivedBy('wishlist').at(-1)).toEqual(event.request);
          },
          // A page's notice goes up to the shell's toasts.
          'shell.notify': (event) => {
            act(() => router().send(event));
            expect(shop.app.getSnapshot().children.toasts!.getSnapshot().context.toasts.map((toast) => toast.message)).toContain(event.toast.message);
          },
          'cart.settled': (event) => {
            const { shown, pending } = router().getSnapshot().context;
            const pages = [...(shown?.type === 'page' ? [shown.ref.id] : []), ...(pending ? [pending.ref.id] : [])];
            const before = pages.map((page) => shop.receivedBy(page).length);
            act(() => router().send(event));
            pages.forEach((page, i) => expect(shop.receivedBy(page).slice(before[i]), page).toEqual([event]));
          },
          'xstate.done.actor.resolveRoute': (event) => act(() => routes.resolve(event.output as Resolution)),
          'xstate.error.actor.resolveRoute': () => act(() => routes.reject(new Error('backend down'))),
          'xstate.done.actor.screenCode': () => act(() => code.resolve()),
          'xstate.error.actor.screenCode': () => act(() => code.reject(new Error('Chunk failed'))),
          'xstate.done.actor.pageSettled': () => act(() => settled.resolve()),
          // Checkout's machine, with its code: nothing saved, no consent texts; the cart is empty, so it says so.
          'xstate.done.actor.screenMachine': () =>
            act(() => screenMachine.resolve(checkoutMachine.provide({ actors: { restoreCheckout: fromPromise(async () => NOTHING_SAVED), loadConsentTexts: waiting } }))),
          'xstate.error.actor.screenMachine': () => act(() => screenMachine.reject(new Error('Chunk failed'))),
          // The shopper asks again for the page that failed.
          retry: () => void fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })),
        },
        // Nothing answers for that long: the waits' limits run out on the shop's clock.
        clock: shop.clock,
        expect: async (snapshot, step, say) => {
          await expectRouter(snapshot, effects, say);
          if (snapshot.matches('redirecting')) {
            const redirect = expectedRedirect(snapshot, step.event, wasShowing);
            say(`the browser is sent to ${redirect.to}${redirect.from ? ` with ${redirect.from} as where the shopper was going` : ''}`);
            expect(effects.redirect.mock.lastCall?.[1]).toStrictEqual(redirect);
          }
          // A page reached by a link shows from its top; back or forward leaves the scroll to the browser.
          const shownNow = wasPreparing && snapshot.matches('showing');
          if (shownNow) say(traversal ? 'the page is left where the browser scrolled it' : 'the page is put at its top');
          expect(effects.showFromTop.mock.calls.length - scrolled, 'times the page was put at its top').toBe(shownNow && !traversal ? 1 : 0);
          scrolled = effects.showFromTop.mock.calls.length;
          // A page prepared hears the cart as it last settled, as the pages before it did; since a sign-in, the cart
          // switches to the customer's, and a guest's cart settled before it is not told.
          const { pending } = snapshot.context;
          if (pending && !heardCart.has(pending.ref.id)) {
            heardCart.add(pending.ref.id);
            const news = shop.receivedBy('router').filter((event) => event.type === 'cart.settled' || (event.type === 'session.changed' && event.signedIn));
            const last = news.at(-1);
            say(last?.type === 'cart.settled' ? 'the page being prepared has heard how the cart last settled' : 'the page being prepared has heard of no cart: none has settled since the shopper signed in');
            expect(settledCarts(pending.ref.id).at(-1)).toEqual(last?.type === 'cart.settled' ? last : undefined);
          }
          wasShowing = snapshot.matches('showing');
          wasPreparing = snapshot.matches('preparing');
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

/** The shop on /about-us, its route's answer in the test's hands (asked for once at start). */
async function renderAboutUs() {
  const routes = deferredActor<Resolution, Location>();
  const shop = await renderApp({
    path: '/about-us',
    resolveRoute: routes.logic,
    pages: { cms: cmsPageMachine.provide({ actors: { loadCmsPage: fromPromise(async () => ABOUT_US) } }) },
    ready: () => routes.next(),
  });
  return { routes, shop };
}

describe('router', () => {
  it('keeps the page on screen while the next one is prepared, then shows it', async () => {
    const routes = deferredActor<Resolution, Location>();
    const listing = deferredActor<never, unknown>();
    const shop = await renderApp({
      path: '/sign-in',
      resolveRoute: routes.logic,
      pages: { category: catalogListingMachine.provide({ actors: { loadListing: listing.logic as never } }) },
      ready: async () => {
        await act(() => routes.resolve({ type: 'page', page: { kind: 'signIn', params: {} } }));
        await screen.findByRole('heading', { level: 1, name: en['signIn.title'] });
      },
    });
    act(() => shop.location.navigate('/vitamines.html'));
    await act(() => routes.resolve({ type: 'page', page: { kind: 'category', uid: 'Mw==' } }));
    await listing.next();
    // The listing is loading: the sign-in form is still what the shopper sees, under a running loading bar.
    expect(screen.getByRole('heading', { level: 1, name: en['signIn.title'] })).toBeTruthy();
    expect(screen.getByRole('progressbar', { hidden: true }).getAttribute('data-state')).toBe('loading');
    await act(() => listing.reject(new Error('backend down')));
    expect(await screen.findByText(en['listing.failed'])).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en['signIn.title'] })).toBeNull();
  });
  it('offline, a route that could not load says it will show once the connection is back, and shows then', async () => {
    const { routes, shop } = await renderAboutUs();
    act(() => shop.app.send({ type: 'network.offline' }));
    await act(() => routes.reject(new TypeError('Failed to fetch')));
    const main = screen.getByRole('main');
    expect(await within(main).findByText(en['internalError.offline'])).toBeTruthy();
    act(() => shop.app.send({ type: 'network.online' }));
    await routes.next();
    await act(() => routes.resolve({ type: 'page', page: { kind: 'cms', identifier: 'about-us' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
    shop.unmount();
    shop.app.stop();
  });

  it('tells a server when it may render: once the page shows, or past its time budget', async () => {
    const { routes, shop } = await renderAboutUs();
    const router = shop.app.getSnapshot().children.router as RouterActor;
    await expect(routeSettled(router, 20)).rejects.toThrow();
    let settled = false;
    const done = routeSettled(router, UI_WAIT_MS).then(() => void (settled = true));
    await act(() => Promise.resolve());
    expect(settled).toBe(false);
    await act(() => routes.resolve({ type: 'page', page: { kind: 'cms', identifier: 'about-us' } }));
    await done;
    expect(router.getSnapshot().context.shown?.type).toBe('page');
    // The server reads the page shown for its status: the CMS page's own machine, with its page.
    expect(selectShownPage(router.getSnapshot())?.getSnapshot().hasTag('settled')).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
    shop.unmount();
    shop.app.stop();
  });

  it('tells the page on screen each time the cart settles', async () => {
    const { routes, shop } = await renderAboutUs();
    await act(() => routes.resolve({ type: 'page', page: { kind: 'cms', identifier: 'about-us' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
    const router = shop.app.getSnapshot().children.router as RouterActor;
    const page = selectShownPage(router.getSnapshot())!.id;
    const before = shop.receivedBy(page).length;
    act(() => router.send({ type: 'cart.settled', cart: null }));
    expect(shop.receivedBy(page).slice(before)).toEqual([{ type: 'cart.settled', cart: null }]);
    shop.unmount();
    shop.app.stop();
  });

  it('tells a page started after a sign-in no cart until the customer’s has settled: the guest’s is not theirs', async () => {
    const { routes, shop } = await renderAboutUs();
    await act(() => routes.resolve({ type: 'page', page: { kind: 'cms', identifier: 'about-us' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About Vitrine' })).toBeTruthy();
    const router = shop.app.getSnapshot().children.router as RouterActor;
    // The guest's cart settled (none), then the shopper signed in: the shell's cart is switching to the customer's.
    act(() => router.send({ type: 'cart.settled', cart: null }));
    act(() => router.send({ type: 'session.changed', signedIn: true }));
    act(() => shop.location.navigate('/a-propos'));
    await act(() => routes.resolve({ type: 'page', page: { kind: 'cms', identifier: 'a-propos' } }));
    const page = (router.getSnapshot().context.pending ?? router.getSnapshot().context.shown) as { ref: AnyActorRef };
    const settled = () => shop.receivedBy(page.ref.id).filter((event) => event.type === 'cart.settled');
    expect(settled()).toEqual([]);
    act(() => router.send({ type: 'cart.settled', cart: null }));
    expect(settled()).toEqual([{ type: 'cart.settled', cart: null }]);
    shop.unmount();
    shop.app.stop();
  });

  it('answers not found, for a guest as for a customer, on the routes of a feature the backend lacks; the others as before', async () => {
    const outcome = async (path: string, features: readonly BackendFeature[]) => {
      // The router tells its parent (the shell) what it does: a parent that hears it.
      const shell = createActor(setup({
        actors: { router: routerMachine.provide({ actors: { resolveRoute: fromPromise(async () => ({ type: 'page', page: shellPage(path)! })) as never } }) },
      }).createMachine({ invoke: { id: 'router', src: 'router', input: { location: { path, search: '' }, shell: { policy: DEFAULT_PASSWORD_POLICY, features } } } })).start();
      const router = shell.getSnapshot().children.router as RouterActor;
      const settled = await waitForActor(router, (s) => !s.matches('resolving'));
      shell.stop();
      return settled.value;
    };
    const noSubscriptions = ALL_FEATURES.filter((feature) => feature !== 'subscriptions' && feature !== 'adyenCard');
    expect(await outcome('/subscriptions', noSubscriptions)).toBe('notFound');
    expect(await outcome('/subscriptions-auth', noSubscriptions)).toBe('notFound');
    expect(await outcome('/saved-payments', noSubscriptions)).toBe('notFound');
    expect(await outcome('/subscriptions', ALL_FEATURES)).toBe('awaitingSession');
    expect(await outcome('/order-history', noSubscriptions)).toBe('awaitingSession');
  });

  /** The router under a shell that hears it, each location answered by `answer`, its redirects recorded. */
  function routerAlone(location: Location, answer: (location: Location) => Resolution) {
    const redirect = vi.fn();
    const logic = routerMachine.provide({ actions: { redirect }, actors: { resolveRoute: fromPromise(async ({ input }: { input: Location }) => answer(input)) as never } });
    const shell = createActor(setup({ actors: { router: logic } }).createMachine({ invoke: { id: 'router', src: 'router', input: { location, shell: PAGE_SHELL } } })).start();
    return { shell, router: shell.getSnapshot().children.router as RouterActor, redirect };
  }

  it('sends a URL that begins with a store code on to its page, in that store view (spec §2)', async () => {
    const { shell, router, redirect } = routerAlone({ path: '/be_fr/omega-3.html', search: '' }, () => ({ type: 'redirect', to: '/omega-3.html', code: 302, storeCode: 'be_fr' }));
    await waitForActor(router, (s) => s.matches('redirecting'));
    expect(redirect.mock.lastCall?.[1]).toStrictEqual({ to: '/omega-3.html', storeCode: 'be_fr' });
    shell.stop();
  });

  it('sends a signed-in customer who follows a link to the sign-in form on to where they were going (spec §2)', async () => {
    const { shell, router, redirect } = routerAlone({ path: '/a.html', search: '?page=2' }, (location) => (location.path === '/sign-in' ? { type: 'page', page: shellPage('/sign-in')! } : { type: 'notFound' }));
    await waitForActor(router, (s) => s.matches('notFound'));
    // Signing in from the header comes back to the page the shopper is on; from a sign-in form, to where it was going.
    expect(selectSignInOrigin(router.getSnapshot())).toBe('/a.html?page=2');
    router.send({ type: 'session.changed', signedIn: true });
    router.send({ type: 'location.changed', path: '/sign-in', search: '', from: '/wishlist?sort=name' });
    expect(selectSignInOrigin(router.getSnapshot())).toBe('/wishlist?sort=name');
    await waitForActor(router, (s) => s.matches('redirecting'));
    expect(redirect.mock.lastCall?.[1]).toStrictEqual({ to: '/wishlist?sort=name' });
    shell.stop();
  });

  // The page area re-renders when what it shows changes, and only then: the same page machine is the same page.
  it('gives the footer its mobile-cart style on the cart page, and only there (spec §2)', async () => {
    const footer = () => screen.getByRole('contentinfo', { hidden: true }).className;
    // A shopper without a cart: the cart page shows at once, empty.
    const shop = await renderApp({ path: '/cart', cart: noStoredCart, ready: () => screen.findByRole('heading', { level: 1, name: en['cartPage.title'] }) });
    expect(footer()).toBe('footer footer--mobile-cart');
    act(() => shop.location.navigate('/sign-in'));
    await screen.findByRole('heading', { level: 1, name: en['signIn.title'] });
    expect(footer()).toBe('footer');
  });

  it('counts two page-area views the same only when they show the same thing', () => {
    const one = { id: 'page-1' } as never;
    const two = { id: 'page-2' } as never;
    const views: [RoutedView, RoutedView, boolean][] = [
      [{ state: 'page', kind: 'cms', ref: one }, { state: 'page', kind: 'cms', ref: one }, true],
      [{ state: 'page', kind: 'cms', ref: one }, { state: 'page', kind: 'cms', ref: two }, false],
      [{ state: 'loading', kind: 'category' }, { state: 'loading', kind: 'category' }, true],
      [{ state: 'loading', kind: null }, { state: 'loading', kind: null }, true],
      [{ state: 'loading', kind: null }, { state: 'loading', kind: 'product' }, false],
      [{ state: 'loading', kind: 'category' }, { state: 'loading', kind: 'product' }, false],
      [{ state: 'notFound' }, { state: 'notFound' }, true],
      [{ state: 'failed' }, { state: 'failed' }, true],
      [{ state: 'notFound' }, { state: 'failed' }, false],
      [{ state: 'loading', kind: 'cms' }, { state: 'page', kind: 'cms', ref: one }, false],
      [{ state: 'page', kind: 'cms', ref: one }, { state: 'loading', kind: 'cms' }, false],
    ];
    for (const [a, b, expected] of views) expect(sameRoutedView(a, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(expected);
  });
});
