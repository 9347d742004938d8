import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirs, medianAndRange, optionValues } from '../../src/tools/bench-support';

describe('the builds a phone bench compares', () => {
  it('are each --dist given, in order, whatever the other options around them', () => {
    expect(buildDirs(['--preset', 'low', '--dist', 'var/before', '--runs', '3', '--dist', 'var/after'])).toEqual(['var/before', 'var/after']);
  });

  it('are the build the shop serves when none is given, and a --dist without its directory names none', () => {
    const served = process.env.VITRINE_DIST_DIR ?? 'dist';
    expect(buildDirs(['--preset', 'low'])).toEqual([served]);
    expect(buildDirs(['--dist'])).toEqual([served]);
  });
});

describe('a bench’s options and figures', () => {
  it('reads every value an option is given, and none for an option without one', () => {
    expect(optionValues(['--runs', '3', '--dist', 'a', '--runs', '7'], '--runs')).toEqual(['3', '7']);
    expect(optionValues(['--runs'], '--runs')).toEqual([]);
  });

  it('prints the median and the range rounded, or to the decimals asked for', () => {
    expect(medianAndRange([12.4, 3.6, 7.5], ' ms')).toBe('8 ms (4–12)');
    expect(medianAndRange([0.26, 0.31, 0.18], '', 1)).toBe('0.3 (0.2–0.3)');
  });
});

describe('a bench’s shop', () => {
  it('stops when the bench throws before stopping it', async () => {
    // A stand-in for the build's server: it says where it runs, as the shop does, writes its pid and waits.
    const dist = mkdtempSync(join(tmpdir(), 'vitrine-bench-dist-'));
    mkdirSync(join(dist, 'server'));
    const pidFile = join(dist, 'pid');
    writeFileSync(join(dist, 'server', 'main.mjs'), `
      import { writeFileSync } from 'node:fs';
      writeFileSync(${JSON.stringify(pidFile)}, String(process.pid));
      console.log('running at http://127.0.0.1:1');
      setInterval(() => undefined, 1000);
    `);
    const bench = join(dist, 'bench.mts');
    writeFileSync(bench, `
      import { startShop } from ${JSON.stringify(resolve('src/tools/bench-support.ts'))};
      await startShop(${JSON.stringify(dist)}, { VITRINE_DIST_DIR: ${JSON.stringify(dist)} });
      throw new Error('the bench failed');
    `);
    const run = spawnSync(process.execPath, ['--import', 'tsx', bench], { encoding: 'utf8', timeout: 30_000 });
    expect(run.stderr).toContain('the bench failed');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    // Gone, or a zombie its new parent has not reaped yet: /proc says which.
    const running = () => {
      try {
        return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    for (let waited = 0; running() && waited < 5_000; waited += 50) await new Promise((wait) => setTimeout(wait, 50));
    const left = running();
    if (left) process.kill(pid, 'SIGKILL');
    rmSync(dist, { recursive: true, force: true });
    expect(left).toBe(false);
  });
});
