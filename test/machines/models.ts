import { accordionMachine } from '../../machines/accordion.machine';
import { appMachine } from '../../machines/app.machine';
import { blockLinkMachine } from '../../machines/block-link.machine';
import { cartMachine } from '../../machines/cart.machine';
import { cartPageMachine } from '../../machines/cart-page.machine';
import {
  catalogListingMachine,
  selectChips,
  selectDraftFacets,
  selectFacets,
  type FacetView,
  type Listing,
  type ListingInput,
} from '../../machines/catalog-listing.machine';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { cmsPageMachine } from '../../machines/cms-page.machine';
import { imageCarouselMachine } from '../../machines/image-carousel.machine';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { megaMenuMachine } from '../../machines/mega-menu.machine';
import { navDrawerMachine } from '../../machines/nav-drawer.machine';
import { pointsOfSaleMachine } from '../../machines/points-of-sale.machine';
import { productPageMachine } from '../../machines/product-page.machine';
import { quantityStepperMachine } from '../../machines/quantity-stepper.machine';
import { routerMachine } from '../../machines/router.machine';
import { searchSuggestionsMachine } from '../../machines/search-suggestions.machine';
import { sliderMachine } from '../../machines/slider.machine';
import { menuLevel } from '../../src/domain/navigation';
import type { Resolution } from '../../src/domain/routes';
import { toastsMachine } from '../../machines/toasts.machine';
import { createToast, OFFLINE_TOAST, ONLINE_TOAST, type ToastInput } from '../../src/domain/toast';
import { CATEGORY_LISTING, EMPTY_CATEGORY_LISTING, EMPTY_SEARCH_LISTING, SEARCH_LISTING } from '../fixtures/listings';
import { CONFIGURABLE_PRODUCT, OUT_OF_STOCK_PRODUCT, SIMPLE_PRODUCT } from '../fixtures/products';
import { MENU, MENU_BRANCHES, NO_SUGGESTIONS, SUGGESTIONS } from '../fixtures/navigation';
import { ABOUT_US, DELIVERY_BLOCK, FAQ_INPUT, SLIDER_INPUT, STORES } from '../fixtures/cms';
import {
  BAD_COUPON,
  CART,
  COLLAGEN_CART,
  COLLAGEN_LINE,
  DISCOUNTED_CART,
  EMPTY_CART,
  ESTIMATES,
  GONE_CART,
  MORE_OMEGA_CART,
  NETWORK_DOWN,
  OMEGA_ADD,
  OMEGA_LINE,
} from '../fixtures/cart';
import { defineModel, type MachineModel } from '../harness/model';

// One model per machine of machines/index.ts: the events with payloads each traversal may send. The machine's
// test drives its view through the model's paths; the coverage test counts what those paths reach.

export const loadingBarModel = defineModel({ name: 'loadingBar', machine: loadingBarMachine });

/** A dismissable toast that stays until dismissed. */
export const STICKY_TOAST: ToastInput = { type: 'error', message: 'toast.unexpectedError', debug: 'AB12CD', dismissable: true, timeout: false };

const toastPayloads = [OFFLINE_TOAST, ONLINE_TOAST, STICKY_TOAST].map((input, i) => createToast(input, `toast-${i}`, 0));

export const toastsModel = defineModel({
  name: 'toasts',
  machine: toastsMachine,
  // Timed toasts share one timeout, so they expire in the order they were (re)added: the traversal only lets
  // the first timed toast expire, as a real clock would.
  events: (snapshot) => {
    const shown = snapshot.context.toasts;
    const nextToExpire = shown.find((toast) => toast.timeout !== false);
    return [
      ...toastPayloads.map((toast) => ({ type: 'toast.add' as const, toast })),
      ...shown.map((toast) => ({ type: 'toast.dismiss' as const, id: toast.id })),
      ...(nextToExpire ? [{ type: 'toast.expire' as const, id: nextToExpire.id }] : []),
    ];
  },
});

