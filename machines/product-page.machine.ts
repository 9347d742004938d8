import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { cartLineOf } from '../src/domain/cart-line';
import { isInStock, shownImages, shownPrice, unitsLeft, type Product, type Selection } from '../src/domain/product';
import { isSelectionComplete, isValueAvailable, optionChoices, selectionError, variantFor } from '../src/domain/product-options';
import { imageCarouselMachine } from './image-carousel.machine';
import { productReviewsMachine } from './product-reviews.machine';
import { quantityStepperMachine } from './quantity-stepper.machine';
import { reviewFormMachine } from './review-form.machine';
import { subscriptionOfferMachine } from './subscription-offer.machine';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface ProductInput {
  uid: string;
  urlKey: string;
}

export type ProductPageEvent =
  /** The shopper picks a value of an option of a configurable product. */
  | { type: 'option.select'; code: string; uid: string }
  /** Try loading again after a failure. */
  | { type: 'retry' };

export interface ProductPageContext extends ProductInput {
  product: Product | null;
  selection: Selection;
}

const variantOf = (context: ProductPageContext) => (context.product ? variantFor(context.product, context.selection) : null);

type Choice = { code: string; uid: string };

/** Another value than the one chosen, still possible with the other options' values. */
const isChoosable = (context: ProductPageContext, { code, uid }: Choice) =>
  context.selection[code] !== uid && isValueAvailable(context.product!, context.selection, code, uid);

/**
 * Product page (spec §2): loads the product by URL key, then shows it: not found when the catalogue has no such
 * product, an error (with a retry) when loading fails. Once ready, a configurable product waits for its options
 * (each value chosen must keep a variant in stock possible); once every option is chosen, the variant's images,
 * price and stock take over. The image carousel and the quantity stepper are machines of their own, invoked here
 * and told when the variant changes; so are the subscription offer (one-time purchase or subscribe and save), the
 * product's reviews ("Voir plus d'avis") and the form that writes one. The
 * ready, not-found and error states carry `settled` for the server render, and `notFound` or `failed` for the
 * status of its answer.
 */
