import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium against the real storefront server on a free port with a fresh data directory.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/build.ts'],
    // Two files at a time, each with its own shop and Chromium: most of a browser test waits on timers and paints,
    // so two share the 2 cores well. A test's speed is the benchmarks' business: the limits only stop a hang.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // What a shopper sees may take a few seconds to settle while the other file's browser paints.
    expect: { poll: { timeout: 10_000 } },
  },
});
