import { and, assign, fromCallback, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { cartErrorOf, type CartError } from '../src/domain/cart-errors';
import { cartSummary, isSameVariant, type Cart, type CartItem, type CartLine, type ShippingEstimate } from '../src/domain/cart';
import { freeShippingProgress } from '../src/domain/free-shipping';
import type { ToastInput } from '../src/domain/toast';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

/** What the shopper asks of the cart; each waits its turn (one at a time, in order). */
export type CartRequest =
  /**
   * `pressed`: asked by a button the shopper presses (the product page's Add to Cart), whose clicks of one burst all
   * arrive before it shows the add pending: such an add is turned away while another is on its way or waits. Adds
   * sent otherwise all wait their turn.
   */
  | { type: 'cart.add'; line: CartLine; pressed?: boolean }
  | { type: 'cart.update'; uid: string; quantity: number }
  /** Another variant of a configurable line: added, then the old line removed (spec §4). */
  | { type: 'cart.changeOptions'; uid: string; selectedOptions: string[] }
  | { type: 'cart.remove'; uid: string }
  | { type: 'cart.coupon.apply'; code: string }
  | { type: 'cart.coupon.remove' }
  | { type: 'cart.shipping.estimate'; postcode: string }
  /** Details again, from the network (spec §7 "details is network-only"). */
  | { type: 'cart.refresh' }
  /** The shopper signed in: the customer's cart takes over, the guest cart's lines merged into it (spec §4, §6). */
  | { type: 'cart.signIn' };

export type CartEvent =
  | CartRequest
  /** The browser's stored cart id, read once at start; null when none is stored. */
  | { type: 'cart.stored'; cartId: string | null }
  /** Another tab stored another cart id (spec §4): this page reloads. */
  | { type: 'cart.storedElsewhere' }
  /** Back to no cart (after an order): the stored id is forgotten; the next add makes a new cart. */
  | { type: 'cart.reset' }
  /** The shopper signed out: the cart is removed, and the next add makes a guest cart. */
  | { type: 'cart.signOut' }
  | { type: 'cart.edit.begin'; uid: string }
  | { type: 'cart.edit.end' };

/** A request in the queue; `retried` once it was sent again in a new cart after its cart was gone. */
type Queued = CartRequest & { retried?: boolean };

/** The answer of the cart's details: its lines no longer in stock are listed apart (spec §8). */
export interface CartAnswer {
  cart: Cart;
  unavailable: CartItem[];
}

/** The answer of an add: the cart, and what could not be added (Magento's `user_errors`). */
export interface AddAnswer {
  cart: Cart;
  errors: string[];
}

/** Which request failed; the views show each error where its request was made. */
export type CartErrorSlot = 'addItem' | 'updateItem' | 'removeItem' | 'getCart' | 'getDetails' | 'coupon' | 'shipping';

/**
 * What the cart tells its parent: a notice for the shopper; the customer's cart was refused (the shopper is signed
 * out); and each time it is back in idle, what it holds and how many requests still wait (with none, it has
 * settled: the cart page follows it).
 */
export type CartReport =
  | { type: 'cart.notice'; toast: ToastInput }
  | { type: 'cart.customerRefused' }
  | { type: 'cart.idle'; cart: Cart | null; queued: number };

export interface CartContext {
  cartId: string | null;
  cart: Cart | null;
  queue: Queued[];
  current: Queued | null;
  errors: Record<CartErrorSlot, CartError | null>;
  estimate: ShippingEstimate | null;
  /** What the last add put in the cart (spec §3 "added-to-cart data"). */
  added: { name: string; quantity: number } | null;
  /** The line whose options the shopper is changing (spec §4 "begin and end edit item"). */
  editing: string | null;
  /** Lines the stock no longer covers, being removed. */
  unavailable: CartItem[];
  /** The sku of the last add: its error belongs to that product's page only. */
  lastAdd: string | null;
  /** The cart is a signed-in customer's (spec §6: the "mine" cart). */
  customer: boolean;
  /** While signing in: the customer's cart, into which the guest cart merges. */
  customerCartId: string | null;
}

const initialContext = (): CartContext => ({
  cartId: null,
  cart: null,
  queue: [],
  current: null,
  errors: { addItem: null, updateItem: null, removeItem: null, getCart: null, getDetails: null, coupon: null, shipping: null },
  estimate: null,
  added: null,
  editing: null,
  unavailable: [],
  lastAdd: null,
  customer: false,
  customerCartId: null,
});

const SLOT_OF: Record<CartRequest['type'], CartErrorSlot> = {
  'cart.add': 'addItem',
  'cart.update': 'updateItem',
  'cart.changeOptions': 'updateItem',
  'cart.remove': 'removeItem',
  'cart.coupon.apply': 'coupon',
  'cart.coupon.remove': 'coupon',
  'cart.shipping.estimate': 'shipping',
  'cart.refresh': 'getDetails',
  'cart.signIn': 'getCart',
};

const REQUEST_TYPES = new Set<string>(Object.keys(SLOT_OF));
const isRequest = (event: CartEvent): event is CartRequest => REQUEST_TYPES.has(event.type);

const next = (context: CartContext) => context.queue[0];
/** The request waiting first is of this kind: one guard per kind, so that the chart names each way out of idle. */
const nextIs = (type: CartRequest['type']) => ({ context }: { context: CartContext }) => next(context)?.type === type;
const itemOf = (context: CartContext, uid: string) => context.cart?.items.find((item) => item.uid === uid) ?? null;
/** The request under way, as the state it is under way in knows it to be. */
const request = <T extends CartRequest['type']>(context: CartContext) => context.current as Extract<Queued, { type: T }>;

/** The failure of an actor, as its error event carries it. */
type Failure = { event: { error: unknown } };

/** The customer's cart is missing, inactive or someone else's: the shopper is signed out (spec §4 "Cart recovery"). */
const refusedCustomerCart = {
  guard: { type: 'isRefusedCustomerCart' as const, params: ({ event }: Failure) => ({ error: event.error }) },
  target: '#cart.idle',
  actions: [
    { type: 'recordError' as const, params: ({ event }: Failure) => ({ error: cartErrorOf(event.error) }) },
    'forgetCart' as const,
    'forgetStoredCart' as const,
    'reportCustomerRefused' as const,
  ],
};

/** A request other than an add failed: its error in its slot; a gone cart is forgotten (its lines went with it). */
const failedRequest = [
  refusedCustomerCart,
  {
    guard: { type: 'isGoneCart' as const, params: ({ event }: Failure) => ({ error: event.error }) },
    target: '#cart.idle',
    actions: [{ type: 'recordError' as const, params: ({ event }: Failure) => ({ error: cartErrorOf(event.error) }) }, 'forgetCart' as const, 'forgetStoredCart' as const],
  },
  { target: '#cart.idle', actions: { type: 'recordError' as const, params: ({ event }: Failure) => ({ error: cartErrorOf(event.error) }) } },
];

/**
 * A request that got no answer in time fails as a lost connection does: its error in its slot, the cart kept (a
 * connection's failure never forgets it), and nothing sent again until the shopper asks.
 */
const noAnswer = { target: '#cart.idle', actions: { type: 'recordError' as const, params: { error: cartErrorOf(timedOut()) } } };

/** Spec §8: whatever the reason (a refusal, the network, no answer), the shopper reads that no cart could be made. */
const noCartMade = { target: '#cart.idle', actions: { type: 'recordError' as const, params: { error: cartErrorOf('Unable to create cart') } } };

/**
 * The guest cart could not be merged (gone, the network, no answer): the customer's cart still takes over, and the
 * shopper is told the earlier lines did not follow.
 */
const mergeFailed = {
  target: '#cart.loading',
  actions: [
    { type: 'keepId' as const, params: ({ context }: { context: CartContext }) => ({ cartId: context.customerCartId }) },
    { type: 'storeCartId' as const, params: ({ context }: { context: CartContext }) => ({ cartId: context.customerCartId! }) },
    { type: 'notify' as const, params: { toast: { type: 'warning' as const, message: 'cart.mergeFailed' } } },
  ],
};

/**
 * The cart (spec §3 "Cart state", §4 "Cart"). The browser's stored id is read at start; without one there is no
 * cart until the first add creates it (its id is stored once that add is in). Requests (add, update, change options, remove,
 * coupons, shipping estimate, refresh) queue and run one at a time in the order sent, so that twenty quick adds
 * make one cart with twenty units. Adding remembers the product's image by sku, then adds, and the answer is the
 * cart's new details. A request whose cart turns out missing, inactive or someone else's forgets it; an add is
 * then retried once in a new cart, anything else ends with the error `cartExpired` (its lines went with the cart).
 * Network errors never do that. Lines the stock no longer covers are removed when the cart is read, and the
 * shopper told which (spec §8: stock messages are not shown as errors). Another tab storing another cart id
 * reloads the page. Browser work (storage, image cache, reload) is done by actors and actions the app provides.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** Reads the stored id (answering `cart.stored`) and watches other tabs (`cart.storedElsewhere`). Silent on a server. */
    cartStorage: fromCallback<CartEvent>(() => undefined),
    loadCart: providedByTheApp<CartAnswer, { cartId: string }>('loadCart'),
    /** Creates an empty cart, or for a customer finds their cart (Magento makes one if needed); resolves to its id. */
    createCart: providedByTheApp<string, { customer: boolean }>('createCart'),
    /** The signed-in customer's cart id (`customerCart`). */
    customerCartId: providedByTheApp<string>('customerCartId'),
    /** Merges the guest cart's lines into the customer's cart; resolves to the customer's cart. */
    mergeCarts: providedByTheApp<Cart, { source: string; destination: string }>('mergeCarts'),
    /** Remembers the line's image by sku (spec §4: an add waits for it). */
    cacheImage: fromPromise<void, CartLine>(async () => undefined),
    addItem: providedByTheApp<AddAnswer, { cartId: string; line: CartLine }>('addItem'),
    updateItem: providedByTheApp<Cart, { cartId: string; uid: string; quantity: number }>('updateItem'),
    /** Removes lines; resolves to the cart without them. */
    removeItems: providedByTheApp<Cart, { cartId: string; uids: string[] }>('removeItems'),
    applyCoupon: providedByTheApp<Cart, { cartId: string; code: string }>('applyCoupon'),
    removeCoupon: providedByTheApp<Cart, { cartId: string }>('removeCoupon'),
    /** France, this postcode: the carriers' methods in their order; the first is the estimate (spec §7). */
    estimateShipping: providedByTheApp<ShippingEstimate[], { cartId: string; postcode: string }>('estimateShipping'),
  },
  actions: {
    enqueue: assign({ queue: ({ context, event }) => (isRequest(event) ? [...context.queue, event] : context.queue) }),
    /** The next request starts: its error slot clears. */
    takeNext: assign(({ context }) => {
      const [current, ...queue] = context.queue;
      return {
        current: current ?? null,
        queue,
        errors: current ? { ...context.errors, [SLOT_OF[current.type]]: null } : context.errors,
        lastAdd: current?.type === 'cart.add' ? current.line.sku : context.lastAdd,
      };
    }),
    finish: assign({ current: null }),
    dropNext: assign({ queue: ({ context }) => context.queue.slice(1) }),
    keepId: assign({ cartId: (_, params: { cartId: string | null }) => params.cartId }),
    keepCart: assign({ cart: (_, params: { cart: Cart }) => params.cart, cartId: (_, params: { cart: Cart }) => params.cart.id }),
    /** Forgets the cart here; the stored id is forgotten by `forgetStoredCart`, which the browser provides. */
    forgetCart: assign({ cartId: null, cart: null, estimate: null, editing: null }),
    /** Stores the cart's id once its first add is in, so that another tab reloads to a cart with that line. */
    storeCartId: (_, _params: { cartId: string }) => undefined,
    forgetStoredCart: () => undefined,
    reloadPage: () => undefined,
    /** A failed request's error, in its slot; reading the stored cart at start is `getCart`. */
    recordError: assign({
      errors: ({ context }, params: { error: CartError }) => ({
        ...context.errors,
        [context.current ? SLOT_OF[context.current.type] : 'getCart']: params.error,
      }),
    }),
    clearUnavailable: assign({ unavailable: [] }),
    keepUnavailable: assign({ unavailable: (_, params: { answer: CartAnswer }) => params.answer.unavailable }),
    /** The request goes first in the queue again, marked retried, for the new cart. */
    requeue: assign({
      queue: ({ context }) => (context.current ? [{ ...context.current, retried: true }, ...context.queue] : context.queue),
      current: null,
    }),
    markAdded: assign({
      added: ({ context }) => {
        const { line } = request<'cart.add'>(context);
        return { name: line.name, quantity: line.quantity };
      },
    }),
    keepEstimate: assign({ estimate: (_, params: { methods: ShippingEstimate[] }) => params.methods[0] ?? null }),
    beginEdit: assign({ editing: (_, params: { uid: string }) => params.uid }),
    endEdit: assign({ editing: null }),
    /** No cart; a customer's next add finds their new cart. */
    reset: assign(({ context }) => ({ ...initialContext(), customer: context.customer })),
    signOut: assign(() => initialContext()),
    markCustomer: assign({ customer: true }),
    keepCustomerCartId: assign({ customerCartId: (_, params: { cartId: string }) => params.cartId }),
    /** A notice for the shopper, for the shell's toasts. */
    notify: sendParent((_, params: { toast: ToastInput }) => ({ type: 'cart.notice', toast: params.toast }) satisfies CartReport),
    reportCustomerRefused: sendParent({ type: 'cart.customerRefused' } satisfies CartReport),
    /** Back in idle: what the cart holds, and how many requests still wait (the parent passes it on once none do). */
    reportIdle: sendParent(({ context }) => ({ type: 'cart.idle', cart: context.cart, queued: context.queue.length }) satisfies CartReport),
  },
  guards: {
    hasStoredId: (_, params: { cartId: string | null }) => params.cartId !== null,
    hasCart: ({ context }) => context.cartId !== null,
    /** A pressed add while another add is on its way or waits its turn. */
    isRepeatedPress: ({ context, event }) =>
      event.type === 'cart.add' && event.pressed === true && (context.current?.type === 'cart.add' || context.queue.some((request) => request.type === 'cart.add')),
    nextIsAdd: nextIs('cart.add'),
    nextIsSignIn: nextIs('cart.signIn'),
    nextIsUpdate: nextIs('cart.update'),
    nextIsChangeOptions: nextIs('cart.changeOptions'),
    nextIsRemove: nextIs('cart.remove'),
    nextIsCouponApply: nextIs('cart.coupon.apply'),
    nextIsCouponRemove: nextIs('cart.coupon.remove'),
    nextIsShippingEstimate: nextIs('cart.shipping.estimate'),
    nextIsRefresh: nextIs('cart.refresh'),
    /** A request about nothing there: no cart yet (only an add makes one), or a line the cart no longer has. */
    nextIsStale: ({ context }) => {
      const request = next(context);
      if (!request || request.type === 'cart.add') return false;
      if (context.cartId === null) return true;
      return 'uid' in request && itemOf(context, request.uid) === null;
    },
    /** Options changed to the ones the line has: adding that variant would merge into the line, then remove it. */
    nextKeepsOptions: ({ context }) => {
      const request = next(context);
      return request?.type === 'cart.changeOptions' && isSameVariant(itemOf(context, request.uid)!, request.selectedOptions);
    },
    hasUnavailable: (_, params: { answer: CartAnswer }) => params.answer.unavailable.length > 0,
    wasRefused: (_, params: { answer: AddAnswer }) => params.answer.errors.length > 0,
    isGoneCart: (_, params: { error: unknown }) => cartErrorOf(params.error).gone,
    isRefusedCustomerCart: ({ context }, params: { error: unknown }) => context.customer && cartErrorOf(params.error).gone,
    /** A guest cart other than the customer's to merge (after a sign-in; at start the stored cart is the customer's). */
    hasGuestCart: ({ context }, params: { cartId: string }) => context.cartId !== null && context.cartId !== params.cartId,
    /** A gone cart on a first try of an add: the add goes again, in a new cart. */
    canRetryInNewCart: ({ context }, params: { error: unknown }) =>
      cartErrorOf(params.error).gone && context.current?.type === 'cart.add' && !context.current.retried,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'cart',
  context: initialContext,
  invoke: { id: 'cartStorage', src: 'cartStorage' },
  on: {
    // A burst of presses on one button meant one add (the `pressed` flag of `cart.add`).
    'cart.add': [{ guard: 'isRepeatedPress' }, { actions: 'enqueue' }],
    'cart.update': { actions: 'enqueue' },
    'cart.changeOptions': { actions: 'enqueue' },
    'cart.remove': { actions: 'enqueue' },
    'cart.coupon.apply': { actions: 'enqueue' },
    'cart.coupon.remove': { actions: 'enqueue' },
    'cart.shipping.estimate': { actions: 'enqueue' },
    'cart.refresh': { actions: 'enqueue' },
    'cart.signIn': { actions: 'enqueue' },
    'cart.edit.begin': { actions: { type: 'beginEdit', params: ({ event }) => ({ uid: event.uid }) } },
    'cart.edit.end': { actions: 'endEdit' },
    'cart.reset': { target: '.idle', actions: ['reset', 'forgetStoredCart'] },
    'cart.signOut': { target: '.idle', actions: ['signOut', 'forgetStoredCart'] },
    'cart.storedElsewhere': { target: '.reloading', actions: 'reloadPage' },
  },
  initial: 'opening',
  states: {
    /** Waiting for the stored id (a server never answers: its page shows no cart). */
    opening: {
      on: {
        // The details about to be read are fresh already.
        'cart.refresh': {},
        'cart.stored': [
          {
            guard: { type: 'hasStoredId', params: ({ event }) => ({ cartId: event.cartId }) },
            target: 'loading',
            actions: { type: 'keepId', params: ({ event }) => ({ cartId: event.cartId }) },
          },
          { target: 'idle' },
        ],
      },
    },
    /** The stored cart's details; a cart that is gone is forgotten (the next add makes a new one). */
    loading: {
      on: { 'cart.refresh': {} },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ cartId: context.cartId! }),
        onDone: [
          {
            guard: { type: 'hasUnavailable', params: ({ event }) => ({ answer: event.output }) },
            target: 'removingUnavailable',
            actions: [
              { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) },
              { type: 'keepUnavailable', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) } },
        ],
        onError: [
          refusedCustomerCart,
          {
            guard: { type: 'isGoneCart', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: ['forgetCart', 'forgetStoredCart'],
          },
          { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.error) }) } },
        ],
      },
      after: { requestTimeout: noAnswer },
    },
    idle: {
      entry: ['finish', 'reportIdle'],
      always: [
        // An add without a cart creates one first.
        { guard: and(['nextIsAdd', 'hasCart']), target: 'adding.cachingImage', actions: 'takeNext' },
        { guard: 'nextIsAdd', target: 'adding.creatingCart', actions: 'takeNext' },
        { guard: 'nextIsSignIn', target: 'switching', actions: ['takeNext', 'markCustomer'] },
        // Dropped, the request leaves idle anew: its entry tells the shell, which waits for nothing queued.
        { guard: 'nextIsStale', target: 'idle', reenter: true, actions: 'dropNext' },
        { guard: 'nextKeepsOptions', target: 'idle', reenter: true, actions: ['dropNext', 'endEdit'] },
        { guard: 'nextIsUpdate', target: 'updating', actions: 'takeNext' },
        { guard: 'nextIsChangeOptions', target: 'changingOptions', actions: 'takeNext' },
        { guard: 'nextIsRemove', target: 'removing', actions: 'takeNext' },
        { guard: 'nextIsCouponApply', target: 'applyingCoupon', actions: 'takeNext' },
        { guard: 'nextIsCouponRemove', target: 'removingCoupon', actions: 'takeNext' },
        { guard: 'nextIsShippingEstimate', target: 'estimating', actions: 'takeNext' },
        { guard: 'nextIsRefresh', target: 'loading', actions: 'takeNext' },
      ],
    },
    adding: {
      initial: 'creatingCart',
      states: {
        creatingCart: {
          invoke: {
            id: 'createCart',
            src: 'createCart',
            input: ({ context }) => ({ customer: context.customer }),
            onDone: { target: 'cachingImage', actions: { type: 'keepId', params: ({ event }) => ({ cartId: event.output }) } },
            onError: noCartMade,
          },
          after: { requestTimeout: noCartMade },
        },
        cachingImage: {
          invoke: {
            id: 'cacheImage',
            src: 'cacheImage',
            input: ({ context }) => request<'cart.add'>(context).line,
            // The image only speeds up the mini cart: the add goes on without it.
            onDone: 'sending',
            onError: 'sending',
          },
          after: { requestTimeout: 'sending' },
        },
        sending: {
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => ({ cartId: context.cartId!, line: request<'cart.add'>(context).line }),
            onDone: [
              {
                guard: { type: 'wasRefused', params: ({ event }) => ({ answer: event.output }) },
                target: '#cart.idle',
                actions: [
                  { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) },
                  { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.cart.id }) },
                  { type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.output.errors.join(', ')) }) },
                ],
              },
              {
                target: '#cart.idle',
                actions: [
                  { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) },
                  { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.cart.id }) },
                  'markAdded',
                  {
                    type: 'notify',
                    params: ({ context }) => {
                      const { line } = request<'cart.add'>(context);
                      return { toast: { type: 'success', message: 'cart.added', values: { name: line.name, quantity: line.quantity } } };
                    },
                  },
                ],
              },
            ],
            onError: [
              refusedCustomerCart,
              {
                guard: { type: 'canRetryInNewCart', params: ({ event }) => ({ error: event.error }) },
                target: '#cart.idle',
                actions: ['forgetCart', 'forgetStoredCart', 'requeue'],
              },
              { target: '#cart.idle', actions: { type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.error) }) } },
            ],
          },
          // Never sent again on its own: the add may have gone in, and the shopper decides.
          after: { requestTimeout: noAnswer },
        },
      },
    },
    updating: {
      invoke: {
        id: 'updateItem',
        src: 'updateItem',
        input: ({ context }) => {
          const { uid, quantity } = request<'cart.update'>(context);
          return { cartId: context.cartId!, uid, quantity };
        },
        onDone: { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: failedRequest,
      },
      after: { requestTimeout: noAnswer },
    },
    /** The chosen variant is added first, so that a refusal loses nothing; then the old line goes. */
    changingOptions: {
      initial: 'addingVariant',
      states: {
        addingVariant: {
          invoke: {
            id: 'addItem',
            src: 'addItem',
            input: ({ context }) => {
              const { uid, selectedOptions } = request<'cart.changeOptions'>(context);
              const item = itemOf(context, uid)!;
              const line: CartLine = { sku: item.sku, selectedOptions, quantity: item.quantity, name: item.name, image: null };
              return { cartId: context.cartId!, line };
            },
            onDone: [
              {
                guard: { type: 'wasRefused', params: ({ event }) => ({ answer: event.output }) },
                target: '#cart.idle',
                actions: [
                  { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) },
                  { type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.output.errors.join(', ')) }) },
                ],
              },
              { target: 'removingOld', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output.cart }) } },
            ],
            onError: failedRequest,
          },
          after: { requestTimeout: noAnswer },
        },
        removingOld: {
          invoke: {
            id: 'removeItems',
            src: 'removeItems',
            input: ({ context }) => ({ cartId: context.cartId!, uids: [request<'cart.changeOptions'>(context).uid] }),
            onDone: { target: '#cart.idle', actions: [{ type: 'keepCart', params: ({ event }) => ({ cart: event.output }) }, 'endEdit'] },
            onError: failedRequest,
          },
          after: { requestTimeout: noAnswer },
        },
      },
    },
    removing: {
      invoke: {
        id: 'removeItems',
        src: 'removeItems',
        input: ({ context }) => ({ cartId: context.cartId!, uids: [request<'cart.remove'>(context).uid] }),
        onDone: { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: failedRequest,
      },
      after: { requestTimeout: noAnswer },
    },
    applyingCoupon: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ cartId: context.cartId!, code: request<'cart.coupon.apply'>(context).code }),
        onDone: { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: failedRequest,
      },
      after: { requestTimeout: noAnswer },
    },
    removingCoupon: {
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => ({ cartId: context.cartId! }),
        onDone: { target: 'idle', actions: { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: failedRequest,
      },
      after: { requestTimeout: noAnswer },
    },
    estimating: {
      invoke: {
        id: 'estimateShipping',
        src: 'estimateShipping',
        input: ({ context }) => ({ cartId: context.cartId!, postcode: request<'cart.shipping.estimate'>(context).postcode }),
        onDone: { target: 'idle', actions: { type: 'keepEstimate', params: ({ event }) => ({ methods: event.output }) } },
        onError: failedRequest,
      },
      after: { requestTimeout: noAnswer },
    },
    /** Signed in: the customer's cart takes over; a guest cart's lines go into it first. */
    switching: {
      initial: 'findingCustomerCart',
      states: {
        findingCustomerCart: {
          invoke: {
            id: 'customerCartId',
            src: 'customerCartId',
            onDone: [
              {
                guard: { type: 'hasGuestCart', params: ({ event }) => ({ cartId: event.output }) },
                target: 'merging',
                actions: { type: 'keepCustomerCartId', params: ({ event }) => ({ cartId: event.output }) },
              },
              {
                target: '#cart.loading',
                actions: [
                  { type: 'keepId', params: ({ event }) => ({ cartId: event.output }) },
                  { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output }) },
                ],
              },
            ],
            // The customer's cart could not be found: the shopper keeps the cart shown, and reads why.
            onError: [refusedCustomerCart, { target: '#cart.idle', actions: { type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.error) }) } }],
          },
          after: { requestTimeout: noAnswer },
        },
        merging: {
          invoke: {
            id: 'mergeCarts',
            src: 'mergeCarts',
            input: ({ context }) => ({ source: context.cartId!, destination: context.customerCartId! }),
            onDone: {
              target: '#cart.idle',
              actions: [
                { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
                { type: 'storeCartId', params: ({ event }) => ({ cartId: event.output.id }) },
              ],
            },
            onError: mergeFailed,
          },
          after: { requestTimeout: mergeFailed },
        },
      },
    },
    /** Another tab changed the cart: the page reloads and starts again from the stored id. */
    reloading: {},
    /** Lines the stock no longer covers leave the cart; the shopper is told which. */
    removingUnavailable: {
      invoke: {
        id: 'removeItems',
        src: 'removeItems',
        input: ({ context }) => ({ cartId: context.cartId!, uids: context.unavailable.map((item) => item.uid) }),
        onDone: {
          target: 'idle',
          actions: [
            {
              type: 'notify',
              params: ({ context }) => ({
                toast: {
                  type: 'warning',
                  message: 'cart.itemsRemoved',
                  values: { names: context.unavailable.map((item) => item.name).join(', '), count: context.unavailable.length },
                },
              }),
            },
            { type: 'keepCart', params: ({ event }) => ({ cart: event.output }) },
            'clearUnavailable',
          ],
        },
        // A cart ended meanwhile is forgotten, as when it is read (spec §4 "Cart recovery"): its lines went with it.
        onError: [
          { ...refusedCustomerCart, actions: [...refusedCustomerCart.actions, 'clearUnavailable'] },
          {
            guard: { type: 'isGoneCart', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: ['forgetCart', 'forgetStoredCart', 'clearUnavailable'],
          },
          { target: 'idle', actions: [{ type: 'recordError', params: ({ event }) => ({ error: cartErrorOf(event.error) }) }, 'clearUnavailable'] },
        ],
      },
      after: { requestTimeout: { target: 'idle', actions: [{ type: 'recordError', params: { error: cartErrorOf(timedOut()) } }, 'clearUnavailable'] } },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
export type CartActor = ActorRefFrom<typeof cartMachine>;

// Selectors: what the cart views show.
export const selectCart = (s: CartSnapshot) => s.context.cart;
/** The cart trigger's count (spec §2, §3): nothing before a cart is known. */
export const selectItemCount = (s: CartSnapshot) => s.context.cart?.itemCount ?? 0;
export const selectSummary = (s: CartSnapshot) => cartSummary(s.context.cart);
/** The stored cart is being read: the cart's views show shimmers, not "empty". */
export const selectIsLoading = (s: CartSnapshot) => s.matches('opening') || (s.matches('loading') && s.context.current === null);
export const selectIsAdding = (s: CartSnapshot) => s.matches('adding') || s.context.queue.some((r) => r.type === 'cart.add');
/** A line is being changed or removed: its controls wait. */
export const selectIsUpdating = (s: CartSnapshot) =>
  s.matches('updating') || s.matches('changingOptions') || s.matches('removing') || s.matches('removingUnavailable');
export const selectIsApplyingCoupon = (s: CartSnapshot) => s.matches('applyingCoupon') || s.matches('removingCoupon');
export const selectIsEstimating = (s: CartSnapshot) => s.matches('estimating');
export const selectError = (slot: CartErrorSlot) => (s: CartSnapshot) => s.context.errors[slot];
/** The last add's error, on the page of the product it was for. */
export const selectAddErrorFor = (sku: string) => (s: CartSnapshot) => (s.context.lastAdd === sku ? s.context.errors.addItem : null);
export const selectEstimate = (s: CartSnapshot) => s.context.estimate;
/** The free-shipping meter toward the store's threshold (null: none), or null when it is not shown. */
export const selectFreeShippingProgress = (threshold: number | null) => (s: CartSnapshot) => freeShippingProgress(threshold, s.context.cart);
/** Spec §3 flag: shipping is free (the estimate costs nothing). */
export const selectFreeShipping = (s: CartSnapshot) => s.context.estimate !== null && s.context.estimate.amount.value === 0;
export const selectEditing = (s: CartSnapshot) => s.context.editing;
