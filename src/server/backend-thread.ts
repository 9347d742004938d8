// The embedded backend in its own thread: requests come in parts over the port, answers go back the same way.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { createBackend } from '../backend/index';
import type { BackendThreadData, FromBackend, ToBackend } from './backend-messages';
import { ThreadRequest, ThreadResponse } from './thread-http';

const port = parentPort!;
// The thread starts with a copy of the process's environment: SMTP_URL, VITRINE_TEST_HOOKS, the admin and the store views.
const { dataDir } = workerData as BackendThreadData;
const post = (message: FromBackend) => port.postMessage(message);
const backend = await createBackend({ dataDir });
// The full-page cache's hook: the tags of public content a write changed.
backend.onPurge((tags) => post({ type: 'purge', tags: [...tags] }));
const requests = new Map<number, ThreadRequest>();

port.on('message', (message: ToBackend) => {
  switch (message.type) {
    case 'request': {
      // Waited past its budget behind slow work: the storefront has answered already.
      if (Date.now() >= message.deadline) return void post({ type: 'end', id: message.id, failed: true });
      const req = new ThreadRequest(message);
      const res = new ThreadResponse(message.id, post);
      requests.set(message.id, req);
      res.once('close', () => requests.delete(message.id));
      backend.handle(req as unknown as IncomingMessage, res as unknown as ServerResponse);
      return;
    }
    case 'body':
      return void requests.get(message.id)?.push(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
    case 'end':
      return void requests.get(message.id)?.push(null);
    case 'abort':
      return void requests.get(message.id)?.abort();
    case 'close':
      void backend.close().then(() => {
        post({ type: 'closed' });
        port.close();
      });
  }
});
post({ type: 'ready', paths: backend.paths, schema: backend.schema });
