// npm run bench:render [-- --renders N] [--profile]
//
// What one server render of a page costs, apart from HTTP, the page cache and the other threads: the build's renderer
// (dist/server/render.mjs) loaded in this process, run as a render thread runs it (one render at a time, its own answer
// cache, the same collector as `npm start`), against the production server started as `npm start` does on a temporary
// data directory with the shop's seed (its embedded backend answers the first of each query). Each page is rendered
// 200 times to warm up, then N more (every URL distinct, as bench:server's uncached rows) in blocks of 50; the table
// gives the process's CPU time a render (median block, and the fastest and slowest) and the page's HTML. The pages:
// bench:server's product and category, home, and a not-found page (the shell around a search form).
// With --profile, N more renders of each page run under the CPU profiler, and a second table gives the share of their
// CPU time in each part of a render (src/tools/render-parts.ts): React, the machines, the queries, the shop's own
// code, the garbage collector, the rest. The profiler slows the renders: the first table is measured without it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRenderer } from '../server/renderer';
import { heavierPages, markdownTable, startShop } from './bench-support';
import { RENDER_PARTS, renderParts, type RenderPart } from './render-parts';

const BLOCK = 50;
const WARM_UP = 200;

const args = process.argv.slice(2);
const at = args.indexOf('--renders');
const renders = at >= 0 ? Number(args[at + 1]) : 350;
const profiled = args.includes('--profile');
const distDir = resolve(process.env.VITRINE_DIST_DIR ?? 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-render-'));
const shop = await startShop(dataDir, { VITRINE_GRAPHQL_OPEN: '1' });
try {
  const renderer = await createRenderer({ distDir, graphqlUrl: () => `${shop.url}/graphql`, maxRenders: 1 });
  const pages = [...(await heavierPages(shop.url)), { name: 'home (/)', path: '/' }, { name: 'not found (/no-such-page.html)', path: '/no-such-page.html' }];
  let n = 0;
  const render = async (path: string) => {
    const result = await renderer.render({ path, search: `?utm_source=bench-render-${n++}`, nonce: 'bench', origin: { host: '127.0.0.1', proto: 'http' } });
    if (result.type !== 'page') throw new Error(`${path} answered a ${result.type}`);
    return result;
  };
  const rows: string[][] = [];
  const partRows: string[][] = [];
  for (const page of pages) {
    for (let i = 0; i < WARM_UP; i += 1) await render(page.path);
    const blocks: number[] = [];
    for (let done = 0; done < renders; done += BLOCK) {
      const before = process.cpuUsage();
      for (let i = 0; i < BLOCK; i += 1) await render(page.path);
      const used = process.cpuUsage(before);
      blocks.push((used.user + used.system) / 1000 / BLOCK);
    }
    blocks.sort((a, b) => a - b);
    const { status, body } = await render(page.path);
    rows.push([page.name, String(status), `${blocks[blocks.length >> 1]!.toFixed(2)} (${blocks[0]!.toFixed(2)}–${blocks.at(-1)!.toFixed(2)})`, (body.length / 1024).toFixed(1)]);
    if (profiled) {
      const shares = await profile(async () => {
        for (let i = 0; i < renders; i += 1) await render(page.path);
      });
      partRows.push([page.name, ...Object.keys(RENDER_PARTS).map((part) => `${shares[part as RenderPart].toFixed(1)} %`)]);
    }
  }
  const header = ['page', 'status', 'CPU ms a render', 'HTML KB'];
  console.log(`\n${renders} renders a page after ${WARM_UP}, blocks of ${BLOCK}, node ${process.version}, ${process.execArgv.filter((a, i, all) => a.startsWith('--') && a !== '--import' && all[i - 1] !== '--import').join(' ')}\n`);
  console.log(markdownTable(header, rows, 1));
  if (profiled) {
    console.log(`\nWhere a render's CPU goes: ${renders} more renders a page under the CPU profiler, its idle time left out\n`);
    console.log(markdownTable(['page', ...Object.values(RENDER_PARTS)], partRows, 1));
  }
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);

/** The shares of `work`'s CPU profile in each part of a render, the renderer's frames read through its source map. */
async function profile(work: () => Promise<void>): Promise<Record<RenderPart, number>> {
  const bundle = join(distDir, 'server', 'render.mjs');
  const bundleUrl = pathToFileURL(bundle).href;
  const map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
    await work();
    const { profile: taken } = await session.post('Profiler.stop');
    return renderParts(taken, ({ url, lineNumber, columnNumber }) => {
      if (url === bundleUrl) return (map.findEntry(lineNumber, columnNumber) as { originalSource?: string }).originalSource;
      return url.startsWith('file:') ? relative(process.cwd(), fileURLToPath(url)) : undefined;
    });
  } finally {
    session.disconnect();
  }
}
