import { graphql } from './generated';

/**
 * Spec §7 store switcher: the route another store view has for a URL. Sent with that store view's Store header,
 * past every cache: the answer belongs to the other store view, not to this one's.
 */
export const STORE_SWITCH_ROUTE = graphql(`
  query StoreSwitchRoute($url: String!) {
    route(url: $url) {
      __typename
      relative_url
    }
  }
`);
