// npm run bench:floor
//
// The least JavaScript a first render of this design can load: the libraries a hydrated page runs before any of the
// shop's own code (React and its renderer, xstate and its React binding, react-intl without the message parser, the
// router), bundled alone into one file, minified, with the build's define and alias, gzip at level 9 as
// dist/size.json counts. One file compresses better than the build's chunks, so this is below what any split of them
// can reach. urql, graphcache and react-aria are left out: the first load does without them.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { BROWSER_ALIASES } from './build/aliases';

/** What a first render uses of each library: the entry keeps each name alive, so that tree shaking keeps its code. */
const FIRST_RENDER_IMPORTS = `
import { createElement, startTransition, Suspense, lazy, use, useSyncExternalStore } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { createActor, setup, assign, fromPromise, fromCallback, sendParent, sendTo, enqueueActions, raise } from 'xstate';
import { useSelector } from '@xstate/react';
import { IntlProvider, useIntl, createIntl } from 'react-intl';
import { Router, Route, Switch, Link, useLocation } from 'wouter';
globalThis.floor = [createElement, startTransition, Suspense, lazy, use, useSyncExternalStore, hydrateRoot, createRoot,
  createActor, setup, assign, fromPromise, fromCallback, sendParent, sendTo, enqueueActions, raise, useSelector,
  IntlProvider, useIntl, createIntl, Router, Route, Switch, Link, useLocation];
`;

const result = await build({
  stdin: { contents: FIRST_RENDER_IMPORTS, resolveDir: process.cwd(), loader: 'js' },
  bundle: true,
  minify: true,
  write: false,
  format: 'esm',
  metafile: true,
  define: { 'process.env.NODE_ENV': '"production"' },
  alias: BROWSER_ALIASES,
});
const code = result.outputFiles[0]!.contents;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const byPackage = new Map<string, number>();
for (const [input, { bytesInOutput }] of Object.entries(Object.values(result.metafile.outputs)[0]!.inputs)) {
  const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? input;
  byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
}
console.log(`libraries of a first render, alone in one file: ${kb(gzipSync(code, { level: 9 }).length)} gzip (${kb(code.length)} minified)`);
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`  ${name.padEnd(36)} ${kb(bytes).padStart(9)} minified`);
