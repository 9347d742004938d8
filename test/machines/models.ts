import { ALL_FEATURES } from '../../src/domain/feature-names';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { fromCallback } from 'xstate';
import { accordionMachine } from '../../machines/accordion.machine';
import { appMachine, type AppEvent } from '../../machines/app.machine';
import { blockLinkMachine } from '../../machines/block-link.machine';
import { cartMachine } from '../../machines/cart.machine';
import { cartPageMachine } from '../../machines/cart-page.machine';
import { catalogListingMachine, type CatalogListingSnapshot, type Listing, type ListingPageInput } from '../../machines/catalog-listing.machine';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { cmsBlockMachine } from '../../machines/cms-block.machine';
import { cmsPageMachine } from '../../machines/cms-page.machine';
import { imageCarouselMachine } from '../../machines/image-carousel.machine';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { megaMenuMachine } from '../../machines/mega-menu.machine';
import { navDrawerMachine } from '../../machines/nav-drawer.machine';
import { needHelpMachine } from '../../machines/need-help.machine';
import { pointsOfSaleMachine, type DeviceLocation } from '../../machines/points-of-sale.machine';
import { productPageMachine } from '../../machines/product-page.machine';
import { quantityStepperMachine } from '../../machines/quantity-stepper.machine';
import { routerMachine } from '../../machines/router.machine';
import { searchSuggestionsMachine } from '../../machines/search-suggestions.machine';
import { sliderMachine } from '../../machines/slider.machine';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { DEFAULT_SEARCH_LENGTH } from '../../src/domain/search';
import type { Resolution } from '../../src/domain/routes';
import { toastsMachine } from '../../machines/toasts.machine';
import { ACCOUNT_CREATED_TOAST, createToast, OFFLINE_TOAST, ONLINE_TOAST, type ToastInput } from '../../src/domain/toast';
import { CATEGORY_LISTING, EMPTY_CATEGORY_LISTING, EMPTY_SEARCH_LISTING, SEARCH_LISTING } from '../fixtures/listings';
import { CONFIGURABLE_PRODUCT, OUT_OF_STOCK_PRODUCT, SIMPLE_PRODUCT } from '../fixtures/products';
import { MENU, MENU_BRANCHES, NO_SUGGESTIONS, SUGGESTIONS } from '../fixtures/navigation';
import { ABOUT_US, DELIVERY_BLOCK, FAQ_INPUT, SLIDER_INPUT, STORES } from '../fixtures/cms';
import { CHECKOUT_LINKS, NEED_HELP, NO_CONTACT, PHONE_ONLY_NEW_YORK } from '../fixtures/need-help';
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
import { crossSellsOf } from '../fixtures/cross-sells';
import { defineModel, type MachineModel } from '../harness/model';
import { addressBookModel } from './address-book-models';
import { cardPaymentModel, checkoutModel, offlinePaymentModel } from './checkout-models';
import { savedPaymentsModel } from './saved-payments-models';
import { accountInformationModel, communicationsModel } from './profile-models';
import { createAccountFormModel, forgotPasswordFormModel, resetPasswordFormModel, sessionModel, signInFormModel } from './account-models';
import { orderDetailModel, orderHistoryModel, trackOrderModel } from './orders-models';
import { contactModel } from './contact-models';
import { pickupPlaceModel } from './pickup-place-models';
import { previewModel } from './preview-models';
import { wishlistModel, wishlistPageModel } from './wishlist-models';
import { favoriteStoreModel } from './favorite-store-models';
import { favoriteStoreMachine } from '../../machines/favorite-store.machine';
import { botProtectionModel, newsletterModel } from './newsletter-models';
import { newsletterMachine } from '../../machines/newsletter.machine';
import { switchersModel } from './switchers-models';
import { OMEGA_ONLY } from '../fixtures/wishlist';
import { subscriptionOfferModel, subscriptionsAuthModel, subscriptionsModel } from './subscriptions-models';
import { embedWidgetModel, videoPlayerModel } from './page-builder-media-models';
import { productReviewsModel, reviewFormModel } from './reviews-models';

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

