import { graphql } from './generated';

// The customer account's operations (spec §7): sign in and out, create an account, reset a password, consent,
// and the customer's cart. `customer` and `customerCart` are private root fields: sent with the token.

export const SIGN_IN = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const CREATE_ACCOUNT = graphql(`
  mutation CreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        email
      }
    }
  }
`);

export const SIGNED_IN_CUSTOMER = graphql(`
  query SignedInCustomer {
    customer {
      email
      firstname
      lastname
      is_subscribed
    }
  }
`);

export const REVOKE_TOKEN = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);

export const REQUEST_PASSWORD_RESET = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`);

export const ACCOUNT_CONSENT = graphql(`
  mutation AccountConsent($isConsent: Boolean!) {
    addOrUpdateCustomerConsent(isConsent: $isConsent) {
      is_consent
    }
  }
`);

/** The create-account form's consent texts (spec §3 `gdpr_consent_texts`). */
export const ACCOUNT_CONSENT_TEXTS = graphql(`
  query AccountConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        label_customer
        legal_customer
      }
    }
  }
`);

/** The signed-in customer's cart, created by the backend if the customer has none. */
export const CUSTOMER_CART = graphql(`
  query CustomerCart {
    customerCart {
      id
    }
  }
`);

/** A guest's cart moved into the customer's: the customer's cart as it now is. */
export const MERGE_CARTS = graphql(`
  mutation MergeCarts($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      ...CartDetails
    }
  }
`);
