import { graphql } from './generated';

// Spec §7: the favourite store's operations. Their store fields are the store list's.

export const FAVORITE_STORE_FIELDS = graphql(`
  fragment FavoriteStoreFields on PointOfSale {
    identifier
    name
    url_key
  }
`);

/** The signed-in customer's favourite; with an origin, failing that, the store nearest to it. */
export const GET_FAVORITE_STORE = graphql(`
  query GetFavoriteStore($origin: PointOfSaleOriginInput) {
    favoriteStore(origin: $origin) {
      ...FavoriteStoreFields
    }
  }
`);

export const SET_FAVORITE_STORE = graphql(`
  mutation setFavoriteStore($identifier: String!) {
    setFavoriteStore(identifier: $identifier) {
      ...FavoriteStoreFields
    }
  }
`);

/** A store by identifier, as this store view names it. */
export const FAVORITE_STORE_FULL_DETAILS = graphql(`
  query FavoriteStoreFullDetails($identifier: String!) {
    pointsOfSale(filter: { identifier: { eq: $identifier } }, pageSize: 1) {
      total_count
      items {
        ...FavoriteStoreFields
      }
    }
  }
`);
