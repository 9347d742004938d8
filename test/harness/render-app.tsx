import { act, render, screen } from '@testing-library/react';
import { createActor, fromCallback, fromPromise, SimulatedClock, type AnyActorLogic, type AnyEventObject } from 'xstate';
import { memoryLocation } from 'wouter/memory-location';
import catalogue from '../../lang/en_US.json';
import { appMachine } from '../../machines/app.machine';
import type { cartMachine } from '../../machines/cart.machine';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { routerMachine, type Location } from '../../machines/router.machine';
import { App } from '../../src/app/app';
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

/** The page machines the router invokes, their data never arriving. */
const waitingPages: Record<string, AnyActorLogic> = {
  productPage: productPageMachine.provide({ actors: { loadProduct: neverAnswers<Product | null, ProductInput>() } }),
};

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
  ready = () => screen.findByRole('heading', { level: 1 }),
}: {
  path?: string;
  resolveRoute?: AnyActorLogic;
  /** Stand-ins for the router's browser effects (redirect, leaveShop, prefetchRoute). */
  routerActions?: Record<string, (...args: never[]) => void>;
  /** Page machines the router invokes (`productPage`…), with the loaders the test answers. */
  pages?: Record<string, AnyActorLogic>;
  /** The shell's cart (systemId 'cart'), with the services the test answers; by default one that never reads a stored id. */
  cart?: AnyActorLogic;
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
    },
  });
  const [pathname = '/', search = ''] = path.split('?');
  const app = createActor(logic, { clock, input: { location: { path: pathname, search: search ? `?${search}` : '' } } }).start();
  const view = render(<App locale="en_US" messages={catalogue} app={app} router={{ hook: location.hook }} />);
  await ready();
  // The commit that showed it may still owe effects (the first page's shimmer going tells the app
  // `page.loaded`): run them, so that every test starts from a settled shop.
  await act(async () => undefined);
  return { ...view, app, clock, network, unhandledErrors, location };
}
