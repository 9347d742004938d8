import { graphql } from './generated';

// Spec §7 "Store queries": the store locator's points of sale, with their hours over a date range.

export const POINT_OF_SALE_FIELDS = graphql(`
  fragment PointOfSaleFields on PointOfSale {
    identifier
    name
    url_key
    store_type
    address1
    address2
    postcode
    city
    telephone
    latitude
    longitude
  }
`);

/** Every store, with the hours of one day (today, in the list). */
export const POINTS_OF_SALE = graphql(`
  query PointsOfSale($day: String!, $pageSize: Int!) {
    pointsOfSale(pageSize: $pageSize) {
      items {
        ...PointOfSaleFields
        special_schedule(start: $day, end: $day) {
          date
          open
          close
          is_special
          title
        }
      }
    }
  }
`);

/** One store's page: its week, its days from today and its special days ahead. */
export const POINT_OF_SALE = graphql(`
  query PointOfSale($identifier: String!, $start: String!, $end: String!, $specialEnd: String!) {
    pointsOfSale(filter: { identifier: { eq: $identifier } }, pageSize: 1) {
      items {
        ...PointOfSaleFields
        opening_hours {
          day
          open
          close
        }
        special_schedule(start: $start, end: $end) {
          date
          open
          close
          is_special
          title
        }
        special_hours(start: $start, end: $specialEnd) {
          date
          title
          open
          close
        }
      }
    }
  }
`);
