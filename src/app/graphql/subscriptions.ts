import { graphql } from './generated';

// The subscription provider's module (src/backend/schema/extensions.graphql): the customer's subscriptions (a
// private root field, sent with the token), a guest's through the portal's token (its own header), their changes,
// and the portal's one-time link. Subscriptions are keyed by id in the cache (ProductSubscription).

export const SUBSCRIPTION_FIELDS = graphql(`
  fragment SubscriptionFields on ProductSubscription {
    id
    product_name
    product_sku
    quantity
    frequency
    status
    next_delivery_date
  }
`);

export const CUSTOMER_SUBSCRIPTIONS = graphql(`
  query CustomerSubscriptions {
    customer {
      subscriptions {
        ...SubscriptionFields
      }
    }
  }
`);

export const PORTAL_SUBSCRIPTIONS = graphql(`
  query PortalSubscriptions {
    subscriptionPortal {
      ...SubscriptionFields
    }
  }
`);

export const SKIP_NEXT_DELIVERY = graphql(`
  mutation SkipNextSubscriptionDelivery($id: ID!) {
    skipNextSubscriptionDelivery(id: $id) {
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);

export const CHANGE_FREQUENCY = graphql(`
  mutation ChangeSubscriptionFrequency($id: ID!, $frequency: Int!) {
    changeSubscriptionFrequency(id: $id, frequency: $frequency) {
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);

export const PAUSE_SUBSCRIPTION = graphql(`
  mutation PauseSubscription($id: ID!) {
    pauseSubscription(id: $id) {
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);

export const RESUME_SUBSCRIPTION = graphql(`
  mutation ResumeSubscription($id: ID!) {
    resumeSubscription(id: $id) {
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);

export const CANCEL_SUBSCRIPTION = graphql(`
  mutation CancelSubscription($id: ID!) {
    cancelSubscription(id: $id) {
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);

export const REQUEST_PORTAL_LINK = graphql(`
  mutation RequestSubscriptionPortalLink($email: String!) {
    requestSubscriptionPortalLink(email: $email) {
      result
    }
  }
`);

export const EXCHANGE_PORTAL_CODE = graphql(`
  mutation ExchangeSubscriptionPortalCode($code: String!) {
    exchangeSubscriptionPortalCode(code: $code) {
      customer_token
      portal_token
    }
  }
`);
