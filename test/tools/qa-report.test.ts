import { describe, expect, it } from 'vitest';
import { escapeHtml, reportHtml } from '../../src/tools/qa/html';
import { code, plain, reportMarkdown } from '../../src/tools/qa/markdown';
import { errorText, type Report } from '../../src/tools/qa/report';
import type { FailedTest, MachineCoverage, QaPathRecord, QaStep } from '../../src/tools/qa/records';
import { failedOutsidePaths, failureLines, machineResults, othersOf, runFailed, statusOf, summaryLines, totals, verdictLine } from '../../src/tools/qa/summary';

const passedStep = (index: number, from: string | null, type: string, to: string, said: string[] = []): QaStep => ({
  index, from, event: { type }, to, said, outcome: 'passed',
});

const TOAST_ADD: QaStep['event'] & Record<string, unknown> = { type: 'toast.add', toast: { id: 'toast-0', message: 'toast.offline' } };

/** A toasts path that passed: a toast shown, then dismissed. */
const SHOWN_AND_DISMISSED: QaPathRecord = {
  machine: 'toasts', title: 'toasts > toast.add → toast.dismiss', runner: 'model', outcome: 'passed',
  steps: [
    passedStep(0, null, 'xstate.init', 'empty', ['no toast is shown']),
    { ...passedStep(1, 'empty', 'toast.add', 'showing', ['the toast reads “Vous êtes hors ligne”']), event: TOAST_ADD },
    passedStep(2, 'showing', 'toast.dismiss', 'empty', ['no toast is shown']),
  ],
};

/** A toasts path that failed at its second step; its third never ran. */
const FAILED_AT_DISMISS: QaPathRecord = {
  machine: 'toasts', title: 'toasts > toast.add → toast.dismiss → toast.add', runner: 'model', outcome: 'failed',
  steps: [
    passedStep(0, null, 'xstate.init', 'empty', ['no toast is shown']),
    passedStep(1, 'empty', 'toast.add', 'showing', ['one toast is shown']),
    { ...passedStep(2, 'showing', 'toast.dismiss', 'empty'), outcome: 'failed', said: ['no toast is shown'], error: "expected [ 'Vous êtes hors ligne' ] to deeply equal []" },
    { ...passedStep(3, 'empty', 'toast.add', 'showing'), outcome: 'not reached' },
  ],
};

/** A cart path replayed in Chromium that failed, with its screenshot. */
const BROWSER_FAILURE: QaPathRecord = {
  machine: 'cart', title: 'cart replay > cart.add', runner: 'browser', outcome: 'failed',
  steps: [
    passedStep(0, null, 'xstate.init', 'idle'),
    { ...passedStep(1, 'idle', 'cart.add', 'adding'), outcome: 'failed', error: 'the counter reads 0', screenshot: 'screenshots/5d41402abc4b2a76-step-1.png' },
  ],
};

const COVERAGE: MachineCoverage = { states: { covered: 2, total: 2 }, transitions: { covered: 5, total: 6 }, generated: 5 };
const coverage = (name: string) => (name === 'toasts' ? COVERAGE : null);

/** The machine whose test file a failed test is in, as targets.ts names the files. */
const machineOf = (file: string) => ({ 'test/machines/toasts.test.tsx': 'toasts', 'test/machines/cart.test.tsx': 'cart' })[file] ?? null;

function report(records: QaPathRecord[], names = ['toasts', 'cart'], failed: FailedTest[] = [], exitCode = records.some((record) => record.outcome === 'failed') ? 1 : 0): Report {
  const outside = failedOutsidePaths(failed, records);
  return {
    generatedAt: '2026-11-26T12:00:00.000Z',
    command: 'npm run qa -- toasts',
    exitCode,
    others: othersOf(outside, machineOf),
    unhandled: [],
    results: machineResults(names, records, coverage, outside, machineOf),
    chart: (name) => (name === 'toasts' ? { diagram: 'stateDiagram-v2\n  [*] --> toasts_empty\n  toasts_empty --> toasts_showing: toast.add', label: (type) => type } : null),
  };
}

