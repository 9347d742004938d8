import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { checkQuantity, quantityBounds, type QuantityBounds, type QuantityError } from '../src/domain/quantity';

export type QuantityStepperEvent =
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  /** What the shopper typed in the field, as typed. */
  | { type: 'quantity.type'; text: string }
  /** The units left changed (another variant was chosen): the same text is judged against the new bounds. */
  | { type: 'quantity.limit'; unitsLeft: number | null }
  /** The shopper left the field: Enter, or the focus moved away. */
  | { type: 'quantity.leave' };

/** What the stepper tells its parent: the quantity the shopper settled on (`key`: which stepper, among the parent's). */
export type QuantityStepperReport = { type: 'quantity.settled'; key: string; quantity: number };

export interface QuantityStepperContext {
  /** The field's text: what was typed, kept even when it is not a valid quantity. */
  text: string;
  /** The last valid quantity: what would go to the cart, and where the buttons step from. */
  value: number;
  bounds: QuantityBounds;
  error: QuantityError | null;
  key: string;
}

/** What a text becomes in the context once judged against some bounds. */
function judged(text: string, bounds: QuantityBounds, value: number): Pick<QuantityStepperContext, 'text' | 'value' | 'error' | 'bounds'> {
  const check = checkQuantity(text, bounds);
  return check.ok ? { text, value: check.value, error: null, bounds } : { text, value: Math.min(value, bounds.max), error: check.error, bounds };
}

/**
 * The quantity stepper (spec §2 product page, cart): − and + within the bounds, or a typed number. A typed
 * text that is no valid quantity makes the stepper invalid with a message and stays in the field; the buttons
 * still step from the last valid quantity, which puts a valid number back. The quantity the shopper settles on
 * goes to the parent: at each step of a button, and when the field is left holding a valid quantity; never an
 * invalid one (a cart line changes then, the product page reads the quantity when adding).
 */
export const quantityStepperMachine = setup({
  types: {
    context: {} as QuantityStepperContext,
    events: {} as QuantityStepperEvent,
    /** `quantity`: where the stepper starts (a cart line's quantity); 1 when not given. `key`: told back with each quantity settled on (which line). */
    input: {} as { unitsLeft: number | null; quantity?: number; key?: string },
  },
  actions: {
    stepBy: assign(({ context }, params: { by: number }) => {
      const value = context.value + params.by;
      return { value, text: String(value), error: null };
    }),
    judgeText: assign(({ context }, params: { text: string }) => judged(params.text, context.bounds, context.value)),
    judgeLimit: assign(({ context }, params: { unitsLeft: number | null }) => judged(context.text, quantityBounds(params.unitsLeft), context.value)),
    settle: sendParent(({ context }): QuantityStepperReport => ({ type: 'quantity.settled', key: context.key, quantity: context.value })),
  },
  guards: {
    canIncrement: ({ context }) => context.value < context.bounds.max,
    canDecrement: ({ context }) => context.value > context.bounds.min,
    isValidText: ({ context }, params: { text: string }) => checkQuantity(params.text, context.bounds).ok,
    fitsLimit: ({ context }, params: { unitsLeft: number | null }) => checkQuantity(context.text, quantityBounds(params.unitsLeft)).ok,
  },
}).createMachine({
  id: 'quantityStepper',
  context: ({ input }) => ({
    text: String(input.quantity ?? 1),
    value: input.quantity ?? 1,
    bounds: quantityBounds(input.unitsLeft),
    error: null,
    key: input.key ?? '',
  }),
  initial: 'valid',
  on: {
    'quantity.increment': { guard: 'canIncrement', target: '.valid', actions: [{ type: 'stepBy', params: { by: 1 } }, 'settle'] },
    'quantity.decrement': { guard: 'canDecrement', target: '.valid', actions: [{ type: 'stepBy', params: { by: -1 } }, 'settle'] },
    'quantity.type': [
      {
        guard: { type: 'isValidText', params: ({ event }) => ({ text: event.text }) },
        target: '.valid',
        actions: { type: 'judgeText', params: ({ event }) => ({ text: event.text }) },
      },
      { target: '.invalid', actions: { type: 'judgeText', params: ({ event }) => ({ text: event.text }) } },
    ],
    'quantity.limit': [
      {
        guard: { type: 'fitsLimit', params: ({ event }) => ({ unitsLeft: event.unitsLeft }) },
        target: '.valid',
        actions: { type: 'judgeLimit', params: ({ event }) => ({ unitsLeft: event.unitsLeft }) },
      },
      { target: '.invalid', actions: { type: 'judgeLimit', params: ({ event }) => ({ unitsLeft: event.unitsLeft }) } },
    ],
  },
  states: {
    valid: {
      on: { 'quantity.leave': { actions: 'settle' } },
    },
    /** Leaving the field hands nothing over: the shopper sees why the quantity is refused. */
    invalid: {},
  },
});

export type QuantityStepperSnapshot = SnapshotFrom<typeof quantityStepperMachine>;
export type QuantityStepperActor = ActorRefFrom<typeof quantityStepperMachine>;

/** The quantity that would go to the cart, or null while the field holds no valid quantity. */
export const selectQuantity = (s: QuantityStepperSnapshot) => (s.matches('valid') ? s.context.value : null);
export const selectQuantityError = (s: QuantityStepperSnapshot) => s.context.error;
export const selectQuantityText = (s: QuantityStepperSnapshot) => s.context.text;
export const selectCanIncrement = (s: QuantityStepperSnapshot) => s.can({ type: 'quantity.increment' });
export const selectCanDecrement = (s: QuantityStepperSnapshot) => s.can({ type: 'quantity.decrement' });
