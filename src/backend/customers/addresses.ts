import type { Database, Statement } from 'better-sqlite3';

/** An address of a customer's address book, with whether it is the customer's default for shipping or billing. */
export interface CustomerAddressRecord {
  id: number;
  customerId: number;
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
  defaultShipping: boolean;
  defaultBilling: boolean;
}

export type AddressValues = Omit<CustomerAddressRecord, 'id' | 'customerId' | 'defaultShipping' | 'defaultBilling'>;

interface Row {
  entity_id: number;
  parent_id: number;
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
  default_shipping: number | null;
  default_billing: number | null;
}

const SELECT = `SELECT a.*, c.default_shipping, c.default_billing FROM customer_address_entity a
  JOIN customer_entity c ON c.entity_id = a.parent_id`;

/**
 * The customer_address_entity table and the customer's default_shipping and default_billing (Magento's address
 * repository and its relation to the customer). Writes run in one transaction each.
 */
export class CustomerAddresses {
  private readonly byId: Statement<[number], Row>;
  private readonly byCustomer: Statement<[number], Row>;
  private readonly insert: Statement<unknown[]>;
  private readonly update: Statement<unknown[]>;
  private readonly remove: Statement<[number]>;
  private readonly setDefault: Record<'shipping' | 'billing', Statement<[number | null, number]>>;

  constructor(private readonly db: Database) {
    this.byId = db.prepare(`${SELECT} WHERE a.entity_id = ?`);
    this.byCustomer = db.prepare(`${SELECT} WHERE a.parent_id = ? ORDER BY a.entity_id`);
    this.insert = db.prepare(
      `INSERT INTO customer_address_entity (parent_id, firstname, lastname, company, street, city, postcode, region, region_id,
         country_id, telephone, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.update = db.prepare(
      `UPDATE customer_address_entity SET firstname = ?, lastname = ?, company = ?, street = ?, city = ?, postcode = ?,
         region = ?, region_id = ?, country_id = ?, telephone = ?, updated_at = ? WHERE entity_id = ?`,
    );
    this.remove = db.prepare('DELETE FROM customer_address_entity WHERE entity_id = ?');
    this.setDefault = {
      shipping: db.prepare('UPDATE customer_entity SET default_shipping = ? WHERE entity_id = ?'),
      billing: db.prepare('UPDATE customer_entity SET default_billing = ? WHERE entity_id = ?'),
    };
  }

  find(id: number): CustomerAddressRecord | undefined {
    const row = this.byId.get(id);
    return row && fromRow(row);
  }

  list(customerId: number): CustomerAddressRecord[] {
    return this.byCustomer.all(customerId).map(fromRow);
  }

  /** A new address; `defaults` true makes it the default, as Magento's address relation does. */
  create(customerId: number, values: AddressValues, defaults: Defaults, timestamp: string): CustomerAddressRecord {
    return this.db.transaction(() => {
      const { lastInsertRowid } = this.insert.run(customerId, ...columnsOf(values), timestamp, timestamp);
      const id = Number(lastInsertRowid);
      this.applyDefaults(customerId, id, defaults, { shipping: false, billing: false });
      return this.find(id)!;
    })();
  }

  /** The address's new values; a default flag given false stops it being that default. */
  save(address: CustomerAddressRecord, values: AddressValues, defaults: Defaults, timestamp: string): CustomerAddressRecord {
    return this.db.transaction(() => {
      this.update.run(...columnsOf(values), timestamp, address.id);
      this.applyDefaults(address.customerId, address.id, defaults, { shipping: address.defaultShipping, billing: address.defaultBilling });
      return this.find(address.id)!;
    })();
  }

  delete(id: number): void {
    this.remove.run(id);
  }

  private applyDefaults(customerId: number, id: number, defaults: Defaults, was: { shipping: boolean; billing: boolean }): void {
    for (const kind of ['shipping', 'billing'] as const) {
      const wanted = defaults[kind];
      if (wanted === true) this.setDefault[kind].run(id, customerId);
      else if (wanted === false && was[kind]) this.setDefault[kind].run(null, customerId);
    }
  }
}

/** Whether to make the address a default (true), to stop it being one (false), or to leave it as it is (undefined). */
export interface Defaults {
  shipping?: boolean;
  billing?: boolean;
}

const columnsOf = (v: AddressValues) =>
  [v.firstname, v.lastname, v.company, v.street.join('\n'), v.city, v.postcode, v.region, v.regionId, v.countryId, v.telephone];

function fromRow(row: Row): CustomerAddressRecord {
  return {
    id: row.entity_id,
    customerId: row.parent_id,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    regionId: row.region_id,
    countryId: row.country_id,
    telephone: row.telephone,
    defaultShipping: row.default_shipping === row.entity_id,
    defaultBilling: row.default_billing === row.entity_id,
  };
}