describe('QA report: results per machine', () => {
  it('says "not run" for a machine without records, never "passed"', () => {
    expect(statusOf([])).toBe('not run');
    const [toasts, cart] = machineResults(['toasts', 'cart'], [SHOWN_AND_DISMISSED], coverage);
    expect(toasts).toMatchObject({ name: 'toasts', status: 'passed', paths: 1, passed: 1, failed: 0 });
    expect(cart).toMatchObject({ name: 'cart', status: 'not run', paths: 0, passed: 0, failed: 0, coverage: null });
  });

  it('fails a machine with one failed path, and lists its failed paths first', () => {
    const [toasts] = machineResults(['toasts'], [SHOWN_AND_DISMISSED, FAILED_AT_DISMISS], coverage);
    expect(toasts).toMatchObject({ status: 'failed', paths: 2, passed: 1, failed: 1 });
    expect(toasts!.records.map((record) => record.title)).toEqual([FAILED_AT_DISMISS.title, SHOWN_AND_DISMISSED.title]);
  });

  it('keeps a machine that only the records name, after the listed ones', () => {
    expect(machineResults(['toasts'], [BROWSER_FAILURE], coverage).map((result) => [result.name, result.status])).toEqual([
      ['toasts', 'not run'],
      ['cart', 'failed'],
    ]);
  });

  it('adds up paths, passes, failures and machines not run', () => {
    const results = machineResults(['toasts', 'cart', 'accordion'], [SHOWN_AND_DISMISSED, FAILED_AT_DISMISS, BROWSER_FAILURE], coverage);
    expect(totals(results)).toEqual({ machines: 3, notRun: 1, paths: 3, passed: 1, failed: 2, outside: 0 });
    expect(summaryLines(results, { others: [], unhandled: [], exitCode: 1 })).toEqual([
      'machine         paths  passed  failed outside  status',
      'toasts              2       1       1       0  failed',
      'cart                1       0       1       0  failed',
      'accordion           0       0       0       0  not run',
      'total               3       1       2       0  2 of 3 machines run',
      '',
      'FAILED: 2 paths failed; the tests exited with code 1',
    ]);
  });
});

describe('QA report: what the run prints', () => {
  it('prints each failed path with its numbered steps and the error, nothing for passed paths', () => {
    const results = machineResults(['toasts'], [SHOWN_AND_DISMISSED, FAILED_AT_DISMISS], coverage);
    expect(failureLines(results, () => undefined)).toEqual([
      'toasts, path 1 (model): toast.add → toast.dismiss → toast.add',
      '   0. start in empty',
      '   1. empty —toast.add→ showing',
      '   2. showing —toast.dismiss→ empty  [failed]',
      "       expected [ 'Vous êtes hors ligne' ] to deeply equal []",
      '   3. empty —toast.add→ showing  [not reached]',
      '',
    ]);
    expect(failureLines(machineResults(['toasts'], [SHOWN_AND_DISMISSED], coverage), () => undefined)).toEqual([]);
  });
});

/** The cart page's path that timed out waiting for its first render: vitest saw it fail, no path recorded it. */
const RENDER_TIMED_OUT: FailedTest = {
  file: 'test/machines/cart.test.tsx', name: 'cart: every path of its chart > cart.add',
  error: 'Unable to find role="heading" and name "Cart"',
};
/** The toasts test whose recorded path failed: the runner reports it too, under the path's own title. */
const TOASTS_PATH_FAILED: FailedTest = { file: 'test/machines/toasts.test.tsx', name: FAILED_AT_DISMISS.title, error: 'expected [ … ] to deeply equal []' };
/** A beforeAll of a file that runs no machine's paths. */
const HOOK_FAILED: FailedTest = { file: 'test/machines/coverage.test.ts', name: 'model coverage of machines/index.ts', error: 'Hook timed out in 120000ms.' };

