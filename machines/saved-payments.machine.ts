import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { accountFailureOf, type AccountFailure } from '../src/domain/account-forms';
import type { SavedCard } from '../src/domain/saved-cards';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type SavedPaymentsEvent =
  /** Delete this card: the shopper is asked to confirm first. */
  | { type: 'card.delete'; publicHash: string }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  /** After a failed load: ask again. */
  | { type: 'retry' };

export interface SavedPaymentsContext {
  /** The customer's saved cards, once loaded. */
  cards: SavedCard[];
  /** The card the shopper asked to delete, while it is confirmed and deleted. */
  target: SavedCard | null;
  /** The card deleted last: the page says so. */
  deleted: SavedCard | null;
  /** Why the last deletion failed. */
  failure: AccountFailure | null;
}

type Failure = { event: { error: unknown } };

/**
 * The saved payments page (/saved-payments): loads the cards the customer saved at checkout, each shown with its
 * brand, last four digits and expiry. Deleting one asks for a confirmation; the backend then answers the cards
 * that remain. One deletion at a time: the dialog waits for the answer. A failed load can be retried; a failed
 * deletion keeps the card and says why.
 */
export const savedPaymentsMachine = setup({
  types: {
    context: {} as SavedPaymentsContext,
    events: {} as SavedPaymentsEvent,
  },
  actors: {
    loadSavedCards: providedByTheApp<SavedCard[]>('loadSavedCards'),
    deleteSavedCard: providedByTheApp<SavedCard[], { publicHash: string }>('deleteSavedCard'),
  },
  actions: {
    keepCards: assign({ cards: (_, params: { cards: SavedCard[] }) => params.cards }),
    keepTarget: assign({
      target: ({ context }, params: { publicHash: string }) => context.cards.find((card) => card.publicHash === params.publicHash) ?? null,
      failure: null,
    }),
    clearTarget: assign({ target: null }),
    keepDeleted: assign({ deleted: ({ context }) => context.target, failure: null }),
    keepFailure: assign({ failure: (_, params: { failure: AccountFailure }) => params.failure, deleted: null }),
  },
  guards: {
    isSavedCard: ({ context }, params: { publicHash: string }) => context.cards.some((card) => card.publicHash === params.publicHash),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'savedPayments',
  context: { cards: [], target: null, deleted: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSavedCards',
        src: 'loadSavedCards',
        onDone: { target: 'ready', actions: { type: 'keepCards', params: ({ event }) => ({ cards: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: {
      tags: ['settled', 'failed'],
      on: { retry: 'loading' },
    },
    ready: {
      tags: 'settled',
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'card.delete': {
              guard: { type: 'isSavedCard', params: ({ event }) => event },
              target: 'confirming',
              actions: { type: 'keepTarget', params: ({ event }) => event },
            },
          },
        },
        /** "Delete this card?": nothing is sent until the shopper confirms. */
        confirming: {
          on: {
            'delete.confirm': 'deleting',
            'delete.cancel': { target: 'browsing', actions: 'clearTarget' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteSavedCard',
            src: 'deleteSavedCard',
            input: ({ context }) => ({ publicHash: context.target!.publicHash }),
            onDone: {
              target: 'browsing',
              actions: [{ type: 'keepCards', params: ({ event }) => ({ cards: event.output }) }, 'keepDeleted', 'clearTarget'],
            },
            onError: {
              target: 'browsing',
              actions: [{ type: 'keepFailure', params: ({ event }: Failure) => ({ failure: accountFailureOf(event.error) }) }, 'clearTarget'],
            },
          },
          // No answer reads as a lost connection: the card stays listed, and deleting it again is the shopper's to ask.
          after: { requestTimeout: { target: 'browsing', actions: [{ type: 'keepFailure', params: { failure: 'network' } }, 'clearTarget'] } },
        },
      },
    },
  },
});

export type SavedPaymentsSnapshot = SnapshotFrom<typeof savedPaymentsMachine>;
export type SavedPaymentsActor = ActorRefFrom<typeof savedPaymentsMachine>;

// Selectors: what the page shows.
export const selectSavedPaymentsView = (s: SavedPaymentsSnapshot): 'loading' | 'failed' | 'empty' | 'cards' =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.context.cards.length === 0 ? 'empty' : 'cards';
export const selectCards = (s: SavedPaymentsSnapshot) => s.context.cards;
/** The card whose deletion is being confirmed or sent: the dialog shows while there is one. */
export const selectTarget = (s: SavedPaymentsSnapshot) => s.context.target;
export const selectDeleting = (s: SavedPaymentsSnapshot) => s.matches({ ready: 'deleting' });
export const selectDeleted = (s: SavedPaymentsSnapshot) => s.context.deleted;
export const selectFailure = (s: SavedPaymentsSnapshot) => s.context.failure;