/** The shell's bus: a page's request for the cart, a form's token for the session, the wishlist page's changes, a form's notice. */
export const SHELL_REQUESTS = [
  { type: 'shell.cart', request: { type: 'cart.refresh' } },
  { type: 'shell.session', request: { type: 'session.tokenSet', token: 'NEW-TOKEN' } },
  { type: 'shell.wishlist', request: { type: 'wishlist.changed', wishlist: OMEGA_ONLY } },
  { type: 'shell.notify', toast: ACCOUNT_CREATED_TOAST },
] as const;

/** What goes up the bus, and the cart's settling that comes down to the pages. */
const SHELL_BUS = [...SHELL_REQUESTS, { type: 'cart.settled', cart: CART }] as const;

/** The cart back in idle: settled, or with a request still waiting. */
const CART_IDLE = [
  { type: 'cart.idle', cart: CART, queued: 0 },
  { type: 'cart.idle', cart: CART, queued: 1 },
] as const;

/**
 * The shell: its own events, and what its children tell it (the session's changes and the end of a sign-out, the
 * cart's notices and its refusal of a customer's cart). What tells its states apart: who is signed in, and
 * whether the shopper has been offline (the rest of its context is the children it owns).
 */
export const appModel = defineModel({
  name: 'app',
  machine: appMachine,
  inputs: [
    { location: { path: '/', search: '' } },
    // A store without the contact form and the newsletter, with favourite stores (spec §3 store configuration).
    { location: { path: '/', search: '' }, storeConfig: { ...STORE_CONFIG, contact_enabled: false, newsletter_enabled: false, favorite_point_of_sale_enabled: true } },
  ],
  identity: ({ context }) => ({ signedIn: context.signedIn, hasBeenOffline: context.hasBeenOffline }),
  // A store without the newsletter has no block to approach, so no form to load.
  withhold: ({ context }) =>
    context.storeConfig.newsletter_enabled === false
      ? (['newsletter.wanted', 'xstate.done.actor.newsletterLogic', 'xstate.error.actor.newsletterLogic'] as AppEvent['type'][])
      : [],
  events: () => [
    { type: 'drawer.open', which: 'nav' } as const,
    // Another page of the default layout (the test goes to a new one each time).
    { type: 'route.changed', path: '/page', search: '' } as const,
    { type: 'error.unhandled', errorId: 'E1' } as const,
    { type: 'session.changed', signedIn: true } as const,
    { type: 'session.changed', signedIn: false } as const,
    // The sign-out the shopper asked for is done.
    { type: 'session.signedOut' } as const,
    { type: 'cart.notice', toast: { type: 'success', message: 'cart.added', values: { name: 'Oméga 3', quantity: 1 } } } as const,
    { type: 'wishlist.notice', change: 'added', name: 'Oméga 3' } as const,
    ...SHELL_REQUESTS,
    ...CART_IDLE,
    // The footer's newsletter block is wanted; its machine's chunk comes (or fails); the form subscribed an address.
    { type: 'newsletter.wanted' } as const,
    { type: 'xstate.done.actor.newsletterLogic', output: newsletterMachine } as const,
    { type: 'xstate.error.actor.newsletterLogic', error: new Error('Chunk failed') } as const,
    { type: 'newsletter.subscribed' } as const,
    // The favourite store's chunk, asked for on the session's first news when the store enables favourites, comes (or fails).
    { type: 'xstate.done.actor.favoriteStoreLogic', output: favoriteStoreMachine } as const,
    { type: 'xstate.error.actor.favoriteStoreLogic', error: new Error('Chunk failed') } as const,
  ],
});

/** One answer for each way a route can go: a redirect, another host, not found, pages (the router treats every screen alike), and a route whose screen is not built. */
export const RESOLUTIONS: Resolution[] = [
  { type: 'redirect', to: '/omega-3-acides-gras.html', code: 301 },
  { type: 'external', url: 'https://www.example.org/' },
  { type: 'notFound' },
  { type: 'page', page: { kind: 'category', uid: 'NDI=' } },
  { type: 'page', page: { kind: 'cms', identifier: 'about-us' } },
  { type: 'page', page: { kind: 'signIn', params: {} } },
  // A route of the table whose screen is not built yet (every row has its screen now: a kind the table may gain).
  { type: 'page', page: { kind: 'notBuilt', params: {} } } as unknown as Resolution,
  // A screen whose machine comes with its code.
  { type: 'page', page: { kind: 'checkout', params: {} } },
];

