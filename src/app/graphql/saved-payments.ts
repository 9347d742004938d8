import { graphql } from './generated';

// The customer's saved cards (Magento_VaultGraphQl): private, sent with the token.

export const CUSTOMER_PAYMENT_TOKENS = graphql(`
  query CustomerPaymentTokens {
    customerPaymentTokens {
      items {
        details
        payment_method_code
        public_hash
        type
      }
    }
  }
`);

/** Magento answers the tokens that remain. */
export const DELETE_PAYMENT_TOKEN = graphql(`
  mutation DeletePaymentToken($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
      customerPaymentTokens {
        items {
          details
          payment_method_code
          public_hash
          type
        }
      }
    }
  }
`);
