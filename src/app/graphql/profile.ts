import { graphql } from './generated';

// The account information and communications pages' operations (issue 11). `customer` is a private root field and
// the mutations carry the token; the store's consent texts are public.

export const PROFILE = graphql(`
  query Profile {
    customer {
      email
      firstname
      lastname
      is_consent
    }
  }
`);

/** The account page's consent: its label and the customer's legal notice (spec §3 `gdpr_consent_texts`). */
export const PROFILE_CONSENT_TEXTS = graphql(`
  query ProfileConsentTexts {
    storeConfig {
      store_code
      gdpr_consent_texts {
        label_account
        legal_customer
      }
    }
  }
`);

export const UPDATE_NAME = graphql(`
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        email
        firstname
        lastname
        is_consent
      }
    }
  }
`);

export const UPDATE_EMAIL = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
        firstname
        lastname
        is_consent
      }
    }
  }
`);

export const CHANGE_PASSWORD = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

export const REQUEST_GDPR = graphql(`
  mutation RequestGdprAction($type: GdprRequestTypeEnum!) {
    requestGdprAction(type: $type) {
      type
      status
    }
  }
`);

export const CONFIRM_GDPR = graphql(`
  mutation ConfirmGdprRequest($type: GdprRequestTypeEnum!, $code: String!) {
    confirmGdprRequest(type: $type, code: $code) {
      type
      status
    }
  }
`);

export const SUBSCRIPTION = graphql(`
  query CustomerSubscription {
    customer {
      email
      is_subscribed
    }
  }
`);

/** The store's marketing e-mail consent (spec §3). */
export const MARKETING_CONSENT = graphql(`
  query MarketingConsent {
    storeConfig {
      store_code
      marketing_email_consent {
        is_active
        checkbox_text
      }
    }
  }
`);

export const UPDATE_SUBSCRIPTION = graphql(`
  mutation UpdateSubscription($isSubscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed }) {
      customer {
        email
        is_subscribed
      }
    }
  }
`);
