/** The one payment method of the shop: cards, through Adyen's Magento module (here its simulator). */
export const ADYEN_CC = { code: 'adyen_cc', title: 'Carte bancaire' } as const;

export const PAYMENT_METHODS = [ADYEN_CC] as const;

/** Paying with a card saved in the customer's vault (Adyen's vault method), chosen with the token's public hash. */
export const ADYEN_CC_VAULT = { code: 'adyen_cc_vault', title: 'Carte bancaire enregistrée' } as const;

export function paymentMethod(code: string): { code: string; title: string } | undefined {
  return [...PAYMENT_METHODS, ADYEN_CC_VAULT].find((m) => m.code === code);
}
