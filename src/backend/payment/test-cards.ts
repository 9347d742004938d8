// The simulator's cards: Adyen's test card numbers, each with the 3-D Secure 2 path Adyen's test platform takes.
// Any expiry date not yet passed and the security code 737 are accepted; anything else is refused.

export type ThreeDSStep = 'fingerprint' | 'challenge';

export interface TestCard {
  number: string;
  brand: string;
  /** The 3-D Secure steps before the authorisation, in order; a refused card has none. */
  steps: ThreeDSStep[];
  refused: boolean;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', brand: 'visa', steps: [], refused: false },
  { number: '4212345678910006', brand: 'visa', steps: ['fingerprint'], refused: false },
  { number: '4917610000000000', brand: 'visa', steps: ['challenge'], refused: false },
  { number: '4000000000000002', brand: 'visa', steps: [], refused: true },
];

export const TEST_SECURITY_CODE = '737';
/** What the challenge page accepts (Adyen's test ACS asks for this word). */
export const CHALLENGE_PASSWORD = 'password';

export interface CardDetails {
  number: string;
  /** 1–12 */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  securityCode: string;
  holderName: string | null;
}

/** How the simulator answers a card: its steps, or why it is refused (Adyen's refusalReason). */
export type CardVerdict = { refused: false; brand: string; steps: ThreeDSStep[] } | { refused: true; brand: string; reason: string };

/** The brand Adyen reports for a card number (its first digits). */
export function cardBrand(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mc';
  if (/^3[47]/.test(number)) return 'amex';
  return 'cb';
}

export function verdict(card: CardDetails, now: number): CardVerdict {
  const known = TEST_CARDS.find((c) => c.number === card.number);
  const brand = known?.brand ?? cardBrand(card.number);
  // A card expires at the end of its month.
  const expired = Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now;
  if (expired) return { refused: true, brand, reason: 'Expired Card' };
  if (card.securityCode !== TEST_SECURITY_CODE) return { refused: true, brand, reason: 'CVC Declined' };
  if (!known || known.refused) return { refused: true, brand, reason: 'Refused' };
  return { refused: false, brand, steps: [...known.steps] };
}

/** How the simulator answers a stored card (paid with again, its security code asked again): as the card itself would. */
export function storedVerdict(card: { brand: string; expiryMonth: number; expiryYear: number; steps: ThreeDSStep[] }, securityCode: string, now: number): CardVerdict {
  const { brand } = card;
  if (Date.UTC(card.expiryYear, card.expiryMonth, 1) <= now) return { refused: true, brand, reason: 'Expired Card' };
  if (securityCode !== TEST_SECURITY_CODE) return { refused: true, brand, reason: 'CVC Declined' };
  return { refused: false, brand, steps: [...card.steps] };
}

/** The Luhn check digit holds over 12 to 19 digits. */
export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  [...number].reverse().forEach((c, i) => {
    let d = Number(c);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}
