import { passesLuhn, type CardDetails } from './test-cards';

/**
 * The card of Adyen's stateData ({"paymentMethod": {"type": "scheme", "encryptedCardNumber": …}}), as a JSON string
 * or an object. The simulator reads Adyen's unencrypted test values ("test_4111111111111111", "test_03",
 * "test_2030", "test_737"); anything else (real encrypted fields, a number failing Luhn, a bad date) is no card.
 */
export function cardFromStateData(stateData: unknown): CardDetails | null {
  let data = stateData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      return null;
    }
  }
  const method = (data as { paymentMethod?: Record<string, unknown> } | null)?.paymentMethod;
  if (!method || typeof method !== 'object' || method.type !== 'scheme') return null;
  const plain = (field: string) => {
    const value = method[field];
    return typeof value === 'string' && value.startsWith('test_') ? value.slice(5).replace(/[\s-]/g, '') : null;
  };
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
