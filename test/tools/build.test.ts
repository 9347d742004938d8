import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/domain/layout';
import { shellHtml } from '../../src/tools/build/html';
import { sizeReport, staticClosure } from '../../src/tools/build/size-report';

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
  it('counts what loads before first render: the entry, its static imports and CSS, not dynamic imports', () => {
    const initial = staticClosure(metafile, ['dist/client/assets/main-A.js']);
    expect(initial.sort()).toEqual(['dist/client/assets/chunks/chunk-B.js', 'dist/client/assets/main-A.css', 'dist/client/assets/main-A.js']);
    const report = sizeReport(metafile, initial, (file) => Buffer.from(file.includes('chunk-B') ? 'b'.repeat(1000) : 'a'));
    expect(report.homeInitial.js.bytes).toBe(1001);
    expect(report.chunks.find((c) => c.file.includes('cart-C'))?.initial).toBe(false);
    expect(report.chunks.every((c) => c.gzip > 0 && c.brotli > 0)).toBe(true);
  });

  it('puts stylesheets, preloads and the entry into the shell page', () => {
    const html = shellHtml('<head><!--app-head--></head>', { entry: '/assets/main-A.js', preload: ['/assets/chunks/chunk-B.js'], css: ['/assets/main-A.css'] });
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-A.css" />');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/chunks/chunk-B.js" />');
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/main-A.js"></script>');
    expect(() => shellHtml('<head></head>', { entry: '', preload: [], css: [] })).toThrow('<!--app-head-->');
  });
});
