import type { EventObject, StateValue } from 'xstate';
import { qaRecordDir, writePathRecord, type QaPathRecord, type QaStep } from '../../src/tools/qa/records';

// How a test records a path for QA's report (`npm run qa`), step by step, through the report's own records
// (src/tools/qa/records.ts), and only when QA_RECORD names a directory, so the ordinary suite writes nothing. A step
// says the state it left, the event with its payload, the state it reached, what was checked there in words, and
// whether it held.

/** A state value as QA reads it: `adding.sending`, parallel regions joined by ` + `. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  const regions = Object.entries(value).map(([key, child]) => {
    const inner = stateName(child as StateValue);
    return inner ? `${key}.${inner}` : key;
  });
  return regions.length > 1 ? regions.join(' + ') : (regions[0] ?? '');
}

/**
 * How a record keeps what JSON has no form for: an error as its message, a DOM element as its tag (both would
 * otherwise read `{}`).
 */
export function recordValue(_key: string, value: unknown): unknown {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value && typeof value === 'object' && typeof (value as { nodeName?: unknown }).nodeName === 'string') return `<${(value as { nodeName: string }).nodeName.toLowerCase()}>`;
  return value;
}

/** Records one path as it runs; `write` keeps it when QA_RECORD is set. */
export class PathRecorder {
  private readonly steps: QaStep[] = [];

  constructor(private readonly machine: string, private readonly title: string, private readonly runner: QaPathRecord['runner']) {}

  /** The path's steps before they run, each "not reached" until it passes or fails. */
  plan(steps: { event: EventObject; value: StateValue }[]): void {
    this.steps.length = 0;
    steps.forEach((step, index) => {
      this.steps.push({
        index, from: index === 0 ? null : stateName(steps[index - 1]!.value), event: step.event, to: stateName(step.value), said: [],
        outcome: 'not reached',
      });
    });
  }

  passed(index: number, said: string[]): void {
    Object.assign(this.steps[index]!, { outcome: 'passed', said });
  }

  failed(index: number, said: string[], error: unknown, screenshot?: string): void {
    const message = error instanceof Error ? error.message : String(error);
    Object.assign(this.steps[index]!, { outcome: 'failed', said, error: message, ...(screenshot && { screenshot }) });
  }

  write(): void {
    const dir = qaRecordDir();
    if (!dir) return;
    const record: QaPathRecord = {
      machine: this.machine, title: this.title, runner: this.runner,
      outcome: this.steps.some((step) => step.outcome !== 'passed') ? 'failed' : 'passed',
      steps: this.steps,
    };
    writePathRecord(dir, record, recordValue);
  }
}
