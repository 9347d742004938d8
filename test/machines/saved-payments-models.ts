import { savedPaymentsMachine } from '../../machines/saved-payments.machine';
import { CARDS_OFFLINE, MASTERCARD, TOKEN_NOT_FOUND, VISA } from '../fixtures/saved-cards';
import { defineModel } from '../harness/model';

/**
 * The saved payments page: the cards load (two, one, none) or fail and are asked again; each card shown may be
 * asked to be deleted, and an unknown one is not; the confirmation cancelled or confirmed; the deletion answers the
 * cards that remain, or fails (the backend no longer knows the card, the network).
 */
export const savedPaymentsModel = defineModel({
  name: 'savedPayments',
  machine: savedPaymentsMachine,
  identity: ({ context }) => ({
    cards: context.cards.map((card) => card.last4),
    target: context.target?.last4 ?? null,
    deleted: context.deleted?.last4 ?? null,
    failure: context.failure,
  }),
  events: (snapshot) => {
    const { cards, target } = snapshot.context;
    const remaining = cards.filter((card) => card !== target);
    return [
      { type: 'xstate.done.actor.loadSavedCards' as const, output: [VISA, MASTERCARD] },
      { type: 'xstate.done.actor.loadSavedCards' as const, output: [] },
      { type: 'xstate.error.actor.loadSavedCards' as const, error: CARDS_OFFLINE },
      ...cards.map((card) => ({ type: 'card.delete' as const, publicHash: card.publicHash })),
      { type: 'card.delete' as const, publicHash: 'unknown' },
      { type: 'xstate.done.actor.deleteSavedCard' as const, output: remaining },
      { type: 'xstate.error.actor.deleteSavedCard' as const, error: TOKEN_NOT_FOUND },
      { type: 'xstate.error.actor.deleteSavedCard' as const, error: CARDS_OFFLINE },
    ];
  },
});
