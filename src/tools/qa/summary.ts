import type { QaPathRecord } from '../../../test/harness/qa-record';
import { pathName, stepText, stepView, type EventLabel } from './format';

// What the report says of each machine: its paths' results, and how much of its chart the generated paths reach.

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

/** A recorded path and where its record lies, for the screenshots it names. */
export interface RecordedPath extends QaPathRecord {
  /** The record's directory, relative to the report. */
  dir: string;
}

export type MachineStatus = 'passed' | 'failed' | 'not run';

export interface MachineResult {
  name: string;
  status: MachineStatus;
  paths: number;
  passed: number;
  failed: number;
  /** Unknown for a machine that machines/index.ts does not list. */
  coverage: MachineCoverage | null;
  /** Failed paths first, then the rest in the order they ran. */
  records: RecordedPath[];
}

export interface Totals {
  machines: number;
  notRun: number;
  paths: number;
  passed: number;
  failed: number;
}

/** No record means the tests did not run the machine: "not run", never "passed". */
export function statusOf(records: QaPathRecord[]): MachineStatus {
  if (records.length === 0) return 'not run';
  return records.some((record) => record.outcome === 'failed') ? 'failed' : 'passed';
}

/**
 * One result per machine of `names` (in that order), then per machine that only the records name; failed paths
 * first, model paths before browser ones, by title.
 */
export function machineResults(names: string[], records: RecordedPath[], coverage: (name: string) => MachineCoverage | null): MachineResult[] {
  const extra = [...new Set(records.map((record) => record.machine))].filter((name) => !names.includes(name));
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
    return { name, status: statusOf(own), paths: own.length, passed: own.length - failed, failed, coverage: coverage(name), records: own };
  });
}

export function totals(results: MachineResult[]): Totals {
  return {
    machines: results.length,
    notRun: results.filter((result) => result.status === 'not run').length,
    paths: results.reduce((sum, result) => sum + result.paths, 0),
    passed: results.reduce((sum, result) => sum + result.passed, 0),
    failed: results.reduce((sum, result) => sum + result.failed, 0),
  };
}

/** `20/20 (100 %)`. */
export function coveredText({ covered, total }: Covered): string {
  return `${covered}/${total} (${total ? Math.floor((100 * covered) / total) : 100} %)`;
}

/** The summary printed at the end of a run: one line per machine, then the totals. */
export function summaryLines(results: MachineResult[]): string[] {
  const width = Math.max(7, ...results.map((result) => result.name.length)) + 2;
  const row = (cells: (string | number)[]) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(width) : String(cell).padStart(8))).join('');
  const sum = totals(results);
  return [
    row(['machine', 'paths', 'passed', 'failed']) + '  status',
    ...results.map((result) => `${row([result.name, result.paths, result.passed, result.failed])}  ${result.status}`),
    `${row(['total', sum.paths, sum.passed, sum.failed])}  ${sum.machines - sum.notRun} of ${sum.machines} machines run`,
  ];
}

/** Each failed path as the run prints it: its steps numbered as in the report, the failed one with its error's first line. */
export function failureLines(results: MachineResult[], label: (machine: string) => EventLabel | undefined): string[] {
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
