import { act, render, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import catalogue from '../../lang/en_US.json';
import { appMachine, type AppInput } from '../../machines/app.machine';
import { machines } from '../../machines/index';
import type { cartMachine } from '../../machines/cart.machine';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { routerMachine, type Location } from '../../machines/router.machine';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import { App } from '../../src/app/app';
import { appScreens } from '../../src/app/screens/screens';
import { footerPart, megaMenuPart, toastPart } from '../../src/app/shell/panels';
import type { AppActor } from '../../src/app/shell/shell-actor';
import type { Product } from '../../src/domain/product';
import { shellPage, type Resolution } from '../../src/domain/routes';

/** A browser service stand-in: the test sends what the service would. */
export function fakeService() {
  let sendBack: ((event: AnyEventObject) => void) | undefined;
  return {
    logic: fromCallback(({ sendBack: send }) => {
      sendBack = send;
    }),
    send(event: AnyEventObject) {
      if (!sendBack) throw new Error('The service has not started.');
      sendBack(event);
    },
  };
}

/** A loader that never answers: the page stays in its loading state (its shimmer) unless a test answers it. */
const neverAnswers = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));

/** Each screen's chart, by page kind, as the screens' list names it: the machines the router spawns, unprovided. */
export const screenMachines: Record<string, AnyActorLogic> = Object.fromEntries(appScreens.map((screen) => [screen.kind, machines[screen.chart]]));

/** The page machines the router spawns, by page kind; the product's data never arriving. */
const waitingPages: Record<string, AnyActorLogic> = {
  ...screenMachines,
  product: productPageMachine.provide({ actors: { loadProduct: neverAnswers<Product | null, ProductInput>() } }),
};

/** A guest's session: the stored token is read at once (there is none); a customer's details never arrive. */
const guestSession = sessionMachine.provide({
  actors: {
    tokenStorage: fromCallback<SessionEvent>(({ sendBack }) => sendBack({ type: 'session.stored', token: null, remainingMs: 0, expired: false, firstName: null })),
    loadCustomer: neverAnswers(),
  },
});

/** Resolves the shell's own pages, and anything else as not found. */
export const shellOnlyRoutes = fromPromise<Resolution, Location>(async ({ input }) => {
  const page = shellPage(input.path);
  return page ? { type: 'page', page } : { type: 'notFound' };
});

/**
 * The whole app in English (the spec's texts), on a memory location, with fake browser services, a simulated
 * clock and the given route resolver; resolves once `ready` (by default: the first page's heading).
 */
export async function renderApp({
  path = '/',
  resolveRoute = shellOnlyRoutes,
  routerActions = {},
  pages = {},
  cart,
  session = guestSession,
  shellActors = {},
  store = {},
  ready = () => screen.findByRole('heading', { level: 1 }),
}: {
  path?: string;
  resolveRoute?: AnyActorLogic;
  /** Stand-ins for the router's browser effects (redirect, leaveShop, prefetchRoute). */
  routerActions?: Record<string, (...args: never[]) => void>;
  /** Page machines the router spawns, by page kind (`product`…), with the loaders the test answers. */
  pages?: Record<string, AnyActorLogic>;
  /** The shell's cart, with the services the test answers; by default one that never reads a stored id. */
  cart?: AnyActorLogic;
  /** The shell's session; by default a guest's. */
  session?: AnyActorLogic;
  /** Other actors of the shell, by name (`needHelp`, `cmsBlock`…), with the loaders the test answers. */
  shellActors?: Record<string, AnyActorLogic>;
  /** The store configuration, store views and currencies the page was served with; the built-in ones by default. */
  store?: Omit<AppInput, 'location'>;
  /** What to wait for before the test goes on; the first page's heading by default. */
  ready?: () => Promise<unknown>;
} = {}) {
  const clock = new SimulatedClock();
  const network = fakeService();
  const unhandledErrors = fakeService();
  const location = memoryLocation({ path, record: true });
  const logic = appMachine.provide({
    actors: {
      router: routerMachine.provide({
        actors: { resolveRoute: resolveRoute as typeof shellOnlyRoutes, ...waitingPages, ...pages } as Parameters<typeof routerMachine.provide>[0]['actors'],
        actions: routerActions as Parameters<typeof routerMachine.provide>[0]['actions'],
      }),
      network: network.logic,
      unhandledErrors: unhandledErrors.logic,
      ...(cart && { cart: cart as typeof cartMachine }),
      session: session as typeof sessionMachine,
      ...(shellActors as Record<string, never>),
    },
  });
  const [pathname = '/', search = ''] = path.split('?');
  // Every event an actor of the shop receives, by the actor's id: what the shell's actors tell each other.
  const delivered: { to: string; event: AnyEventObject }[] = [];
  const app = createActor(logic, {
    clock,
    input: { ...store, location: { path: pathname, search: search ? `?${search}` : '' } },
    inspect: (inspection) => {
      if (inspection.type === '@xstate.event') delivered.push({ to: (inspection.actorRef as AnyActorRef).id, event: inspection.event });
    },
  }).start();
  // The shell's parts with code of their own are there before the first render, as on a server.
  await Promise.all([footerPart, megaMenuPart, toastPart].map((part) => part.load()));
  // Awaited: a part that suspends on its first render is retried when its code comes, which React queues in the act
  // scope it suspended in; a scope nobody awaits would keep the retry until some other update came by.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(<App locale="en_US" messages={catalogue} app={app} router={{ hook: location.hook }} />);
  });
  await ready();
  // The commit that showed it may still owe effects (the first page's shimmer going tells the app
  // `page.loaded`): run them, so that every test starts from a settled shop.
  await act(async () => undefined);
  /** The events `id` received since the test began. */
  const receivedBy = (id: string) => delivered.filter((delivery) => delivery.to === id).map((delivery) => delivery.event);
  return { ...view, app, clock, network, unhandledErrors, location, receivedBy };
}

/** The machine of the routed page: the one on screen, or the one the router is preparing before it shows. */
export function routedPage(app: AppActor): AnyActorRef {
  const { shown, pending } = app.getSnapshot().children.router!.getSnapshot().context;
  const page = pending?.ref ?? (shown?.type === 'page' ? shown.ref : undefined);
  if (!page) throw new Error('The router has no page.');
  return page;
}
