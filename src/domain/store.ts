// The one store view the shop knows (spec §1, §9). Shared by the app, the server and the embedded backend.
export const STORE_CODE = 'fr';
export const STORE_ID = 13;
export const STORE_NAME = 'Vitrine FR';
export const STORE_GROUP_CODE = 'vitrine';
export const STORE_GROUP_NAME = 'Vitrine';
export const WEBSITE_CODE = 'base';
export const STORE_LOCALE = 'fr_FR';
export const STORE_CURRENCY = 'EUR';
export const COUNTRY = 'FR';
export const TIMEZONE = 'Europe/Paris';
export const URL_SUFFIX = '.html';
/** The store-locator front name (spec §2). */
export const STORES_FRONT_NAME = 'stores';
/** A store's page (spec §2: stores/<url_key>). Here, not in stores.ts, for the header's favourite store. */
export const storePath = (urlKey: string) => `/${STORES_FRONT_NAME}/${urlKey}`;
/** Replaced by the current year wherever the copyright line is shown (spec §3). */
export const COPYRIGHT_YEAR_PLACEHOLDER = '{year}';
