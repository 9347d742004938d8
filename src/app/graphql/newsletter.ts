import { graphql } from './generated';

/** Spec §7 newsletter subscribe: the e-mail with the consent and the form it came from (extensions.graphql). */
export const SUBSCRIBE_TO_NEWSLETTER = graphql(`
  mutation SubscribeToNewsletter($email: String!, $isConsent: Boolean!, $optinSource: String) {
    subscribeEmailToNewsletterWithConsent(email: $email, is_consent: $isConsent, optinSource: $optinSource) {
      status
    }
  }
`);
