import { assign, enqueueActions, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { couponCodeOf, isFrenchPostcode, isSameVariant, isVariantInStock, sameContents, type Cart } from '../src/domain/cart';
import { cartProductSkus, sameProducts, shownCrossSells } from '../src/domain/cross-sells';
import type { LinkedProduct } from '../src/domain/product';
import { selectIsLoading, type CartEvent, type CartSnapshot } from './cart.machine';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';
import { quantityStepperMachine, type QuantityStepperActor, type QuantityStepperReport } from './quantity-stepper.machine';

export type CartPageEvent =
  /** The cart answered everything asked of it: its lines as they are now (the shell's news, through the router). */
  | { type: 'cart.settled'; cart: Cart | null }
  /** The shopper settled on a line's quantity (its stepper says when, `key` being the line's uid). */
  | QuantityStepperReport
  | { type: 'line.remove'; uid: string }
  | { type: 'line.changeOptions'; uid: string; selectedOptions: string[] }
  | { type: 'coupon.submit'; code: string }
  | { type: 'estimate.submit'; postcode: string };

export interface CartPageContext {
  /** The cart as it last settled: the lines the steppers follow. */
  cart: Cart | null;
  /** Quantities sent for lines since the cart last settled. */
  requested: Record<string, number>;
  /** The line the last request about a line was for: that request's error shows on it. */
  target: string | null;
  /** The postcode last estimated for: estimated again when the cart's contents change. */
  postcode: string | null;
  /** The products whose cross-sells were last asked for: asked again once the cart holds others. */
  crossSellsFor: string[];
  /** The cross-sells of those products, as last loaded (the row leaves out those the cart holds by then). */
  crossSells: LinkedProduct[];
}

/** The cart's products whose cross-sells are asked for. */
export interface CrossSellsInput {
  skus: string[];
}

/** The id of a line's quantity stepper among the page's children. */
const stepperId = (uid: string) => `quantity:${uid}`;

const itemOf = (context: CartPageContext, uid: string) => context.cart?.items.find((item) => item.uid === uid);

/** A request for the shell's cart, up the shell's bus. */
const askCart = (request: CartEvent): ShellRequest => ({ type: 'shell.cart', request });

/**
 * The cart page (spec §2 "/cart"): the page's side of the shell's cart. Each line has a quantity stepper that
 * starts at the line's quantity; a quantity the shopper settles on goes to the cart, and once the cart has
 * answered, the stepper shows the cart's quantity again (the new one, or the old one when refused). The coupon
 * and the postcode are checked before the cart is asked anything, and an estimate is asked again for the same
 * postcode when the cart's contents change (an estimate of other contents would mislead). Requests about a line
 * remember which line, so that their error shows there. The cart itself holds the lines, totals and errors.
 * Under the lines, "Complete your order" shows the cross-sells of the cart's products, loaded again when the cart
 * holds other products; a failure only leaves the row out.
 */
export const cartPageMachine = setup({
  types: {
    context: {} as CartPageContext,
    events: {} as CartPageEvent,
  },
  actors: {
    quantityStepper: quantityStepperMachine,
    loadCrossSells: providedByTheApp<LinkedProduct[], CrossSellsInput>('loadCrossSells'),
  },
  actions: {
    /** A stepper per line: new lines get one, gone lines lose theirs, changed or asked-for quantities show the cart's. */
    followCart: enqueueActions(({ context, enqueue }, params: { cart: Cart | null }) => {
      const before = new Map((context.cart?.items ?? []).map((item) => [item.uid, item.quantity]));
      const now = params.cart?.items ?? [];
      for (const uid of before.keys()) if (!now.some((item) => item.uid === uid)) enqueue.stopChild(stepperId(uid));
      for (const item of now) {
        const quantity = before.get(item.uid);
        if (quantity === undefined) {
          enqueue.spawnChild('quantityStepper', { id: stepperId(item.uid), input: { unitsLeft: null, quantity: item.quantity, key: item.uid } });
        } else if (quantity !== item.quantity || item.uid in context.requested) {
          enqueue.sendTo(stepperId(item.uid), { type: 'quantity.type', text: String(item.quantity) });
        }
      }
      enqueue.assign({ cart: params.cart, requested: {} });
    }),
    keepRequested: assign({
      requested: ({ context }, params: { uid: string; quantity: number }) => ({ ...context.requested, [params.uid]: params.quantity }),
    }),
    keepTarget: assign({ target: (_, params: { uid: string }) => params.uid }),
    keepPostcode: assign({ postcode: (_, params: { postcode: string }) => params.postcode }),
    keyCrossSells: assign({ crossSellsFor: ({ context }) => cartProductSkus(context.cart) }),
    keepCrossSells: assign({ crossSells: (_, params: { crossSells: LinkedProduct[] }) => params.crossSells }),
    forgetCrossSells: assign({ crossSells: [] }),
    /** The page shows the cart as it is now (prices, stock), not as it was last read. */
    refreshCart: sendParent(askCart({ type: 'cart.refresh' })),
    updateLine: sendParent((_, params: { uid: string; quantity: number }) => askCart({ type: 'cart.update', ...params })),
    removeLine: sendParent((_, params: { uid: string }) => askCart({ type: 'cart.remove', ...params })),
    changeOptions: sendParent((_, params: { uid: string; selectedOptions: string[] }) => askCart({ type: 'cart.changeOptions', ...params })),
    endEdit: sendParent(askCart({ type: 'cart.edit.end' })),
    applyCoupon: sendParent((_, params: { code: string }) => askCart({ type: 'cart.coupon.apply', ...params })),
    estimateShipping: sendParent((_, params: { postcode: string }) => askCart({ type: 'cart.shipping.estimate', ...params })),
  },
  guards: {
    /** A line of the cart, and a quantity other than the one it has or was last asked for. */
    changesQuantity: ({ context }, params: { uid: string; quantity: number }) => {
      const item = itemOf(context, params.uid);
      return item !== undefined && params.quantity !== (context.requested[params.uid] ?? item.quantity);
    },
    isSameVariant: ({ context }, params: { uid: string; selectedOptions: string[] }) => {
      const item = itemOf(context, params.uid);
      return item !== undefined && isSameVariant(item, params.selectedOptions);
    },
    /** A variant the product has in stock (the product page's rule): another one is refused. */
    isVariantInStock: ({ context }, params: { uid: string; selectedOptions: string[] }) => {
      const item = itemOf(context, params.uid);
      return item !== undefined && isVariantInStock(item, params.selectedOptions);
    },
    hasCouponCode: (_, params: { code: string }) => couponCodeOf(params.code) !== null,
    isPostcode: (_, params: { postcode: string }) => isFrenchPostcode(params.postcode),
    hasLines: (_, params: { cart: Cart | null }) => (params.cart?.items.length ?? 0) > 0,
    /** The cart holds other products than those whose cross-sells were asked for (not only other quantities or options). */
    holdsOtherProducts: ({ context }) => !sameProducts(context.crossSellsFor, cartProductSkus(context.cart)),
    /** An estimate was made here, and the cart, still with lines, now holds something else. */
    estimateOutdated: ({ context }, params: { cart: Cart | null }) =>
      context.postcode !== null && (params.cart?.items.length ?? 0) > 0 && !sameContents(context.cart, params.cart),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'cartPage',
  context: { cart: null, requested: {}, target: null, postcode: null, crossSellsFor: [], crossSells: [] },
  entry: 'refreshCart',
  // The page has nothing to load of its own: a server renders it at once (with the cart's shimmer).
  tags: 'settled',
  initial: 'empty',
  states: {
    /** No lines (or no cart yet): nothing to change, no coupon or estimate to ask for. */
    empty: {
      on: {
        'cart.settled': [
          { guard: { type: 'hasLines', params: ({ event }) => event }, target: 'filled', actions: { type: 'followCart', params: ({ event }) => event } },
          { actions: { type: 'followCart', params: ({ event }) => event } },
        ],
      },
    },
    filled: {
      type: 'parallel',
      on: {
        'cart.settled': [
          {
            guard: { type: 'estimateOutdated', params: ({ event }) => event },
            actions: [
              { type: 'followCart', params: ({ event }) => event },
              { type: 'estimateShipping', params: ({ context }) => ({ postcode: context.postcode! }) },
            ],
          },
          { guard: { type: 'hasLines', params: ({ event }) => event }, actions: { type: 'followCart', params: ({ event }) => event } },
          { target: 'empty', actions: { type: 'followCart', params: ({ event }) => event } },
        ],
        'quantity.settled': {
          guard: { type: 'changesQuantity', params: ({ event }) => ({ uid: event.key, quantity: event.quantity }) },
          actions: [
            { type: 'keepRequested', params: ({ event }) => ({ uid: event.key, quantity: event.quantity }) },
            { type: 'keepTarget', params: ({ event }) => ({ uid: event.key }) },
            { type: 'updateLine', params: ({ event }) => ({ uid: event.key, quantity: event.quantity }) },
          ],
        },
        'line.remove': {
          actions: [
            { type: 'keepTarget', params: ({ event }) => event },
            { type: 'removeLine', params: ({ event }) => ({ uid: event.uid }) },
          ],
        },
        'line.changeOptions': [
          { guard: { type: 'isSameVariant', params: ({ event }) => event }, actions: 'endEdit' },
          {
            guard: { type: 'isVariantInStock', params: ({ event }) => event },
            actions: [
              { type: 'keepTarget', params: ({ event }) => event },
              { type: 'changeOptions', params: ({ event }) => ({ uid: event.uid, selectedOptions: event.selectedOptions }) },
            ],
          },
        ],
      },
      states: {
        /** The coupon field: a code is needed before the cart is asked. */
        coupon: {
          initial: 'ready',
          on: {
            'coupon.submit': [
              {
                guard: { type: 'hasCouponCode', params: ({ event }) => event },
                target: '.ready',
                actions: { type: 'applyCoupon', params: ({ event }) => ({ code: couponCodeOf(event.code)! }) },
              },
              { target: '.codeMissing' },
            ],
          },
          states: { ready: {}, codeMissing: {} },
        },
        /** The postcode field: five digits before the cart is asked for an estimate. */
        postcode: {
          initial: 'ready',
          on: {
            'estimate.submit': [
              {
                guard: { type: 'isPostcode', params: ({ event }) => event },
                target: '.ready',
                actions: [
                  { type: 'keepPostcode', params: ({ event }) => ({ postcode: event.postcode.trim() }) },
                  { type: 'estimateShipping', params: ({ event }) => ({ postcode: event.postcode.trim() }) },
                ],
              },
              { target: '.invalid' },
            ],
          },
          states: { ready: {}, invalid: {} },
        },
        /**
         * The cross-sells of the cart's products, loaded again once the cart that settled holds other products. Checked
         * after the page has taken the cart: a `cart.settled` of this region's own would take the place of the page's.
         */
        crossSells: {
          initial: 'loading',
          always: { guard: 'holdsOtherProducts', target: '.loading' },
          states: {
            loading: {
              entry: 'keyCrossSells',
              invoke: {
                id: 'loadCrossSells',
                src: 'loadCrossSells',
                input: ({ context }) => ({ skus: context.crossSellsFor }),
                onDone: { target: 'loaded', actions: { type: 'keepCrossSells', params: ({ event }) => ({ crossSells: event.output }) } },
                onError: { target: 'failed', actions: 'forgetCrossSells' },
              },
              after: { requestTimeout: { target: 'failed', actions: 'forgetCrossSells' } },
            },
            loaded: {},
            /** Nothing to show: the row is left out, the rest of the page goes on. */
            failed: {},
          },
        },
      },
    },
  },
});

export type CartPageSnapshot = SnapshotFrom<typeof cartPageMachine>;
export type CartPageActor = ActorRefFrom<typeof cartPageMachine>;

// Selectors: what the cart page shows of its own state.
export const selectStepper = (uid: string) => (s: CartPageSnapshot) => s.children[stepperId(uid)] as QuantityStepperActor | undefined;
export const selectTarget = (s: CartPageSnapshot) => s.context.target;
export const selectCouponMissing = (s: CartPageSnapshot) => s.matches({ filled: { coupon: 'codeMissing' } });
export const selectPostcodeInvalid = (s: CartPageSnapshot) => s.matches({ filled: { postcode: 'invalid' } });
/** The "Complete your order" row: the cross-sells loaded, without the products the cart holds now. */
export const selectCrossSells = (s: CartPageSnapshot) => shownCrossSells(s.context.crossSells, s.context.cart);

/** What the page shows of the cart: a shimmer while the stored cart is read, its failure, that it is empty, or it. */
export function selectCartView(s: CartSnapshot): 'loading' | 'failed' | 'empty' | 'ready' {
  if (selectIsLoading(s)) return 'loading';
  if (!s.context.cart) return s.context.errors.getCart ? 'failed' : 'empty';
  return s.context.cart.items.length ? 'ready' : 'empty';
}

/** Why the stored cart could not be read: the last try's reason first. */
export const selectCartFailure = (s: CartSnapshot) => s.context.errors.getDetails ?? s.context.errors.getCart;