export const productPageMachine = setup({
  types: {
    context: {} as ProductPageContext,
    events: {} as ProductPageEvent,
    input: {} as ProductInput,
    children: {} as {
      loadProduct: 'loadProduct'; carousel: 'imageCarousel'; quantity: 'quantityStepper'; subscription: 'subscriptionOffer';
      reviews: 'productReviews'; reviewForm: 'reviewForm';
    },
  },
  actors: {
    /** Resolves to null when the catalogue has no product with this URL key. */
    loadProduct: providedByTheApp<Product | null, ProductInput>('loadProduct'),
    imageCarousel: imageCarouselMachine,
    quantityStepper: quantityStepperMachine,
    subscriptionOffer: subscriptionOfferMachine,
    productReviews: productReviewsMachine,
    reviewForm: reviewFormMachine,
  },
  actions: {
    keepProduct: assign({ product: (_, params: { product: Product | null }) => params.product, selection: {} }),
    chooseValue: assign({ selection: ({ context }, params: Choice) => ({ ...context.selection, [params.code]: params.uid }) }),
    /** The variant changed: its images start from the first one, its stock bounds the quantity. */
    followVariant: enqueueActions(({ context, enqueue }) => {
      const variant = variantOf(context);
      enqueue.sendTo('carousel', { type: 'carousel.show', count: shownImages(context.product!, variant).length });
      enqueue.sendTo('quantity', { type: 'quantity.limit', unitsLeft: unitsLeft(context.product!, variant) });
    }),
  },
  guards: {
    isMissing: (_, params: { product: Product | null }) => params.product === null,
    isSoldOut: (_, params: { product: Product | null }) => params.product !== null && !isInStock(params.product, null),
    hasOptions: (_, params: { product: Product | null }) => (params.product?.options.length ?? 0) > 0,
    isChoosable: ({ context }, params: Choice) => isChoosable(context, params),
    /** A choosable value that is the last one missing. */
    completesChoice: ({ context }, params: Choice) =>
      isChoosable(context, params) && isSelectionComplete(context.product!.options, { ...context.selection, [params.code]: params.uid }),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({ ...input, product: null, selection: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProduct',
        src: 'loadProduct',
        input: ({ context }) => ({ uid: context.uid, urlKey: context.urlKey }),
        // What the answer is decides where the page opens.
        onDone: [
          { guard: { type: 'isMissing', params: ({ event }) => ({ product: event.output }) }, target: 'notFound' },
          {
            guard: { type: 'isSoldOut', params: ({ event }) => ({ product: event.output }) },
            target: 'ready.outOfStock',
            actions: { type: 'keepProduct', params: ({ event }) => ({ product: event.output }) },
          },
          {
            guard: { type: 'hasOptions', params: ({ event }) => ({ product: event.output }) },
            target: 'ready.choosingOptions',
            actions: { type: 'keepProduct', params: ({ event }) => ({ product: event.output }) },
          },
          { target: 'ready', actions: { type: 'keepProduct', params: ({ event }) => ({ product: event.output }) } },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    ready: {
      tags: 'settled',
      invoke: [
        { id: 'carousel', src: 'imageCarousel', input: ({ context }) => ({ count: shownImages(context.product!, null).length }) },
        { id: 'quantity', src: 'quantityStepper', input: ({ context }) => ({ unitsLeft: unitsLeft(context.product!, null) }) },
        { id: 'subscription', src: 'subscriptionOffer' },
        { id: 'reviews', src: 'productReviews', input: ({ context }) => ({ urlKey: context.urlKey, page: context.product!.reviews }) },
        { id: 'reviewForm', src: 'reviewForm', input: ({ context }) => ({ sku: context.product!.sku }) },
      ],
      initial: 'purchasable',
      states: {
        /** A simple product in stock. */
        purchasable: {},
        /** Nothing of it can be bought: a simple product out of stock, or a configurable one without a variant in stock. */
        outOfStock: {},
        choosingOptions: {
          on: {
            'option.select': [
              {
                guard: { type: 'completesChoice', params: ({ event }) => ({ code: event.code, uid: event.uid }) },
                target: 'variantChosen',
                actions: [{ type: 'chooseValue', params: ({ event }) => ({ code: event.code, uid: event.uid }) }, 'followVariant'],
              },
              {
                guard: { type: 'isChoosable', params: ({ event }) => ({ code: event.code, uid: event.uid }) },
                actions: { type: 'chooseValue', params: ({ event }) => ({ code: event.code, uid: event.uid }) },
              },
            ],
          },
        },
        variantChosen: {
          on: {
            'option.select': {
              guard: { type: 'isChoosable', params: ({ event }) => ({ code: event.code, uid: event.uid }) },
              actions: [{ type: 'chooseValue', params: ({ event }) => ({ code: event.code, uid: event.uid }) }, 'followVariant'],
            },
          },
        },
      },
    },
    notFound: { tags: ['settled', 'notFound'] },
    failed: {
      tags: ['settled', 'failed'],
      on: { retry: 'loading' },
    },
  },
});

export type ProductPageSnapshot = SnapshotFrom<typeof productPageMachine>;
export type ProductPageActor = ActorRefFrom<typeof productPageMachine>;

export type ProductPageView = 'loading' | 'ready' | 'notFound' | 'failed';

export const selectProductPageView = (s: ProductPageSnapshot): ProductPageView =>
  s.matches('ready') ? 'ready' : s.matches('notFound') ? 'notFound' : s.matches('failed') ? 'failed' : 'loading';

export const selectProduct = (s: ProductPageSnapshot) => s.context.product;
export const selectVariant = (s: ProductPageSnapshot) => variantOf(s.context);
// The selectors below read the product, which the page shows only once it is `ready` (read).
export const selectGallery = (s: ProductPageSnapshot) => shownImages(s.context.product!, variantOf(s.context));
export const selectPrice = (s: ProductPageSnapshot) => shownPrice(s.context.product!, variantOf(s.context));
export const selectOutOfStock = (s: ProductPageSnapshot) => s.matches({ ready: 'outOfStock' });
/** It can go to the cart as chosen: a simple product in stock, or a configurable one with its variant chosen. */
export const selectIsPurchasable = (s: ProductPageSnapshot) => s.matches({ ready: 'purchasable' }) || s.matches({ ready: 'variantChosen' });
/** While options are missing, the first one to choose ("Choose an option for Saveur."). */
export const selectMissingOption = (s: ProductPageSnapshot) =>
  s.matches({ ready: 'choosingOptions' }) ? selectionError(s.context.product!.options, s.context.selection) : null;
/** What adding `quantity` of the product as chosen asks the cart for; `frequency` when the shopper subscribes. */
export const cartLineFor = (s: ProductPageSnapshot, quantity: number, frequency: number | null = null) => ({
  ...cartLineOf(s.context.product!, s.context.selection, quantity),
  ...(frequency !== null && { frequency }),
});

/** Each option with its values (available or not) and the value chosen, if any. */
export const selectOptions = (s: ProductPageSnapshot) => {
  const { product, selection } = s.context;
  return product!.options.map((option) => ({
    ...option,
    chosen: selection[option.code] ?? null,
    choices: optionChoices(product!, selection, option),
  }));
};

/** Title and description of the page's head (the shell sets them): the catalogue's meta data, else the name. */
export const selectProductHead = (s: ProductPageSnapshot): { title: string; description: string | null } | null => {
  const { product } = s.context;
  return product ? { title: product.metaTitle || product.name, description: product.metaDescription || null } : null;
};

export const selectCarousel = (s: ProductPageSnapshot) => s.children.carousel;
export const selectQuantityStepper = (s: ProductPageSnapshot) => s.children.quantity;
/** The "subscribe and save" choice, for a product the subscription provider offers. */
export const selectSubscriptionOffer = (s: ProductPageSnapshot) => (s.context.product!.subscriptionOffer ? s.children.subscription : undefined);
/** The product's reviews and the form that writes one. */
export const selectReviewList = (s: ProductPageSnapshot) => s.children.reviews;
export const selectReviewForm = (s: ProductPageSnapshot) => s.children.reviewForm;
/** Where the product sits in the catalogue: its deepest category's trail. */
export const selectBreadcrumbs = (s: ProductPageSnapshot) => s.context.product!.breadcrumbs;
/** "Produits associés" and "Vous aimerez aussi": each row hidden when empty. */
export const selectRelated = (s: ProductPageSnapshot) => s.context.product!.related;
export const selectUpsells = (s: ProductPageSnapshot) => s.context.product!.upsells;
