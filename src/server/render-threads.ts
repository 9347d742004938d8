import { ALL_FEATURES, type BackendFeature } from '../domain/feature-names';
import { MessageChannel, Worker } from 'node:worker_threads';
import type { FromRenderThread, RenderThreadData, SanitiserLine, ToRenderThread } from './render-messages';
import { domSanitiserOf, renderModuleOf, type Renderer, type RenderRequest, type RenderResult } from './renderer';
import { serveSanitiser } from './sanitiser-service';
import { threadScript } from './thread-script';

/** How long stopping waits for the renders under way. */
export const CLOSE_WAIT_MS = 5_000;

/**
 * A render thread's heap, in MB, a bound above what it uses: under a crowd, heap statistics every 3 s showed
 * 40–70 MB of old space in use, garbage included (it loads no jsdom). A young space of 16 MB rather than V8's
 * default saved about 25 MB a thread for the same throughput.
 */
export const RENDER_THREAD_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** A render's result as it arrived: its page's bytes came as a Uint8Array, a Buffer again over the same memory. */
function received(result: RenderResult): RenderResult {
  if (result.type !== 'page') return result;
  const { buffer, byteOffset, byteLength } = result.body;
  return { ...result, body: Buffer.from(buffer, byteOffset, byteLength) };
}

interface Thread {
  worker: Worker;
  /** Renders asked of it and not answered yet, by id: their promise, and how to settle it. */
  pending: Map<number, { rendered: Promise<RenderResult>; resolve: (result: RenderResult) => void; reject: (error: Error) => void }>;
}

/**
 * Server rendering in `threads` worker threads (VITRINE_RENDER_THREADS), each with the build's renderer: renders run on
 * as many cores at once, and the storefront's own thread keeps to files, cached pages and the backend's traffic. A
 * page goes to the thread with the fewest renders under way. A thread that dies fails what it was rendering (those
 * shoppers get the shell, which renders in their browser) and a new one takes its place; a page asked meanwhile waits
 * for it.
 */
export async function renderThreads({ distDir, graphqlUrl, features = () => ALL_FEATURES, embedScripts = {}, threads }: {
  distDir: string;
  graphqlUrl: () => string;
  features?: () => readonly BackendFeature[];
  embedScripts?: RenderThreadData['embedScripts'];
  threads: number;
}): Promise<Renderer> {
  renderModuleOf(distDir);
  const { script, entry } = threadScript('render-thread');
  const data: Omit<RenderThreadData, 'sanitiser'> = { entry, distDir, embedScripts };
  // The threads' HTML sanitiser runs here (the app's, the same rules), over one jsdom loaded as the threads start, so
  // that the first pages wait for none. Should it fail to load, each render that asks is told.
  const sanitiser = import('../app/pagebuilder/sanitiser').then(domSanitiserOf).then((make) => make());
  sanitiser.catch(() => undefined);
  const pool: Thread[] = [];
  let nextId = 1;
  let closing = false;
  /** Threads starting; renders asked while none runs wait for the next one ready (`go`), or fail if none starts. */
  let starting = 0;
  const waitingForThread: { go: () => void; fail: (error: Error) => void }[] = [];

  function spawn(): Promise<Thread> {
    const { port1, port2 } = new MessageChannel();
    const line: SanitiserLine = { port: port2, flag: new Int32Array(new SharedArrayBuffer(4)) };
    serveSanitiser(port1, line.flag, sanitiser);
    port1.unref();
    const worker = new Worker(script, {
      workerData: { ...data, sanitiser: line } satisfies RenderThreadData,
      transferList: [port2],
      resourceLimits: RENDER_THREAD_HEAP,
    });
    worker.once('exit', () => port1.close());
    const thread: Thread = { worker, pending: new Map() };
    starting += 1;
    return new Promise<Thread>((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: FromRenderThread) => {
        if (message.type === 'ready') {
          ready = true;
          starting -= 1;
          pool.push(thread);
          for (const { go } of waitingForThread.splice(0)) go();
          return resolve(thread);
        }
        const waiting = thread.pending.get(message.id);
        thread.pending.delete(message.id);
        if (message.type === 'rendered') waiting?.resolve(received(message.result));
        else waiting?.reject(new Error(message.message));
      });
      worker.on('error', (error) => (ready ? console.error('[render thread]', error) : reject(error)));
      worker.once('exit', (code) => {
        if (!ready) {
          starting -= 1;
          const error = new Error(`A render thread stopped as it started (exit code ${code}).`);
          if (starting === 0 && pool.length === 0) for (const { fail } of waitingForThread.splice(0)) fail(error);
          return reject(error);
        }
        pool.splice(pool.indexOf(thread), 1);
        for (const waiting of thread.pending.values()) waiting.reject(new Error('The render thread stopped during the render.'));
        if (closing) return;
        console.error('[render thread] stopped unexpectedly; starting another');
        spawn().catch((error: unknown) => console.error('[render thread]', error));
      });
    });
  }

  await Promise.all(Array.from({ length: threads }, spawn));
  return {
    async render(request: RenderRequest) {
      if (closing) throw new Error('The render threads are stopping.');
      while (pool.length === 0) {
        if (closing || starting === 0) throw new Error('No render thread is running.');
        await new Promise<void>((go, fail) => waitingForThread.push({ go, fail }));
      }
      const thread = pool.reduce((least, other) => (other.pending.size < least.pending.size ? other : least));
      const id = nextId++;
      let settle!: { resolve: (result: RenderResult) => void; reject: (error: Error) => void };
      const rendered = new Promise<RenderResult>((resolve, reject) => (settle = { resolve, reject }));
      thread.pending.set(id, { rendered, ...settle });
      thread.worker.postMessage({ type: 'render', id, request, graphqlUrl: graphqlUrl(), features: features() } satisfies ToRenderThread);
      return rendered;
    },
    purge(tags) {
      for (const { worker } of pool) worker.postMessage({ type: 'purge', tags } satisfies ToRenderThread);
    },
    /** Takes no more pages, lets the renders under way finish (for up to CLOSE_WAIT_MS), then stops the threads. */
    async close() {
      closing = true;
      for (const { go } of waitingForThread.splice(0)) go();
      const underWay = pool.flatMap((thread) => [...thread.pending.values()].map(({ rendered }) => rendered));
      await Promise.race([Promise.allSettled(underWay), new Promise((done) => setTimeout(done, CLOSE_WAIT_MS).unref())]);
      await Promise.all(pool.map(({ worker }) => worker.terminate()));
    },
  };
}
