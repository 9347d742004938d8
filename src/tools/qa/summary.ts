import { pathName, stepText, stepView, type EventLabel } from './format';
import type { Covered, FailedTest, MachineCoverage, QaPathRecord } from './records';

// What the report says of each machine: its paths' results, the tests of its file that failed outside a path, and how
// much of its chart the generated paths reach; and of the run: a verdict that never says less than the run saw.

export type MachineStatus = 'passed' | 'failed' | 'not run';

export interface MachineResult {
  name: string;
  status: MachineStatus;
  paths: number;
  passed: number;
  failed: number;
  /**
   * Tests of its test file that failed outside a path: before one began (a render, a hook, the file's imports), after
   * it passed, or cut by a timeout before its record was written.
   */
  outside: FailedTest[];
  /** Unknown for a machine whose coverage the run did not check. */
  coverage: MachineCoverage | null;
  /** Failed paths first, then the rest in the order they ran. */
  records: QaPathRecord[];
}

export interface Totals {
  machines: number;
  notRun: number;
  paths: number;
  passed: number;
  failed: number;
  /** Tests that failed outside a path, those of no machine's file included. */
  outside: number;
}

/** No record means the tests did not run the machine: "not run", never "passed"; a test that failed outside a path fails it. */
export function statusOf(records: QaPathRecord[], outside: FailedTest[] = []): MachineStatus {
  if (outside.length || records.some((record) => record.outcome === 'failed')) return 'failed';
  return records.length === 0 ? 'not run' : 'passed';
}

/** The failed tests that no failed path accounts for (a path's record carries its test's name as its title). */
export function failedOutsidePaths(tests: FailedTest[], records: QaPathRecord[]): FailedTest[] {
  const failedPaths = new Set(records.filter((record) => record.outcome === 'failed').map((record) => record.title));
  return tests.filter((test) => !failedPaths.has(test.name));
}

/**
 * One result per machine of `names` (in that order), then per machine that only the records or the failures name;
 * failed paths first, model paths before browser ones, by title. A failure outside a path counts for the machine
 * whose test file failed (`machineOf`).
 */
export function machineResults(
  names: string[],
  records: QaPathRecord[],
  coverage: (name: string) => MachineCoverage | null,
  outside: FailedTest[] = [],
  machineOf: (file: string) => string | null = () => null,
): MachineResult[] {
  const named = [...records.map((record) => record.machine), ...outside.flatMap((test) => machineOf(test.file) ?? [])];
  const extra = [...new Set(named)].filter((name) => !names.includes(name));
  return [...names, ...extra].map((name) => {
    const own = records
      .filter((record) => record.machine === name)
      .sort(
        (a, b) =>
          Number(a.outcome === 'passed') - Number(b.outcome === 'passed') ||
          Number(a.runner === 'browser') - Number(b.runner === 'browser') ||
          a.title.localeCompare(b.title),
      );
    const failed = own.filter((record) => record.outcome === 'failed').length;
    const itsOutside = outside.filter((test) => machineOf(test.file) === name);
    return { name, status: statusOf(own, itsOutside), paths: own.length, passed: own.length - failed, failed, outside: itsOutside, coverage: coverage(name), records: own };
  });
}

/** The failures outside a path that belong to no machine's test file (the coverage test, the harness's own tests). */
export function othersOf(outside: FailedTest[], machineOf: (file: string) => string | null): FailedTest[] {
  return outside.filter((test) => machineOf(test.file) === null);
}

