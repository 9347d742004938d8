import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/domain/layout';
import { shellHtml } from '../../src/tools/build/html';
import { precompress, trimCache } from '../../src/tools/build/precompress';
import { formatSizeTable, sizeReport, staticClosure } from '../../src/tools/build/size-report';

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? stylesheets(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

describe('stylesheets', () => {
  it('use only the breakpoints of the layout tokens in media queries', () => {
    const allowed = new Set<number>(Object.values(BREAKPOINTS));
    const used = stylesheets('src/app').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\((?:min|max)-width:\s*(\d+)px\)/g)].map((m) => ({ file, px: Number(m[1]) })),
    );
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter(({ px }) => !allowed.has(px))).toEqual([]);
  });

  it('are imported by the shop’s one stylesheet, which only the entry imports', () => {
    const imported = [...readFileSync('src/app/styles/global.css', 'utf8').matchAll(/@import "(\.\.?\/[^"]+)"/g)].map(([, path]) =>
      join('src/app/styles', path!),
    );
    expect(stylesheets('src/app').filter((file) => file !== join('src/app/styles/global.css')).sort()).toEqual(imported.sort());
    const modules = readdirSync('src/app', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    const importingStyles = modules.filter((file) => /^import '[^']+\.css';$/m.test(readFileSync(join('src/app', file), 'utf8')));
    expect(importingStyles).toEqual(['main.tsx']);
  });
});

const metafile = {
  inputs: {},
  outputs: {
    'dist/client/assets/main-A.js': { bytes: 10, inputs: {}, exports: [], entryPoint: 'src/app/main.tsx', cssBundle: 'dist/client/assets/main-A.css', imports: [{ path: 'dist/client/assets/chunks/chunk-B.js', kind: 'import-statement' }, { path: 'dist/client/assets/chunks/cart-C.js', kind: 'dynamic-import' }] },
    'dist/client/assets/main-A.css': { bytes: 5, inputs: {}, exports: [], imports: [] },
    'dist/client/assets/chunks/chunk-B.js': { bytes: 10, inputs: {}, exports: [], imports: [] },
    'dist/client/assets/chunks/cart-C.js': { bytes: 10, inputs: {}, exports: [], entryPoint: 'src/app/screens/cart/cart.tsx', imports: [{ path: 'dist/client/assets/chunks/chunk-B.js', kind: 'import-statement' }] },
  },
} as unknown as Metafile;