/** A screen's machine as it comes with its code (the router only spawns it). */
export const SCREEN_MACHINE = fromCallback(() => undefined);

/** What the shell gives its pages: the store's password rule. */
export const PAGE_SHELL = { policy: DEFAULT_PASSWORD_POLICY, features: ALL_FEATURES };

/** A public path, a guest's (the sign-in form) and a customer's: the access rule reads the path. */
const ROUTER_PATHS = ['/a.html', '/sign-in', '/wishlist'];

/**
 * The router: each path of ROUTER_PATHS, and the same path with a new query string; going back to the first path;
 * each answer of the backend; the session's changes; the screen's code and the page's data arriving (or the code
 * failing). What tells its states apart: where it is and how it came there, who the shopper is, the answer's kind,
 * and what is shown and prepared.
 */
export const routerModel = defineModel({
  name: 'router',
  machine: routerMachine,
  input: { location: { path: '/start.html', search: '' }, shell: PAGE_SHELL },
  identity: ({ context }) => ({
    path: context.location.path,
    traversal: context.traversal,
    session: context.session,
    resolution: context.resolution?.type === 'page' ? context.resolution.page.kind : (context.resolution?.type ?? null),
    shown: context.shown?.type ?? null,
    pending: context.pending !== null,
  }),
  events: (snapshot) => [
    ...ROUTER_PATHS.filter((path) => path !== snapshot.context.location.path).map((path) => ({ type: 'location.changed' as const, path, search: '' })),
    { type: 'location.changed' as const, path: snapshot.context.location.path, search: '?page=2' },
    ...(snapshot.context.location.path === ROUTER_PATHS[0] ? [] : [{ type: 'location.changed' as const, path: ROUTER_PATHS[0]!, search: '', traversal: true }]),
    { type: 'route.prefetch' as const, path: '/' },
    { type: 'connection.back' as const },
    { type: 'session.changed' as const, signedIn: true },
    { type: 'session.changed' as const, signedIn: false },
    ...RESOLUTIONS.map((output) => ({ type: 'xstate.done.actor.resolveRoute' as const, output })),
    { type: 'xstate.error.actor.screenCode' as const, error: new Error('Chunk failed') },
    { type: 'xstate.done.actor.screenMachine' as const, output: SCREEN_MACHINE },
    { type: 'xstate.error.actor.screenMachine' as const, error: new Error('Chunk failed') },
    ...SHELL_BUS,
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
  'cart.signIn',
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
    customer: context.customer,
  }),
  events: (snapshot) => {
    const { errors } = snapshot.context;
    const calm = Object.values(errors).every((error) => error === null);
    const requests = [
      // The product page's button: a press while another add is on its way is turned away.
      { type: 'cart.add' as const, line: OMEGA_ADD, pressed: true },
      { type: 'cart.update' as const, uid: OMEGA_LINE.uid, quantity: 3 },
      { type: 'cart.changeOptions' as const, uid: COLLAGEN_LINE.uid, selectedOptions: ['bmF0dXJl'] },
      { type: 'cart.changeOptions' as const, uid: COLLAGEN_LINE.uid, selectedOptions: ['Y2l0cm9u'] },
      { type: 'cart.remove' as const, uid: OMEGA_LINE.uid },
      { type: 'cart.coupon.apply' as const, code: 'BIENVENUE10' },
      { type: 'cart.coupon.remove' as const },
      { type: 'cart.shipping.estimate' as const, postcode: '75001' },
      { type: 'cart.refresh' as const },
      ...(snapshot.context.customer ? [] : [{ type: 'cart.signIn' as const }]),
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
      // The customer's cart: the guest's one, or another one to merge the guest's into.
      ...[snapshot.context.cartId ?? 'CART1', 'CUSTOMER-CART'].map((output) => ({ type: 'xstate.done.actor.customerCartId' as const, output })),
      ...fails('customerCartId', GONE_CART, NETWORK_DOWN),
      { type: 'xstate.done.actor.mergeCarts' as const, output: CART },
      ...fails('mergeCarts', GONE_CART),
    ];
  },
});

/** What a shopper does on the cart page itself. */
const CART_PAGE_ACTIONS = ['quantity.settled', 'line.remove', 'line.changeOptions', 'coupon.submit', 'estimate.submit'] as const;

