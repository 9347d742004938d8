import { fromPromise, sendTo, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../../machines/app.machine';
import { categoryTreeMachine, type CategoryTreeInput } from '../../../machines/category-tree.machine';
import { catalogListingMachine, type Listing, type ListingInput } from '../../../machines/catalog-listing.machine';
import { blockLinkMachine } from '../../../machines/block-link.machine';
import { cartMachine, type AddAnswer, type CartAnswer } from '../../../machines/cart.machine';
import { cmsPageMachine, type CmsPageData } from '../../../machines/cms-page.machine';
import { pointsOfSaleMachine, type PointsOfSaleInput } from '../../../machines/points-of-sale.machine';
import { productPageMachine, type ProductInput } from '../../../machines/product-page.machine';
import { routerMachine, type Location, type RouterActor } from '../../../machines/router.machine';
import { searchSuggestionsMachine, type Suggestions } from '../../../machines/search-suggestions.machine';
import { sliderMachine } from '../../../machines/slider.machine';
import type { Cart, CartLine, ShippingEstimate } from '../../domain/cart';
import { createToast, type ToastInput } from '../../domain/toast';
import type { Product } from '../../domain/product';
import type { MenuCategory } from '../../domain/navigation';
import type { BlockLinkInput, Content } from '../../domain/page-builder';
import type { PageKind, Resolution } from '../../domain/routes';
import type { PointOfSale } from '../../domain/stores';
import type { BrowserCart } from './cart-storage';
import { motionPreference } from './motion';
import type { DataServices } from './route';

/** What only a browser does: listen to the network and errors, move to another URL, warm code. */
export interface BrowserEffects {
  network: AnyActorLogic;
  unhandledErrors: AnyActorLogic;
  navigate: (to: string, options: { replace: boolean }) => void;
  leave: (url: string) => void;
  reload: () => void;
  /** The stored cart id and the images remembered by sku. */
  cart: BrowserCart;
  /** Fetches the code of a page kind ahead of need. */
  warmScreen: (kind: PageKind) => void;
}

const data = () => import('./data');

/**
 * The app machine with every actor of its tree provided: the data services everywhere, the browser effects
 * in a browser. A server gets the machine without them, and reads redirects from the snapshot.
 */
export function shopLogic(services: DataServices, browser?: BrowserEffects) {
  // Content sliders rotate once a browser tells the shopper's motion preference.
  const slider = browser ? sliderMachine.provide({ actors: { motionPreference } }) : sliderMachine;
  const router = routerMachine.provide({
    actors: {
      resolveRoute: fromPromise<Resolution, Location>(async ({ input }) => (await data()).resolveLocation(services, input)),
      catalogListing: catalogListingMachine.provide({
        actors: { loadListing: fromPromise<Listing, ListingInput>(async ({ input }) => (await data()).loadListing(services, input)) },
        // A new filter, sort or page: a new history entry on the same path (the router's), for back and forward.
        ...(browser && {
          actions: {
            pushSearch: ({ system }, { search }) => {
              const router = system.get('router') as RouterActor;
              browser.navigate(`${router.getSnapshot().context.location.path}${search}`, { replace: false });
            },
          },
        }),
      }),
      productPage: productPageMachine.provide({
        actors: { loadProduct: fromPromise<Product | null, ProductInput>(async ({ input }) => (await data()).loadProduct(services, input)) },
      }),
      cmsPage: cmsPageMachine.provide({
        actors: {
          loadCmsPage: fromPromise<CmsPageData, { identifier: string }>(async ({ input }) => (await data()).loadCmsPage(services, input)),
          slider,
          blockLink: blockLinkMachine.provide({
            actors: { loadBlock: fromPromise<Content, BlockLinkInput>(async ({ input }) => (await data()).loadCmsBlock(services, input)), slider },
          }),
        },
      }),
      pointsOfSale: pointsOfSaleMachine.provide({
        actors: {
          loadPointsOfSale: fromPromise<PointOfSale[], PointsOfSaleInput>(async ({ input }) => (await data()).loadPointsOfSale(services, input)),
        },
      }),
    },
    ...(browser && {
      actions: {
        prefetchRoute: (_: unknown, { path }: { path: string }) =>
          void data()
            .then(({ prefetchPage }) => prefetchPage(services, path))
            .then((page) => page && browser.warmScreen(page.kind), () => undefined),
        redirect: (_: unknown, { to }: { to: string }) => browser.navigate(to, { replace: true }),
        leaveShop: (_: unknown, { url }: { url: string }) => browser.leave(url),
      },
    }),
  });
  const cart = cartMachine.provide({
    actors: {
      loadCart: fromPromise<CartAnswer, { cartId: string }>(async ({ input }) => (await data()).loadCart(services, input)),
      createCart: fromPromise<string>(async () => (await data()).createCart(services)),
      addItem: fromPromise<AddAnswer, { cartId: string; line: CartLine }>(async ({ input }) => (await data()).addItem(services, input)),
      updateItem: fromPromise<Cart, { cartId: string; uid: string; quantity: number }>(async ({ input }) => (await data()).updateItem(services, input)),
      removeItems: fromPromise<Cart, { cartId: string; uids: string[] }>(async ({ input }) => (await data()).removeItems(services, input)),
      applyCoupon: fromPromise<Cart, { cartId: string; code: string }>(async ({ input }) => (await data()).applyCoupon(services, input)),
      removeCoupon: fromPromise<Cart, { cartId: string }>(async ({ input }) => (await data()).removeCoupon(services, input)),
      estimateShipping: fromPromise<ShippingEstimate[], { cartId: string; postcode: string }>(async ({ input }) =>
        (await data()).estimateShipping(services, input),
      ),
      ...(browser && { cartStorage: browser.cart.cartStorage, cacheImage: browser.cart.cacheImage }),
    },
    actions: {
      // The cart's notices go to the shell's toasts, after the cart's own step (as any event between actors).
      notify: sendTo(
        ({ system }) => system.get('toasts'),
        (_, { toast }: { toast: ToastInput }) => ({ type: 'toast.add', toast: createToast(toast, `cart:${toast.message}`, Date.now()) }),
      ),
      ...(browser && {
        storeCartId: (_: unknown, { cartId }: { cartId: string }) => browser.cart.remember(cartId),
        forgetStoredCart: browser.cart.forget,
        reloadPage: browser.reload,
      }),
    },
  });
  return appMachine.provide({
    actors: {
      router,
      cart,
      categoryTree: categoryTreeMachine.provide({
        actors: {
          loadCategoryTree: fromPromise<MenuCategory[], CategoryTreeInput>(async ({ input }) => (await data()).loadCategoryTree(services, input)),
        },
      }),
      // Stopping the loader (a newer query) aborts its signal, which cancels the request.
      searchSuggestions: searchSuggestionsMachine.provide({
        actors: {
          loadSuggestions: fromPromise<Suggestions, { query: string }>(async ({ input, signal }) => (await data()).loadSuggestions(services, input, signal)),
        },
      }),
      ...(browser && { network: browser.network, unhandledErrors: browser.unhandledErrors }),
    },
  });
}