export const appModel = defineModel({
  name: 'app',
  machine: appMachine,
  input: { location: { path: '/', search: '' } },
  events: () => [
    { type: 'drawer.open', which: 'nav' } as const,
    { type: 'root.next', component: 'CATEGORY' } as const,
    { type: 'error.unhandled', errorId: 'E1' } as const,
  ],
});

/** One answer of the backend for each way a route can go. */
export const RESOLUTIONS: Resolution[] = [
  { type: 'redirect', to: '/omega-3-acides-gras.html', code: 301 },
  { type: 'external', url: 'https://www.example.org/' },
  { type: 'notFound' },
  { type: 'page', page: { kind: 'home' } },
  { type: 'page', page: { kind: 'search' } },
  { type: 'page', page: { kind: 'category', uid: 'NDI=' } },
  { type: 'page', page: { kind: 'product', uid: 'MTA=', urlKey: 'omega-3-epa-dha-marin' } },
  { type: 'page', page: { kind: 'cms', identifier: 'about-us' } },
  { type: 'page', page: { kind: 'pointOfSale', identifier: 'paris-marais' } },
  { type: 'page', page: { kind: 'pointOfSaleList' } },
  { type: 'page', page: { kind: 'cart' } },
];

export const routerModel = defineModel({
  name: 'router',
  machine: routerMachine,
  input: { path: '/start.html', search: '' },
  events: (snapshot) => [
    // Another path, and the same path with a new query string.
    { type: 'location.changed' as const, path: snapshot.context.location.path === '/a.html' ? '/b.html' : '/a.html', search: '' },
    { type: 'location.changed' as const, path: snapshot.context.location.path, search: '?page=2' },
    { type: 'route.prefetch' as const, path: '/' },
    ...RESOLUTIONS.map((output) => ({ type: 'xstate.done.actor.resolveRoute' as const, output })),
  ],
});

/** Every answer the product page's loader can give: in stock, out of stock, with options, and none. */
export const PRODUCT_ANSWERS = [SIMPLE_PRODUCT, OUT_OF_STOCK_PRODUCT, CONFIGURABLE_PRODUCT, null];

export const productPageModel = defineModel({
  name: 'productPage',
  machine: productPageMachine,
  input: { uid: 'MTI=', urlKey: 'whey-isolat-native' },
  events: () => [
    ...PRODUCT_ANSWERS.map((output) => ({ type: 'xstate.done.actor.loadProduct' as const, output })),
    ...CONFIGURABLE_PRODUCT.options.flatMap((option) => option.values.map((value) => ({ type: 'option.select' as const, code: option.code, uid: value.uid }))),
  ],
});

/** Three images; a variant brings three of its own, or a single one. */
const CART_REQUESTS = [
  'cart.add', 'cart.update', 'cart.changeOptions', 'cart.remove', 'cart.coupon.apply', 'cart.coupon.remove', 'cart.shipping.estimate', 'cart.refresh',
] as const;

/**
 * The cart: a stored id or none; each request once while the cart is idle, and one more while it is busy (to
 * queue); each service's answers, refusals and failures (a gone cart, the network). Failures are offered only
 * while no error is shown, so that the traversal stays finite.
 */
