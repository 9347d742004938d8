import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventObject } from 'xstate';

// What QA's report (`npm run qa`) is built from, as the runs leave it under `<dir>/raw`: one JSON file per path a
// model test or a browser replay drove (test/harness/qa-record.ts writes them), the coverage of each machine's chart
// by its model's paths (test/machines/coverage.test.ts), and every test the runner saw fail (failures-reporter.ts).
// The tests write through this module and the report reads through it; neither knows the other.

export interface QaStep {
  /** 0: the initial state (no event). */
  index: number;
  from: string | null;
  event: EventObject;
  to: string;
  said: string[];
  outcome: 'passed' | 'failed' | 'not reached';
  error?: string;
  /** A browser replay's screenshot of the failed step, relative to the report's directory (QA_RECORD). */
  screenshot?: string;
}

export interface QaPathRecord {
  /** The machine's key in machines/index.ts. */
  machine: string;
  /** The test's title: the path's events. */
  title: string;
  runner: 'model' | 'browser';
  outcome: 'passed' | 'failed';
  steps: QaStep[];
}

export interface Covered {
  covered: number;
  total: number;
}

export interface MachineCoverage {
  states: Covered;
  transitions: Covered;
  /** How many paths the model generates (a machine's test may run more, from a second model). */
  generated: number;
}

/** A test the runner reported failed: a test, or a suite or file that failed before or around its tests. */
export interface FailedTest {
  /** The test file, relative to the repository. */
  file: string;
  /** `describe > it` as the test names it; a suite's name when its hook failed; empty when the file itself failed. */
  name: string;
  /** The first error's message. */
  error: string;
}

/** What one test run saw fail. */
export interface RunFailures {
  tests: FailedTest[];
  /** Errors raised outside any test, which fail the run too. */
  unhandled: string[];
}

/** Where records go, when they are kept: QA_RECORD, which `npm run qa` sets; the ordinary suite keeps none. */
export const qaRecordDir = (): string | null => process.env.QA_RECORD || null;

/** The machines a QA run was asked for (QA_MACHINES, comma-separated); null for all. */
export function qaMachines(): string[] | null {
  const names = (process.env.QA_MACHINES ?? '').split(',').filter(Boolean);
  return names.length ? names : null;
}

function writeJson(folder: string, name: string, value: unknown, replacer?: (key: string, value: unknown) => unknown): void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${name}.json`), JSON.stringify(value, replacer as never, 2));
}

function readJson<T>(folder: string): { file: string; value: T }[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file: join(folder, file), value: JSON.parse(readFileSync(join(folder, file), 'utf8')) as T }));
}

/** Keeps a path's record as `<dir>/raw/paths/<runner>/<machine>/<hash>.json`; `replacer` as JSON.stringify's. */
export function writePathRecord(dir: string, record: QaPathRecord, replacer?: (key: string, value: unknown) => unknown): void {
  // Two paths may share a title (it cuts long payloads): their steps tell them apart.
  const name = createHash('sha1').update(JSON.stringify(record, replacer as never)).digest('hex').slice(0, 16);
  writeJson(join(dir, 'raw', 'paths', record.runner, record.machine), name, record, replacer);
}

export function writeCoverage(dir: string, machine: string, coverage: MachineCoverage): void {
  writeJson(join(dir, 'raw', 'coverage'), machine, coverage);
}

/** Keeps what one test run (one process) saw fail. */
export function writeFailures(dir: string, run: string, failures: RunFailures): void {
  writeJson(join(dir, 'raw', 'failures'), run, failures);
}

/** Every path record. */
export function readRecords(dir: string): QaPathRecord[] {
  return readJson<QaPathRecord>(join(dir, 'raw', 'paths')).map(({ value }) => value);
}

/** The coverage of each machine whose coverage the run checked, by machine. */
export function readCoverage(dir: string): Map<string, MachineCoverage> {
  return new Map(readJson<MachineCoverage>(join(dir, 'raw', 'coverage')).map(({ file, value }) => [file.replace(/^.*[\\/]|\.json$/g, ''), value]));
}

/** What the runs saw fail, together; null when no run left its list (a runner that died before it ended). */
export function readFailures(dir: string): RunFailures | null {
  const runs = readJson<RunFailures>(join(dir, 'raw', 'failures')).map(({ value }) => value);
  if (runs.length === 0) return null;
  return { tests: runs.flatMap((run) => run.tests), unhandled: runs.flatMap((run) => run.unhandled) };
}
