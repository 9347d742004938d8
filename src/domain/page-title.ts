import { STORE_NAME } from './store';

/** Between a page's own title and the store's name (spec §8: "404 Not Found | {storeName}"). */
const SEPARATOR = ' | ';

/**
 * The document title of every page, rendered on the server and updated in the browser alike (spec §7 "Page title
 * store config": the store's `store_name`, a fallback store name when absent; §8): the page's own title, then the
 * store's name; the store's name alone for a page without a title of its own. Magento's `title_prefix` and
 * `title_suffix` are not read: the spec's title query asks for `store_name` only.
 */
export function documentTitle(pageTitle: string | null | undefined, storeName: string | null | undefined): string {
  const store = storeName?.trim() || STORE_NAME;
  const page = pageTitle?.trim();
  return page ? `${page}${SEPARATOR}${store}` : store;
}
