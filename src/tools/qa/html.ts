import { cut, pathName, stepCount, stepView, type EventLabel } from './format';
import { errorText, machineId, pathId, runnerName, type Report } from './report';
import type { FailedTest, QaPathRecord, QaStep } from './records';
import { coveredText, runFailed, totals, verdictLine, type MachineResult } from './summary';

// QA's report as one page: a summary that is also the contents, then per machine its diagram (rendered by the
// mermaid.min.js copied next to the page, so it opens offline), its coverage and every path step by step.

/** Text safe in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const h = escapeHtml;

const STYLE = `
:root { color-scheme: light; --ink: #1f2328; --muted: #59636e; --line: #d1d9e0; --pass: #1a7f37; --fail: #cf222e; --none: #6e7781; --soft-fail: #ffebe9; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.3rem; margin: 0 0 .5rem; display: flex; gap: .5rem; align-items: center; }
h3 { font-size: 1rem; margin: 1.25rem 0 .5rem; }
a { color: #0969da; }
code, pre { font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.meta { color: var(--muted); margin: 0 0 1rem; }
.verdict { font-size: 1.1rem; font-weight: 600; margin: .25rem 0 1rem; }
.verdict--passed { color: var(--pass); } .verdict--failed { color: var(--fail); }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; }
th, td { border-bottom: 1px solid var(--line); padding: .3rem .6rem; text-align: right; white-space: nowrap; }
th:first-child, td:first-child, th:nth-child(2), td:nth-child(2) { text-align: left; }
thead th { background: var(--soft); }
tfoot td { font-weight: 600; }
.badge { display: inline-block; border-radius: 1rem; padding: 0 .55rem; font-size: .8rem; font-weight: 600; color: #fff; white-space: nowrap; }
.badge--passed { background: var(--pass); } .badge--failed { background: var(--fail); } .badge--not-run, .badge--not-reached { background: var(--none); }
.toc ul { columns: 14rem; padding-left: 1.2rem; margin: .25rem 0 1.5rem; }
.failures { border: 1px solid var(--fail); background: var(--soft-fail); border-radius: .4rem; padding: .5rem 1rem; margin-bottom: 1.5rem; }
.machine { border-top: 2px solid var(--line); padding-top: 1.25rem; margin-top: 2rem; }
.chart { margin: 0 0 1rem; padding: .5rem; border: 1px solid var(--line); border-radius: .4rem; overflow: auto; max-height: 85vh; background: #fff; }
.chart pre.mermaid { margin: 0; text-align: center; }
.chart figcaption { color: var(--muted); font-size: .85rem; padding-bottom: .5rem; position: sticky; top: 0; left: 0; background: #fff; z-index: 1; }
.zoom { font: inherit; padding: .1rem .6rem; border: 1px solid var(--line); border-radius: .3rem; background: var(--soft); cursor: pointer; }
.path { border: 1px solid var(--line); border-radius: .4rem; margin: .4rem 0; }
.path > summary { cursor: pointer; padding: .35rem .6rem; display: flex; gap: .5rem; align-items: baseline; }
.path > summary .name { overflow-wrap: anywhere; }
.path > summary .count { color: var(--muted); margin-left: auto; white-space: nowrap; }
.path--failed { border-color: var(--fail); }
.path--failed > summary { background: var(--soft-fail); }
.path-body { padding: 0 .8rem .6rem; }
.test-title { color: var(--muted); font-size: .85rem; overflow-wrap: anywhere; }
.steps { padding-left: 2.2rem; margin: .25rem 0; }
.steps > li { margin: .3rem 0; break-inside: avoid; }
.move code { background: var(--soft); border-radius: .2rem; padding: 0 .2rem; }
.move .event { font-weight: 600; }
.move .payload { color: var(--muted); overflow-wrap: anywhere; }
.said { margin: .1rem 0 0; padding-left: 1.1rem; color: #24292f; }
.said li::marker { content: "✓ "; color: var(--pass); }
.step--failed .said li::marker { content: "• "; color: var(--muted); }
.quiet { color: var(--muted); font-style: italic; margin: .1rem 0 0; font-size: .9rem; }
.step--failed > .move { color: var(--fail); font-weight: 600; }
.step--not-reached { color: var(--muted); }
pre.error { background: var(--soft-fail); border-left: 3px solid var(--fail); padding: .5rem .75rem; margin: .3rem 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.screenshot img { max-width: 100%; border: 1px solid var(--line); }
@media print {
  body { max-width: none; padding: 0; font-size: 12px; }
  .machine { break-before: page; }
  .path > summary { list-style: none; }
  .chart { max-height: none; overflow: visible; }
  .chart svg { max-width: 100% !important; width: 100% !important; height: auto; }
  .zoom { display: none; }
  a { color: inherit; text-decoration: none; }
}
`;

function badge(status: string): string {
  return `<span class="badge badge--${status.replace(' ', '-')}">${h(status)}</span>`;
}

function move(step: QaStep, label: EventLabel): string {
  const view = stepView(step, label);
  if (view.from === null) return `start in <code>${h(view.to)}</code>`;
  const { type: _type, ...payload } = step.event;
  // The whole payload on hover, for a developer.
  const full = view.payload ? ` title="${h(cut(JSON.stringify(payload), 2000))}"` : '';
  return [
    `<code>${h(view.from)}</code> —<span class="event">${h(view.event)}</span>`,
    view.payload ? ` <span class="payload"${full}>${h(view.payload)}</span>` : '',
    `→ <code>${h(view.to)}</code>`,
  ].join('');
}

function stepItem(step: QaStep, label: EventLabel): string {
  const said = step.said.length
    ? `<ul class="said">${step.said.map((words) => `<li>${h(words)}</li>`).join('')}</ul>`
    : step.outcome === 'passed'
      ? '<p class="quiet">The check gave no words.</p>'
      : '';
  const outcome = step.outcome === 'passed' ? '' : ` ${badge(step.outcome)}`;
  const error = step.error ? `<pre class="error">${h(errorText(step.error))}</pre>` : '';
  const screenshot = step.screenshot
    ? `<p class="screenshot"><a href="${h(step.screenshot)}"><img src="${h(step.screenshot)}" alt="${h(`The page at step ${step.index}`)}"></a></p>`
    : '';
  return `<li class="step step--${step.outcome.replace(' ', '-')}"><div class="move">${move(step, label)}${outcome}</div>${said}${error}${screenshot}</li>`;
}

function pathBlock(result: MachineResult, record: QaPathRecord, number: number, label: EventLabel): string {
  const failed = record.outcome === 'failed';
  const steps = record.steps.map((step) => stepItem(step, label)).join('\n');
  return [
    `<details class="path path--${record.outcome}" id="${pathId(result.name, number)}"${failed ? ' open' : ''}>`,
    `<summary>${badge(record.outcome)} <span class="name">Path ${number}: ${h(pathName(record.steps, label))}</span><span class="count">${stepCount(record.steps.length - 1)} · ${h(runnerName(record.runner))}</span></summary>`,
    '<div class="path-body">',
    failed ? '<h4>Steps to reproduce</h4>' : '',
    `<ol class="steps" start="0">\n${steps}\n</ol>`,
    `<p class="test-title">Test: ${h(record.title)}</p>`,
    '</div>',
    '</details>',
  ].join('\n');
}

function coverageCells(result: MachineResult): string {
  if (!result.coverage) return '<td>—</td><td>—</td>';
  return `<td>${h(coveredText(result.coverage.states))}</td><td>${h(coveredText(result.coverage.transitions))}</td>`;
}

function summaryTable(results: MachineResult[], others: FailedTest[]): string {
  const sum = totals(results, others);
  const rows = results.map(
    (result) =>
      `<tr><td><a href="#${machineId(result.name)}">${h(result.name)}</a></td><td>${badge(result.status)}</td><td>${result.paths}</td><td>${result.passed}</td><td>${result.failed}</td><td>${result.outside.length}</td>${coverageCells(result)}</tr>`,
  );
  const otherRow = others.length ? [`<tr><td><a href="#outside">Other tests</a></td><td>${badge('failed')}</td><td></td><td></td><td></td><td>${others.length}</td><td></td><td></td></tr>`] : [];
  return [
    '<table class="summary">',
    '<thead><tr><th>Machine</th><th>Result</th><th>Paths</th><th>Passed</th><th>Failed</th><th>Failed outside a path</th><th>States covered</th><th>Transitions covered</th></tr></thead>',
    `<tbody>\n${[...rows, ...otherRow].join('\n')}\n</tbody>`,
    `<tfoot><tr><td>Total</td><td>${sum.machines - sum.notRun} of ${sum.machines} run</td><td>${sum.paths}</td><td>${sum.passed}</td><td>${sum.failed}</td><td>${sum.outside}</td><td></td><td></td></tr></tfoot>`,
    '</table>',
  ].join('\n');
}

function outsideItem(test: FailedTest): string {
  const where = test.name ? `<code>${h(test.file)}</code> › ${h(test.name)}` : `<code>${h(test.file)}</code> (the file itself)`;
  return `<li>${where}<pre class="error">${h(errorText(test.error))}</pre></li>`;
}

/** The tests that failed where no path recorded it, and errors outside any test. */
function outsideBox(report: Report): string {
  const tests = [...report.results.flatMap((result) => result.outside), ...report.others];
  if (tests.length === 0 && report.unhandled.length === 0) return '';
  return [
    '<section class="failures" id="outside"><h2>Failed outside a path</h2>',
    tests.length ? `<ul>\n${tests.map(outsideItem).join('\n')}\n</ul>` : '',
    report.unhandled.length ? `<h3>Errors outside any test</h3>\n${report.unhandled.map((error) => `<pre class="error">${h(errorText(error))}</pre>`).join('\n')}` : '',
    '</section>',
  ].join('\n');
}

