// A render thread (VITRINE_RENDER_THREADS): the build's renderer, asked for pages over the port.
import { parentPort, workerData } from 'node:worker_threads';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-messages';
import { createRenderer } from './renderer';

const port = parentPort!;
const { distDir, embedScripts } = workerData as RenderThreadData;
const post = (message: FromRenderThread) => port.postMessage(message);
// The server's address is known once it listens: each render says it.
let graphqlUrl = '';
const renderer = await createRenderer({ distDir, graphqlUrl: () => graphqlUrl, embedScripts });

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'purge') return void renderer.purge?.(message.tags);
  graphqlUrl = message.graphqlUrl;
  renderer.render(message.request).then(
    (result) => post({ type: 'rendered', id: message.id, result }),
    (error: unknown) => post({ type: 'failed', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
post({ type: 'ready' });
