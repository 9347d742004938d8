// Saved cards (Magento Vault tokens of Adyen's module): what the shop shows of each — brand, last four digits,
// expiry — read from the token's details, and how a checkout pays with one.

export interface SavedCard {
  /** The token's public hash: names it to the backend (delete, pay). */
  publicHash: string;
  /** Adyen's brand code: visa, mc, amex, cb… */
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** The fields of Magento's PaymentToken the shop reads. */
export interface PaymentTokenFields {
  details?: string | null;
  public_hash: string;
  type: string;
}

/** A card token's details ({"type":"visa","maskedCC":"1111","expirationDate":"3/2035"}) as a saved card; anything else is none. */
export function savedCardOf(token: PaymentTokenFields): SavedCard | null {
  if (token.type !== 'card' || !token.details) return null;
  let details: unknown;
  try {
    details = JSON.parse(token.details);
  } catch {
    return null;
  }
  const { type, maskedCC, expirationDate } = (details ?? {}) as Record<string, unknown>;
  const expiry = typeof expirationDate === 'string' ? /^(\d{1,2})\/(\d{4})$/.exec(expirationDate) : null;
  if (typeof type !== 'string' || typeof maskedCC !== 'string' || !/^\d{4}$/.test(maskedCC) || !expiry) return null;
  return { publicHash: token.public_hash, brand: type, last4: maskedCC, expiryMonth: Number(expiry[1]), expiryYear: Number(expiry[2]) };
}

export const savedCardsOf = (tokens: readonly (PaymentTokenFields | null)[]): SavedCard[] =>
  tokens.flatMap((token) => {
    const card = token && savedCardOf(token);
    return card ? [card] : [];
  });

const BRANDS: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express', cb: 'CB', cartebancaire: 'CB' };

/** The brand as printed on cards; an unknown code as it is. */
export const brandName = (brand: string) => BRANDS[brand] ?? brand.toUpperCase();

/** The expiry as cards print it: MM/YY. */
export const expiryText = (card: SavedCard) => `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
