import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  isSubscriptionFrequency, subscriptionFailureOf, withSubscription, type Subscription, type SubscriptionChange, type SubscriptionFailure,
} from '../src/domain/subscriptions';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export interface SubscriptionsInput {
  /** A guest's portal session (from the e-mailed link); null for the signed-in customer's own subscriptions. */
  portalToken: string | null;
}

export type SubscriptionsEvent =
  | { type: 'retry' }
  | { type: 'skip'; id: string }
  | { type: 'pause'; id: string }
  | { type: 'resume'; id: string }
  | { type: 'frequency.change'; id: string; frequency: number }
  /** Cancel asks first, in a dialog. */
  | { type: 'cancel.ask'; id: string }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.dismiss' };

export interface SubscriptionsContext extends SubscriptionsInput {
  subscriptions: Subscription[];
  /** The change on its way, or the last one made (what the page says was done). */
  change: SubscriptionChange | null;
  /** The subscription whose cancellation waits for the shopper's confirmation. */
  confirming: string | null;
  failure: SubscriptionFailure | null;
}

export type ChangeRequest = SubscriptionChange & { portalToken: string | null };

/**
 * The subscriptions page (spec §2 "/subscriptions"; and a guest's, opened from the portal's link): the list with
 * each subscription's frequency, next delivery and status; skip the next delivery, change the frequency, pause,
 * resume, and cancel after a confirmation. One change at a time: while one is on its way the others wait, so a
 * second press sends nothing. The backend's answer replaces the subscription; a refusal (someone else's or an
 * unknown subscription, a status that does not allow it) shows above the list, which stays as it was.
 */
export const subscriptionsMachine = setup({
  types: {
    context: {} as SubscriptionsContext,
    events: {} as SubscriptionsEvent,
    input: {} as SubscriptionsInput,
  },
  actors: {
    loadSubscriptions: providedByTheApp<Subscription[], { portalToken: string | null }>('loadSubscriptions'),
    changeSubscription: providedByTheApp<Subscription, ChangeRequest>('changeSubscription'),
  },
  actions: {
    keepList: assign({ subscriptions: (_, params: { subscriptions: Subscription[] }) => params.subscriptions }),
    keepChange: assign({ change: (_, params: { change: SubscriptionChange }) => params.change, failure: null }),
    keepChanged: assign({ subscriptions: ({ context }, params: { subscription: Subscription }) => withSubscription(context.subscriptions, params.subscription) }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => subscriptionFailureOf(params.error), change: null }),
    clearFailure: assign({ failure: null }),
    askCancel: assign({ confirming: (_, params: { id: string }) => params.id }),
    forgetCancel: assign({ confirming: null }),
  },
  guards: {
    /** A frequency the provider offers, other than the subscription's. */
    isNewFrequency: ({ context }, params: { id: string; frequency: number }) =>
      isSubscriptionFrequency(params.frequency) && context.subscriptions.find((s) => s.id === params.id)?.frequency !== params.frequency,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'subscriptions',
  context: ({ input }) => ({ portalToken: input.portalToken, subscriptions: [], change: null, confirming: null, failure: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscriptions',
        src: 'loadSubscriptions',
        input: ({ context }) => ({ portalToken: context.portalToken }),
        onDone: { target: 'ready', actions: [{ type: 'keepList', params: ({ event }) => ({ subscriptions: event.output }) }, 'clearFailure'] },
        onError: { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      after: { requestTimeout: { target: 'failed', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    failed: {
      on: { retry: 'loading' },
    },
    ready: {
      tags: 'settled',
      on: {
        skip: { target: 'changing', actions: { type: 'keepChange', params: ({ event }) => ({ change: { action: 'skip', id: event.id } }) } },
        pause: { target: 'changing', actions: { type: 'keepChange', params: ({ event }) => ({ change: { action: 'pause', id: event.id } }) } },
        resume: { target: 'changing', actions: { type: 'keepChange', params: ({ event }) => ({ change: { action: 'resume', id: event.id } }) } },
        'frequency.change': {
          guard: { type: 'isNewFrequency', params: ({ event }) => event },
          target: 'changing',
          actions: {
            type: 'keepChange',
            params: ({ event }) => ({ change: { action: 'changeFrequency', id: event.id, frequency: event.frequency } }),
          },
        },
        'cancel.ask': { target: 'confirmingCancel', actions: { type: 'askCancel', params: ({ event }) => event } },
      },
    },
    confirmingCancel: {
      on: {
        'cancel.confirm': {
          target: 'changing',
          actions: [{ type: 'keepChange', params: ({ context }) => ({ change: { action: 'cancel', id: context.confirming! } }) }, 'forgetCancel'],
        },
        'cancel.dismiss': { target: 'ready', actions: 'forgetCancel' },
      },
    },
    changing: {
      invoke: {
        id: 'changeSubscription',
        src: 'changeSubscription',
        input: ({ context }) => ({ ...context.change!, portalToken: context.portalToken }),
        onDone: { target: 'ready', actions: { type: 'keepChanged', params: ({ event }) => ({ subscription: event.output }) } },
        onError: { target: 'ready', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer in time reads as the network's failure: the change is not sent again unless the shopper asks.
      after: { requestTimeout: { target: 'ready', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
  },
});

export type SubscriptionsSnapshot = SnapshotFrom<typeof subscriptionsMachine>;
export type SubscriptionsActor = ActorRefFrom<typeof subscriptionsMachine>;

export const selectSubscriptionsView = (s: SubscriptionsSnapshot): 'loading' | 'failed' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : 'ready';
export const selectSubscriptions = (s: SubscriptionsSnapshot) => s.context.subscriptions;
export const selectSubscriptionFailure = (s: SubscriptionsSnapshot) => s.context.failure;
/** The change on its way (its subscription's buttons show progress, all others wait). */
export const selectPendingChange = (s: SubscriptionsSnapshot) => (s.matches('changing') ? s.context.change : null);
/** The change the backend just made, for the page to say so. */
export const selectDoneChange = (s: SubscriptionsSnapshot) => (s.matches('ready') ? s.context.change : null);
export const selectConfirmingCancel = (s: SubscriptionsSnapshot) =>
  s.matches('confirmingCancel') ? s.context.subscriptions.find((sub) => sub.id === s.context.confirming) ?? null : null;
