import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'first-load';

/** How the metafile names the entry of a dynamically imported module. */
export const lazyEntryName = (source: string) => `${NAMESPACE}:${resolve(source)}`;

/**
 * A filter for the specifiers `sources` pass to `import()`. A plugin that esbuild asked about every relative import
 * made the build a third slower. A specifier built at run time is not found here, and its module is chunked as
 * esbuild would.
 */
export function dynamicImportFilter(sources: string): RegExp {
  const specifiers = new Set<string>();
  for (const file of readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name)))
    for (const [, specifier] of readFileSync(join(sources, file), 'utf8').matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) specifiers.add(specifier!);
  const escaped = [...specifiers].map((specifier) => specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(?:${escaped.join('|')})$`);
}

/**
 * The entry's whole static graph in one chunk. esbuild splits code by the set of entries (a dynamic import counts as
 * one) that reach each module, so a first load came in some sixty small chunks, each module shared with a different
 * set of screens, and each compressed alone. Every dynamically imported module is loaded after the entry has run, so
 * making each one import the entry too costs nothing: then every module of the entry's graph is reached by the same
 * set, and lands in the same chunk.
 *
 * `start`: the module each dynamically imported one is made to import (the entry without its stylesheet: an entry's
 * CSS bundle takes in every stylesheet its graph imports); `sources`: the directory whose `import()`s are followed.
 */
export function firstLoadPlugin(start: string, sources: string): Plugin {
  const startPath = resolve(start);
  return {
    name: 'first-load',
    setup(build) {
      build.onResolve({ filter: dynamicImportFilter(sources) }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const target = await build.resolve(args.path, { kind: 'dynamic-import', importer: args.importer, resolveDir: args.resolveDir, pluginData: NAMESPACE });
        if (target.errors.length) return { errors: target.errors };
        return { path: target.path + target.suffix, namespace: NAMESPACE, pluginData: target };
      });
      // The module, as its importer sees it, behind an import of the start module.
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async ({ pluginData }) => {
        const target = pluginData as { path: string; namespace: string; suffix: string };
        const specifier = JSON.stringify(target.path + target.suffix);
        const source = target.namespace === 'file' ? await readFile(target.path, 'utf8') : '';
        const hasDefault = target.namespace !== 'file' || /\bexport\s+default\b|\bas\s+default\b/.test(source);
        return {
          contents: `import ${JSON.stringify(startPath)};\nexport * from ${specifier};\n${hasDefault ? `export { default } from ${specifier};\n` : ''}`,
          loader: 'js',
          resolveDir: resolve('.'),
        };
      });
    },
  };
}
