import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machines } from '../../../machines/index';
import { coverageOf, pathsOf } from '../../../test/harness/model';
import { domSanitiser, provideSanitiser } from '../../app/pagebuilder/sanitiser';
import { sanitiserDom } from '../../server/sanitiser-dom';
import { eventLabel, mermaidDiagram } from '../charts/mermaid';
import { reportHtml } from './html';
import { reportMarkdown } from './markdown';
import type { Report } from './report';
import { machineResults, type MachineCoverage, type RecordedPath } from './summary';

const byName = machines as Record<string, (typeof machines)[keyof typeof machines]>;

/**
 * Writes `<out>/index.html` (with mermaid.min.js beside it) and `<out>/index.md` for the machines `names` and
 * whatever else the records name; the report written.
 */
export async function writeReport(out: string, names: string[], records: RecordedPath[], run: { command: string; exitCode: number }): Promise<Report> {
  // The fixtures the models use hold CMS content that the sanitiser cleans: they need the server's DOM first.
  provideSanitiser(() => domSanitiser(sanitiserDom()));
  const { models } = await import('../../../test/machines/models');
  const coverage = (name: string): MachineCoverage | null => {
    const model = models[name];
    if (!model) return null;
    const paths = pathsOf(model);
    const { states, transitions } = coverageOf(model, paths);
    return { states, transitions, generated: paths.length };
  };
  const report: Report = {
    generatedAt: new Date().toISOString(),
    ...run,
    results: machineResults(names, records, coverage),
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