describe('QA report: tests that fail outside a path', () => {
  it('counts a test the runner saw fail but no path recorded, once, for the machine whose test file it is', () => {
    const outside = failedOutsidePaths([RENDER_TIMED_OUT, TOASTS_PATH_FAILED], [SHOWN_AND_DISMISSED, FAILED_AT_DISMISS]);
    // The toasts failure is its failed path's, already counted; the cart's is counted apart.
    expect(outside).toEqual([RENDER_TIMED_OUT]);
    const [toasts, cart] = machineResults(['toasts', 'cart'], [SHOWN_AND_DISMISSED, FAILED_AT_DISMISS], coverage, outside, machineOf);
    expect(toasts).toMatchObject({ status: 'failed', failed: 1, outside: [] });
    // No path of the cart was recorded: it failed, never "not run".
    expect(cart).toMatchObject({ status: 'failed', paths: 0, failed: 0, outside: [RENDER_TIMED_OUT] });
    expect(statusOf([], [RENDER_TIMED_OUT])).toBe('failed');
  });

  it('counts a test whose path passed but which failed after it (an assertion after drive, a timeout)', () => {
    const after: FailedTest = { file: 'test/machines/toasts.test.tsx', name: SHOWN_AND_DISMISSED.title, error: 'Test timed out in 90000ms.' };
    const [toasts] = machineResults(['toasts'], [SHOWN_AND_DISMISSED], coverage, failedOutsidePaths([after], [SHOWN_AND_DISMISSED]), machineOf);
    expect(toasts).toMatchObject({ status: 'failed', paths: 1, passed: 1, failed: 0, outside: [after] });
  });

  it('never prints "passed" beside a failed exit code: paths all passed, a render failed', () => {
    const sample = report([SHOWN_AND_DISMISSED], ['toasts', 'cart'], [RENDER_TIMED_OUT, HOOK_FAILED], 1);
    expect(sample.others).toEqual([HOOK_FAILED]);
    expect(runFailed(sample.results, sample)).toBe(true);
    expect(summaryLines(sample.results, sample)).toEqual([
      'machine         paths  passed  failed outside  status',
      'toasts              1       1       0       0  passed',
      'cart                0       0       0       1  failed',
      'other tests                                 1  failed',
      'total               1       1       0       2  2 of 2 machines run',
      '',
      'FAILED: 2 tests failed outside a path; the tests exited with code 1',
    ]);
    expect(failureLines(sample.results, () => undefined, sample.others)).toEqual([
      'Tests that failed outside a path:',
      '',
      'test/machines/cart.test.tsx › cart: every path of its chart > cart.add',
      '       Unable to find role="heading" and name "Cart"',
      '',
      'test/machines/coverage.test.ts › model coverage of machines/index.ts',
      '       Hook timed out in 120000ms.',
      '',
    ]);
  });

  it('says the run failed when the tests exited non-zero though no failure was named, and passed only when all is clean', () => {
    const results = machineResults(['toasts'], [SHOWN_AND_DISMISSED], coverage);
    expect(verdictLine(results, { others: [], unhandled: [], exitCode: 1 })).toBe("FAILED: the tests exited with code 1, naming no failed test (see the run's log)");
    expect(verdictLine(results, { others: [], unhandled: ['TypeError: x is undefined'], exitCode: 1 })).toBe('FAILED: 1 error outside any test; the tests exited with code 1');
    // A failure the report counts fails the run whatever the runner's code.
    expect(runFailed(machineResults(['toasts'], [FAILED_AT_DISMISS], coverage), { others: [], unhandled: [], exitCode: 0 })).toBe(true);
    expect(runFailed(results, { others: [], unhandled: [], exitCode: 0 })).toBe(false);
    expect(verdictLine(results, { others: [], unhandled: [], exitCode: 0 })).toBe('passed: 1 path of 1 machine, no test failed');
  });

  it('shows the failures outside a path in both reports, with the verdict on top', () => {
    const sample = report([SHOWN_AND_DISMISSED], ['toasts', 'cart'], [RENDER_TIMED_OUT, HOOK_FAILED], 1);
    const html = reportHtml(sample);
    expect(html).toContain('<title>QA report: FAILED, Vitrine</title>');
    expect(html).toContain('<p class="verdict verdict--failed">FAILED: 2 tests failed outside a path; the tests exited with code 1.</p>');
    expect(html).toContain('<li><code>test/machines/cart.test.tsx</code> › cart: every path of its chart &gt; cart.add<pre class="error">Unable to find role=&quot;heading&quot; and name &quot;Cart&quot;</pre></li>');
    expect(html).toContain('<tr><td><a href="#machine-cart">cart</a></td><td><span class="badge badge--failed">failed</span></td><td>0</td><td>0</td><td>0</td><td>1</td><td>—</td><td>—</td></tr>');
    expect(html).toContain('<tfoot><tr><td>Total</td><td>2 of 2 run</td><td>1</td><td>1</td><td>0</td><td>2</td><td></td><td></td></tr></tfoot>');
    const markdown = reportMarkdown(sample);
    expect(markdown).toContain('**FAILED: 2 tests failed outside a path; the tests exited with code 1.**');
    expect(markdown).toContain('| cart | failed | 0 | 0 | 0 | 1 | — | — |');
    expect(markdown).toContain('| other tests | failed | | | | 1 | | |');
    expect(markdown).toContain('- `test/machines/coverage.test.ts` › model coverage of machines/index.ts\n\n  ```text\n  Hook timed out in 120000ms.\n  ```');
  });
});

