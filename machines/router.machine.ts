import {
  assign, fromPromise, sendParent, sendTo, setup, stopChild, waitFor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type SnapshotFrom,
} from 'xstate';
import type { Cart } from '../src/domain/cart';
import { layoutOf, routeOf, type Access, type Layout } from '../src/domain/route-table';
import { returnPath, type PageKind, type Resolution } from '../src/domain/routes';
import { hasLazyMachine, hasScreen, pageInput, routeServed, SCREEN_KINDS, type PageShell, type ScreenKind } from './pages';
import { searchSuggestionsMachine, type SearchSuggestionsActor } from './search-suggestions.machine';
import type { ShellNews, ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface Location {
  path: string;
  /** The query string, with its "?" (or empty). */
  search: string;
  /** Where a guest was going when sent to sign in (the history entry's state, spec §2). */
  from?: string | null;
}

export type RouterEvent =
  /** `traversal`: the shopper went back or forward in the browser's history, rather than following a link. */
  | ({ type: 'location.changed'; traversal?: boolean } & Location)
  | { type: 'route.prefetch'; path: string }
  /** Who the shopper is now, as the session tells the shell. */
  | { type: 'session.changed'; signedIn: boolean }
  /** The connection is back after a drop, as the shell hears it: a page that failed to load (its code, its route) tries again. */
  | { type: 'connection.back' }
  /** The shopper asks again for the page that failed to load. */
  | { type: 'retry' }
  /** A page's request for the shell's cart or session, passed up; the shell's news, passed down to the pages. */
  | ShellRequest
  | ShellNews;

export interface RouterInput {
  location: Location;
  shell: PageShell;
}

/**
 * What the page area shows: a page with its machine, the not-found view, the internal-error view, or nothing yet;
 * each for the path it was resolved from (the layout around it follows that path).
 */
export type Shown =
  | { type: 'page'; kind: ScreenKind; ref: AnyActorRef; path: string }
  | { type: 'notFound'; path: string }
  | { type: 'failed'; path: string };

export interface RouterContext {
  location: Location;
  /** The location came by going back or forward in history: the browser keeps the scroll position its way. */
  traversal: boolean;
  resolution: Resolution | null;
  /** Unknown until the browser has read the stored token; a server never knows. */
  session: 'unknown' | 'guest' | 'signedIn';
  shown: Shown | null;
  /** The next page, prepared (its code and first data) while the current one stays on screen. */
  pending: { kind: ScreenKind; ref: AnyActorRef; path: string } | null;
  /** Pages spawned so far: each gets its own id. */
  pageCount: number;
  shell: PageShell;
  /** The cart as it last settled, for a page that starts later; undefined until it first does, and from a sign-in until it settles again. */
  cart?: { contents: Cart | null };
}

const pageOf = (context: RouterContext) => (context.resolution?.type === 'page' ? context.resolution.page : null);
const rowOf = (context: RouterContext) => routeOf(context.location.path).row;
const accessOf = (context: RouterContext): Access => rowOf(context).access;
const shownAccess = (context: RouterContext): Access | null => (context.shown?.type === 'page' ? accessOf(context) : null);

/** Each screen's machine, by page kind: the app provides them (the router does not import them; src/app/screens/screens.ts). */
const unprovided = providedByTheApp<never>('A screen machine');
const screenMachines = Object.fromEntries(SCREEN_KINDS.map((kind) => [kind, unprovided])) as Record<ScreenKind, AnyActorLogic>;

/** Whether the resolver's answer leads that way. */
const leadsTo = (outcome: Resolution['type']) => (_: unknown, params: { resolution: Resolution }) => params.resolution.type === outcome;
const answered = ({ event }: { event: { output: Resolution } }) => ({ resolution: event.output });

/** What the access rule reads: the page's answer and who the shopper is (the path is the location's). */
type AccessParams = { resolution: Resolution; session: RouterContext['session'] };

/**
 * A page's screen, then the route table's access rule for it (spec §2): a route without its screen yet, or whose
 * feature the backend lacks, is not found, whoever asks; a customer's route waits for the session, or sends a guest
 * to sign in; the sign-in forms send a signed-in customer on; any other page is prepared. For the resolver's answer;
 * and, without its screen's, its waiting and its sign-in forms' rows (only a customer's route with a screen waits),
 * again when a waited-for session is known.
 */
const access = <E>(
  paramsOf: (args: { context: RouterContext; event: E }) => AccessParams,
  keep: { type: 'keepResolution' | 'keepSession'; params: (args: { context: RouterContext; event: E }) => never },
  { waited }: { waited: boolean },
) =>
  [
    ...(waited ? [] : [
      { guard: { type: 'hasNoScreen', params: paramsOf }, target: '#router.notFound', actions: keep },
      { guard: { type: 'awaitsSession', params: paramsOf }, target: '#router.awaitingSession', actions: keep },
    ] as const),
    { guard: { type: 'needsSignIn', params: paramsOf }, target: '#router.redirecting', actions: [keep, 'sendToSignIn'] },
    ...(waited ? [] : [{ guard: { type: 'isForGuests', params: paramsOf }, target: '#router.redirecting', actions: [keep, 'sendBack'] }] as const),
    { guard: { type: 'machineComesWithCode', params: paramsOf }, target: '#router.fetchingMachine', actions: keep },
    { target: '#router.preparing', actions: [keep, 'spawnPending', 'tellPendingCart'] },
  ] as const;

/**
 * Route resolution (spec §2, §4) over the route table. A new location is resolved (the table, or the backend's
 * `route(url)`); a page then passes the table's access rule (a guest on a customer's route is sent to /sign-in
 * with the origin, a signed-in customer on the sign-in forms is sent on to it) and is prepared: its machine
 * spawned and its first data loaded, its screen's code fetched, all while the current page stays on screen with
 * the loading bar running. Then it is shown. Redirects, other hosts, not found and failures have their states; a
 * wait that runs out (machines/wait-limits.ts) fails too, and the failed view lets the shopper try again.
 * Links pre-resolve on intent (`route.prefetch`). States where a server may stop and render carry `settled`.
 */
export const routerMachine = setup({
  types: {
    context: {} as RouterContext,
    events: {} as RouterEvent,
    input: {} as RouterInput,
  },
  actors: {
    resolveRoute: providedByTheApp<Resolution, Location>('resolveRoute'),
    ...screenMachines,
    /** The machine of a screen whose machine comes with its code (`machineComesWithCode`), provided by the app. */
    screenMachine: providedByTheApp<AnyActorLogic, { kind: ScreenKind }>('screenMachine'),
    /** Fetches a screen's code; a server has it all already. */
    screenCode: fromPromise<void, { kind: ScreenKind }>(async () => undefined),
    /** The not-found page's search field: the header's search, its suggestions loaded by the app's provided loader. */
    searchSuggestions: searchSuggestionsMachine,
    /** Resolves once the page's machine has its first data, or its error. */
    pageSettled: fromPromise<void, AnyActorRef>(async ({ input }) => {
      await waitFor(input, (snapshot) => snapshot.hasTag('settled'));
    }),
  },
  actions: {
    keepLocation: assign({
      location: (_, params: Location & { traversal?: boolean }) => ({ path: params.path, search: params.search, from: params.from ?? null }),
      traversal: (_, params: Location & { traversal?: boolean }) => params.traversal ?? false,
      resolution: null,
    }),
    keepResolution: assign({ resolution: (_, params: { resolution: Resolution }) => params.resolution }),
    /**
     * A sign-in makes the shell's cart switch to the customer's: how it last settled is a guest's, which a page starting
     * meanwhile must not take for the customer's (checkout would find it empty); the cart settles again once switched.
     */
    keepSession: assign({
      session: (_, params: { signedIn: boolean }) => (params.signedIn ? 'signedIn' : 'guest'),
      cart: ({ context }, params: { signedIn: boolean }) => (params.signedIn ? undefined : context.cart),
    }),
    /** In `showing`, the page on screen is the location's: a new query string is its to follow. */
    forwardSearch: sendTo(
      ({ context }) => (context.shown as Extract<Shown, { type: 'page' }>).ref,
      (_, params: { search: string }) => ({ type: 'location.searchChanged', search: params.search }),
    ),
    keepSearch: assign({ location: ({ context }, params: { search: string }) => ({ ...context.location, search: params.search }) }),
    /** The next page's machine: the shell's, or one that came with its screen's code (`logic`). */
    spawnPending: assign(({ context, spawn }, params?: { logic: AnyActorLogic }) => {
      const page = pageOf(context)!;
      const kind = page.kind as ScreenKind;
      const input = pageInput(page, context.location, { ...context.shell, signedIn: context.session === 'signedIn' });
      const id = `page-${context.pageCount + 1}`;
      // By the page kind's name, as the app provided it (so that a server's snapshot restores it), or the machine itself.
      const ref = (spawn as (src: string | AnyActorLogic, options: { id: string; input: unknown }) => AnyActorRef)(params?.logic ?? kind, { id, input });
      return { pending: { kind, ref, path: context.location.path }, pageCount: context.pageCount + 1 };
    }),
    // stopChild passes over an actor that is not there: no page prepared, or none on screen.
    stopPending: stopChild(({ context }) => context.pending?.ref as AnyActorRef),
    stopShown: stopChild(({ context }) => (context.shown?.type === 'page' ? context.shown.ref : undefined) as AnyActorRef),
    /** The prepared page replaces the one on screen. */
    showPending: assign({ shown: ({ context }) => context.pending && { type: 'page' as const, ...context.pending }, pending: null }),
    show: assign({ shown: ({ context }, params: { view: 'notFound' | 'failed' }) => ({ type: params.view, path: context.location.path }), pending: null }),
    forgetPending: assign({ pending: null }),
    passUp: sendParent((_, params: ShellRequest) => params),
    keepCart: assign({ cart: (_, params: { cart: Cart | null }) => ({ contents: params.cart }) }),
    /** The pages (on screen and being prepared) hear the shell's news. */
    tellPages: ({ context }, params: ShellNews) => {
      if (context.shown?.type === 'page') context.shown.ref.send(params);
      context.pending?.ref.send(params);
    },
    /** A new page hears how the cart last settled. */
    tellPendingCart: ({ context }) => {
      if (context.cart) context.pending?.ref.send({ type: 'cart.settled', cart: context.cart.contents } satisfies ShellNews);
    },
    /** A guest on a customer's route signs in first; the origin goes along (spec §2). */
    sendToSignIn: assign({
      resolution: ({ context }) => ({ type: 'redirect', to: '/sign-in', code: 302, from: `${context.location.path}${context.location.search}` }),
    }),
    /** A shopper who signs out on a customer's page goes home. */
    sendHome: assign({ resolution: { type: 'redirect', to: '/', code: 302 } }),
    /** A signed-in customer is sent on from the sign-in forms: to where they came from, or home. */
    sendBack: assign({ resolution: ({ context }) => ({ type: 'redirect', to: returnPath(context.location.from), code: 302 }) }),
    /** The loading bar runs from the new location until its page (or outcome) shows. */
    reportLoading: sendParent({ type: 'page.loading' }),
    reportLoaded: sendParent({ type: 'page.loaded' }),
    // Browser effects, provided by the app; a server reads the resolution from the snapshot instead.
    prefetchRoute: (_: unknown, _params: { path: string }) => undefined,
    redirect: (_: unknown, _params: { to: string; from?: string; storeCode?: string }) => undefined,
    leaveShop: (_: unknown, _params: { url: string }) => undefined,
    showFromTop: () => undefined,
  },
  guards: {
    isSamePath: ({ context }, params: { path: string }) => params.path === context.location.path,
    cameThroughHistory: ({ context }) => context.traversal,
    leadsToRedirect: leadsTo('redirect'),
    leadsToExternal: leadsTo('external'),
    leadsToNotFound: leadsTo('notFound'),
    /**
     * A page only the browser renders (a customer's, checkout) waits for the session, which the browser has not told
     * yet (a server never knows it). The sign-in forms do not: they show at once, and a customer is sent on once known.
     */
    awaitsSession: ({ context }, params: AccessParams) => !rowOf(context).serverRendered && params.session === 'unknown',
    needsSignIn: ({ context }, params: AccessParams) => accessOf(context) === 'signedIn' && params.session === 'guest',
    isForGuests: ({ context }, params: AccessParams) => accessOf(context) === 'guest' && params.session === 'signedIn',
    /** Not a page, or a route whose screen is not built yet or whose feature the backend lacks. */
    hasNoScreen: ({ context }, params: AccessParams) =>
      params.resolution.type !== 'page' || !hasScreen(params.resolution.page.kind) || !routeServed(rowOf(context).feature, context.shell.features),
    machineComesWithCode: (_, params: AccessParams) => params.resolution.type === 'page' && hasLazyMachine(params.resolution.page.kind),
    /** The page on screen is for guests, and the shopper has just signed in. */
    shownIsForGuests: ({ context }, params: { signedIn: boolean }) => params.signedIn && shownAccess(context) === 'guest',
    /** The page being prepared is a customer's, and the shopper's session has just ended. */
    preparesForCustomers: ({ context }, params: { signedIn: boolean }) => !params.signedIn && accessOf(context) === 'signedIn',
    /** The page on screen is a customer's, and the shopper has just signed out. */
    shownIsForCustomers: ({ context }, params: { signedIn: boolean }) => !params.signedIn && shownAccess(context) === 'signedIn',
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout, pageTimeout: WAIT_LIMITS.pageTimeout },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({
    location: { from: null, ...input.location },
    traversal: false,
    resolution: null,
    session: 'unknown',
    shown: null,
    pending: null,
    pageCount: 0,
    shell: input.shell,
  }),
  on: {
    'location.changed': { target: '.resolving', actions: { type: 'keepLocation', params: ({ event }) => event } },
    'route.prefetch': { actions: { type: 'prefetchRoute', params: ({ event }) => ({ path: event.path }) } },
    'session.changed': { actions: { type: 'keepSession', params: ({ event }) => event } },
    'shell.cart': { actions: { type: 'passUp', params: ({ event }) => event } },
    'shell.session': { actions: { type: 'passUp', params: ({ event }) => event } },
    'shell.wishlist': { actions: { type: 'passUp', params: ({ event }) => event } },
    'shell.notify': { actions: { type: 'passUp', params: ({ event }) => event } },
    'cart.settled': { actions: [{ type: 'keepCart', params: ({ event }) => event }, { type: 'tellPages', params: ({ event }) => event }] },
  },
  initial: 'resolving',
  states: {
    resolving: {
      entry: ['stopPending', 'forgetPending', 'reportLoading'],
      invoke: {
        id: 'resolveRoute',
        src: 'resolveRoute',
        input: ({ context }) => context.location,
        onDone: [
          { guard: { type: 'leadsToRedirect', params: answered }, target: 'redirecting', actions: { type: 'keepResolution', params: answered } },
          { guard: { type: 'leadsToExternal', params: answered }, target: 'leaving', actions: { type: 'keepResolution', params: answered } },
          { guard: { type: 'leadsToNotFound', params: answered }, target: 'notFound', actions: { type: 'keepResolution', params: answered } },
          ...access<{ output: Resolution }>(
            ({ context, event }) => ({ resolution: event.output, session: context.session }),
            { type: 'keepResolution', params: (({ event }: { event: { output: Resolution } }) => ({ resolution: event.output })) as never },
            { waited: false },
          ),
        ],
        onError: 'failed',
      },
      // A route the backend never answers fails as one it cannot answer: the failed view, which tries again.
      after: { requestTimeout: 'failed' },
    },
    /** A server stops here and renders the shimmer; the browser goes on once it has read the stored token. */
    awaitingSession: {
      tags: 'settled',
      on: {
        'session.changed': access<{ signedIn: boolean }>(
          ({ context, event }) => ({ resolution: context.resolution!, session: event.signedIn ? 'signedIn' : 'guest' }),
          { type: 'keepSession', params: (({ event }: { event: { signedIn: boolean } }) => event) as never },
          { waited: true },
        ),
      },
      // A session that never says who the shopper is (in the browser) leaves no shimmer for ever.
      after: { pageTimeout: 'failed' },
    },
    /** A screen whose machine comes with its code: the machine first, then the page is prepared with it. */
    fetchingMachine: {
      invoke: {
        id: 'screenMachine',
        src: 'screenMachine',
        input: ({ context }) => ({ kind: pageOf(context)!.kind as ScreenKind }),
        onDone: { target: 'preparing', actions: [{ type: 'spawnPending', params: ({ event }) => ({ logic: event.output }) }, 'tellPendingCart'] },
        onError: 'failed',
      },
      after: { pageTimeout: 'failed' },
    },
    /**
     * The next page's machine was spawned on the way in; its code and first data load while the current page stays.
     * A session that ends meanwhile (a token refused by the page's first query) leaves a customer's page unshown:
     * the shopper is now a guest on a customer's route, sent to sign in with the origin.
     */
    preparing: {
      type: 'parallel',
      // Code or a page that never comes: the failed view (a page whose own request hangs shows its own error first).
      after: { pageTimeout: 'failed' },
      on: {
        'session.changed': {
          guard: { type: 'preparesForCustomers', params: ({ event }) => event },
          target: 'redirecting',
          actions: [{ type: 'keepSession', params: ({ event }) => event }, 'sendToSignIn'],
        },
      },
      states: {
        code: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'screenCode',
                src: 'screenCode',
                input: ({ context }) => ({ kind: context.pending!.kind }),
                onDone: 'ready',
                onError: '#router.failed',
              },
            },
            ready: { type: 'final' },
          },
        },
        data: {
          initial: 'loading',
          states: {
            loading: {
              invoke: { id: 'pageSettled', src: 'pageSettled', input: ({ context }) => context.pending!.ref, onDone: 'ready' },
            },
            ready: { type: 'final' },
          },
        },
      },
      // A page reached by a link shows from its top; one reached by going back or forward is left where the browser
      // puts it.
      onDone: [
        { guard: 'cameThroughHistory', target: 'showing', actions: ['stopShown', 'showPending'] },
        { target: 'showing', actions: ['stopShown', 'showPending', 'showFromTop'] },
      ],
    },
    showing: {
      tags: 'settled',
      entry: 'reportLoaded',
      on: {
        // Same path, new query string: the page follows it (a listing's filters, sort and page live there).
        'location.changed': [
          {
            guard: { type: 'isSamePath', params: ({ event }) => event },
            actions: [
              { type: 'forwardSearch', params: ({ event }) => ({ search: event.search }) },
              { type: 'keepSearch', params: ({ event }) => ({ search: event.search }) },
            ],
          },
          { target: 'resolving', actions: { type: 'keepLocation', params: ({ event }) => event } },
        ],
        'session.changed': [
          {
            guard: { type: 'shownIsForGuests', params: ({ event }) => event },
            target: 'redirecting',
            actions: [{ type: 'keepSession', params: ({ event }) => event }, 'sendBack'],
          },
          {
            guard: { type: 'shownIsForCustomers', params: ({ event }) => event },
            target: 'redirecting',
            actions: [{ type: 'keepSession', params: ({ event }) => event }, 'sendHome'],
          },
          { actions: { type: 'keepSession', params: ({ event }) => event } },
        ],
      },
    },
    redirecting: {
      tags: 'settled',
      entry: [
        'reportLoading',
        {
          type: 'redirect',
          // Every way here sets the redirect.
          params: ({ context }) => {
            const { to, from, storeCode } = context.resolution as Extract<Resolution, { type: 'redirect' }>;
            return { to, ...(from && { from }), ...(storeCode && { storeCode }) };
          },
        },
      ],
    },
    leaving: {
      tags: 'settled',
      entry: [
        'reportLoading',
        // Only another host's answer leads here.
        { type: 'leaveShop', params: ({ context }) => ({ url: (context.resolution as Extract<Resolution, { type: 'external' }>).url }) },
      ],
    },
    /** Not a dead end: the page offers the shop's search (and the way home). */
    notFound: {
      tags: 'settled',
      entry: ['stopShown', 'stopPending', { type: 'show', params: { view: 'notFound' } }, 'reportLoaded'],
      invoke: { id: 'notFoundSearch', src: 'searchSuggestions', input: ({ context }) => ({ length: context.shell.searchLength }) },
    },
    failed: {
      tags: 'settled',
      entry: ['stopShown', 'stopPending', { type: 'show', params: { view: 'failed' } }, 'reportLoaded'],
      // A page a dropped connection kept from loading comes once it is back, with no tap on a link to the same address.
      // The shopper may ask again at once.
      on: { 'connection.back': 'resolving', retry: 'resolving' },
    },
  },
});

