import type { Context } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { requireCustomer } from './customers';
import type { Resolvers } from './types';

/** Magento_VaultGraphQl's texts, word for word. */
const VAULT_MESSAGES = {
  publicHashMissing: 'Specify the "public_hash" value.',
  notFound: (publicHash: string) => `Could not find a token using public hash: ${publicHash}`,
} as const;

/** CustomerPaymentTokens: the customer's visible, active, unexpired tokens (PaymentTokenManagement::getVisibleAvailableTokens). */
function customerPaymentTokens(customerId: number, context: Context) {
  return {
    items: context.services.vault.list(customerId, context.now).map((token) => ({
      details: token.details,
      payment_method_code: token.paymentMethodCode,
      public_hash: token.publicHash,
      type: token.type,
    })),
  };
}

/**
 * Magento_VaultGraphQl: the signed-in customer's saved cards, and deleting one by its public hash. A hash that is
 * not one of the customer's tokens (another customer's, one deleted, none) is "Could not find a token…".
 */
export const vaultResolvers: Resolvers = {
  fields: {
    Query: {
      customerPaymentTokens: (_s, _a, context: Context) => customerPaymentTokens(requireCustomer(context).entity_id, context),
    },
    Mutation: {
      deletePaymentToken: (_s, args: { public_hash?: string | null }, context: Context) => {
        const customer = requireCustomer(context);
        if (!args.public_hash) throw inputError(VAULT_MESSAGES.publicHashMissing);
        const { vault } = context.services;
        const token = vault.find(args.public_hash, customer.entity_id);
        if (!token) throw noSuchEntity(VAULT_MESSAGES.notFound(args.public_hash));
        context.services.transaction(() => vault.delete(token));
        return { result: true, customerPaymentTokens: customerPaymentTokens(customer.entity_id, context) };
      },
    },
  },
};