describe('QA report: the HTML page', () => {
  it('escapes HTML in text and attributes', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & co`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; co');
  });

  it('escapes what the records say, so a payload or an error cannot inject markup', () => {
    const hostile: QaPathRecord = {
      ...FAILED_AT_DISMISS,
      steps: FAILED_AT_DISMISS.steps.map((step) => (step.index === 2 ? { ...step, error: '<script>alert(1)</script>', said: ['the <b> tag'] } : step)),
    };
    const html = reportHtml(report([hostile]));
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<li>the &lt;b&gt; tag</li>');
  });

  it('shows a failed path open, first, with numbered steps to reproduce and the failing step’s error', () => {
    const html = reportHtml(report([SHOWN_AND_DISMISSED, FAILED_AT_DISMISS]));
    const failed = html.indexOf('<details class="path path--failed" id="machine-toasts-path-1" open>');
    expect(failed).toBeGreaterThan(0);
    expect(html.indexOf('<details class="path path--passed" id="machine-toasts-path-2">')).toBeGreaterThan(failed);
    const block = html.slice(failed, html.indexOf('</details>', failed));
    expect(block).toContain('<h4>Steps to reproduce</h4>');
    expect(block).toContain('<ol class="steps" start="0">');
    expect(block).toContain('<code>showing</code> —<span class="event">toast.dismiss</span>→ <code>empty</code>');
    expect(block).toContain('<pre class="error">expected [ &#39;Vous êtes hors ligne&#39; ] to deeply equal []</pre>');
    expect(block).toContain('<span class="badge badge--not-reached">not reached</span>');
    // The summary at the top links to the failed path.
    expect(html).toContain('<a href="#machine-toasts-path-1">toasts, path 1</a>');
  });

  it('lists what each check said under its step, and the payload in short', () => {
    const html = reportHtml(report([SHOWN_AND_DISMISSED]));
    expect(html).toContain('<ul class="said"><li>the toast reads “Vous êtes hors ligne”</li></ul>');
    expect(html).toContain('<span class="payload" title="{&quot;toast&quot;:{&quot;id&quot;:&quot;toast-0&quot;,&quot;message&quot;:&quot;toast.offline&quot;}}">{toast: {id: &quot;toast-0&quot;, message: &quot;toast.offline&quot;}}</span>');
  });

  it('summarises each machine in a table, a machine without records as not run', () => {
    const html = reportHtml(report([SHOWN_AND_DISMISSED]));
    expect(html).toContain(
      '<tr><td><a href="#machine-toasts">toasts</a></td><td><span class="badge badge--passed">passed</span></td><td>1</td><td>1</td><td>0</td><td>0</td><td>2/2 (100 %)</td><td>5/6 (83 %)</td></tr>',
    );
    expect(html).toContain('<tr><td><a href="#machine-cart">cart</a></td><td><span class="badge badge--not-run">not run</span></td><td>0</td><td>0</td><td>0</td><td>0</td><td>—</td><td>—</td></tr>');
    expect(html).toContain('Not run: the tests recorded no path of this machine.');
  });

  it('renders the diagram offline with the mermaid script next to the page', () => {
    const html = reportHtml(report([SHOWN_AND_DISMISSED]));
    expect(html).toContain('<pre class="mermaid">\nstateDiagram-v2\n  [*] --&gt; toasts_empty\n  toasts_empty --&gt; toasts_showing: toast.add\n</pre>');
    expect(html).toContain('<script src="mermaid.min.js"></script>');
    expect(html).not.toMatch(/<script src="https?:/);
  });

  it('shows a browser replay’s screenshot of its failed step, where the replay saved it beside the report', () => {
    const html = reportHtml(report([BROWSER_FAILURE]));
    expect(html).toContain('<a href="screenshots/5d41402abc4b2a76-step-1.png"><img src="screenshots/5d41402abc4b2a76-step-1.png" alt="The page at step 1"></a>');
    expect(html).toContain('Chromium replay');
  });

  it('keeps an error to its first 40 lines, without terminal colours', () => {
    const dump = ['\u001b[31mUnable to find an element\u001b[39m', ...Array.from({ length: 100 }, (_, i) => `line ${i}`)].join('\n');
    const text = errorText(dump);
    expect(text.split('\n')).toHaveLength(41);
    expect(text.startsWith('Unable to find an element\nline 0')).toBe(true);
    expect(text.endsWith('… (61 more lines)')).toBe(true);
  });
});

describe('QA report: the Markdown copy', () => {
  it('has the summary table, the diagram as a mermaid block and the failed path’s steps numbered', () => {
    const markdown = reportMarkdown(report([SHOWN_AND_DISMISSED, FAILED_AT_DISMISS]));
    expect(markdown).toContain('| toasts | failed | 2 | 1 | 1 | 0 | 2/2 (100 %) | 5/6 (83 %) |');
    expect(markdown).toContain('| cart | not run | 0 | 0 | 0 | 0 | — | — |');
    expect(markdown).toContain('```mermaid\nstateDiagram-v2\n  [*] --> toasts_empty');
    expect(markdown).toContain(
      [
        '#### Path 1, failed: toast.add → toast.dismiss → toast.add',
        '',
        'model test (jsdom), 3 steps. Test: toasts > toast.add → toast.dismiss → toast.add',
        '',
        'Steps to reproduce:',
        '',
        '0. start in `empty`',
        '   - no toast is shown',
        '1. `empty` —**toast.add**→ `showing`',
        '   - one toast is shown',
        '2. `showing` —**toast.dismiss**→ `empty` **failed**',
        '   - no toast is shown',
        '',
        '   ```text',
        "   expected [ 'Vous êtes hors ligne' ] to deeply equal []",
        '   ```',
        '3. `empty` —**toast.add**→ `showing` **not reached**',
      ].join('\n'),
    );
  });

  it('links a browser replay’s screenshot where the replay saved it beside the report', () => {
    expect(reportMarkdown(report([BROWSER_FAILURE]))).toContain('   - [screenshot of the page](screenshots/5d41402abc4b2a76-step-1.png)');
  });

  it('keeps markup out of plain text and backticks inside code', () => {
    expect(plain('a <b> | *c*')).toBe('a \\<b> \\| \\*c\\*');
    expect(code('x')).toBe('`x`');
    expect(code('a `b` c')).toBe('`` a `b` c ``');
  });
});
