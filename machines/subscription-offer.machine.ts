import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_SUBSCRIPTION_FREQUENCY, isSubscriptionFrequency } from '../src/domain/subscriptions';

export type SubscriptionOfferEvent =
  | { type: 'offer.once' }
  | { type: 'offer.subscribe' }
  /** A delivery frequency chosen in the select, in days. */
  | { type: 'offer.frequency'; frequency: number };

export interface SubscriptionOfferContext {
  /** The frequency chosen: kept while the shopper switches to a one-time purchase and back. */
  frequency: number;
}

/**
 * The product page's "subscribe and save" (spec §2 subscription-ordering widgets): a one-time purchase, or a
 * subscription delivered every 30, 60 or 90 days at the provider's discount. The add-to-cart reads the frequency
 * of a subscription; a frequency the provider does not offer is ignored.
 */
export const subscriptionOfferMachine = setup({
  types: {
    context: {} as SubscriptionOfferContext,
    events: {} as SubscriptionOfferEvent,
  },
  actions: {
    keepFrequency: assign({ frequency: (_, params: { frequency: number }) => params.frequency }),
  },
  guards: {
    isOffered: (_, params: { frequency: number }) => isSubscriptionFrequency(params.frequency),
  },
}).createMachine({
  id: 'subscriptionOffer',
  context: { frequency: DEFAULT_SUBSCRIPTION_FREQUENCY },
  initial: 'once',
  states: {
    once: {
      on: { 'offer.subscribe': 'subscribed' },
    },
    subscribed: {
      on: {
        'offer.once': 'once',
        'offer.frequency': {
          guard: { type: 'isOffered', params: ({ event }) => event },
          actions: { type: 'keepFrequency', params: ({ event }) => event },
        },
      },
    },
  },
});

export type SubscriptionOfferSnapshot = SnapshotFrom<typeof subscriptionOfferMachine>;
export type SubscriptionOfferActor = ActorRefFrom<typeof subscriptionOfferMachine>;

export const selectIsSubscribed = (s: SubscriptionOfferSnapshot) => s.matches('subscribed');
/** What the add-to-cart sends: the frequency of a subscription, null for a one-time purchase. */
export const selectChosenFrequency = (s: SubscriptionOfferSnapshot) => (s.matches('subscribed') ? s.context.frequency : null);
export const selectFrequency = (s: SubscriptionOfferSnapshot) => s.context.frequency;
