// Mutation testing, `npm run test:mutation` (slow, so not in CI): MUTATE=domain mutates src/domain against its unit
// tests, MUTATE=machines mutates machines/ against the charts' path tests (test/mutation/vitest.config.ts).
const scope = process.env.MUTATE === 'domain' ? 'domain' : 'machines';
const mutate = { domain: ['src/domain/**/*.ts'], machines: ['machines/**/*.ts'] }[scope];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // The vitest runner, retrying a run that completed no test (test/mutation/stryker-runner.mjs).
  plugins: ['@stryker-mutator/*', './test/mutation/stryker-runner.mjs', './test/mutation/progress-log.mjs'],
  testRunner: 'vitest-shared-thread',
  vitest: { configFile: 'test/mutation/vitest.config.ts', related: false },
  mutate,
  coverageAnalysis: 'perTest',
  // A static mutant (module-level code: the charts' literal configs, the domain's constant tables) reloads every
  // module and runs every test, 96 % of the run time for a fifth of the mutants. STATIC=1 includes them.
  ignoreStatic: !process.env.STATIC,
  concurrency: 2,
  // Each runner keeps one test thread for all its mutants (test/mutation/persistent-threads.ts); a fresh one now and
  // then bounds what a long run can leak.
  maxTestRunnerReuse: 300,
  dryRunTimeoutMinutes: 30,
  // A run's limit: its tests' own time and a quarter, plus 6 s, above the mutation runs' wait for the UI (4 s,
  // test/mutation/short-waits.ts), so that a view left waiting fails its path rather than timing the runner out.
  timeoutMS: 6000,
  timeoutFactor: 1.25,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json', 'progress-log'],
  // Each mutant's result as a JSON line the moment it is known (test/mutation/progress-log.mjs).
  progressLogFile: `test-results/mutation/${scope}-progress.jsonl`,
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: false },
  htmlReporter: { fileName: `test-results/mutation/${scope}.html` },
  jsonReporter: { fileName: `test-results/mutation/${scope}.json` },
  // A second run re-tests only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: `test-results/mutation/${scope}-incremental.json`,
  ignorePatterns: ['dist', 'var', 'test-results', 'docs', 'test/e2e', '.stryker-tmp*'],
  // The sandbox needs no tsconfig rewrite (ours extends nothing), and the rewrite calls an API TypeScript 7 dropped.
  tsconfigFile: '',
};