export const cartModel = defineModel({
  name: 'cart',
  machine: cartMachine,
  withhold: (snapshot) => (snapshot.context.queue.length > 0 ? [...CART_REQUESTS] : []),
  // What decides the cart's next steps: whether it has an id and details, what waits, what failed and how.
  identity: ({ context }) => ({
    id: context.cartId !== null,
    cart: context.cart !== null,
    queued: context.queue.map((request) => Boolean(request.retried)),
    retried: Boolean(context.current?.retried),
    errors: Object.values(context.errors).flatMap((error) => (error ? [error.gone] : [])),
    unavailable: context.unavailable.length,
  }),
  events: (snapshot) => {
    const { errors } = snapshot.context;
    const calm = Object.values(errors).every((error) => error === null);
    const requests = [
      { type: 'cart.add' as const, line: OMEGA_ADD },
      { type: 'cart.update' as const, uid: OMEGA_LINE.uid, quantity: 3 },
      { type: 'cart.changeOptions' as const, uid: COLLAGEN_LINE.uid, selectedOptions: ['bmF0dXJl'] },
      { type: 'cart.changeOptions' as const, uid: COLLAGEN_LINE.uid, selectedOptions: ['Y2l0cm9u'] },
      { type: 'cart.remove' as const, uid: OMEGA_LINE.uid },
      { type: 'cart.coupon.apply' as const, code: 'BIENVENUE10' },
      { type: 'cart.coupon.remove' as const },
      { type: 'cart.shipping.estimate' as const, postcode: '75001' },
      { type: 'cart.refresh' as const },
    ];
    const fails = (id: string, ...errors: Error[]) => (calm ? errors.map((error) => ({ type: `xstate.error.actor.${id}` as const, error })) : []);
    return [
      { type: 'cart.stored' as const, cartId: 'CART1' },
      { type: 'cart.stored' as const, cartId: null },
      ...requests,
      { type: 'cart.edit.begin' as const, uid: COLLAGEN_LINE.uid },
      { type: 'xstate.done.actor.loadCart' as const, output: { cart: CART, unavailable: [] } },
      { type: 'xstate.done.actor.loadCart' as const, output: { cart: CART, unavailable: [OMEGA_LINE] } },
      ...fails('loadCart', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.createCart' as const, output: 'CART2' },
      ...fails('createCart', NETWORK_DOWN),
      { type: 'xstate.done.actor.cacheImage' as const },
      ...fails('cacheImage', new Error('Storage full')),
      { type: 'xstate.done.actor.addItem' as const, output: { cart: CART, errors: [] } },
      ...(calm ? [{ type: 'xstate.done.actor.addItem' as const, output: { cart: CART, errors: ['The requested qty is not available'] } }] : []),
      ...fails('addItem', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.updateItem' as const, output: CART },
      ...fails('updateItem', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.removeItems' as const, output: CART },
      ...fails('removeItems', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.applyCoupon' as const, output: DISCOUNTED_CART },
      ...fails('applyCoupon', GONE_CART, BAD_COUPON),
      { type: 'xstate.done.actor.removeCoupon' as const, output: CART },
      ...fails('removeCoupon', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.estimateShipping' as const, output: ESTIMATES },
      ...fails('estimateShipping', GONE_CART, NETWORK_DOWN),
    ];
  },
});

/** The carts the cart page may see settle: both lines, one more of the first, the first removed, none. */
export const SETTLED_CARTS = [CART, MORE_OMEGA_CART, COLLAGEN_CART, EMPTY_CART];

/**
 * The cart page: the cart settling with each of those; for each line, one unit more or back to the cart's
 * quantity, its removal, and for the configurable line the same options or others; a blank and a real coupon
 * code; a postcode too short and a good one.
 */
export const cartPageModel = defineModel({
  name: 'cartPage',
  machine: cartPageMachine,
  events: (snapshot) => {
    const items = snapshot.context.cart?.items ?? [];
    return [
      ...SETTLED_CARTS.map((cart) => ({ type: 'cart.settled' as const, cart })),
      ...items.flatMap((item) => [
        { type: 'line.commit' as const, uid: item.uid, quantity: item.quantity + 1 },
        { type: 'line.commit' as const, uid: item.uid, quantity: item.quantity },
        { type: 'line.remove' as const, uid: item.uid },
      ]),
      ...items
        .filter((item) => item.choices.length > 0)
        .flatMap((item) => [
          { type: 'line.changeOptions' as const, uid: item.uid, selectedOptions: item.options.map((option) => option.valueUid) },
          { type: 'line.changeOptions' as const, uid: item.uid, selectedOptions: item.choices.map((choice) => choice.values[0]!.uid) },
        ]),
      { type: 'coupon.submit' as const, code: ' ' },
      { type: 'coupon.submit' as const, code: 'BIENVENUE10' },
      { type: 'estimate.submit' as const, postcode: '7500' },
      { type: 'estimate.submit' as const, postcode: '75001' },
    ];
  },
});

export const imageCarouselModel = defineModel({
  name: 'imageCarousel',
  machine: imageCarouselMachine,
  input: { count: 3 },
  events: (snapshot) => [
    ...Array.from({ length: snapshot.context.count }, (_, index) => ({ type: 'carousel.select' as const, index })),
    { type: 'carousel.show' as const, count: snapshot.context.count === 3 ? 1 : 3 },
  ],
});

/** Bad entries of every kind, valid ones, and a variant with 3 units left or plenty. */
export const QUANTITY_TEXTS = ['2', '3', '', 'abc', '1.5', '0', '-1', '4', '100'];

export const quantityStepperModel = defineModel({
  name: 'quantityStepper',
  machine: quantityStepperMachine,
  input: { unitsLeft: null },
  events: () => [
    ...QUANTITY_TEXTS.map((text) => ({ type: 'quantity.type' as const, text })),
    { type: 'quantity.limit' as const, unitsLeft: 3 },
    { type: 'quantity.limit' as const, unitsLeft: null },
  ],
});

/** The menu loads, or fails (and is retried). */
export const categoryTreeModel = defineModel({
  name: 'categoryTree',
  machine: categoryTreeMachine,
  input: { urlSuffix: '.html' },
  events: () => [{ type: 'xstate.done.actor.loadCategoryTree' as const, output: MENU }],
});

/** The two categories with a dropdown: a full one and a skinny one. */
export const megaMenuModel = defineModel({
  name: 'megaMenu',
  machine: megaMenuMachine,
  events: () =>
    MENU_BRANCHES.flatMap(({ uid }) => [
      { type: 'menu.open' as const, uid },
      { type: 'menu.toggle' as const, uid },
    ]),
});

/** Every category with children of the level on show, and both ways the session can change. */
export const navDrawerModel = defineModel({
  name: 'navDrawer',
  machine: navDrawerMachine,
  events: (snapshot) => [
    ...menuLevel(MENU, snapshot.context.trail)
      .items.filter((item) => item.children.length > 0)
      .map((item) => ({ type: 'category.open' as const, uid: item.uid })),
    { type: 'session.changed' as const, signedIn: true },
    { type: 'session.changed' as const, signedIn: false },
  ],
});

/** Nothing typed, too little, two queries worth suggesting; an answer with suggestions and one without. */
export const SEARCH_QUERIES = ['', 'ma', 'magn', 'omega '];

export const searchSuggestionsModel = defineModel({
  name: 'searchSuggestions',
  machine: searchSuggestionsMachine,
  events: () => [
    ...SEARCH_QUERIES.map((query) => ({ type: 'query.changed' as const, query })),
    { type: 'xstate.done.actor.loadSuggestions' as const, output: SUGGESTIONS },
    { type: 'xstate.done.actor.loadSuggestions' as const, output: NO_SUGGESTIONS },
  ],
});

const offers = (facets: FacetView[], code: FacetView['code'], value: string) =>
  facets.some((facet) => facet.code === code && facet.options.some((option) => option.value === value));

/**
 * A listing and its answers (a page with filters and a second page, or nothing): the second page and back to
 * the first through the URL, a brand ticked in the sidebar and removed as a chip, a sort, a price in the modal.
 */
function listingModel(input: ListingInput, answers: Listing[], secondPage: string) {
  return defineModel({
    name: 'catalogListing',
    machine: catalogListingMachine,
    input,
    events: (snapshot) => [
      ...answers.map((output) => ({ type: 'xstate.done.actor.loadListing' as const, output })),
      { type: 'location.searchChanged' as const, search: secondPage },
      { type: 'location.searchChanged' as const, search: input.search },
      ...(offers(selectFacets(snapshot), 'brand', '4') ? [{ type: 'filter.toggle' as const, code: 'brand' as const, value: '4' }] : []),
      ...selectChips(snapshot).map((chip) => ({ type: 'filter.remove' as const, code: chip.code, value: chip.value })),
      { type: 'sort.choose' as const, sort: 'price-asc' as const },
      ...(offers(selectDraftFacets(snapshot), 'price', '0_10') ? [{ type: 'filterModal.toggle' as const, code: 'price' as const, value: '0_10' }] : []),
    ],
  });
}

export const catalogListingModel = listingModel(
  { source: { kind: 'category', uid: 'Mw==' }, search: '' },
  [CATEGORY_LISTING, EMPTY_CATEGORY_LISTING],
  '?page=2',
);

/** The same chart on the search results page. */
export const catalogListingSearchModel = listingModel(
  { source: { kind: 'search' }, search: '?query=magnesium' },
  [SEARCH_LISTING, EMPTY_SEARCH_LISTING],
  '?query=magnesium&page=2',
);

/** The FAQ of the fixture: three questions, the second flagged open, several open at once. */
export const accordionModel = defineModel({
  name: 'accordion',
  machine: accordionMachine,
  input: FAQ_INPUT,
  events: (snapshot) => Array.from({ length: snapshot.context.count }, (_, index) => ({ type: 'section.toggle' as const, index })),
});

/** Three slides that autoplay, not infinite: the arrows stop at the ends, rotation wraps round. */
export const sliderModel = defineModel({
  name: 'slider',
  machine: sliderMachine,
  input: SLIDER_INPUT,
  events: (snapshot) => Array.from({ length: snapshot.context.count }, (_, index) => ({ type: 'slide.show' as const, index })),
});

export const blockLinkModel = defineModel({
  name: 'blockLink',
  machine: blockLinkMachine,
  input: { identifier: 'delivery-times' },
  events: () => [{ type: 'xstate.done.actor.loadBlock' as const, output: DELIVERY_BLOCK }],
});

export const cmsPageModel = defineModel({
  name: 'cmsPage',
  machine: cmsPageMachine,
  input: { identifier: 'a-propos' },
  events: () => [{ type: 'xstate.done.actor.loadCmsPage' as const, output: ABOUT_US }],
});

/** The stores of the list (or the one of a store's page), or none. */
export const pointsOfSaleModel = defineModel({
  name: 'pointsOfSale',
  machine: pointsOfSaleMachine,
  input: { identifier: null },
  events: () => [STORES, []].map((output) => ({ type: 'xstate.done.actor.loadPointsOfSale' as const, output })),
});

export const models: Record<string, MachineModel> = {
  accordion: accordionModel as MachineModel,
  app: appModel as MachineModel,
  blockLink: blockLinkModel as MachineModel,
  cart: cartModel as MachineModel,
  cartPage: cartPageModel as MachineModel,
  catalogListing: catalogListingModel as MachineModel,
  categoryTree: categoryTreeModel as MachineModel,
  cmsPage: cmsPageModel as MachineModel,
  imageCarousel: imageCarouselModel as MachineModel,
  loadingBar: loadingBarModel as MachineModel,
  megaMenu: megaMenuModel as MachineModel,
  navDrawer: navDrawerModel as MachineModel,
  pointsOfSale: pointsOfSaleModel as MachineModel,
  productPage: productPageModel as MachineModel,
  quantityStepper: quantityStepperModel as MachineModel,
  router: routerModel as MachineModel,
  searchSuggestions: searchSuggestionsModel as MachineModel,
  slider: sliderModel as MachineModel,
  toasts: toastsModel as MachineModel,
};
