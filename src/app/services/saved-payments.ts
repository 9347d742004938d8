import { savedCardsOf, type SavedCard } from '../../domain/saved-cards';
import { CUSTOMER_PAYMENT_TOKENS, DELETE_PAYMENT_TOKEN } from '../graphql/saved-payments';
import { mutationData, queryData } from './graphql/request';
import type { DataServices } from './route';

// The signed-in customer's saved cards. Read from the network: the cache may hold another customer's.

export async function loadSavedCards({ client }: DataServices): Promise<SavedCard[]> {
  const { customerPaymentTokens } = await queryData(await client(), CUSTOMER_PAYMENT_TOKENS, {}, { requestPolicy: 'network-only' });
  return savedCardsOf(customerPaymentTokens?.items ?? []);
}

/** Deletes a saved card; answers the cards that remain. */
export async function deleteSavedCard({ client }: DataServices, { publicHash }: { publicHash: string }): Promise<SavedCard[]> {
  const { deletePaymentToken } = await mutationData(await client(), DELETE_PAYMENT_TOKEN, { publicHash });
  return savedCardsOf(deletePaymentToken?.customerPaymentTokens?.items ?? []);
}
