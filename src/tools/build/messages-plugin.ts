import { readFile } from 'node:fs/promises';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'esbuild';

/**
 * Catalogues in lang/ are compiled to ICU message ASTs at build time, so the browser never ships the
 * message parser (the build aliases it to its parser-less variant).
 */
export const messagesPlugin: Plugin = {
  name: 'messages',
  setup(build) {
    build.onLoad({ filter: /[\\/]lang[\\/][a-z]{2}_[A-Z]{2}\.json$/ }, async ({ path }) => {
      const catalogue = JSON.parse(await readFile(path, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, parse(text)]));
      return { contents: JSON.stringify(compiled), loader: 'json' };
    });
  },
};

export const MESSAGE_PARSER_ALIAS = {
  '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
};
