import { writeFile } from 'node:fs/promises';
import type { BuildOptions } from 'esbuild';
import type { GetManifestOptions } from 'workbox-build';

/** The worker's source; the build writes it to `<client dir>/sw.js`, served at /sw.js with scope /. */
export const WORKER_ENTRY = 'src/sw/worker.ts';
export const WORKER_FILE = 'sw.js';
/** Where the worker reads its precache list: replaced by the list at build time. */
const MANIFEST_PLACEHOLDER = 'self.__WB_MANIFEST';

/** The worker as one classic script (every browser runs those as workers), minified, no source map in the precache. */
export const workerBuildOptions = (define: Record<string, string>): BuildOptions => ({
  entryPoints: [WORKER_ENTRY],
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
  minify: true,
  define,
  logLevel: 'warning',
});

/**
 * What the worker precaches, relative to the client directory: `shell` (the scripts and styles every first page loads,
 * the chunks of the shell's parts and panels, and the code of the screens whose pages it keeps for offline use), the
 * offline page and its stylesheet, the logo and icons, the manifest. Another screen's code is kept when first used (the
 * worker's `assets` route): a first visit downloads no account or checkout code the shopper may never open. Never the
 * server's HTML (one per store view and currency), source maps or the precompressed copies.
 */
export const precacheOptions = (clientDir: string, shell: readonly string[]): GetManifestOptions => ({
  globDirectory: clientDir,
  globPatterns: [...shell, 'offline.html', 'offline.css', '*.svg', 'manifest.webmanifest'],
  globIgnores: ['**/*.map', '**/*.br', '**/*.gz', 'index.html'],
  // A hashed name changes with its content: no revision to compute or to send.
  dontCacheBustURLsMatching: /^assets\//,
  // The largest chunk (react-dom's) is well under it; a bigger file is left out with a warning rather than precached.
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});

export interface WrittenWorker {
  path: string;
  precached: { count: number; bytes: number };
}

let manifestTool: Promise<typeof import('workbox-build/build/get-manifest.js')> | undefined;

/**
 * Loads workbox-build's manifest step (only it: the package's entry loads the worker generator too, a second more per
 * build). The build starts it with the bundles, so that it has loaded by the time the files are written.
 */
export const loadManifestTool = () => (manifestTool ??= import('workbox-build/build/get-manifest.js'));

/** Writes the bundled worker with its precache list into `clientDir`; warns of any file left out. */
export async function writeServiceWorker(clientDir: string, bundled: string, shell: readonly string[]): Promise<WrittenWorker> {
  const { getManifest } = await loadManifestTool();
  const { manifestEntries, count, size, warnings } = await getManifest(precacheOptions(clientDir, shell));
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  if (bundled.split(MANIFEST_PLACEHOLDER).length !== 2) throw new Error(`${WORKER_ENTRY} must read ${MANIFEST_PLACEHOLDER} exactly once.`);
  const path = `${clientDir}/${WORKER_FILE}`;
  await writeFile(path, bundled.replace(MANIFEST_PLACEHOLDER, JSON.stringify(manifestEntries)));
  return { path, precached: { count, bytes: size } };
}