export function totals(results: MachineResult[], others: FailedTest[] = []): Totals {
  return {
    machines: results.length,
    notRun: results.filter((result) => result.status === 'not run').length,
    paths: results.reduce((sum, result) => sum + result.paths, 0),
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
    outside: results.reduce((sum, result) => sum + result.outside.length, others.length),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the run saw fail besides the paths. */
export interface RunFailed {
  /** Failed tests of files that run no machine's paths. */
  others: FailedTest[];
  /** Errors outside any test. */
  unhandled: string[];
  /** The tests' exit code. */
  exitCode: number;
}

/** Whether the run failed: by the tests' exit code, or by any failure the report counts, whichever says more. */
export function runFailed(results: MachineResult[], run: RunFailed): boolean {
  const sum = totals(results, run.others);
  return run.exitCode !== 0 || sum.failed > 0 || sum.outside > 0 || run.unhandled.length > 0;
}

/**
 * The run's verdict in one line, which agrees with the exit code QA ends with: `passed: 541 paths of 48 machines`,
 * or `FAILED: 1 path failed, 1 test failed outside a path; the tests exited with code 1`.
 */
export function verdictLine(results: MachineResult[], run: RunFailed): string {
  const sum = totals(results, run.others);
  if (!runFailed(results, run)) return `passed: ${count(sum.paths, 'path', 'paths')} of ${count(sum.machines - sum.notRun, 'machine', 'machines')}, no test failed`;
  const seen = [
    ...(sum.failed ? [`${count(sum.failed, 'path', 'paths')} failed`] : []),
    ...(sum.outside ? [`${count(sum.outside, 'test', 'tests')} failed outside a path`] : []),
    ...(run.unhandled.length ? [`${count(run.unhandled.length, 'error', 'errors')} outside any test`] : []),
  ];
  const code = `the tests exited with code ${run.exitCode}`;
  return seen.length ? `FAILED: ${seen.join(', ')}; ${code}` : `FAILED: ${code}, naming no failed test (see the run's log)`;
}

/** `20/20 (100 %)`. */
export function coveredText({ covered, total }: Covered): string {
  return `${covered}/${total} (${total ? Math.floor((100 * covered) / total) : 100} %)`;
}

/**
 * The summary printed at the end of a run: one line per machine (`outside`: its tests that failed outside a path),
 * the other tests that failed, the totals, then the verdict.
 */
export function summaryLines(results: MachineResult[], run: RunFailed = { others: [], unhandled: [], exitCode: 0 }): string[] {
  const width = Math.max(11, ...results.map((result) => result.name.length)) + 2;
  const row = (cells: (string | number)[]) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(width) : String(cell).padStart(8))).join('');
  const sum = totals(results, run.others);
  return [
    row(['machine', 'paths', 'passed', 'failed', 'outside']) + '  status',
    ...results.map((result) => `${row([result.name, result.paths, result.passed, result.failed, result.outside.length])}  ${result.status}`),
    ...(run.others.length ? [`${row(['other tests', '', '', '', run.others.length])}  failed`] : []),
    `${row(['total', sum.paths, sum.passed, sum.failed, sum.outside])}  ${sum.machines - sum.notRun} of ${sum.machines} machines run`,
    '',
    verdictLine(results, run),
  ];
}

/** A failure outside a path as the run prints it: where, and its error's first line. */
function outsideLines(test: FailedTest): string[] {
  return [`${test.file}${test.name ? ` › ${test.name}` : ' (the file itself)'}`, `       ${test.error.split('\n')[0]}`, ''];
}

/**
 * Each failed path as the run prints it: its steps numbered as in the report, the failed one with its error's first
 * line; then each test that failed outside a path.
 */
export function failureLines(results: MachineResult[], label: (machine: string) => EventLabel | undefined, others: FailedTest[] = []): string[] {
  const outside = [...results.flatMap((result) => result.outside), ...others];
  return [...pathFailureLines(results, label), ...(outside.length ? ['Tests that failed outside a path:', '', ...outside.flatMap(outsideLines)] : [])];
}

function pathFailureLines(results: MachineResult[], label: (machine: string) => EventLabel | undefined): string[] {
  return results.flatMap((result) =>
    result.records.flatMap((record, i) => {
      if (record.outcome === 'passed') return [];
      const byChart = label(result.name);
      const steps = record.steps.map((step) => {
        const mark = step.outcome === 'passed' ? '' : `  [${step.outcome}]`;
        const error = step.error ? [`       ${step.error.split('\n')[0]}`] : [];
        return [`  ${String(step.index).padStart(2)}. ${stepText(stepView(step, byChart))}${mark}`, ...error];
      });
      return [`${result.name}, path ${i + 1} (${record.runner}): ${pathName(record.steps, byChart)}`, ...steps.flat(), ''];
    }),
  );
}
