/** The one payment method of the shop: cards, through Adyen's Magento module (here its simulator). */
export const ADYEN_CC = { code: 'adyen_cc', title: 'Carte bancaire' } as const;

export const PAYMENT_METHODS = [ADYEN_CC] as const;

export function paymentMethod(code: string): (typeof PAYMENT_METHODS)[number] | undefined {
  return PAYMENT_METHODS.find((m) => m.code === code);
}
