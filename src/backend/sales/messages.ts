// Magento 2.4.7's texts for orders (Magento_SalesGraphQl, Magento_Sales' Reorder), word for word; the lookup limit is
// Vitrine's own (Magento has none).

export const ORDER_MESSAGES = {
  cannotLocate: "We couldn't locate an order with the information provided.",
  loginToView: 'Please login to view the order.',
  notCustomers: (number: string) => `Order number "${number}" doesn't belong to the current customer`,
  productIdNotFound: (id: number) => `Could not find a product with ID "${id}"`,
  tooManyLookups: 'Too many attempts to find an order. Please try again in 15 minutes.',
} as const;
