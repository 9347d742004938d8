import type { QaStep } from '../../../test/harness/qa-record';
import { pathName, stepCount, stepView, type EventLabel } from './format';
import { errorText, runnerName, type Report } from './report';
import { coveredText, totals, type MachineResult, type RecordedPath } from './summary';

// The same report as Markdown, for a pull request or a ticket: the diagrams as ```mermaid blocks.

/** Inline code that holds any text: a longer run of backticks than the text has. */
export function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}

/** Text safe in a Markdown line or table cell: no markup, no HTML. */
export function plain(text: string): string {
  return text.replace(/[\\`*_[\]<|#]/g, (c) => `\\${c}`).replace(/\n/g, ' ');
}

function stepLine(step: QaStep, record: RecordedPath, label: EventLabel): string[] {
  const view = stepView(step, label);
  const move =
    view.from === null
      ? `start in ${code(view.to)}`
      : `${code(view.from)} —**${plain(view.event)}**${view.payload ? ` ${code(view.payload)}` : ''}→ ${code(view.to)}`;
  const outcome = step.outcome === 'passed' ? '' : ` **${step.outcome}**`;
  // What belongs to the item is indented to its text: `9. ` takes 3 columns, `10. ` 4.
  const pad = ' '.repeat(`${step.index}. `.length);
  const said = step.said.map((words) => `${pad}- ${plain(words)}`);
  const error = step.error ? ['', `${pad}\`\`\`text`, ...errorText(step.error).split('\n').map((line) => `${pad}${line.replace(/```/g, "'''")}`), `${pad}\`\`\``] : [];
  const screenshot = step.screenshot ? [`${pad}- [screenshot of the page](${encodeURI(`${record.dir}/${step.screenshot}`)})`] : [];
  return [`${step.index}. ${move}${outcome}`, ...said, ...error, ...screenshot];
}

function pathLines(record: RecordedPath, number: number, label: EventLabel): string[] {
  const failed = record.outcome === 'failed';
  return [
    `#### Path ${number}, ${record.outcome}: ${plain(pathName(record.steps, label))}`,
    '',
    `${runnerName(record.runner)}, ${stepCount(record.steps.length - 1)}. Test: ${plain(record.title)}`,
    '',
    ...(failed ? ['Steps to reproduce:', ''] : []),
    ...record.steps.flatMap((step) => stepLine(step, record, label)),
    '',
  ];
}

function coverageCells(result: MachineResult): string {
  return result.coverage ? `${coveredText(result.coverage.states)} | ${coveredText(result.coverage.transitions)}` : '— | —';
}

function machineLines(report: Report, result: MachineResult): string[] {
  const chart = report.chart(result.name);
  const label = chart?.label ?? ((type: string) => type);
  const counts = result.status === 'not run' ? 'Not run: the tests recorded no path of this machine.' : `${result.paths} paths: ${result.passed} passed, ${result.failed} failed.`;
  const coverage = result.coverage
    ? ` States ${coveredText(result.coverage.states)}, transitions ${coveredText(result.coverage.transitions)}, by the ${result.coverage.generated} paths its model generates.`
    : '';
  return [
    `## ${result.name}: ${result.status}`,
    '',
    counts + coverage,
    '',
    ...(chart ? ['```mermaid', chart.diagram, '```', ''] : []),
    ...result.records.flatMap((record, i) => pathLines(record, i + 1, label)),
  ];
}

export function reportMarkdown(report: Report): string {
  const sum = totals(report.results);
  return [
    "# QA report: the machines' paths",
    '',
    `Written ${report.generatedAt} by ${code(report.command)}; the tests exited with code ${report.exitCode}. ${sum.paths} paths: ${sum.passed} passed, ${sum.failed} failed.`,
    '',
    '| machine | result | paths | passed | failed | states covered | transitions covered |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: |',
    ...report.results.map((result) => `| ${result.name} | ${result.status} | ${result.paths} | ${result.passed} | ${result.failed} | ${coverageCells(result)} |`),
    `| **total** | ${sum.machines - sum.notRun} of ${sum.machines} run | ${sum.paths} | ${sum.passed} | ${sum.failed} | | |`,
    '',
    ...report.results.flatMap((result) => machineLines(report, result)),
  ].join('\n');
}
