import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { afterAll, inject } from 'vitest';

// StrykerJS judges a mutant by every test that ran its code. The shell's charts (app, router, session, cart…) run
// under every screen's paths, so one of their mutants ran hundreds of other charts' paths: hours for a run. Here a
// chart's mutants are judged by its own path tests, test/machines/<chart>.test.tsx, as a domain module is judged by
// its own unit tests; the helpers of machines/ that are not charts by any test. After the initial run, each test
// forgets the other charts' mutants it reached.

/** Test files that drive a second chart besides their namesake. */
const ALSO_DRIVES: Record<string, string[]> = { wishlist: ['wishlist-page'] };

const ns = (globalThis as Record<string, unknown>)[inject('globalNamespace' as never) ?? '__stryker__'] as
  | { mutantCoverage?: { perTest: Record<string, Record<string, number>> } }
  | undefined;

/** Mutant ids by chart name, read from the instrumented charts; helpers under '' (anyone's). */
function mutantsByChart(): Map<string, Set<string>> {
  const byChart = new Map<string, Set<string>>();
  for (const file of readdirSync('machines')) {
    const chart = file.endsWith('.machine.ts') ? basename(file, '.machine.ts') : '';
    const ids = byChart.get(chart) ?? new Set<string>();
    for (const [, id] of readFileSync(`machines/${file}`, 'utf8').matchAll(/stryMutAct_\w+\("(\d+)"\)/g)) ids.add(id!);
    byChart.set(chart, ids);
  }
  return byChart;
}

if (inject('mode' as never) === 'dry-run') {
  const byChart = mutantsByChart();
  const helpers = byChart.get('') ?? new Set<string>();
  afterAll(() => {
    for (const [testId, mutants] of Object.entries(ns?.mutantCoverage?.perTest ?? {})) {
      const name = basename(testId.slice(0, testId.indexOf('#'))).replace(/\.test\.tsx?$/, '');
      const own = [name, ...(ALSO_DRIVES[name] ?? [])].map((chart) => byChart.get(chart) ?? new Set<string>());
      for (const id of Object.keys(mutants)) if (!helpers.has(id) && !own.some((ids) => ids.has(id))) delete mutants[id];
    }
  });
}