describe('size report', () => {
  it('counts what loads before first render: the entry, its static imports and its stylesheet, not dynamic imports', () => {
    const scripts = staticClosure(metafile, ['dist/client/assets/main-A.js']);
    expect(scripts.sort()).toEqual(['dist/client/assets/chunks/chunk-B.js', 'dist/client/assets/main-A.js']);
    const initial = [...scripts, 'dist/client/assets/main-A.css'];
    const report = sizeReport(metafile, initial, (file) =>
      file.includes('chunk-B') ? { bytes: 1000, gzip: 30, brotli: 20 } : { bytes: 1, gzip: 21, brotli: 5 });
    expect(report.homeInitial.js).toEqual({ bytes: 1001, gzip: 51 });
    expect(report.homeInitial.css).toEqual({ bytes: 1, gzip: 21 });
    expect(report.chunks.find((c) => c.file.includes('cart-C'))?.initial).toBe(false);
    // Largest compressed first.
    expect(report.chunks[0]!.file).toBe('dist/client/assets/chunks/chunk-B.js');
  });

  it('sizes each screen’s first load: the shared files once, its own chunks, its scripts alone', () => {
    const report = sizeReport(
      metafile,
      [],
      (file) => (file.includes('chunk-B') ? { bytes: 9000, gzip: 3072, brotli: 2800 } : { bytes: 1000, gzip: 512, brotli: 400 }),
      { cart: ['dist/client/assets/main-A.js', 'dist/client/assets/main-A.css', 'dist/client/assets/chunks/chunk-B.js', 'dist/client/assets/chunks/cart-C.js', 'dist/client/assets/chunks/chunk-B.js'] },
    );
    expect(report.firstLoadByScreen).toEqual({ cart: { scripts: 3, bytes: 11000, gzip: 4096 } });
    expect(formatSizeTable(report)).toContain("each screen's JS before first render (gzip): cart 4.0 KB");
  });

  it('precompresses what a browser fetches as text, beside it, with the sizes it reports; small files and maps stay as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-precompress-'));
    const script = Buffer.from('export const words = "'.concat('oméga '.repeat(400), '";\n'));
    writeFileSync(join(dir, 'main.js'), script);
    writeFileSync(join(dir, 'main.js.map'), '{"mappings":"'.concat('A'.repeat(4000), '"}'));
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}');
    // Named relative to the working directory, as esbuild names a build's outputs: sizes are found by the absolute path.
    const sizes = await precompress(relative(process.cwd(), dir));
    expect(gunzipSync(readFileSync(join(dir, 'main.js.gz')))).toEqual(script);
    expect(brotliDecompressSync(readFileSync(join(dir, 'main.js.br')))).toEqual(script);
    expect(sizes.get(join(dir, 'main.js'))).toEqual({ gzip: statSync(join(dir, 'main.js.gz')).size, brotli: statSync(join(dir, 'main.js.br')).size });
    expect(sizes.get(join(dir, 'tiny.css'))!.gzip).toBeGreaterThan(0);
    expect(readdirSync(dir).sort()).toEqual(['main.js', 'main.js.br', 'main.js.gz', 'main.js.map', 'tiny.css']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps compressed copies by content: a build that meets the same file again reads them, and the cache keeps to its bound', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-precompress-'));
    const cache = join(dir, 'cache');
    const out = join(dir, 'out');
    const script = Buffer.from('export const words = "'.concat('zinc '.repeat(300), '";\n'));
    mkdirSync(out);
    writeFileSync(join(out, 'a.js'), script);
    const first = await precompress(out, cache);
    const key = createHash('sha256').update(script).digest('hex');
    expect(readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);
    // A copy in the cache is what the next build writes: the cache decides, not a new compression.
    writeFileSync(join(cache, `${key}.br`), brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }));
    rmSync(join(out, 'a.js.br'));
    const second = await precompress(out, cache);
    expect(readFileSync(join(out, 'a.js.br'))).toEqual(readFileSync(join(cache, `${key}.br`)));
    expect(brotliDecompressSync(readFileSync(join(out, 'a.js.br')))).toEqual(script);
    expect(second.get(join(out, 'a.js'))!.gzip).toBe(first.get(join(out, 'a.js'))!.gzip);
    // A copy that is missing is made again.
    rmSync(join(cache, `${key}.gz`));
    await precompress(out, cache);
    expect(gunzipSync(readFileSync(join(cache, `${key}.gz`)))).toEqual(script);
    // Past its bound, the least recently used copies go first.
    const old = new Date(Date.now() - 60_000);
    writeFileSync(join(cache, 'old.br'), Buffer.alloc(1000));
    utimesSync(join(cache, 'old.br'), old, old);
    await trimCache(cache, statSync(join(cache, `${key}.br`)).size + statSync(join(cache, `${key}.gz`)).size);
    expect(readdirSync(cache).sort()).toEqual([`${key}.br`, `${key}.gz`]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('puts stylesheets and the boot script into the shell page, the entry and its preloads into an inert template', () => {
    const html = shellHtml('<head><!--app-head--></head>', {
      entry: '/assets/main-A.js', boot: '/assets/boot-D.js', preload: ['/assets/chunks/chunk-B.js'], css: ['/assets/main-A.css'],
    });
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-A.css" />');
    expect(html).toContain('<script type="module" src="/assets/boot-D.js"></script>');
    const inert = /<template id="vitrine-scripts" data-entry="\/assets\/main-A\.js">([^]*?)<\/template>/.exec(html)?.[1];
    expect(inert?.trim()).toBe('<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-B.js" />');
    // Nothing outside the template fetches the entry or its chunks.
    expect(html.replace(/<template[^]*<\/template>/, '')).not.toMatch(/main-A\.js|chunk-B/);
    expect(() => shellHtml('<head></head>', { entry: '', boot: '', preload: [], css: [] })).toThrow('<!--app-head-->');
  });
});
