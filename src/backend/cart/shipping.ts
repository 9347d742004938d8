import type { Database } from 'better-sqlite3';
import { taxIncluded, toCents, toEuros } from './totals';

/** A shipping method offered for a package, EUR. Carrier prices include VAT (see docs/backend.md, "VAT"). */
export interface ShippingRate {
  carrierCode: string;
  carrierTitle: string;
  methodCode: string;
  methodTitle: string;
  priceInclTax: number;
  priceExclTax: number;
}

interface Carrier {
  code: string;
  title: string;
  methodCode: string;
  methodTitle: string;
  countries: Set<string>;
  freeMethod: boolean;
  freeShippingSubtotal: number | null;
  /** Ascending bands. */
  rates: Array<{ maxWeight: number; price: number }>;
}

export interface Package {
  country: string;
  /** kg */
  weight: number;
  /** What the goods cost, tax included, after discounts: the free-shipping threshold compares with it. */
  goodsTotal: number;
  /** A cart price rule grants free shipping. */
  freeShipping: boolean;
}

/** The carriers and their rate tables (configuration: read once). */
export class Carriers {
  private readonly carriers: Carrier[];

  constructor(db: Database) {
    const rows = db.prepare('SELECT * FROM shipping_carrier ORDER BY sort_order, carrier_code').all() as Array<{
      carrier_code: string; title: string; method_code: string; method_title: string; countries: string; free_method: number;
      free_shipping_subtotal: number | null;
    }>;
    const rates = db.prepare('SELECT carrier_code, max_weight, price FROM shipping_tablerate ORDER BY carrier_code, max_weight')
      .all() as Array<{ carrier_code: string; max_weight: number; price: number }>;
    this.carriers = rows.map((r) => ({
      code: r.carrier_code,
      title: r.title,
      methodCode: r.method_code,
      methodTitle: r.method_title,
      countries: new Set(r.countries.split(',')),
      freeMethod: r.free_method === 1,
      freeShippingSubtotal: r.free_shipping_subtotal,
      rates: rates.filter((x) => x.carrier_code === r.carrier_code).map((x) => ({ maxWeight: x.max_weight, price: x.price })),
    }));
  }

  /**
   * The smallest goods total (tax included, after discounts) from which a carrier delivers for free, as each carrier's
   * free_shipping_subtotal sets it; null when no carrier has such a threshold.
   */
  freeShippingSubtotal(): number | null {
    const thresholds = this.carriers.flatMap((c) => (c.freeMethod && c.freeShippingSubtotal !== null ? [c.freeShippingSubtotal] : []));
    return thresholds.length > 0 ? Math.min(...thresholds) : null;
  }

  /**
   * The methods that can carry a package, in the carriers' order: a carrier that does not serve the country, or
   * whose heaviest band is lighter than the package, offers nothing (Magento's table rates without a matching row).
   */
  estimate(pkg: Package): ShippingRate[] {
    return this.carriers.flatMap((c) => {
      if (!c.countries.has(pkg.country)) return [];
      const band = c.rates.find((r) => Math.round(pkg.weight * 1000) <= Math.round(r.maxWeight * 1000));
      if (!band) return [];
      const free = c.freeMethod
        && (pkg.freeShipping || (c.freeShippingSubtotal !== null && toCents(pkg.goodsTotal) >= toCents(c.freeShippingSubtotal)));
      const price = free ? 0 : toCents(band.price);
      return [{
        carrierCode: c.code, carrierTitle: c.title, methodCode: c.methodCode, methodTitle: c.methodTitle,
        priceInclTax: toEuros(price), priceExclTax: toEuros(price - taxIncluded(price)),
      }];
    });
  }
}
