import { assign, fromPromise, sendTo, setup, waitFor, type ActorRefFrom, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { HOME_PAGE_IDENTIFIER, type Page, type PageKind, type Resolution } from '../src/domain/routes';
import { cartPageMachine } from './cart-page.machine';
import type { CartActor } from './cart.machine';
import { catalogListingMachine } from './catalog-listing.machine';
import { cmsPageMachine } from './cms-page.machine';
import { pointsOfSaleMachine } from './points-of-sale.machine';
import { productPageMachine } from './product-page.machine';

export interface Location {
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
}

export type RouterEvent =
  | { type: 'location.changed'; path: string; search: string; kind?: PageKind }
  | { type: 'route.prefetch'; path: string };

export interface RouterContext {
  location: Location;
  resolution: Resolution | null;
  /** The kind of page being resolved, when known before the answer (a category link …): picks the shimmer. */
  expected: PageKind | null;
}

const pageOf = (context: RouterContext): Page | null =>
  context.resolution?.type === 'page' ? context.resolution.page : null;

/** Which way an answer leads: a kind of page, or one of the other outcomes. */
type Outcome = Exclude<Resolution['type'], 'page'> | PageKind;

/** In a state whose page has a machine, a new query string on the same path goes to that machine. */
const followSearch = {
  'location.changed': {
    guard: 'isSamePath',
    actions: { type: 'forwardSearch', params: ({ event }: { event: { search: string } }) => ({ search: event.search }) },
  },
} as const;

const outcomeOf = (resolution: Resolution): Outcome => (resolution.type === 'page' ? resolution.page.kind : resolution.type);

/**
 * Generic route resolution (spec §2, §4): loading, then a page (whose own machine loads its data), a redirect,
 * a full-page exit for another host, not found, or an error. Links pre-resolve on intent (`route.prefetch`),
 * so that the data is cached before the click. States where a server may stop and render carry `settled`.
 */
export const routerMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as Location,
  },
  actors: {
    resolveRoute: fromPromise<Resolution, Location>(async () => {
      throw new Error('resolveRoute is provided by the app.');
    }),
    catalogListing: catalogListingMachine,
    productPage: productPageMachine,
    cmsPage: cmsPageMachine,
    pointsOfSale: pointsOfSaleMachine,
    cartPage: cartPageMachine,
  },
  actions: {
    keepLocation: assign(({ event }) =>
      event.type === 'location.changed'
        ? { location: { path: event.path, search: event.search }, expected: event.kind ?? null, resolution: null }
        : {},
    ),
    keepResolution: assign({ resolution: (_, params: { resolution: Resolution }) => params.resolution }),
    forwardSearch: sendTo('page', (_, params: { search: string }) => ({ type: 'location.searchChanged' as const, search: params.search })),
    /** The cart page shows the cart as it is now (prices, stock), not as it was last read. */
    refreshCart: ({ system }) => (system.get('cart') as CartActor | undefined)?.send({ type: 'cart.refresh' }),
    // Browser effects, provided by the app; a server reads the resolution from the snapshot instead.
    prefetchRoute: (_: unknown, _params: { path: string }) => undefined,
    redirect: (_: unknown, _params: { to: string }) => undefined,
    leaveShop: (_: unknown, _params: { url: string }) => undefined,
  },
  guards: {
    isSamePath: ({ context, event }) => event.type === 'location.changed' && event.path === context.location.path,
    leadsTo: (_, params: { resolution: Resolution; outcome: Outcome }) => outcomeOf(params.resolution) === params.outcome,
  },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({ location: input, resolution: null, expected: null }),
  on: {
    // Same path, new query string: only a page with a machine cares (its filters, sort and page live there).
    'location.changed': [{ guard: 'isSamePath' }, { target: '.resolving', actions: 'keepLocation' }],
    'route.prefetch': { actions: { type: 'prefetchRoute', params: ({ event }) => ({ path: event.path }) } },
  },
  initial: 'resolving',
  states: {
    resolving: {
      invoke: {
        id: 'resolveRoute',
        src: 'resolveRoute',
        input: ({ context }) => context.location,
        // Every answer is kept; its outcome picks the state.
        onDone: [
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'redirect' }) },
            target: 'redirecting',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'external' }) },
            target: 'leaving',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'notFound' }) },
            target: 'notFound',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'home' }) },
            target: 'home',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'search' }) },
            target: 'search',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'category' }) },
            target: 'category',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'product' }) },
            target: 'product',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'cms' }) },
            target: 'cms',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'pointOfSale' }) },
            target: 'pointOfSale',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'pointOfSaleList' }) },
            target: 'pointOfSaleList',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
          {
            guard: { type: 'leadsTo', params: ({ event }) => ({ resolution: event.output, outcome: 'cart' }) },
            target: 'cart',
            actions: { type: 'keepResolution', params: ({ event }) => ({ resolution: event.output }) },
          },
        ],
        onError: 'failed',
      },
    },
    // The home page is the CMS page the store shows at its root.
    home: {
      invoke: { id: 'page', src: 'cmsPage', input: { identifier: HOME_PAGE_IDENTIFIER } },
    },
    search: {
      on: followSearch,
      invoke: { id: 'page', src: 'catalogListing', input: ({ context }) => ({ source: { kind: 'search' as const }, search: context.location.search }) },
    },
    category: {
      on: followSearch,
      invoke: {
        id: 'page',
        src: 'catalogListing',
        input: ({ context }) => {
          const page = pageOf(context);
          return { source: { kind: 'category' as const, uid: page?.kind === 'category' ? page.uid : '' }, search: context.location.search };
        },
      },
    },
    product: {
      on: followSearch,
      invoke: {
        id: 'page',
        src: 'productPage',
        input: ({ context }) => {
          const page = pageOf(context);
          return page?.kind === 'product' ? { uid: page.uid, urlKey: page.urlKey } : { uid: '', urlKey: '' };
        },
      },
    },
    cms: {
      on: followSearch,
      invoke: {
        id: 'page',
        src: 'cmsPage',
        input: ({ context }) => {
          const page = pageOf(context);
          return { identifier: page?.kind === 'cms' ? page.identifier : '' };
        },
      },
    },
    pointOfSale: {
      invoke: {
        id: 'page',
        src: 'pointsOfSale',
        input: ({ context }) => {
          const page = pageOf(context);
          return { identifier: page?.kind === 'pointOfSale' ? page.identifier : '' };
        },
      },
    },
    pointOfSaleList: {
      invoke: { id: 'page', src: 'pointsOfSale', input: { identifier: null } },
    },
    cart: {
      entry: 'refreshCart',
      invoke: { id: 'page', src: 'cartPage' },
    },
    redirecting: {
      tags: 'settled',
      entry: {
        type: 'redirect',
        params: ({ context }) => ({ to: context.resolution?.type === 'redirect' ? context.resolution.to : '/' }),
      },
    },
    leaving: {
      tags: 'settled',
      entry: {
        type: 'leaveShop',
        params: ({ context }) => ({ url: context.resolution?.type === 'external' ? context.resolution.url : '/' }),
      },
    },
    notFound: { tags: 'settled' },
    failed: { tags: 'settled' },
  },
});

