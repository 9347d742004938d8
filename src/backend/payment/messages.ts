// Adyen's Magento module texts, word for word (CheckoutResponseValidator, AdyenPaymentsDetails, PaymentsDetails,
// GuestAdyenOrderPaymentStatus and its GraphQL resolvers).
export const PAYMENT_MESSAGES = {
  refused: 'The payment is REFUSED.',
  methodError: 'Error with payment method please select different payment method.',
  detailsNotJson: 'Payment details call failed because the request was not a valid JSON',
  detailsFailed: 'Payment details call failed',
  entityNotFound: "The entity that was requested doesn't exist. Verify the entity and try again.",
  orderDoesNotExist: 'Order does not exist',
  orderIdMissing: 'Required parameter "order_id" is missing',
  orderIdMissingFromPayload: 'Missing "orderId" from payload',
  unknownError: 'An unknown error has occurred',
} as const;
