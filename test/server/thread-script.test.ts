import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { threadScript } from '../../src/server/thread-script';

// The built program's threads run their own bundles (test/e2e/render-threads.e2e.ts starts them from the build).
describe('a worker thread\'s script, from the source tree', () => {
  it.each(['backend-thread', 'render-thread'] as const)('%s starts through thread-entry.mjs, which loads its TypeScript', (module) => {
    const { script, entry } = threadScript(module);
    expect(fileURLToPath(script)).toMatch(/src\/server\/thread-entry\.mjs$/);
    expect(fileURLToPath(entry)).toMatch(new RegExp(`src/server/${module}\\.ts$`));
    expect(existsSync(script)).toBe(true);
    expect(existsSync(new URL(entry))).toBe(true);
  });
});
