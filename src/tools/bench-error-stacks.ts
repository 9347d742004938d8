// `npx tsx src/tools/bench-error-stacks.ts [--runs N]`: what a first `new Error()` costs at the end of a large module
// body (a chunk's, react-dom's), in Chromium's headless shell as the phone benches drive it (the driver's DevTools
// session alone, then with the debugger on) and with no DevTools attached, as a shopper's browser runs it. Fresh
// browser context each run (nothing cached); median and range.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markdownTable, medianAndRange, optionValues } from './bench-support';
import { launchPhoneBrowser, PHONE_BROWSER, phonePage } from './first-tap';

const runs = Number(optionValues(process.argv.slice(2), '--runs')[0] ?? 5);
/** About 200 KB of module body, as large as the entry's chunk, with the compile hint the build gives every script. */
const body = Array.from({ length: 8000 }, (_, i) => `var a${i}={x:${i},f(){return ${i}}};`).join('');
const script = `//# allFunctionsCalledOnLoad\n${body}\nconst t=performance.now();new Error('x');document.getElementById('out').textContent='ms='+(performance.now()-t);`;
const page = '<!doctype html><html><body><p id="out"></p><script type="module" src="/module.js"></script></body></html>';

const server = createServer((request, response) => {
  const isScript = request.url === '/module.js';
  response.setHeader('content-type', isScript ? 'text/javascript' : 'text/html');
  response.end(isScript ? script : page);
}).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const measured = (text: string) => Number(/ms=([\d.]+)/.exec(text)?.[1] ?? NaN);

async function driven(debuggerOn: boolean): Promise<number[]> {
  const browser = await launchPhoneBrowser();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext();
    const tab = debuggerOn ? await phonePage(context, 1) : await context.newPage();
    await tab.goto(url);
    await tab.waitForFunction(() => document.getElementById('out')?.textContent);
    times.push(measured((await tab.textContent('#out'))!));
    await context.close();
  }
  await browser.close();
  return times;
}

/** The page in a browser of its own with no DevTools session: its DOM printed once the page is done. */
async function undriven(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const dom = await new Promise<string>((resolve, reject) =>
      execFile(PHONE_BROWSER, ['--no-sandbox', '--virtual-time-budget=3000', '--dump-dom', url], (error, stdout) => (error ? reject(error) : resolve(stdout))),
    );
    times.push(measured(dom));
  }
  return times;
}

try {
  const rows = [
    ['driven, as Playwright leaves a page', medianAndRange(await driven(false), '', 1)],
    ['driven, the debugger on (the phone benches)', medianAndRange(await driven(true), '', 1)],
    ['no DevTools attached', medianAndRange(await undriven(), '', 1)],
  ];
  console.log(`\nA first \`new Error()\` after a 200 KB module body, ms, median (range) of ${runs}, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(markdownTable(['browser', 'ms'], rows, 1));
} finally {
  server.close();
}