/** The carts the cart page may see settle: both lines, one more of the first, the first removed, none. */
export const SETTLED_CARTS = [CART, MORE_OMEGA_CART, COLLAGEN_CART, EMPTY_CART];

/**
 * The cart page: the cart settling with each of those; for each line, one unit more or back to the cart's
 * quantity, its removal, and for the configurable line the same options, others, or out-of-stock ones; a blank and a real coupon
 * code; a postcode too short and a good one; the cross-sells of the cart's products, none, or a failure to load them.
 * The rest of the page works the same whatever its row of cross-sells shows: the shopper acts once they are shown
 * (not while they load, nor when there are none), and which ones were loaded tells states apart only by whether
 * there are any. The traversal stays finite.
 */
export const cartPageModel = defineModel({
  name: 'cartPage',
  machine: cartPageMachine,
  identity: ({ context }) => ({ ...context, crossSells: context.crossSells.length > 0 }),
  withhold: (snapshot) =>
    snapshot.matches({ filled: { crossSells: 'loaded' } }) && snapshot.context.crossSells.length > 0
      ? []
      : [...CART_PAGE_ACTIONS],
  events: (snapshot) => {
    const items = snapshot.context.cart?.items ?? [];
    return [
      ...SETTLED_CARTS.map((cart) => ({ type: 'cart.settled' as const, cart })),
      { type: 'xstate.done.actor.loadCrossSells' as const, output: crossSellsOf(snapshot.context.cart) },
      { type: 'xstate.done.actor.loadCrossSells' as const, output: [] },
      { type: 'xstate.error.actor.loadCrossSells' as const, error: new Error('Failed to fetch') },
      ...items.flatMap((item) => [
        { type: 'quantity.settled' as const, key: item.uid, quantity: item.quantity + 1 },
        { type: 'quantity.settled' as const, key: item.uid, quantity: item.quantity },
        { type: 'line.remove' as const, uid: item.uid },
      ]),
      ...items
        .filter((item) => item.choices.length > 0)
        .flatMap((item) => [
          { type: 'line.changeOptions' as const, uid: item.uid, selectedOptions: item.options.map((option) => option.valueUid) },
          { type: 'line.changeOptions' as const, uid: item.uid, selectedOptions: item.choices.map((choice) => choice.values[0]!.uid) },
          // A variant out of stock: refused, as on the product page.
          ...item.variants
            .filter((variant) => !variant.inStock)
            .map((variant) => ({ type: 'line.changeOptions' as const, uid: item.uid, selectedOptions: item.choices.map((choice) => variant.options[choice.code]!) })),
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
    { type: 'quantity.leave' as const },
  ],
});

/** The menu loads, or fails (and is retried). */
export const categoryTreeModel = defineModel({
  name: 'categoryTree',
  machine: categoryTreeMachine,
  input: { urlSuffix: '.html' },
  events: () => [{ type: 'xstate.done.actor.loadCategoryTree' as const, output: MENU }],
});

/** The two categories with a dropdown: a full one and a skinny one; a row with room for these two only. */
export const megaMenuModel = defineModel({
  name: 'megaMenu',
  machine: megaMenuMachine,
  events: () => [
    ...MENU_BRANCHES.flatMap(({ uid }) => [
      { type: 'menu.open' as const, uid },
      { type: 'menu.toggle' as const, uid },
    ]),
    { type: 'menu.measured' as const, fitting: MENU_BRANCHES.length },
  ],
  // The "More" button shows once the row is measured too narrow for all.
  withhold: (snapshot) => (snapshot.context.fitting === null ? ['menu.more' as const] : []),
});

/** Every category with children of the level on show, and both ways the session can change. */
export const navDrawerModel = defineModel({
  name: 'navDrawer',
  machine: navDrawerMachine,
  input: { signedIn: false, policy: DEFAULT_PASSWORD_POLICY },
  events: (snapshot) => [
    // The fixture menu walked down the categories opened.
    ...snapshot.context.trail
      .reduce((items, uid) => items.find((item) => item.uid === uid)?.children ?? [], MENU)
      .filter((item) => item.children.length > 0)
      .map((item) => ({ type: 'category.open' as const, uid: item.uid })),
    { type: 'session.changed' as const, signedIn: true },
    { type: 'session.changed' as const, signedIn: false },
    SHELL_REQUESTS[1],
    SHELL_REQUESTS[3],
  ],
});

/**
 * Nothing typed, too little, two queries worth suggesting; an answer with suggestions and one without; the arrow keys
 * both ways and a submit.
 */
export const SEARCH_QUERIES = ['', 'ma', 'magn', 'omega '];

export const searchSuggestionsModel = defineModel({
  name: 'searchSuggestions',
  machine: searchSuggestionsMachine,
  input: { length: DEFAULT_SEARCH_LENGTH },
  events: () => [
    ...SEARCH_QUERIES.map((query) => ({ type: 'query.changed' as const, query })),
    { type: 'xstate.done.actor.loadSuggestions' as const, output: SUGGESTIONS },
    { type: 'xstate.done.actor.loadSuggestions' as const, output: NO_SUGGESTIONS },
    { type: 'highlight.move' as const, by: 1 as const },
    { type: 'highlight.move' as const, by: -1 as const },
    { type: 'submit' as const },
  ],
});

/** The listing on show offers a filter value, or it is ticked (in the URL, or in the modal's pending choice). */
const offers = (snapshot: CatalogListingSnapshot, ticked: Partial<Record<string, readonly string[]>>, code: string, value: string) =>
  (snapshot.context.listing?.facets ?? []).some((facet) => facet.code === code && facet.options.some((option) => option.value === value)) ||
  (ticked[code] ?? []).includes(value);

/**
 * A listing and its answers (a page with filters and a second page, or nothing): the second page and back to
 * the first through the URL, a brand ticked in the sidebar and removed as a chip, a sort, a price in the modal; a
 * failure, or a second page that no longer exists.
 */
function listingModel(input: ListingPageInput, answers: Listing[], secondPage: string) {
  return defineModel({
    name: 'catalogListing',
    machine: catalogListingMachine,
    input,
    events: (snapshot) => [
      ...answers.map((output) => ({ type: 'xstate.done.actor.loadListing' as const, output })),
      { type: 'xstate.error.actor.loadListing' as const, error: new Error('backend down') },
      // Magento's answer for a page past the last (the catalogue shrank since the link was made).
      ...(snapshot.context.query.page > 1
        ? [{ type: 'xstate.error.actor.loadListing' as const, error: new Error(`currentPage value ${snapshot.context.query.page} specified is greater than the 1 page(s) available.`) }]
        : []),
      { type: 'location.searchChanged' as const, search: secondPage },
      { type: 'location.searchChanged' as const, search: input.search },
      ...(offers(snapshot, snapshot.context.query.filters, 'brand', '4') ? [{ type: 'filter.toggle' as const, code: 'brand' as const, value: '4' }] : []),
      // A chip for each value the URL ticks.
      ...Object.entries(snapshot.context.query.filters).flatMap(([code, values]) => (values ?? []).map((value) => ({ type: 'filter.remove' as const, code, value }))),
      { type: 'sort.choose' as const, sort: 'price-asc' as const },
      ...(offers(snapshot, snapshot.context.draft, 'price', '0_10') ? [{ type: 'filterModal.toggle' as const, code: 'price' as const, value: '0_10' }] : []),
    ],
  });
}

export const catalogListingModel = listingModel(
  { source: { kind: 'category', uid: 'Mw==' }, search: '', path: '/vitamines-mineraux.html' },
  [CATEGORY_LISTING, EMPTY_CATEGORY_LISTING],
  '?page=2',
);

/** The same chart on the search results page. */
export const catalogListingSearchModel = listingModel(
  { source: { kind: 'search' }, search: '?query=magnesium', path: '/search.html' },
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

/** The finder's searches: blank, a town with a store, a postcode of a department without one, a place it cannot find. */
export const STORE_SEARCHES = ['', 'lyon', '13008', 'Atlantide'];
/** Where the device says it is: by Lyon's Place Bellecour, or why it cannot say. */
export const DEVICE_LOCATIONS: DeviceLocation[] = [{ latitude: 45.7578, longitude: 4.832 }, 'refused', 'unavailable'];

/** The stores of the list (or the one of a store's page), or none; on the list, the finder's searches and locations. */
export const pointsOfSaleModel = defineModel({
  name: 'pointsOfSale',
  machine: pointsOfSaleMachine,
  input: { identifier: null },
  events: () => [
    ...[STORES, []].map((output) => ({ type: 'xstate.done.actor.loadPointsOfSale' as const, output })),
    ...STORE_SEARCHES.map((query) => ({ type: 'finder.search' as const, query })),
    ...DEVICE_LOCATIONS.map((output) => ({ type: 'xstate.done.actor.locateDevice' as const, output })),
  ],
  // Which state the finder is in tells the traversal enough: the place searched shows in the paths' steps.
  identity: (snapshot) => snapshot.value,
});

/** The Need Help menu's answers: the shop's full details, a phone line only (a timezone with an underscore), neither. */
export const NEED_HELP_ANSWERS = [NEED_HELP, PHONE_ONLY_NEW_YORK, NO_CONTACT];

export const needHelpModel = defineModel({
  name: 'needHelp',
  machine: needHelpMachine,
  events: () => NEED_HELP_ANSWERS.map((output) => ({ type: 'xstate.done.actor.loadNeedHelp' as const, output })),
});

/** The checkout footer's block: it loads, or fails and is asked again. */
export const cmsBlockModel = defineModel({
  name: 'cmsBlock',
  machine: cmsBlockMachine,
  input: { identifier: 'footer-checkout-links-block' },
  events: () => [{ type: 'xstate.done.actor.loadBlock' as const, output: CHECKOUT_LINKS }],
});

export const models: Record<string, MachineModel> = {
  accordion: accordionModel as MachineModel,
  addressBook: addressBookModel as MachineModel,
  accountInformation: accountInformationModel as MachineModel,
  app: appModel as MachineModel,
  botProtection: botProtectionModel as MachineModel,
  blockLink: blockLinkModel as MachineModel,
  cart: cartModel as MachineModel,
  cardPayment: cardPaymentModel as MachineModel,
  cartPage: cartPageModel as MachineModel,
  checkout: checkoutModel as MachineModel,
  createAccountForm: createAccountFormModel as MachineModel,
  favoriteStore: favoriteStoreModel as MachineModel,
  embedWidget: embedWidgetModel as MachineModel,
  forgotPasswordForm: forgotPasswordFormModel as MachineModel,
  resetPasswordForm: resetPasswordFormModel as MachineModel,
  session: sessionModel as MachineModel,
  signInForm: signInFormModel as MachineModel,
  catalogListing: catalogListingModel as MachineModel,
  categoryTree: categoryTreeModel as MachineModel,
  cmsBlock: cmsBlockModel as MachineModel,
  cmsPage: cmsPageModel as MachineModel,
  communications: communicationsModel as MachineModel,
  contact: contactModel as MachineModel,
  imageCarousel: imageCarouselModel as MachineModel,
  loadingBar: loadingBarModel as MachineModel,
  megaMenu: megaMenuModel as MachineModel,
  navDrawer: navDrawerModel as MachineModel,
  needHelp: needHelpModel as MachineModel,
  newsletter: newsletterModel as MachineModel,
  offlinePayment: offlinePaymentModel as MachineModel,
  orderDetail: orderDetailModel as MachineModel,
  orderHistory: orderHistoryModel as MachineModel,
  pickupPlace: pickupPlaceModel as MachineModel,
  pointsOfSale: pointsOfSaleModel as MachineModel,
  preview: previewModel as MachineModel,
  productPage: productPageModel as MachineModel,
  productReviews: productReviewsModel as MachineModel,
  reviewForm: reviewFormModel as MachineModel,
  quantityStepper: quantityStepperModel as MachineModel,
  router: routerModel as MachineModel,
  savedPayments: savedPaymentsModel as MachineModel,
  searchSuggestions: searchSuggestionsModel as MachineModel,
  slider: sliderModel as MachineModel,
  toasts: toastsModel as MachineModel,
  trackOrder: trackOrderModel as MachineModel,
  videoPlayer: videoPlayerModel as MachineModel,
  wishlist: wishlistModel as MachineModel,
  wishlistPage: wishlistPageModel as MachineModel,
  subscriptions: subscriptionsModel as MachineModel,
  subscriptionsAuth: subscriptionsAuthModel as MachineModel,
  subscriptionOffer: subscriptionOfferModel as MachineModel,
  switchers: switchersModel as MachineModel,
};
