import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'esbuild';

/**
 * Screens whose messages load with the screen, from `lang/<locale>.json?screen=<screen>`, rather than with the
 * shell's catalogue: the first load of every other page does without them. Each owns the ids under its prefixes
 * (`<prefix>.*`) and the ids it names whole, shown by its screens only (but for SHELL_KEEPS): the cart's
 * (`cartPage.*`) and the checkout header's Need Help menu's come with checkout's, which the cart leads to; the order
 * tracking's, the guest subscriptions' sign-in and the password reset's with the account area's; the search page's
 * with the listings'.
 */
export const SCREEN_CATALOGUES = {
  checkout: [
    'checkout',
    'cartPage',
    'needHelp',
    'field.holderName',
    'field.number',
    'field.expiry',
    'field.cvc',
    'validation.cardNumber',
    'validation.cardExpiry',
    'validation.cardCvc',
  ],
  accountArea: ['accountArea', 'trackOrder', 'subscriptionsAuth', 'resetPassword', 'field.newPassword'],
  contact: ['contact'],
  newsletter: ['newsletter'],
  switchers: ['switchers'],
  listing: ['listing', 'search', 'pagination'],
  stores: ['stores', 'favoriteStore'],
  product: ['product', 'carousel', 'subscriptionOffer', 'price.percentOff', 'wishlist.add', 'wishlist.failed'],
  searchPanel: ['searchBar'],
} as const;

/**
 * Ids under a screen's prefix that the shell shows too: a product card's stars (home, listings, the product rows), the
 * Need Help trigger the checkout header shows while its menu's code loads.
 */
export const SHELL_KEEPS: readonly string[] = [
  'product.ratingLabel',
  'product.ratingShown',
  'product.reviews.stars',
  'needHelp.trigger',
  'subscriptionOffer.cartLine',
  'favoriteStore.header',
  'favoriteStore.find',
];

const SCREEN_QUERY = /\.json\?screen=([a-zA-Z]+)$/;

/** Messages only the build reads (the service worker's offline page, src/tools/build/offline-page.ts): no chunk carries them. */
const BUILD_ONLY = 'offlinePage.';

/** The messages of a catalogue for `screen`, or (no screen) those of the shell: every other one the app shows. */
export function catalogueFor(catalogue: Record<string, string>, screen: string | null): Record<string, string> {
  const ownedBy = (id: string) =>
    SHELL_KEEPS.includes(id)
      ? null
      : (Object.entries(SCREEN_CATALOGUES).find(([, prefixes]) => prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)))?.[0] ?? null);
  return Object.fromEntries(Object.entries(catalogue).filter(([id]) => !id.startsWith(BUILD_ONLY) && ownedBy(id) === screen));
}

/** The screen a `lang/<locale>.json?screen=<screen>` import asks for, or null. */
export const screenOf = (specifier: string) => SCREEN_QUERY.exec(specifier)?.[1] ?? null;

/**
 * A catalogue compiled, as a module with only a default export: a JSON module would also export each message by
 * its id, which writes every id twice in the chunk.
 */
const compiled = (catalogue: Record<string, string>) =>
  `export default ${JSON.stringify(Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)])))};`;

/**
 * Catalogues in lang/ are compiled to ICU message ASTs at build time, so the browser never ships the
 * message parser (the build aliases it to its parser-less variant); each screen of SCREEN_CATALOGUES gets its own.
 */
export const messagesPlugin: Plugin = {
  name: 'messages',
  setup(build) {
    // The suffix keeps each screen's import its own module: esbuild would otherwise load one path once, for all screens.
    build.onResolve({ filter: SCREEN_QUERY }, ({ path, resolveDir }) => ({
      path: resolve(resolveDir, path.replace(/\?.*$/, '')),
      suffix: `?screen=${screenOf(path)}`,
      namespace: 'screen-messages',
      pluginData: { screen: screenOf(path) },
    }));
    build.onLoad({ filter: /.*/, namespace: 'screen-messages' }, async ({ path, pluginData }) => {
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      return { contents: compiled(catalogueFor(catalogue, (pluginData as { screen: string }).screen)), loader: 'js', resolveDir: dirname(path) };
    });
    build.onLoad({ filter: /[\\/]lang[\\/][a-z]{2}_[A-Z]{2}\.json$/ }, async ({ path }) => {
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      return { contents: compiled(catalogueFor(catalogue, null)), loader: 'js' };
    });
  },
};

export const MESSAGE_PARSER_ALIAS = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
