import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'esbuild';

/**
 * Screens whose messages (`<screen>.*`) load with the screen, from `lang/<locale>.json?screen=<screen>`, rather than
 * with the shell's catalogue: the first load of every other page does without them.
 */
export const SCREEN_CATALOGUES = ['checkout', 'accountArea', 'contact', 'newsletter', 'switchers', 'listing', 'stores'] as const;

const SCREEN_QUERY = /\.json\?screen=([a-zA-Z]+)$/;

/** Messages only the build reads (the service worker's offline page, src/tools/build/offline-page.ts): no chunk carries them. */
const BUILD_ONLY = 'offlinePage.';

/** The messages of a catalogue for `screen`, or (no screen) those of the shell: every other one the app shows. */
export function catalogueFor(catalogue: Record<string, string>, screen: string | null): Record<string, string> {
  const ownedBy = (id: string) => SCREEN_CATALOGUES.find((name) => id.startsWith(`${name}.`)) ?? null;
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
