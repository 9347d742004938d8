// A render thread (VITRINE_RENDER_THREADS): the build's renderer, asked for pages over the port.
import { parentPort, workerData } from 'node:worker_threads';
import type { BackendFeature } from '../domain/feature-names';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-messages';
import { createRenderer } from './renderer';
import { remoteSanitiser } from './sanitiser-service';

const port = parentPort!;
const { distDir, embedScripts, sanitiser } = workerData as RenderThreadData;
const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
/**
 * A page's bytes go to the server's thread without a copy when they own their memory, as a page of more than a few
 * KB does (Buffer keeps smaller ones in a pool it shares, which is copied).
 */
const transferable = (body: Buffer): ArrayBuffer[] =>
  body.byteOffset === 0 && body.byteLength === body.buffer.byteLength ? [body.buffer as ArrayBuffer] : [];
// The server's address is known once it listens, the backend's features may be read again: each render says both.
let graphqlUrl = '';
let features: readonly BackendFeature[] = [];
// HTML is sanitised by the server's thread: this one never loads jsdom. One render at a time: while one waits for
// the backend, the other threads render on (two at once took about 20 MB more a thread for the same throughput).
const renderer = await createRenderer({
  distDir, graphqlUrl: () => graphqlUrl, features: () => features, embedScripts, maxRenders: 1, sanitiser: () => remoteSanitiser(sanitiser.port, sanitiser.flag),
});

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'purge') return void renderer.purge?.(message.tags);
  graphqlUrl = message.graphqlUrl;
  features = message.features;
  renderer.render(message.request).then(
    (result) => post({ type: 'rendered', id: message.id, result }, result.type === 'page' ? transferable(result.body) : []),
    (error: unknown) => post({ type: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
post({ type: 'ready' });
