import type { FailedTest, QaPathRecord, QaStep } from './records';
import { pathName, stepCount, stepView, type EventLabel } from './format';
import { errorText, runnerName, type Report } from './report';
import { coveredText, totals, verdictLine, type MachineResult } from './summary';

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

function stepLine(step: QaStep, label: EventLabel): string[] {
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
  const screenshot = step.screenshot ? [`${pad}- [screenshot of the page](${encodeURI(step.screenshot)})`] : [];
  return [`${step.index}. ${move}${outcome}`, ...said, ...error, ...screenshot];
}

function pathLines(record: QaPathRecord, number: number, label: EventLabel): string[] {
  const failed = record.outcome === 'failed';
  return [
    `#### Path ${number}, ${record.outcome}: ${plain(pathName(record.steps, label))}`,
    '',
    `${runnerName(record.runner)}, ${stepCount(record.steps.length - 1)}. Test: ${plain(record.title)}`,
    '',
    ...(failed ? ['Steps to reproduce:', ''] : []),
    ...record.steps.flatMap((step) => stepLine(step, label)),
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
  const outside = result.outside.length ? ` ${result.outside.length} of its tests failed outside a path.` : '';
  const coverage = result.coverage
    ? ` States ${coveredText(result.coverage.states)}, transitions ${coveredText(result.coverage.transitions)}, by the ${result.coverage.generated} paths its model generates.`
    : '';
  return [
    `## ${result.name}: ${result.status}`,
    '',
    counts + outside + coverage,
    '',
    ...(chart ? ['```mermaid', chart.diagram, '```', ''] : []),
    ...result.records.flatMap((record, i) => pathLines(record, i + 1, label)),
  ];
}

function outsideLines(test: FailedTest): string[] {
  const where = test.name ? `${code(test.file)} › ${plain(test.name)}` : `${code(test.file)} (the file itself)`;
  return [`- ${where}`, '', '  ```text', ...errorText(test.error).split('\n').map((line) => `  ${line.replace(/```/g, "'''")}`), '  ```', ''];
}

function outsideSection(report: Report): string[] {
  const tests = [...report.results.flatMap((result) => result.outside), ...report.others];
  if (tests.length === 0 && report.unhandled.length === 0) return [];
  return [
    '## Failed outside a path',
    '',
    ...tests.flatMap(outsideLines),
    ...report.unhandled.flatMap((error) => ['Error outside any test:', '', '```text', ...errorText(error).split('\n').map((line) => line.replace(/```/g, "'''")), '```', '']),
  ];
}

export function reportMarkdown(report: Report): string {
  const sum = totals(report.results, report.others);
  return [
    "# QA report: the machines' paths",
    '',
    `**${plain(verdictLine(report.results, report))}.**`,
    '',
    `Written ${report.generatedAt} by ${code(report.command)}; the tests exited with code ${report.exitCode}. ${sum.paths} paths: ${sum.passed} passed, ${sum.failed} failed; ${sum.outside} ${sum.outside === 1 ? 'test' : 'tests'} failed outside a path.`,
    '',
    '| machine | result | paths | passed | failed | failed outside a path | states covered | transitions covered |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.results.map((result) => `| ${result.name} | ${result.status} | ${result.paths} | ${result.passed} | ${result.failed} | ${result.outside.length} | ${coverageCells(result)} |`),
    ...(report.others.length ? [`| other tests | failed | | | | ${report.others.length} | | |`] : []),
    `| **total** | ${sum.machines - sum.notRun} of ${sum.machines} run | ${sum.paths} | ${sum.passed} | ${sum.failed} | ${sum.outside} | | |`,
    '',
    ...outsideSection(report),
    ...report.results.flatMap((result) => machineLines(report, result)),
  ].join('\n');
}