export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;
export type RouterActor = ActorRefFrom<typeof routerMachine>;

/**
 * Resolves once the route is settled: resolved, and the page's own machine (if any) has its data or its error.
 * Each actor reports its own changes, so the router is watched first, then its page.
 */
export async function routeSettled(router: RouterActor, timeout: number): Promise<void> {
  await waitFor(router, (s) => s.hasTag('settled') || Boolean(s.children.page), { timeout });
  const page = router.getSnapshot().children.page as AnyActorRef | undefined;
  if (page && !router.getSnapshot().hasTag('settled')) await waitFor(page, (s) => s.hasTag('settled'), { timeout });
}

/** What the page area shows (spec §2): a shimmer while resolving, a page, not found, an error, or nothing while leaving. */
export type RoutedView =
  | { state: 'resolving'; expected: PageKind | null }
  | { state: 'page'; kind: PageKind }
  | { state: 'notFound' }
  | { state: 'failed' }
  | { state: 'leaving' };

const PAGE_STATES: PageKind[] = ['home', 'search', 'category', 'product', 'cms', 'pointOfSale', 'pointOfSaleList', 'cart'];

export function selectRoutedView(router: RouterSnapshot): RoutedView {
  if (router.matches('resolving')) return { state: 'resolving', expected: router.context.expected };
  if (router.matches('notFound')) return { state: 'notFound' };
  if (router.matches('failed')) return { state: 'failed' };
  const kind = PAGE_STATES.find((k) => router.matches(k));
  return kind ? { state: 'page', kind } : { state: 'leaving' };
}

/**
 * The footer's style (spec §2: the cart page's footer "takes a mobile-cart style"): on the cart page, a small
 * screen ends on the cart's summary and a compact footer, without the link columns.
 */
export const selectFooterStyle = (router: RouterSnapshot): 'standard' | 'mobileCart' => (router.matches('cart') ? 'mobileCart' : 'standard');

/** Two views are the same screen state (keeps React from re-rendering on unrelated router changes). */
export const sameRoutedView = (a: RoutedView, b: RoutedView) => JSON.stringify(a) === JSON.stringify(b);
