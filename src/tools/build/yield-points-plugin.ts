import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Tried and left (docs/performance.md, "Yield points in the entry's evaluation"): each module `filter` matches begins,
 * in the browser's build only, by a top-level `await` of a yield to the browser, which cuts the entry chunk's
 * evaluation into tasks at those modules.
 */
export function yieldPointsPlugin(filter: RegExp): Plugin {
  return {
    name: 'yield-points',
    setup(build) {
      build.onLoad({ filter }, async ({ path }) => ({
        contents: `await (globalThis.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));\n${await readFile(path, 'utf8')}`,
        loader: path.endsWith('x') ? 'tsx' : 'ts',
      }));
    },
  };
}
