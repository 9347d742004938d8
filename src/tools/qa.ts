// `npm run qa [-- <machine>…] [--browser]`: runs the machines' model tests (and with --browser their Chromium
// replays) with QA_RECORD set, then writes test-results/qa/index.html and index.md from what they recorded: the
// paths, the coverage test's figures and every test the runner saw fail. It exits non-zero when either the tests'
// exit code or the report says something failed, and its last lines say the same.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machines } from '../../machines/index';
import { readRecords } from './qa/records';
import { failureLines, runFailed, summaryLines } from './qa/summary';
import { machineOfTestFile, modelTestOf, parseArgs, replayFile } from './qa/targets';
import { writeReport } from './qa/write';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'test-results/qa');
const MACHINE_TESTS = 'test/machines';
/** Checks that every machine's paths cover its chart, and records the figures the report shows. */
const COVERAGE_TEST = `${MACHINE_TESTS}/coverage.test.ts`;
/** Keeps every failed test for the report, besides the usual output. */
const REPORTERS = ['--reporter=default', '--reporter=./src/tools/qa/failures-reporter.ts'];

const known = Object.keys(machines);
const args = process.argv.slice(2);
const selection = parseArgs(args, known);
if (selection.unknown.length) {
  console.error(`Unknown machine or option: ${selection.unknown.join(', ')}.\nKnown machines (machines/index.ts): ${known.join(', ')}.\nOption: --browser (also replay the machine's paths in Chromium).`);
  process.exit(1);
}

/** Runs vitest with QA_RECORD set; its exit code. */
function vitest(vitestArgs: string[]): number {
  console.log(`\n$ npx vitest run ${vitestArgs.join(' ')}`);
  const run = spawnSync('npx', ['vitest', 'run', ...REPORTERS, ...vitestArgs], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, QA_RECORD: OUT, QA_MACHINES: selection.names.join(',') } });
  return run.status ?? 1;
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const started = Date.now();
rmSync(join(OUT, 'raw'), { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const testFiles = readdirSync(join(ROOT, MACHINE_TESTS)).map((file) => `${MACHINE_TESTS}/${file}`);
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const modelTests = selection.names.map((name) => {
  const file = modelTestOf(name, testFiles, read);
  if (!file) console.log(`No model test runs the paths of ${name}; the report will say it was not run.`);
  return file;
});
const files = selection.names.length ? [...new Set([...modelTests.filter((file): file is string => file !== null), COVERAGE_TEST])] : [MACHINE_TESTS];
const codes = [vitest(['--project', 'dom', ...files])];

if (selection.browser) {
  const wanted = selection.names.length ? selection.names : known;
  const replays = wanted.filter((name) => {
    const there = existsSync(join(ROOT, replayFile(name)));
    if (!there && selection.names.length) console.log(`No browser replay for ${name} (${replayFile(name)} does not exist): going on without it.`);
    return there;
  });
  if (replays.length) codes.push(vitest(['--config', 'test/e2e/vitest.config.ts', ...replays.map(replayFile)]));
}
const testsExitCode = codes.find((code) => code !== 0) ?? 0;
const tested = seconds(started);

const records = readRecords(OUT);
// Named machines, and any other whose paths those tests ran (wishlist.test.tsx runs wishlistPage's too).
const names = selection.names.length ? known.filter((name) => selection.names.includes(name) || records.some((record) => record.machine === name)) : known;
const command = `npm run qa${args.length ? ` -- ${args.join(' ')}` : ''}`;
const report = writeReport(OUT, names, records, { command, exitCode: testsExitCode, machineOf: (file) => machineOfTestFile(file, known) });
const failures = failureLines(report.results, (name) => report.chart(name)?.label, report.others);
console.log(['', ...(failures.length ? ['Failed:', '', ...failures] : []), ...summaryLines(report.results, report), ''].join('\n'));
console.log(`Tests ${tested}, whole run ${seconds(started)}.`);
console.log(`Report: ${relative(process.cwd(), join(OUT, 'index.html'))} (Markdown: ${relative(process.cwd(), join(OUT, 'index.md'))})`);
// The exit code agrees with the verdict above: a failure the report counts fails the run even if the runner said 0.
process.exit(runFailed(report.results, report) ? testsExitCode || 1 : 0);
