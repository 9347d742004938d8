import type { BackendProfile } from '../config/profile';

export interface PaymentMethod {
  code: string;
  title: string;
}

/** Cards, through Adyen's Magento module (here its simulator). */
export const ADYEN_CC = { code: 'adyen_cc', title: 'Carte bancaire' } as const;

/** Paying with a card saved in the customer's vault (Adyen's vault method), chosen with the token's public hash. */
export const ADYEN_CC_VAULT = { code: 'adyen_cc_vault', title: 'Carte bancaire enregistrée' } as const;

/** Magento_OfflinePayments' methods and Magento_Payment's zero-total one, with Magento's default titles. */
export const CHECKMO = { code: 'checkmo', title: 'Check / Money order' } as const;
export const BANKTRANSFER = { code: 'banktransfer', title: 'Bank Transfer Payment' } as const;
export const FREE = { code: 'free', title: 'No Payment Information Required' } as const;

/** The methods that take no card: the order is placed at once and waits for its payment (Magento's `new` state). */
const OFFLINE_METHODS: readonly PaymentMethod[] = [CHECKMO, BANKTRANSFER, FREE];

const ALL_METHODS: readonly PaymentMethod[] = [ADYEN_CC, ADYEN_CC_VAULT, ...OFFLINE_METHODS];

/**
 * The methods a cart of that grand total may be paid with (Magento's PaymentMethodManagement::getList): with nothing
 * to pay the zero-total method alone (its ZeroTotal check), else Adyen's card where the module is installed, else the
 * offline methods.
 */
export function availablePaymentMethods(profile: BackendProfile, grandTotal: number): readonly PaymentMethod[] {
  if (grandTotal < 0.0001) return [FREE];
  return profile.adyen ? [ADYEN_CC] : [CHECKMO, BANKTRANSFER];
}

/** Whether `code` may pay the cart: a method available for it, or a saved card wherever Adyen's card is. */
export function acceptsPaymentMethod(profile: BackendProfile, grandTotal: number, code: string): boolean {
  const available = availablePaymentMethods(profile, grandTotal);
  return available.some((m) => m.code === code) || (code === ADYEN_CC_VAULT.code && available.includes(ADYEN_CC));
}

/** A method by its code, whatever the profile: an order keeps the method it was placed with. */
export function paymentMethod(code: string): PaymentMethod | undefined {
  return ALL_METHODS.find((m) => m.code === code);
}

export const isOfflineMethod = (code: string) => OFFLINE_METHODS.some((m) => m.code === code);
