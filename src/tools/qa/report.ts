import type { EventLabel } from './format';
import type { QaPathRecord } from './records';
import type { MachineResult, RunFailed } from './summary';

// What both renderings of the report (HTML, Markdown) are made of.

export interface Chart {
  /** The machine's Mermaid state diagram (src/tools/charts/mermaid.ts). */
  diagram: string;
  label: EventLabel;
}

/** Besides the machines' results, what the run saw fail outside them, and the tests' exit code. */
export interface Report extends RunFailed {
  /** When the report was written, ISO 8601. */
  generatedAt: string;
  /** The command QA ran, to run it again. */
  command: string;
  results: MachineResult[];
  /** The chart of a machine of machines/index.ts; null for another name. */
  chart: (name: string) => Chart | null;
}

const ERROR_LINES = 40;

/** A failed step's error as text: no terminal colours, at most ERROR_LINES lines (a DOM dump can run to thousands). */
export function errorText(error: string): string {
  const lines = error.replace(/\x1b\[[0-9;]*m/g, '').trimEnd().split('\n');
  return lines.length <= ERROR_LINES ? lines.join('\n') : [...lines.slice(0, ERROR_LINES), `… (${lines.length - ERROR_LINES} more lines)`].join('\n');
}

export const runnerName = (runner: QaPathRecord['runner']) => (runner === 'browser' ? 'Chromium replay' : 'model test (jsdom)');

/** The anchor of a machine's section and of one of its paths. */
export const machineId = (name: string) => `machine-${name}`;
export const pathId = (name: string, number: number) => `${machineId(name)}-path-${number}`;
