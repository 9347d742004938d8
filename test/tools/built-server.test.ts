import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtServer } from '../../src/tools/built-server';

describe('builtServer', () => {
  it('runs the build’s program with the node options of the start script, as npm start does', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    const { program, execArgv } = builtServer('dist');
    expect(program).toBe(resolve('dist/server/main.mjs'));
    // The heap bound and the collector the server's figures were measured with (docs/architecture.md).
    expect(execArgv).toEqual(['--max-old-space-size=192', '--single-threaded-gc', '--heap-growing-percent=60']);
    expect(scripts.start).toContain(`node ${execArgv.join(' ')} \${VITRINE_DIST_DIR:-dist}/server/main.mjs`);
    // bench:render runs the renderer in its own process: with the server's collector, or its figures are another server's.
    expect(scripts['bench:render']).toContain('node --single-threaded-gc --heap-growing-percent=60 ');
  });
});