function failuresBox(report: Report): string {
  const items = report.results.flatMap((result) =>
    result.records.flatMap((record, i) =>
      record.outcome === 'failed'
        ? [`<li><a href="#${pathId(result.name, i + 1)}">${h(result.name)}, path ${i + 1}</a>: ${h(pathName(record.steps, report.chart(result.name)?.label))}</li>`]
        : [],
    ),
  );
  if (items.length === 0) return '';
  return `<section class="failures"><h2>Failed paths</h2><ul>\n${items.join('\n')}\n</ul></section>`;
}

function machineSection(report: Report, result: MachineResult): string {
  const chart = report.chart(result.name);
  const label = chart?.label ?? ((type: string) => type);
  const coverage = result.coverage
    ? ` · states ${coveredText(result.coverage.states)} · transitions ${coveredText(result.coverage.transitions)}, by the ${result.coverage.generated} paths its model generates`
    : '';
  const counts = result.status === 'not run' ? 'Not run: the tests recorded no path of this machine.' : `${result.paths} paths: ${result.passed} passed, ${result.failed} failed`;
  const outside = result.outside.length ? `; ${result.outside.length} of its tests failed outside a path` : '';
  return [
    `<section class="machine" id="${machineId(result.name)}">`,
    `<h2>${h(result.name)} ${badge(result.status)}</h2>`,
    `<p class="meta">${h(counts + outside + coverage)}</p>`,
    chart
      ? `<figure class="chart"><figcaption><button type="button" class="zoom" aria-pressed="false">Show at full size</button> The chart of <code>${h(result.name)}</code>, as <code>npm run charts</code> draws it.</figcaption><pre class="mermaid">\n${h(chart.diagram)}\n</pre></figure>`
      : '',
    result.records.map((record, i) => pathBlock(result, record, i + 1, label)).join('\n'),
    '</section>',
  ].join('\n');
}

