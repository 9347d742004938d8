import { graphql } from './generated';

// The customer's address book (spec §2 "/address-book"): `customer` is a private root field, sent with the token;
// the mutations always are.

export const CUSTOMER_ADDRESSES = graphql(`
  query CustomerAddresses {
    customer {
      addresses {
        id
        firstname
        lastname
        street
        city
        postcode
        telephone
        country_code
        default_shipping
        default_billing
      }
    }
  }
`);

export const CREATE_ADDRESS = graphql(`
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      id
    }
  }
`);

export const UPDATE_ADDRESS = graphql(`
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput) {
    updateCustomerAddress(id: $id, input: $input) {
      id
    }
  }
`);

export const DELETE_ADDRESS = graphql(`
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);