export type RouterSnapshot = SnapshotFrom<typeof routerMachine>;
export type RouterActor = ActorRefFrom<typeof routerMachine>;

/** Resolves once the route is settled: a page shown with its data or its error, or another outcome. */
export async function routeSettled(router: RouterActor, timeout: number): Promise<void> {
  await waitFor(router, (s) => s.hasTag('settled'), { timeout });
}

/** What the page area shows (spec §2): the page on screen, not found, an error, or a shimmer before the first page. */
export type RoutedView =
  | { state: 'page'; kind: ScreenKind; ref: AnyActorRef }
  | { state: 'loading'; kind: PageKind | null }
  | { state: 'notFound' }
  | { state: 'failed' };

export function selectRoutedView(router: RouterSnapshot): RoutedView {
  const { shown, pending } = router.context;
  if (shown) return shown.type === 'page' ? { state: 'page', kind: shown.kind, ref: shown.ref } : { state: shown.type };
  // Nothing shown yet: a shimmer shaped like the page once its kind is known (spec §2), the same on a server
  // waiting for the session as in the browser that knows it.
  const page = pageOf(router.context);
  return { state: 'loading', kind: pending?.kind ?? (page && hasScreen(page.kind) ? page.kind : null) };
}

export const sameRoutedView = (a: RoutedView, b: RoutedView) =>
  a.state === b.state && (a.state !== 'page' || (b.state === 'page' && a.ref === b.ref)) && (a.state !== 'loading' || (b.state === 'loading' && a.kind === b.kind));

