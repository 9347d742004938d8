import { graphql } from './generated';

/** Spec §7 ResolveURL: what a URL is. */
export const RESOLVE_URL = graphql(`
  query ResolveURL($url: String!) {
    route(url: $url) {
      __typename
      relative_url
      redirect_code
      type
      ... on CategoryTree {
        uid
      }
      ... on ProductInterface {
        uid
        url_key
      }
      ... on CmsPage {
        identifier
      }
      ... on PointOfSale {
        identifier
      }
      ... on PointOfSaleList {
        id
      }
    }
  }
`);
