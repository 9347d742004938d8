import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../../../machines/index';
import { eventLabel, mermaidDiagram } from '../charts/mermaid';
import { reportHtml } from './html';
import { reportMarkdown } from './markdown';
import { readCoverage, readFailures, type QaPathRecord } from './records';
import type { Report } from './report';
import { failedOutsidePaths, machineResults, othersOf } from './summary';

const byName = machines as Record<string, (typeof machines)[keyof typeof machines]>;

/**
 * Writes `<out>/index.html` (with mermaid.min.js beside it) and `<out>/index.md` for the machines `names` and
 * whatever else the records name, from the paths recorded, the coverage checked and every test the runner saw fail;
 * the report written. `machineOf` names the machine whose test file a failed test is in.
 */
export function writeReport(
  out: string,
  names: string[],
  records: QaPathRecord[],
  run: { command: string; exitCode: number; machineOf: (file: string) => string | null },
): Report {
  const coverage = readCoverage(out);
  const failures = readFailures(out) ?? { tests: [], unhandled: [] };
  const outside = failedOutsidePaths(failures.tests, records);
  const report: Report = {
    generatedAt: new Date().toISOString(),
    command: run.command,
    exitCode: run.exitCode,
    results: machineResults(names, records, (name) => coverage.get(name) ?? null, outside, run.machineOf),
    others: othersOf(outside, run.machineOf),
    unhandled: failures.unhandled,
    chart: (name) => {
      const machine = byName[name];
      return machine ? { diagram: mermaidDiagram(machine), label: (type) => eventLabel(machine, type) } : null;
    },
  };
  writeFileSync(join(out, 'index.html'), reportHtml(report));
  writeFileSync(join(out, 'index.md'), reportMarkdown(report));
  copyFileSync(join(import.meta.dirname, '../../../node_modules/mermaid/dist/mermaid.min.js'), join(out, 'mermaid.min.js'));
  return report;
}
