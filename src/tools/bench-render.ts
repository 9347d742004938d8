// npm run bench:render [-- --renders N]
//
// What one server render of a page costs, apart from HTTP, the page cache and the other threads: the build's renderer
// (dist/server/render.mjs) loaded in this process, run as a render thread runs it (one render at a time, its own answer
// cache, the same collector as `npm start`), against the production server started as `npm start` does on a temporary
// data directory with the shop's seed (its embedded backend answers the first of each query). Each page is rendered
// 200 times to warm up, then N more (every URL distinct, as bench:server's uncached rows) in blocks of 50; the table
// gives the process's CPU time a render (median block, and the fastest and slowest) and the page's HTML. The pages:
// bench:server's product and category, home, and a not-found page (the shell around a search form).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRenderer } from '../server/renderer';
import { heavierPages, markdownTable, startShop } from './bench-support';

const BLOCK = 50;
const WARM_UP = 200;

const args = process.argv.slice(2);
const at = args.indexOf('--renders');
const renders = at >= 0 ? Number(args[at + 1]) : 350;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-render-'));
const shop = await startShop(dataDir, { VITRINE_GRAPHQL_OPEN: '1' });
try {
  const renderer = await createRenderer({ distDir: resolve(process.env.VITRINE_DIST_DIR ?? 'dist'), graphqlUrl: () => `${shop.url}/graphql`, maxRenders: 1 });
  const pages = [...(await heavierPages(shop.url)), { name: 'home (/)', path: '/' }, { name: 'not found (/no-such-page.html)', path: '/no-such-page.html' }];
  let n = 0;
  const render = async (path: string) => {
    const result = await renderer.render({ path, search: `?utm_source=bench-render-${n++}`, nonce: 'bench', origin: { host: '127.0.0.1', proto: 'http' } });
    if (result.type !== 'page') throw new Error(`${path} answered a ${result.type}`);
    return result;
  };
  const rows: string[][] = [];
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
  }
  const header = ['page', 'status', 'CPU ms a render', 'HTML KB'];
  console.log(`\n${renders} renders a page after ${WARM_UP}, blocks of ${BLOCK}, node ${process.version}, ${process.execArgv.filter((a, i, all) => a.startsWith('--') && a !== '--import' && all[i - 1] !== '--import').join(' ')}\n`);
  console.log(markdownTable(header, rows, 1));
} finally {
  await shop.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
