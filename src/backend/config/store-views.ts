import { STORE_CODE, STORE_CURRENCY, STORE_ID, STORE_LOCALE, STORE_NAME } from '../../domain/store';

/** A store view the backend serves: the same catalogue under its own code, name and locale. */
export interface StoreView {
  code: string;
  id: number;
  name: string;
  locale: string;
  sortOrder: number;
}

/** The website's currencies: prices are kept in `base`; an allowed one is shown at its rate from base. */
export interface Currencies {
  base: string;
  allowed: readonly string[];
  /** Rate from the base currency, by currency code (the base at 1). */
  rates: Readonly<Record<string, number>>;
}

export interface StoreSetup {
  views: readonly StoreView[];
  currencies: Currencies;
}

/** The seeded shop (spec §1, §9): one French store view, EUR only. */
export const SINGLE_STORE: StoreSetup = {
  views: [{ code: STORE_CODE, id: STORE_ID, name: STORE_NAME, locale: STORE_LOCALE, sortOrder: 0 }],
  currencies: { base: STORE_CURRENCY, allowed: [STORE_CURRENCY], rates: { [STORE_CURRENCY]: 1 } },
};

/**
 * An international fixture for the store and currency switchers: the French store view beside an English and a
 * German one, and US dollars beside euros.
 */
export const INTERNATIONAL_STORES: StoreSetup = {
  views: [
    ...SINGLE_STORE.views,
    { code: 'en', id: STORE_ID + 1, name: 'Vitrine EN', locale: 'en_US', sortOrder: 1 },
    { code: 'de', id: STORE_ID + 2, name: 'Vitrine DE', locale: 'de_DE', sortOrder: 2 },
  ],
  currencies: { base: STORE_CURRENCY, allowed: [STORE_CURRENCY, 'USD'], rates: { [STORE_CURRENCY]: 1, USD: 1.1 } },
};

/** VITRINE_STORES=international serves the international fixture; anything else (or nothing) the seeded shop's one store. */
export function storeSetupFromEnv(env: NodeJS.ProcessEnv = process.env): StoreSetup {
  return env.VITRINE_STORES === 'international' ? INTERNATIONAL_STORES : SINGLE_STORE;
}

/** The store views and currencies the backend answers for. */
export class StoreViews {
  constructor(private readonly setup: StoreSetup = SINGLE_STORE) {}

  get all(): readonly StoreView[] {
    return this.setup.views;
  }

  get currencies(): Currencies {
    return this.setup.currencies;
  }

  /** The default store view: the first. */
  get default(): StoreView {
    return this.setup.views[0]!;
  }

  /** A store view by its code (Magento's "default" alias names the default one); null for an unknown code. */
  find(code: string): StoreView | null {
    if (code.toLowerCase() === 'default') return this.default;
    return this.setup.views.find((view) => view.code === code) ?? null;
  }

  allows(currency: string): boolean {
    return this.setup.currencies.allowed.includes(currency);
  }

  /** An amount of the base currency in `currency`, rounded to the cent as Magento's price currency does. */
  convert(amount: number, currency: string): number {
    const rate = this.setup.currencies.rates[currency] ?? 1;
    return Math.round(amount * rate * 100) / 100;
  }
}