/** The whole report page. */
export function reportHtml(report: Report): string {
  const sum = totals(report.results, report.others);
  const failed = runFailed(report.results, report);
  const toc = report.results.map((result) => `<li><a href="#${machineId(result.name)}">${h(result.name)}</a> ${badge(result.status)}</li>`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QA report: ${failed ? 'FAILED' : `${sum.passed} passed`}, Vitrine</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>QA report: the machines' paths</h1>
<p class="verdict verdict--${failed ? 'failed' : 'passed'}">${h(verdictLine(report.results, report))}.</p>
<p class="meta">Written ${h(report.generatedAt)} by <code>${h(report.command)}</code>; the tests exited with code ${report.exitCode}.
${sum.paths} paths: ${sum.passed} passed, ${sum.failed} failed; ${sum.outside} ${sum.outside === 1 ? 'test' : 'tests'} failed outside a path. Each path is generated from the machine's chart and driven on the real view; under each step, what its check asserted.</p>
</header>
${failuresBox(report)}
${outsideBox(report)}
<h2>Summary</h2>
${summaryTable(report.results, report.others)}
<nav class="toc" aria-label="Machines"><h2>Contents</h2><ul>
${toc}
</ul></nav>
<main>
${report.results.map((result) => machineSection(report, result)).join('\n')}
</main>
<script src="mermaid.min.js"></script>
<script>mermaid.initialize({ startOnLoad: true, securityLevel: 'strict', theme: 'neutral' });
// A big chart fits the page's width; its button shows it at full size, to scroll.
document.addEventListener('click', (event) => {
  const button = event.target.closest('button.zoom');
  const svg = button && button.closest('figure').querySelector('svg');
  if (!svg) return;
  const full = button.getAttribute('aria-pressed') !== 'true';
  const width = svg.viewBox.baseVal.width + 'px';
  button.setAttribute('aria-pressed', String(full));
  button.textContent = full ? 'Fit to width' : 'Show at full size';
  svg.style.width = full ? width : '';
  svg.style.maxWidth = full ? 'none' : width;
});</script>
</body>
</html>
`;
}