/** The not-found page's search, while the router shows that page. */
export const selectNotFoundSearch = (router: RouterSnapshot) => router.children.notFoundSearch as SearchSuggestionsActor | undefined;

/** The page on screen's machine, for the server to read its status. */
export const selectShownPage = (router: RouterSnapshot) => (router.context.shown?.type === 'page' ? router.context.shown.ref : null);

/**
 * The footer's style (spec §2: the cart page's footer "takes a mobile-cart style"): on the cart page, a small
 * screen ends on the cart's summary and a compact footer, without the link columns.
 */
export const selectFooterStyle = (router: RouterSnapshot): 'standard' | 'mobileCart' =>
  router.context.shown?.type === 'page' && router.context.shown.kind === 'cart' ? 'mobileCart' : 'standard';

/**
 * The layout around the page area (spec §2): the route table's for the path of what is shown, so that it changes
 * with the page (a checkout page keeps the reduced layout until the next page replaces it); before the first page,
 * the location's.
 */
export const selectLayout = (router: RouterSnapshot): Layout => layoutOf(router.context.shown?.path ?? router.context.location.path);

/**
 * Where signing in from the header returns (spec §2's "come back once signed in", as for a customer's route): the
 * page the shopper is on; from a sign-in form itself, the origin that form already keeps.
 */
export function selectSignInOrigin(router: RouterSnapshot): string | null {
  const { location } = router.context;
  return accessOf(router.context) === 'guest' ? (location.from ?? null) : `${location.path}${location.search}`;
}
