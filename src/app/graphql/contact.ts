import { graphql } from './generated';

/** Spec §7 GetStoreConfigForContactUs: whether the form is on, with the consent texts it shows. */
export const CONTACT_CONFIG = graphql(`
  query GetStoreConfigForContactUs {
    storeConfig {
      store_code
      contact_enabled
      gdpr_consent_texts {
        label_contact
        legal_contact
      }
    }
  }
`);

/** Spec §7 GetContactPageCmsBlocks: the blocks shown around the form. */
export const CONTACT_BLOCKS_QUERY = graphql(`
  query GetContactPageCmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);

/** Spec §7 SubmitContactForm. */
export const SUBMIT_CONTACT_FORM = graphql(`
  mutation SubmitContactForm($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);
