import { lazyEntryName } from './first-load-plugin';
import type { Metafile } from 'esbuild';

export interface ChunkSize {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  /** Loaded by the home route before its first render. */
  initial: boolean;
}

export interface SizeReport {
  chunks: ChunkSize[];
  /** What the home route loads before first render: the boot script, the entry, its static imports, React's renderer, the home screen and fr_FR. */
  homeInitial: { files: string[]; js: { bytes: number; gzip: number }; css: { bytes: number; gzip: number } };
  /** Each screen's JavaScript before its first render, opened as a shopper's first page (the server preloads it). */
  firstLoadByScreen: Record<string, { scripts: number; bytes: number; gzip: number }>;
  /** /sw.js, which no page loads as a script (the browser fetches it to install it), and what it precaches. */
  serviceWorker?: FileSize & { file: string; precache: { files: number; bytes: number } };
}

/** Scripts reachable from `roots` through static imports. */
export function staticClosure(metafile: Metafile, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const output = metafile.outputs[file];
    if (!output) return;
    seen.add(file);
    for (const imported of output.imports) if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
  };
  roots.forEach(visit);
  return [...seen];
}

/** The output file whose entry point (a dynamic import target counts as one) is `source`. */
export function outputFor(metafile: Metafile, source: string): string {
  const names = [source, lazyEntryName(source)];
  const found = Object.entries(metafile.outputs).find(([file, o]) => names.includes(o.entryPoint ?? '') && file.endsWith('.js'));
  if (!found) throw new Error(`No output for ${source}`);
  return found[0];
}

/** A built file's size, minified and compressed as the server sends it. */
export type FileSize = { bytes: number; gzip: number; brotli: number };

/** `screenFiles`: by screen kind, every file its route loads before first render. */
export function sizeReport(metafile: Metafile, initialFiles: string[], sizeOf: (file: string) => FileSize, screenFiles: Record<string, string[]> = {}): SizeReport {
  const initial = new Set(initialFiles);
  const chunks = Object.keys(metafile.outputs)
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => ({ file, ...sizeOf(file), initial: initial.has(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (ext: string) =>
    chunks
      .filter((c) => c.initial && c.file.endsWith(ext))
      .reduce((acc, c) => ({ bytes: acc.bytes + c.bytes, gzip: acc.gzip + c.gzip }), { bytes: 0, gzip: 0 });
  const firstLoadByScreen = Object.fromEntries(
    Object.entries(screenFiles).map(([kind, files]) => {
      const scripts = [...new Set(files)].filter((file) => file.endsWith('.js'));
      return [kind, scripts.reduce((acc, file) => ({ ...acc, bytes: acc.bytes + sizeOf(file).bytes, gzip: acc.gzip + sizeOf(file).gzip }), { scripts: scripts.length, bytes: 0, gzip: 0 })];
    }),
  );
  return { chunks, homeInitial: { files: [...initial], js: sum('.js'), css: sum('.css') }, firstLoadByScreen };
}

export function formatSizeTable(report: SizeReport): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  const rows = report.chunks.map(
    (c) => `${c.initial ? '*' : ' '} ${c.file.padEnd(58)} ${kb(c.bytes)} ${kb(c.gzip)} ${kb(c.brotli)}`,
  );
  const { js, css } = report.homeInitial;
  const worker = report.serviceWorker;
  return [
    `  ${'file'.padEnd(58)} ${'minified'.padStart(9)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`,
    ...rows,
    `* home route before first render: JS ${kb(js.gzip).trim()} gzip (${kb(js.bytes).trim()} minified), CSS ${kb(css.gzip).trim()} gzip`,
    `  each screen's JS before first render (gzip): ${Object.entries(report.firstLoadByScreen)
      .sort(([, a], [, b]) => b.gzip - a.gzip)
      .map(([kind, size]) => `${kind} ${kb(size.gzip).trim()}`)
      .join(', ')}`,
    ...(worker
      ? [`  service worker ${worker.file}: ${kb(worker.gzip).trim()} gzip (${kb(worker.bytes).trim()} minified); it precaches ${worker.precache.files} files, ${kb(worker.precache.bytes).trim()}`]
      : []),
  ].join('\n');
}
