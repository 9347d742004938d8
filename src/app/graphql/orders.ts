import { graphql } from './generated';

// A customer's orders and order tracking (issue 11): Magento's customer.orders, reorderItems and guestOrder.
// customer and guestOrder are private root fields: sent with the token, never cached by a CDN.

export const ORDER_DETAILS = graphql(`
  fragment OrderDetails on CustomerOrder {
    id
    number
    order_date
    status
    total {
      subtotal { ...Money }
      discounts { label amount { ...Money } }
      total_shipping { ...Money }
      total_tax { ...Money }
      taxes { rate }
      shipping_handling { amount_including_tax { ...Money } }
      grand_total { ...Money }
    }
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price { ...Money }
      selected_options { label value }
    }
    shipping_address { ...OrderAddressFields }
    billing_address { ...OrderAddressFields }
    shipping_method
    carrier
    payment_methods { name type }
  }
`);

export const ORDER_ADDRESS = graphql(`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    company
    street
    postcode
    city
    country_code
    telephone
  }
`);

export const CUSTOMER_ORDERS = graphql(`
  query CustomerOrders($currentPage: Int!, $pageSize: Int!) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
          order_date
          status
          total { grand_total { ...Money } }
        }
        total_count
      }
    }
  }
`);

export const CUSTOMER_ORDER = graphql(`
  query CustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items { ...OrderDetails }
      }
    }
  }
`);

export const REORDER_ITEMS = graphql(`
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart { id }
      userInputErrors { code message }
    }
  }
`);

export const GUEST_ORDER = graphql(`
  query GuestOrder($input: OrderInformationInput!) {
    guestOrder(input: $input) { ...OrderDetails }
  }
`);
