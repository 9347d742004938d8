import type { CartAddress } from '../checkout/addresses';

/**
 * A webapi address (Magento's AddressInterface in JSON): snake_case fields as Magento documents them, or camelCase
 * as its input processor accepts too (countryId, regionId…). Null when there is no address object.
 */
export function addressFromWebapi(value: unknown): (CartAddress & { email: string | null }) | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const a = value as Record<string, unknown>;
  const field = (snake: string, camel = snake) => a[snake] ?? a[camel];
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  const optional = (v: unknown) => text(v) || null;
  const street = field('street');
  const regionId = Number(field('region_id', 'regionId'));
  return {
    firstname: text(a.firstname),
    lastname: text(a.lastname),
    company: optional(a.company),
    street: (Array.isArray(street) ? street : street === undefined || street === null ? [] : [street]).map(text).filter((line, i) => i === 0 || line !== ''),
    city: text(a.city),
    postcode: optional(a.postcode),
    region: optional(typeof a.region === 'object' && a.region !== null ? (a.region as Record<string, unknown>).region : a.region),
    regionId: Number.isInteger(regionId) && regionId > 0 ? regionId : null,
    countryId: text(field('country_id', 'countryId')).toUpperCase(),
    telephone: optional(a.telephone),
    email: optional(a.email),
  };
}
