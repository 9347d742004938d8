import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { firstLoadPlugin, lazyEntryName } from '../../src/tools/build/first-load-plugin';
import { outputFor, staticClosure } from '../../src/tools/build/size-report';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-first-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// An app whose entry uses two modules, each shared with a different screen, and a stylesheet.
const files: Record<string, string> = {
  'main.ts': `import './app.css'; import './start';`,
  'start.ts': `import { a } from './a'; import { b } from './b'; export const loaded = [a, b, import('./one'), import('./two')];`,
  'a.ts': `export const a = 'a'.repeat(3);`,
  'b.ts': `export const b = 'b'.repeat(3);`,
  'one.ts': `import { a } from './a'; export default a + 1;`,
  'two.ts': `import { b } from './b'; export const two = b + 2;`,
  'app.css': `.app { color: red }`,
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);

async function bundle(plugins: Parameters<typeof build>[0]['plugins'], out: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [join(dir, 'main.ts')],
    outdir: join(dir, out),
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins,
  });
  return result.metafile;
}

/** A fixture file as the metafile names it: relative to the working directory. */
const named = (file: string) => relative(process.cwd(), join(dir, file));
const scriptsOfEntry = (metafile: Metafile) => staticClosure(metafile, [outputFor(metafile, named('main.ts'))]);

describe('the first-load plugin', () => {
  it('puts the entry’s whole static graph in one chunk, where esbuild split it by the screens that share each part', async () => {
    const plain = await bundle([], 'plain');
    // The entry, and one chunk for each of a.ts and b.ts.
    expect(scriptsOfEntry(plain)).toHaveLength(3);
    const merged = await bundle([firstLoadPlugin(join(dir, 'start.ts'), dir)], 'merged');
    const scripts = scriptsOfEntry(merged);
    expect(scripts).toHaveLength(2);
    const [chunk] = scripts.filter((file) => !merged.outputs[file]!.entryPoint);
    expect(Object.keys(merged.outputs[chunk!]!.inputs).sort()).toEqual(['a.ts', 'b.ts', 'start.ts'].map(named));
  });

  it('keeps what each dynamic import gives: its default export and its named ones', async () => {
    const merged = await bundle([firstLoadPlugin(join(dir, 'start.ts'), dir)], 'exports');
    expect(merged.outputs[outputFor(merged, named('one.ts'))]?.exports).toEqual(['default']);
    expect(merged.outputs[outputFor(merged, named('two.ts'))]?.exports).toEqual(['two']);
    expect(Object.values(merged.outputs).map((output) => output.entryPoint)).toContain(lazyEntryName(named('one.ts')));
  });
});
