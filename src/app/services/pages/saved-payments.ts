import { savedPaymentsMachine } from '../../../../machines/saved-payments.machine';
import type { SavedCard } from '../../../domain/saved-cards';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

/** The saved payments page: the customer's cards, and deleting one. */
export const savedPaymentsLogic: PageLogic = (services) =>
  savedPaymentsMachine.provide({
    actors: {
      loadSavedCards: load<SavedCard[]>((d) => d.loadSavedCards(services)),
      deleteSavedCard: load<SavedCard[], { publicHash: string }>((d, input) => d.deleteSavedCard(services, input)),
    },
  });
