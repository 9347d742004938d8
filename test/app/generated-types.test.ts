import { execFileSync, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const GENERATED = 'src/app/graphql/generated';

describe('generated operation types (src/app/graphql/generated)', () => {
  it('are what codegen makes of the documents and the SDL (`npm run codegen` writes them)', () => {
    const check = spawnSync('node_modules/.bin/graphql-codegen', ['--check'], { encoding: 'utf8' });
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
  });

  // CI works on a fresh clone and its typecheck regenerates the files before the tests: a file that differs from
  // its committed copy was committed stale.
  it.runIf(process.env.CI)('are committed as codegen makes them', () => {
    expect(execFileSync('git', ['status', '--porcelain', '--', GENERATED], { encoding: 'utf8' })).toBe('');
  });
});
