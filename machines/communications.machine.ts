import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { profileFailureOf, type Communications, type ProfileFailure } from '../src/domain/profile';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type CommunicationsEvent = { type: 'subscription.set'; value: boolean } | { type: 'retry' };

export interface CommunicationsContext {
  communications: Communications | null;
  /** The answer being saved. */
  asked: boolean | null;
  outcome: { saved: true } | { saved: false; failure: ProfileFailure } | null;
}

/**
 * The communications page (spec §2 "/communications", issue 11): the customer's newsletter subscription, as
 * `customer.is_subscribed` says, turned on or off (saved at once through `updateCustomerV2`) beside the store's
 * marketing e-mail consent text. A failure leaves the subscription as it was and says so.
 */
export const communicationsMachine = setup({
  types: {
    context: {} as CommunicationsContext,
    events: {} as CommunicationsEvent,
  },
  actors: {
    loadCommunications: providedByTheApp<Communications>('loadCommunications'),
    saveSubscription: providedByTheApp<boolean, { isSubscribed: boolean }>('saveSubscription'),
  },
  actions: {
    keepCommunications: assign({ communications: (_, { communications }: { communications: Communications }) => communications }),
    keepAsked: assign({ asked: (_, { value }: { value: boolean }) => value, outcome: null }),
    saved: assign({
      communications: ({ context }, { isSubscribed }: { isSubscribed: boolean }) => ({ ...context.communications!, isSubscribed }),
      asked: null,
      outcome: { saved: true },
    }),
    keepFailure: assign({ asked: null, outcome: (_, { error }: { error: unknown }) => ({ saved: false, failure: profileFailureOf(error) }) }),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'communications',
  context: { communications: null, asked: null, outcome: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCommunications',
        src: 'loadCommunications',
        onDone: { target: 'idle', actions: { type: 'keepCommunications', params: ({ event }) => ({ communications: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: { tags: 'settled', on: { retry: 'loading' } },
    idle: {
      tags: 'settled',
      on: { 'subscription.set': { target: 'saving', actions: { type: 'keepAsked', params: ({ event }) => event } } },
    },
    saving: {
      tags: 'settled',
      invoke: {
        id: 'saveSubscription',
        src: 'saveSubscription',
        input: ({ context }) => ({ isSubscribed: context.asked === true }),
        onDone: { target: 'idle', actions: { type: 'saved', params: ({ event }) => ({ isSubscribed: event.output }) } },
        onError: { target: 'idle', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer reads as a lost connection: the switch shows the subscription as it was.
      after: { requestTimeout: { target: 'idle', actions: { type: 'keepFailure', params: { error: timedOut() } } } },
    },
  },
});

export type CommunicationsSnapshot = SnapshotFrom<typeof communicationsMachine>;
export type CommunicationsActor = ActorRefFrom<typeof communicationsMachine>;

export const selectView = (s: CommunicationsSnapshot) => (s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready');
export const selectSaving = (s: CommunicationsSnapshot) => s.matches('saving');
/** The switch: the answer being saved while it is, else the customer's subscription. */
export const selectSubscribed = (s: CommunicationsSnapshot) => s.context.asked ?? s.context.communications?.isSubscribed === true;
export const selectOutcome = (s: CommunicationsSnapshot) => s.context.outcome;
export const selectConsentText = (s: CommunicationsSnapshot) => s.context.communications?.consentText ?? null;
