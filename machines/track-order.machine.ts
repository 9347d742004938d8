import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  TRACK_FIELDS, TRACK_MAX_LENGTH, trackFailureOf, trackFieldsShown, trackRules, type OrderDetail, type TrackFailure, type TrackField, type TrackQuery,
} from '../src/domain/orders';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type TrackOrderEvent = FieldChange<TrackField> | { type: 'submit' };

export interface TrackOrderInput {
  /** The backend looks orders up by the billing postcode (Magento 2.4.7), as by default; else by the billing last name (2.4.8). */
  asksPostcode?: boolean;
  /** The order's number and e-mail, from a receipt's link (the query string), each cut to what the field takes. */
  prefill?: { number: string; email: string };
}

export interface TrackOrderContext extends FormFields<TrackField> {
  asksPostcode: boolean;
  failure: TrackFailure | null;
  /** The order found by the last lookup. */
  order: OrderDetail | null;
}

const prefilled = (prefill: TrackOrderInput['prefill']) =>
  prefill ? { number: prefill.number.slice(0, TRACK_MAX_LENGTH.number), email: prefill.email.slice(0, TRACK_MAX_LENGTH.email) } : {};

const queryOf = ({ values, asksPostcode }: TrackOrderContext): TrackQuery => ({
  number: textOf(values.number),
  email: textOf(values.email),
  ...(asksPostcode ? { postcode: textOf(values.postcode) } : { lastname: textOf(values.lastname) }),
});

/**
 * Track my order (issue 11, "/track-my-order", public; a guest's receipt links to it with the number and e-mail
 * filled in): the order number, the e-mail and the billing postcode (or,
 * from Magento 2.4.8, the billing last name: Magento's guestOrder) show the order's status and lines. A wrong triple
 * gets one neutral answer whether the order exists or not; the form keeps what was typed, and a second press while
 * the answer comes sends nothing.
 */
export const trackOrderMachine = setup({
  types: {
    context: {} as TrackOrderContext,
    events: {} as TrackOrderEvent,
    input: {} as TrackOrderInput,
  },
  actors: {
    lookUpOrder: providedByTheApp<OrderDetail, TrackQuery>('lookUpOrder'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<TrackField>) => edited(context, params, trackRules(context.asksPostcode))),
    check: assign(({ context }) => submitted(context, trackRules(context.asksPostcode))),
    startLookup: assign({ failure: null, order: null }),
    keepOrder: assign({ order: (_, params: { order: OrderDetail }) => params.order }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => trackFailureOf(params.error) }),
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, trackRules(context.asksPostcode)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'trackOrder',
  context: ({ input }) => ({ values: emptyValues(TRACK_FIELDS, prefilled(input?.prefill)), errors: {}, showErrors: false, asksPostcode: input?.asksPostcode ?? true, failure: null, order: null }),
  // Nothing to load: a server renders the form at once.
  tags: 'settled',
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'startLookup'] }, { actions: 'check' }],
      },
    },
    submitting: {
      invoke: {
        id: 'lookUpOrder',
        src: 'lookUpOrder',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'found', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer reads as a lost connection: the form keeps what was typed, to send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    // The order shows under the form until the shopper changes a field; the same fields may be sent again.
    found: {
      on: {
        'field.change': { target: 'editing', actions: [{ type: 'edit', params: ({ event }) => event }, 'startLookup'] },
        submit: { target: 'submitting', actions: 'startLookup' },
      },
    },
  },
});

export type TrackOrderSnapshot = SnapshotFrom<typeof trackOrderMachine>;
export type TrackOrderActor = ActorRefFrom<typeof trackOrderMachine>;

export const selectIsSubmitting = (s: TrackOrderSnapshot) => s.matches('submitting');
export const selectFoundOrder = (s: TrackOrderSnapshot) => (s.matches('found') ? s.context.order : null);
export const selectFailure = (s: TrackOrderSnapshot) => s.context.failure;
export const selectAsksPostcode = (s: TrackOrderSnapshot) => s.context.asksPostcode;
export const selectFieldsShown = (s: TrackOrderSnapshot) => trackFieldsShown(s.context.asksPostcode);
