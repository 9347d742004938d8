import type { Database, Statement } from 'better-sqlite3';
import { CHECKOUT_MESSAGES } from './messages';
import { renderPhrase } from './phrase';

/** An address as the checkout keeps it (Magento's quote address fields the shop uses). */
export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  regionId: number | null;
  countryId: string;
  telephone: string | null;
}

export type AddressType = 'shipping' | 'billing';

export interface QuoteAddress extends CartAddress {
  id: number;
  type: AddressType;
  /** "<carrier>_<method>" on the shipping address, once chosen. */
  shippingMethod: string | null;
  /** The store or relay point the order is collected from (Magento's pickup_location_code); null for a delivery here. */
  pickupLocationCode: string | null;
}

interface AddressRow {
  address_id: number;
  address_type: AddressType;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  postcode: string | null;
  region: string | null;
  region_id: number | null;
  country_id: string;
  telephone: string | null;
  shipping_method: string | null;
  pickup_location_code: string | null;
}

/** Magento's customer/address/street_lines default. */
export const STREET_LINES = 2;

/** The varchar(255) address attributes' max_text_length (each street line alike). */
export const ADDRESS_TEXT_MAX = 255;

/** The address attributes' frontend labels, which Magento's length message names. */
export const ADDRESS_LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  company: 'Company',
  street: 'Street Address',
  city: 'City',
  postcode: 'Zip/Postal Code',
  region: 'State/Province',
  telephone: 'Phone Number',
} as const;

const countryNames = new Intl.DisplayNames(['fr'], { type: 'region' });

/** A country's name in the store's language, as Magento labels it; undefined for a code that names no country. */
export function countryLabel(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  const label = countryNames.of(code);
  return label && label !== code ? label : undefined;
}

/**
 * What Magento's address validator says of an address about to be ordered: each empty required field, in its order
 * (telephone and postcode are required in the default configuration and for France).
 */
export function addressProblems(address: CartAddress): string[] {
  const empty = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';
  const fields: Array<[string, boolean]> = [
    ['firstname', empty(address.firstname)],
    ['lastname', empty(address.lastname)],
    ['street', address.street.every((line) => empty(line))],
    ['city', empty(address.city)],
    ['telephone', empty(address.telephone)],
    ['postcode', empty(address.postcode)],
    ['countryId', empty(address.countryId)],
  ];
  return fields.filter(([, missing]) => missing)
    .map(([fieldName]) => renderPhrase({ template: CHECKOUT_MESSAGES.fieldRequired, parameters: { fieldName } }));
}

/** The quote_address table. Writes run inside the caller's transaction. */
export class QuoteAddresses {
  private readonly get: Statement<[number, AddressType], AddressRow>;
  private readonly upsert: Statement<unknown[]>;
  private readonly updateMethod: Statement<[string | null, string, number]>;

  constructor(db: Database) {
    this.get = db.prepare('SELECT * FROM quote_address WHERE quote_id = ? AND address_type = ?');
    this.upsert = db.prepare(
      `INSERT INTO quote_address (quote_id, address_type, firstname, lastname, company, street, city, postcode, region,
         region_id, country_id, telephone, shipping_method, pickup_location_code, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
       ON CONFLICT (quote_id, address_type) DO UPDATE SET firstname = excluded.firstname, lastname = excluded.lastname,
         company = excluded.company, street = excluded.street, city = excluded.city, postcode = excluded.postcode,
         region = excluded.region, region_id = excluded.region_id, country_id = excluded.country_id,
         telephone = excluded.telephone, shipping_method = NULL, pickup_location_code = excluded.pickup_location_code,
         updated_at = excluded.updated_at`,
    );
    this.updateMethod = db.prepare("UPDATE quote_address SET shipping_method = ?, updated_at = ? WHERE address_id = ?");
  }

  find(quoteId: number, type: AddressType): QuoteAddress | null {
    const row = this.get.get(quoteId, type);
    return row ? fromRow(row) : null;
  }

  /**
   * Saves the address; a new shipping address forgets the method chosen for the old one (its rates may differ), and
   * names the place the order is collected from, if any.
   */
  save(quoteId: number, type: AddressType, a: CartAddress, timestamp: string, pickupLocationCode: string | null = null): void {
    this.upsert.run(quoteId, type, a.firstname, a.lastname, a.company, JSON.stringify(a.street), a.city, a.postcode, a.region,
      a.regionId, a.countryId, a.telephone, pickupLocationCode, timestamp);
  }

  setShippingMethod(addressId: number, method: string | null, timestamp: string): void {
    this.updateMethod.run(method, timestamp, addressId);
  }
}

function fromRow(row: AddressRow): QuoteAddress {
  return {
    id: row.address_id,
    type: row.address_type,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: JSON.parse(row.street) as string[],
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    regionId: row.region_id,
    countryId: row.country_id,
    telephone: row.telephone,
    shippingMethod: row.shipping_method,
    pickupLocationCode: row.pickup_location_code,
  };
}
