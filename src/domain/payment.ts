// Card payment on the interface of Adyen's Magento module (adyen-magento2): the order the payment step places, the
// provider's answers (a JSON string of isFinal, resultCode, action, additionalData), its 3-D Secure actions, and
// the card's state data in the provider's form.
import type { Card } from './card';
import type { PickupChoice } from './pickup';
import type { SavedCard } from './saved-cards';
import type { Address, ShippingMethod } from './checkout';

/** Everything the steps gathered: what placing the order sends (spec §7 REST shipping- and payment-information). */
export interface OrderDraft {
  cartId: string;
  /** A customer uses the "mine" paths and gives no e-mail (spec §6). */
  signedIn: boolean;
  email: string | null;
  shippingAddress: Address;
  billingAddress: Address;
  shippingMethod: ShippingMethod;
  /** The store or relay point the order is collected from, named on the shipping address. */
  pickup?: PickupChoice | null;
}

/**
 * How the order is paid: a card typed (saved for the next purchases when a customer asks), or one of the customer's
 * saved cards with its security code asked again.
 */
export type CardChoice = { kind: 'new'; card: Card; store: boolean } | { kind: 'saved'; card: SavedCard; cvc: string };

/**
 * How the order was paid, for its receipt: a card's brand and last four digits as far as they are known (the
 * provider's word first), or one of Magento's offline methods.
 */
export type PaidWith = { kind: 'card'; brand: string | null; last4: string | null } | { kind: 'offline'; code: string; title: string };

/** The order placed: Magento's order id, its number once the provider tells it, and, once paid, how. */
export interface PlacedOrder {
  orderId: string;
  orderNumber: string | null;
  paidWith?: PaidWith;
}

export type ResultCode = 'Authorised' | 'IdentifyShopper' | 'ChallengeShopper' | 'Refused' | 'Error' | 'Cancelled' | 'Pending' | 'Received';

/** A 3-D Secure step: the frame's address, from the action's token. */
export interface ThreeDSAction {
  subtype: 'fingerprint' | 'challenge';
  url: string;
}

export interface PaymentResult {
  isFinal: boolean;
  resultCode: ResultCode;
  action: ThreeDSAction | null;
  /** The order's number (Magento's increment id), when the provider gives it back as its merchant reference. */
  merchantReference: string | null;
  /** The card paid with, when the provider tells it (its additionalData paymentMethod and cardSummary). */
  card: { brand: string; last4: string } | null;
  /** Why a payment was refused, when the provider tells it (Adyen's refusalReason and refusalReasonCode). */
  refusal: { reason: string | null; code: string | null } | null;
}

/** Adyen's refusal of a 3-D Secure step the shopper failed (a wrong code): refusalReasonCode 11, "3D Not Authenticated". */
export const failedAuthentication = (result: PaymentResult) =>
  result.resultCode === 'Refused' && (result.refusal?.code === '11' || result.refusal?.reason === '3D Not Authenticated');

const parse = (text: unknown): Record<string, unknown> | null => {
  if (typeof text !== 'string') return text && typeof text === 'object' ? (text as Record<string, unknown>) : null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const decodeBase64 = (text: string): string => {
  const binary = atob(text);
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/** A 3-D Secure 2 action's frame: its token holds the fingerprint's `threeDSMethodUrl` or the challenge's `acsURL`. */
export function threeDSActionOf(action: unknown): ThreeDSAction | null {
  const fields = parse(action);
  if (!fields || fields.type !== 'threeDS2' || typeof fields.token !== 'string') return null;
  let token: Record<string, unknown> | null;
  try {
    token = parse(decodeBase64(fields.token));
  } catch {
    return null;
  }
  if (fields.subtype === 'fingerprint' && typeof token?.threeDSMethodUrl === 'string') return { subtype: 'fingerprint', url: token.threeDSMethodUrl };
  if (fields.subtype === 'challenge' && typeof token?.acsURL === 'string') return { subtype: 'challenge', url: token.acsURL };
  return null;
}

/** The module answers a JSON string (REST) or its fields (GraphQL `AdyenPaymentStatus`). */
export function paymentResultOf(answer: unknown): PaymentResult {
  const fields = parse(answer) ?? {};
  const additional = parse(fields.additionalData) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.length <= 100 ? value : null);
  const brand = text(additional.paymentMethod);
  const last4 = text(additional.cardSummary);
  const reason = text(additional.refusalReason);
  const code = text(additional.refusalReasonCode);
  return {
    isFinal: fields.isFinal === true,
    resultCode: (typeof fields.resultCode === 'string' ? fields.resultCode : 'Error') as ResultCode,
    action: threeDSActionOf(fields.action),
    merchantReference: text(additional.merchantReference),
    card: brand && last4 && /^\d{4}$/.test(last4) ? { brand, last4 } : null,
    refusal: reason || code ? { reason, code } : null,
  };
}

/**
 * The card as Adyen's state data. This form carries the card's digits in Adyen's unencrypted test format
 * (`test_…`), which only a test provider accepts; a live store loads the provider's own card component, which
 * encrypts them in the browser.
 */
export function cardStateData(card: Card, store = false): string {
  return JSON.stringify({
    paymentMethod: {
      type: 'scheme',
      holderName: card.holderName,
      encryptedCardNumber: `test_${card.number}`,
      encryptedExpiryMonth: `test_${card.expiryMonth}`,
      encryptedExpiryYear: `test_${card.expiryYear}`,
      encryptedSecurityCode: `test_${card.cvc}`,
    },
    // Adyen's flag for "save this card": the provider keeps it and the shop's vault names it.
    ...(store ? { storePaymentMethod: true } : {}),
  });
}

/**
 * A saved card's state data (Adyen's stored card component): its security code, in the same test format; Adyen's
 * vault method (adyen_cc_vault) finds the card by the token's public hash, sent beside it.
 */
export const savedCardStateData = (cvc: string) => JSON.stringify({ paymentMethod: { type: 'scheme', encryptedSecurityCode: `test_${cvc}` } });

/** The payment details sent back after a 3-D Secure step. */
export const threeDSDetails = (threeDSResult: string) => JSON.stringify({ details: { threeDSResult } });
