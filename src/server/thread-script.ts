/** The server's worker threads, by the name of their module. */
export type ThreadModule = 'backend-thread' | 'render-thread';

/**
 * What a worker thread runs: `script` to start it with, `entry` the module it runs (the threads' data carries it).
 * From the build (dist/server, as `npm start` runs it) a thread runs its own bundle, with no TypeScript loader: tsx
 * cost about 30 MB in each thread that registered it. From the source tree (tests, the development server),
 * thread-entry.mjs registers tsx in the thread, then imports the module's TypeScript.
 */
export function threadScript(module: ThreadModule): { script: URL; entry: string } {
  const built = import.meta.url.endsWith('.mjs');
  const entry = new URL(`./${module}.${built ? 'mjs' : 'ts'}`, import.meta.url);
  return { script: built ? entry : new URL('./thread-entry.mjs', import.meta.url), entry: entry.href };
}
