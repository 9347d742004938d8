import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vitest/config';
import { catalogueFor, screenOf } from './src/tools/build/messages-plugin';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test/harness/limits';

/** A screen's own messages, `lang/<locale>.json?screen=<screen>`, as the build serves them (uncompiled here). */
const screenMessages: Plugin = {
  name: 'screen-messages',
  load(id) {
    const screen = screenOf(id);
    if (!screen) return null;
    const catalogue = JSON.parse(readFileSync(id.replace(/\?.*$/, ''), 'utf8')) as Record<string, string>;
    return `export default ${JSON.stringify(catalogueFor(catalogue, screen))};`;
  },
};

// Two environments: node for the backend, server and pure modules; jsdom where views render.
// A test's speed is measured by the benchmarks, not asserted here: on 2 busy cores a backend test that hashes ten
// passwords or renders a page on the server may take well over vitest's default 5 s, and that is no failure.
const limits = { testTimeout: TEST_TIMEOUT_MS, hookTimeout: HOOK_TIMEOUT_MS };

// Both cores run test files (vitest would keep one free); the DOM tests wait up to 5 s for the UI (setup-dom.ts).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        plugins: [screenMessages],
        test: {
          ...limits,
          name: 'node',
          environment: 'node',
          include: ['test/{backend,server,domain,tools}/**/*.test.ts'],
          setupFiles: ['test/harness/setup-node.ts'],
        },
      },
      {
        plugins: [screenMessages],
        test: {
          ...limits,
          name: 'dom',
          environment: 'jsdom',
          include: ['test/{machines,app}/**/*.test.{ts,tsx}'],
          setupFiles: ['test/harness/setup-dom.ts'],
        },
      },
    ],
  },
});
