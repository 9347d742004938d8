// `npm run qa [-- <machine>…] [--browser]`: runs the machines' model tests (and with --browser their Chromium
// replays) with QA_RECORD set, then writes test-results/qa/index.html and index.md from the paths they recorded.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machines } from '../../machines/index';
import { readRecords } from './qa/records';
import { failureLines, summaryLines, totals } from './qa/summary';
import { modelTestOf, parseArgs, replayFile } from './qa/targets';
import { writeReport } from './qa/write';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'test-results/qa');
const MACHINE_TESTS = 'test/machines';

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
  const run = spawnSync('npx', ['vitest', 'run', ...vitestArgs], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, QA_RECORD: OUT } });
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
const files = selection.names.length ? [...new Set(modelTests.filter((file): file is string => file !== null))] : [MACHINE_TESTS];
const codes = files.length ? [vitest(['--project', 'dom', ...files])] : [];

if (selection.browser) {
  const wanted = selection.names.length ? selection.names : known;
  const replays = wanted.filter((name) => {
    const there = existsSync(join(ROOT, replayFile(name)));
    if (!there && selection.names.length) console.log(`No browser replay for ${name} (${replayFile(name)} does not exist): going on without it.`);
    return there;
  });
  if (replays.length) codes.push(vitest(['--config', 'test/e2e/vitest.config.ts', ...replays.map(replayFile)]));
}
const exitCode = codes.find((code) => code !== 0) ?? 0;
const tested = seconds(started);

const records = readRecords(OUT);
// Named machines, and any other whose paths those tests ran (wishlist.test.tsx runs wishlistPage's too).
const names = selection.names.length ? known.filter((name) => selection.names.includes(name) || records.some((record) => record.machine === name)) : known;
const command = `npm run qa${args.length ? ` -- ${args.join(' ')}` : ''}`;
const report = await writeReport(OUT, names, records, { command, exitCode });
const results = report.results;

const sum = totals(results);
const failures = failureLines(results, (name) => report.chart(name)?.label);
console.log(['', ...(failures.length ? ['Failed paths:', '', ...failures] : []), ...summaryLines(results), ''].join('\n'));
console.log(`Tests ${tested}, whole run ${seconds(started)}; ${sum.failed ? `${sum.failed} ${sum.failed === 1 ? 'path' : 'paths'} failed` : 'no path failed'}${exitCode ? `, the tests exited with code ${exitCode}` : ''}.`);
console.log(`Report: ${relative(process.cwd(), join(OUT, 'index.html'))} (Markdown: ${relative(process.cwd(), join(OUT, 'index.md'))})`);
process.exit(exitCode);
