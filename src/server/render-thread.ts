// A render thread (VITRINE_RENDER_THREADS): the build's renderer, asked for pages over the port.
import { parentPort, workerData } from 'node:worker_threads';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-messages';
import { createRenderer } from './renderer';
import { remoteSanitiser } from './sanitiser-service';

const port = parentPort!;
const { distDir, embedScripts, sanitiser } = workerData as RenderThreadData;
const post = (message: FromRenderThread) => port.postMessage(message);
// The server's address is known once it listens: each render says it.
let graphqlUrl = '';
// HTML is sanitised by the server's thread: this one never loads jsdom.
const renderer = await createRenderer({
  distDir, graphqlUrl: () => graphqlUrl, embedScripts, sanitiser: () => remoteSanitiser(sanitiser.port, sanitiser.flag),
});

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'purge') return void renderer.purge?.(message.tags);
  graphqlUrl = message.graphqlUrl;
  renderer.render(message.request).then(
    (result) => post({ type: 'rendered', id: message.id, result }),
    (error: unknown) => post({ type: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
post({ type: 'ready' });
