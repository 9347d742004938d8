// Builds the browser app into dist/client: split, minified ESM with hashed names, the shell page with
// modulepreload links, the offline page, the service worker (/sw.js, production only), precompressed files and
// dist/size.json. `--watch` rebuilds on change, serves the app and reloads open pages.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { OFFLINE_SCREENS } from './src/sw/rules';
import { firstLoadPlugin } from './src/tools/build/first-load-plugin';
import { shellHtml } from './src/tools/build/html';
import { BROWSER_ALIASES } from './src/tools/build/aliases';
import { cjsExportsPlugin } from './src/tools/build/cjs-exports-plugin';
import { messagesPlugin } from './src/tools/build/messages-plugin';
import { offlinePageCss, offlinePageHtml } from './src/tools/build/offline-page';
import { COMPRESSION_CACHE, compressFiles, precompress } from './src/tools/build/precompress';
import { loadManifestTool, writeServiceWorker, workerBuildOptions } from './src/tools/build/service-worker';
import { formatSizeTable, outputFor, sizeReport, staticClosure } from './src/tools/build/size-report';
import { tokensPlugin } from './src/tools/build/tokens-plugin';

const watch = process.argv.includes('--watch');
/** Where the build goes (the server reads the same variable); tests build into their own directory. */
const DIST_DIR = process.env.VITRINE_DIST_DIR ?? 'dist';
const CLIENT_DIR = `${DIST_DIR}/client`;
const ENTRY = 'src/app/main.tsx';
/** The app the entry starts, without the stylesheet: what every dynamically imported module is made to import. */
const START = 'src/app/start.tsx';
/** The script every page names: it fetches the entry's once the page is painted. */
const BOOT = 'src/app/boot.ts';
const SERVER_ENTRY = 'src/app/render.tsx';
/** The CommonJS packages the app imports, read as plain bindings in both bundles (see the plugin). */
const CJS_PACKAGES = ['react', 'react/jsx-runtime', 'react-dom', 'use-sync-external-store/shim', 'use-sync-external-store/shim/with-selector', 'graphql/language/kinds'];
/** The shop's catalogue: every page needs it before its first render, so it is preloaded with the entry. */
const LOCALE_CHUNK = 'lang/fr_FR.json';
/** React's renderer: the entry imports it on its own (a task of its own), and every page needs it at once. */
const RENDERER_CHUNK = 'src/app/renderer.ts';
/** The shell's parts and panels, each a chunk the module imports: precached, so that a kept page has them offline. */
const SHELL_PARTS = 'src/app/shell/panels.ts';
const SCREENS_DIR = 'src/app/screens';
/** The module a screen's `defineScreen` (a `*.screen.ts` of src/app/screens) imports for `part`, if it has one of its own. */
function screenModule(file: string, part: 'view' | 'logic'): string | undefined {
  const specifier = new RegExp(`^ {2}${part}: \\(\\) => import\\('(.+?)'\\)`, 'm').exec(readFileSync(file, 'utf8'))?.[1];
  return specifier && ['.tsx', '.ts'].map((ext) => join(dirname(file), specifier + ext)).find((source) => existsSync(source));
}
const SCREEN_FILES = readdirSync(SCREENS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.screen.ts'))
  .map((name) => join(SCREENS_DIR, name));
const kindOf = (file: string) => /^ {2}kind: '(\w+)'/m.exec(readFileSync(file, 'utf8'))![1]!;
/** Screen modules by page kind: the server preloads the one it rendered (see dist/client/screens.json). */
const SCREENS: Record<string, string> = Object.fromEntries(SCREEN_FILES.map((file) => [kindOf(file), screenModule(file, 'view')!]));
/** Screens' machines by page kind (those not in the shell): preloaded with their screen. */
const SCREEN_MACHINES: Record<string, string> = Object.fromEntries(
  SCREEN_FILES.flatMap((file) => {
    const logic = screenModule(file, 'logic');
    return logic ? [[kindOf(file), logic]] : [];
  }),
);

const options: esbuild.BuildOptions = {
  entryPoints: [ENTRY, BOOT],
  outdir: `${CLIENT_DIR}/assets`,
  publicPath: '/assets',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
  jsx: 'automatic',
  minify: !watch,
  sourcemap: 'linked',
  // A production map names files and lines for an error report, without the shop's source for anyone to read.
  sourcesContent: watch,
  legalComments: 'linked',
  // V8 compiles a function when it is first called, on the page's main thread; hinted, it compiles them all while
  // the file downloads, on a thread of its own. Nearly every function of a chunk runs as its part of the page
  // starts, so on a slow phone this takes compilation off the tasks that block a tap (docs/performance.md).
  banner: { js: '//# allFunctionsCalledOnLoad' },
  metafile: true,
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
  logLevel: 'warning',
  alias: BROWSER_ALIASES,
  plugins: [tokensPlugin, messagesPlugin, firstLoadPlugin(START, 'src/app'), cjsExportsPlugin(CJS_PACKAGES)],
};

/**
 * The same app for node, one self-contained ES module: the server renders pages with it, wherever dist/ is
 * deployed. Styles are the browser's business.
 */
const serverOptions: esbuild.BuildOptions = {
  entryPoints: [SERVER_ENTRY],
  outfile: `${DIST_DIR}/server/render.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // React's CommonJS files call require() for node built-ins: give the ES module a require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  // Every thread that renders keeps the module's source in memory: minified, it is 1.8 MB, where the plain bundle
  // took 6.8 (its comments' typography made V8 keep it two bytes a character).
  minify: true,
  sourcemap: 'linked',
  // Node maps stack traces with the mappings alone; the sources are on disk. Without them the map is a third the size.
  sourcesContent: false,
  define: options.define!,
  logLevel: 'warning',
  plugins: [messagesPlugin, cjsExportsPlugin(CJS_PACKAGES)],
};

/**
 * The server itself, as `npm start` runs it: its entry and its worker threads' modules, each one ES module beside
 * render.mjs, their packages left in node_modules. From the build no thread needs a TypeScript loader (see
 * src/server/thread-script.ts). Comments go (their typography would make V8 keep the source two bytes a character);
 * names stay, so that a stack trace reads without the map.
 */
const programOptions: esbuild.BuildOptions = {
  entryPoints: ['src/server/main.ts', 'src/server/backend-thread.ts', 'src/server/render-thread.ts'],
  outdir: `${DIST_DIR}/server`,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  sourcesContent: false,
  logLevel: 'warning',
};

const DEV_RELOAD_SCRIPT = '/__dev/reload.js';
const url = (file: string) => file.slice(file.indexOf('/assets/'));

/** Writes the build's pages and files around the bundles; `worker` is the bundled service worker, when built. */
async function finish(metafile: esbuild.Metafile, worker?: string): Promise<void> {
  cpSync('public', CLIENT_DIR, { recursive: true, filter: (src) => !src.endsWith('index.html') });
  const entry = outputFor(metafile, ENTRY);
  const stylesheet = metafile.outputs[entry]!.cssBundle!;
  const boot = outputFor(metafile, BOOT);
  const initial = [...staticClosure(metafile, [entry, outputFor(metafile, LOCALE_CHUNK), outputFor(metafile, RENDERER_CHUNK)]), stylesheet];
  /** Each screen's own files, beyond the first load every page shares. */
  const screenFiles = Object.fromEntries(
    Object.entries(SCREENS).map(([kind, source]) => [
      kind,
      staticClosure(metafile, [outputFor(metafile, source), ...(SCREEN_MACHINES[kind] ? [outputFor(metafile, SCREEN_MACHINES[kind])] : [])]).filter(
        (f) => !initial.includes(f),
      ),
    ]),
  );
  const screens = Object.fromEntries(Object.entries(screenFiles).map(([kind, files]) => [kind, files.map(url)]));
  writeFileSync(`${CLIENT_DIR}/screens.json`, JSON.stringify(screens, null, 2));
  const html = shellHtml(readFileSync('public/index.html', 'utf8'), {
    entry: url(entry),
    boot: url(boot),
    css: initial.filter((f) => f.endsWith('.css')).map(url),
    preload: initial.filter((f) => f.endsWith('.js') && f !== entry).map(url),
    ...(watch && { devScript: DEV_RELOAD_SCRIPT }),
  });
  writeFileSync(`${CLIENT_DIR}/index.html`, html);
  // The service worker's answer to a navigation that fails: every word of it from the shop's catalogue.
  writeFileSync(`${CLIENT_DIR}/offline.html`, offlinePageHtml(JSON.parse(readFileSync(LOCALE_CHUNK, 'utf8')) as Record<string, string>));
  writeFileSync(`${CLIENT_DIR}/offline.css`, offlinePageCss());
  // Last of the served files but the precompressed copies: its precache list names the others.
  const parts = metafile.inputs[SHELL_PARTS]!.imports.filter(({ kind }) => kind === 'dynamic-import').map(({ path }) => outputFor(metafile, path));
  const shell = [...new Set([url(boot), ...initial.map(url), ...staticClosure(metafile, parts).map(url), ...OFFLINE_SCREENS.flatMap((kind) => screens[kind] ?? [])])].map((file) => file.slice(1));
  const serviceWorker = worker === undefined ? undefined : await writeServiceWorker(CLIENT_DIR, worker, shell);
  writeFileSync(`${DIST_DIR}/meta.json`, JSON.stringify(metafile));
  const homeFirstRender = [boot, ...initial, ...staticClosure(metafile, [outputFor(metafile, SCREENS.home!)])];
  // A build precompresses every file it serves; a rebuild in development only sizes its scripts and styles.
  const sized = Object.keys(metafile.outputs).filter((file) => /\.(js|css)$/.test(file));
  const compressed = watch ? await compressFiles(sized, { write: false, cacheDir: COMPRESSION_CACHE }) : await precompress(CLIENT_DIR, COMPRESSION_CACHE);
  const sizeOf = (file: string) => ({ bytes: statSync(file).size, ...compressed.get(resolve(file))! });
  const report = {
    ...sizeReport(metafile, [...new Set(homeFirstRender)], sizeOf, Object.fromEntries(Object.entries(screenFiles).map(([kind, files]) => [kind, [boot, ...initial, ...files]]))),
    ...(serviceWorker && {
      serviceWorker: { file: serviceWorker.path, ...sizeOf(serviceWorker.path), precache: { files: serviceWorker.precached.count, bytes: serviceWorker.precached.bytes } },
    }),
  };
  writeFileSync(`${DIST_DIR}/size.json`, JSON.stringify(report, null, 2));
  console.log(formatSizeTable(report));
}

rmSync(CLIENT_DIR, { recursive: true, force: true });
mkdirSync(CLIENT_DIR, { recursive: true });

if (watch) {
  let dev: { reload(): void } | undefined;
  const server = await esbuild.context({
    ...serverOptions,
    plugins: [...(serverOptions.plugins ?? []), { name: 'reload', setup: (build) => build.onEnd(() => dev?.reload()) }],
  });
  const context = await esbuild.context({
    ...options,
    plugins: [
      ...(options.plugins ?? []),
      {
        name: 'reload',
        setup(build) {
          // esbuild waits for this before a rebuild resolves: the shell page is written before the server starts.
          build.onEnd(async (result) => {
            if (result.errors.length || !result.metafile) return;
            await finish(result.metafile);
            dev?.reload();
          });
        },
      },
    ],
  });
  // The development server renders with the built app: build both once before it starts, then on each change.
  await Promise.all([server.rebuild(), context.rebuild()]);
  const { startDevServer } = await import('./src/server/dev');
  dev = await startDevServer({ clientDir: CLIENT_DIR });
  await Promise.all([server.watch(), context.watch()]);
} else {
  const started = performance.now();
  const [result, , , worker] = await Promise.all([
    esbuild.build(options),
    esbuild.build(serverOptions),
    esbuild.build(programOptions),
    esbuild.build(workerBuildOptions(options.define!)),
    loadManifestTool(),
  ]);
  await finish(result.metafile!, worker.outputFiles![0]!.text);
  console.log(`built ${CLIENT_DIR} in ${Math.round(performance.now() - started)} ms`);
}
