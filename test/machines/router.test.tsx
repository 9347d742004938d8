import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyActorRef } from 'xstate';
import { catalogListingMachine } from '../../machines/catalog-listing.machine';
import { checkoutMachine } from '../../machines/checkout.machine';
import { cmsPageMachine } from '../../machines/cms-page.machine';
import { hasScreen, type ScreenKind } from '../../machines/pages';
import { routerMachine, type Location, type RouterSnapshot } from '../../machines/router.machine';
import { sessionMachine } from '../../machines/session.machine';
import type { Resolution } from '../../src/domain/routes';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp } from '../harness/render-app';
import { routerModel } from './models';

/** Loaders that never answer: a page shows its own loading state, whatever the router does. */
const waiting = fromPromise(() => new Promise<never>(() => undefined)) as never;

/** What each page the router may show looks like while its data loads (the sign-in form has none to load). */
async function expectPageOf(kind: ScreenKind, main: HTMLElement) {
  if (kind === 'signIn') expect(await within(main).findByRole('heading', { level: 1, name: en['signIn.title'] })).toBeTruthy();
  else await waitFor(() => expect(main.querySelector(`.page-shimmer--${kind}`)).not.toBeNull());
}

/**
 * What the page area shows: what is on screen stays while the next location resolves and its page is prepared; a
 * shimmer (shaped like the page once its kind is known) only before the first page. The loading bar runs from a new
 * location until its outcome shows; redirects and other hosts go through the browser.
 */
async function expectRouter(snapshot: RouterSnapshot, effects: { leaveShop: ReturnType<typeof vi.fn> }) {
  const main = screen.getByRole('main');
  const { shown, pending } = snapshot.context;
  if (shown?.type === 'page') await expectPageOf(shown.kind, main);
  else if (shown?.type === 'notFound') {
    expect(await within(main).findByText(en['notFound.message'])).toBeTruthy();
    // Not a dead end (issue 16): the shop's search field and the way home.
    expect(await within(main).findByRole('combobox', { name: en['searchBar.label'] })).toBeTruthy();
    expect(within(main).getByRole('link', { name: en['errorScreen.takeMeHome'] }).getAttribute('href')).toBe('/');
  }
  else if (shown?.type === 'failed') expect(await within(main).findByText(en['internalError.message'])).toBeTruthy();
  else {
    // Shaped like the page once its kind is known: from the answer, before its machine is there.
    const answered = snapshot.context.resolution?.type === 'page' && hasScreen(snapshot.context.resolution.page.kind) ? snapshot.context.resolution.page.kind : null;
    await waitFor(() => expect(within(main).getByTestId('page-shimmer').className).toContain(`page-shimmer--${pending?.kind ?? answered ?? 'page'}`));
  }

  const loading = snapshot.matches('resolving') || snapshot.matches('fetchingMachine') || snapshot.matches('preparing') || snapshot.matches('awaitingSession') || snapshot.matches('redirecting') || snapshot.matches('leaving');
  const bar = screen.queryByRole('progressbar', { hidden: true });
  expect(bar?.getAttribute('data-state') === 'loading', 'the loading bar runs').toBe(loading);

  if (snapshot.matches('leaving')) expect(effects.leaveShop).toHaveBeenLastCalledWith(expect.anything(), { url: 'https://www.example.org/' });
}

/**
 * Where a step that redirects must send the shopper (spec §2): where the backend's redirect says; a guest on a
 * customer's route to /sign-in with the origin; a customer off the sign-in form to the origin (none here: home);
 * a customer signing out on their own page, home.
 */
function expectedRedirect(snapshot: RouterSnapshot, event: { type: string; output?: unknown }, wasShowing: boolean): { to: string; from?: string } {
  if ((event.output as Resolution | undefined)?.type === 'redirect') return { to: '/omega-3-acides-gras.html' };
  const { path, search } = snapshot.context.location;
  if (path === '/wishlist' && snapshot.context.session === 'guest' && !wasShowing) return { to: '/sign-in', from: `${path}${search}` };
  return { to: '/' };
}

describe('router: every path of its chart, on the page area', () => {
  for (const path of pathsOf(routerModel)) {
    it(describePath(path), async () => {
      const routes = deferredActor<Resolution, Location>();
      const code = deferredActor<void, { kind: ScreenKind }>();
      const settled = deferredActor<void, AnyActorRef>();
      const screenMachine = deferredActor<AnyActorLogic, { kind: string }>();
      const effects = { redirect: vi.fn(), leaveShop: vi.fn(), prefetchRoute: vi.fn() };
      const shop = await renderApp({
        path: '/start.html',
        resolveRoute: routes.logic,
        routerActions: effects,
        pages: {
          category: catalogListingMachine.provide({ actors: { loadListing: waiting } }),
          cms: cmsPageMachine.provide({ actors: { loadCmsPage: waiting } }),
          screenCode: code.logic,
          pageSettled: settled.logic,
          screenMachine: screenMachine.logic,
        },
        // The session never reads a token here: the test says when the shopper is known.
        session: sessionMachine,
        ready: () => routes.next(),
      });
      const router = () => shop.app.getSnapshot().children.router!;
      let wasShowing = false;
      await drive(routerMachine, path, {
        actual: () => router().getSnapshot(),
        events: {
          'location.changed': (event) => act(() => shop.location.navigate(`${event.path}${event.search}`)),
          // The shopper points at the logo: its link is pre-resolved.
          'route.prefetch': () => {
            fireEvent.pointerEnter(screen.getByRole('link', { name: 'Vitrine FR, home page', hidden: true }));
            expect(effects.prefetchRoute).toHaveBeenLastCalledWith(expect.anything(), { path: '/' });
          },
          // The session tells the shell, which tells the router.
          'session.changed': (event) => act(() => shop.app.send(event)),
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
          'cart.settled': (event) => {
            const { shown, pending } = router().getSnapshot().context;
            const pages = [...(shown?.type === 'page' ? [shown.ref.id] : []), ...(pending ? [pending.ref.id] : [])];
            act(() => router().send(event));
            for (const page of pages) expect(shop.receivedBy(page).at(-1), page).toEqual(event);
          },
          'xstate.done.actor.resolveRoute': (event) => act(() => routes.resolve(event.output as Resolution)),
          'xstate.error.actor.resolveRoute': () => act(() => routes.reject(new Error('backend down'))),
          'xstate.done.actor.screenCode': () => act(() => code.resolve()),
          'xstate.error.actor.screenCode': () => act(() => code.reject(new Error('Chunk failed'))),
          'xstate.done.actor.pageSettled': () => act(() => settled.resolve()),
          // Checkout's machine, with its code: its page waits for the steps saved, showing checkout's shimmer.
          'xstate.done.actor.screenMachine': () => act(() => screenMachine.resolve(checkoutMachine.provide({ actors: { restoreCheckout: waiting } }))),
          'xstate.error.actor.screenMachine': () => act(() => screenMachine.reject(new Error('Chunk failed'))),
        },
        expect: async (snapshot, step) => {
          await expectRouter(snapshot, effects);
          if (snapshot.matches('redirecting')) expect(effects.redirect).toHaveBeenLastCalledWith(expect.anything(), expectedRedirect(snapshot, step.event, wasShowing));
          wasShowing = snapshot.matches('showing');
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

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
});
