import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { SizeReport } from '../../src/tools/build/size-report';

/**
 * The most JavaScript (gzip) the home page may load before its first render, as the build reports it. The framework
 * floor of this design is about 90 KB (react-dom alone is about 64); this ceiling is what the shop loads today, so
 * that nothing adds to it unseen: 138.8 KB since the header's contact link came out of the footer's links module, which
 * only the footer's chunk needs now (141,979 bytes, -343; the ceiling was 139.0 KB), then 142,088 since the shell's
 * parts are asked for offline when the service worker precaches them (+109). The page's history under it:
 * 142,322 bytes since the boot script is also the
 * worker that loads ICU's data off the main thread (+67, its fallback for browsers without paint timing gone); 142,255
 * since every script carries V8's
 * compile hint (+332, about 20 a script), paid for by react-dom's require of React taking React's own exports (-410);
 * 142,333 since the boot script stops the
 * forms the browser would send and keeps a tap React let go by; 142,215 since the
 * shell's data code shares what a server keeps (the answers parsed once, frozen, and what is made of them:
 * src/domain/shared-data.ts) and keeps each message's formatter (+130 bytes); 138.8 KB since the CommonJS packages'
 * exports (React's) are read as bindings rather than through a getter at each call site
 * (src/tools/build/cjs-exports-plugin.ts); 139.0 before, since the footer's, the mega menu's and the toasts' code came
 * in chunks of their own (141.0 KB until then).
 */
const HOME_FIRST_LOAD_GZIP = 138.8 * 1024;

/**
 * Its scripts: the boot script, the entry, the chunk of the entry's graph (src/tools/build/first-load-plugin.ts), the
 * catalogue, React's renderer and the home screen's chunks. Before the entry's graph was one chunk, they were 66.
 */
const HOME_FIRST_LOAD_SCRIPTS = 16;

describe('the production build', () => {
  it('keeps the home page’s first load under its ceiling, the boot script and React’s renderer counted in it', () => {
    const report = JSON.parse(readFileSync(`${inject('distDir')}/size.json`, 'utf8')) as SizeReport;
    expect(report.homeInitial.files.some((file) => /\/assets\/boot-[\w-]+\.js$/.test(file))).toBe(true);
    expect(report.homeInitial.files.some((file) => /\/chunks\/renderer-[\w-]+\.js$/.test(file))).toBe(true);
    expect(report.homeInitial.js.gzip).toBeLessThanOrEqual(HOME_FIRST_LOAD_GZIP);
    expect(report.homeInitial.files.filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(HOME_FIRST_LOAD_SCRIPTS);
  });

  it('hints V8 to compile each script\'s functions as it downloads, off the page\'s main thread', () => {
    const assets = join(inject('distDir'), 'client', 'assets');
    const scripts = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(16);
    for (const file of scripts) expect(readFileSync(join(assets, file), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  });

  it('writes source maps that name files and lines without carrying the shop’s source', () => {
    const assets = join(inject('distDir'), 'client', 'assets');
    const maps = readdirSync(assets, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(10);
    let sources = 0;
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[]; sourcesContent?: unknown };
      sources += map.sources.length;
      expect(map.sourcesContent, file).toBeUndefined();
    }
    expect(sources).toBeGreaterThan(100);
  });
});
