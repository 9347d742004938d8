import { passesLuhn, type CardDetails } from './test-cards';

/**
 * The card of Adyen's stateData ({"paymentMethod": {"type": "scheme", "encryptedCardNumber": …}}), as a JSON string
 * or an object. The simulator reads Adyen's unencrypted test values ("test_4111111111111111", "test_03",
 * "test_2030", "test_737"); anything else (real encrypted fields, a number failing Luhn, a bad date) is no card.
 */
export function cardFromStateData(stateData: unknown): CardDetails | null {
  const method = schemeOf(stateData);
  if (!method) return null;
  const plain = testValue(method);
  const [number, monthText, yearText, securityCode] = ['encryptedCardNumber', 'encryptedExpiryMonth', 'encryptedExpiryYear',
    'encryptedSecurityCode'].map(plain);
  if (!number || !passesLuhn(number) || !securityCode || !monthText || !yearText) return null;
  const month = Number(monthText);
  let year = Number(yearText);
  if (!/^\d{1,2}$/.test(monthText) || month < 1 || month > 12 || !/^(\d{2}|\d{4})$/.test(yearText)) return null;
  if (year < 100) year += 2000;
  const holder = typeof method.holderName === 'string' && method.holderName.trim() ? method.holderName.trim().slice(0, 100) : null;
  return { number, expiryMonth: month, expiryYear: year, securityCode, holderName: holder };
}

function parsed(stateData: unknown): Record<string, unknown> | null {
  let data = stateData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

function schemeOf(stateData: unknown): Record<string, unknown> | null {
  const method = parsed(stateData)?.paymentMethod as Record<string, unknown> | undefined;
  return method && typeof method === 'object' && method.type === 'scheme' ? method : null;
}

/** A field's unencrypted test value ("test_737" → "737"), or null. */
const testValue = (method: Record<string, unknown>) => (field: string) => {
  const value = method[field];
  return typeof value === 'string' && value.startsWith('test_') ? value.slice(5).replace(/[\s-]/g, '') : null;
};

/** Whether the shopper asked to save the card (Adyen's `storePaymentMethod`). */
export const storesPaymentMethod = (stateData: unknown) => parsed(stateData)?.storePaymentMethod === true;

/**
 * The stored card's state data of Adyen's vault method (adyen_cc_vault): the security code asked again, and the
 * stored card's id when the component gives it (the module otherwise takes it from the vault token).
 */
export function storedCardFromStateData(stateData: unknown): { securityCode: string; storedPaymentMethodId: string | null } | null {
  const method = schemeOf(stateData);
  const securityCode = method && testValue(method)('encryptedSecurityCode');
  if (!method || !securityCode) return null;
  const id = method.storedPaymentMethodId;
  return { securityCode, storedPaymentMethodId: typeof id === 'string' && id !== '' ? id : null };
}
