import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { Worker } from 'node:worker_threads';
import { DEADLINE_MESSAGE } from '../backend/graphql/deadline';
import { logRefusal } from '../backend/http/refusal-log';
import { ConfigError } from './config';
import { clientAddress } from './client-address';
import { forwardedHeaders, publicOrigin } from './public-origin';
import { threadScript } from './thread-script';
import type { BackendThreadData, FromBackend, ToBackend } from './backend-messages';
import { DIRECT_REACH, type Reach, type Upstream } from './upstream';

export interface BridgeLimits {
  /** How long a request may wait and run, in ms, before the shopper gets an error instead (VITRINE_BACKEND_BUDGET_MS). */
  budgetMs: number;
  /** Requests handed to the backend at once (VITRINE_BACKEND_CONCURRENCY). */
  concurrency: number;
  /** Requests waiting for one of those places; past it, 503 with Retry-After (VITRINE_BACKEND_QUEUE). */
  queueSize: number;
  /**
   * How long an image may wait and be drawn (VITRINE_MEDIA_BUDGET_MS). A browser waits minutes for an image, and a
   * page's first visit on a busy host may queue a dozen new ones behind a core: late beats refused.
   */
  mediaBudgetMs: number;
}

export const DEFAULT_LIMITS: BridgeLimits = { budgetMs: 10_000, concurrency: 8, queueSize: 256, mediaBudgetMs: 60_000 };

/** The limits from the environment, each a whole number ≥ 1 (the default when unset). */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): BridgeLimits {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number ≥ 1, got "${value}".`);
    return number;
  };
  return {
    budgetMs: read('VITRINE_BACKEND_BUDGET_MS', DEFAULT_LIMITS.budgetMs),
    concurrency: read('VITRINE_BACKEND_CONCURRENCY', DEFAULT_LIMITS.concurrency),
    queueSize: read('VITRINE_BACKEND_QUEUE', DEFAULT_LIMITS.queueSize),
    mediaBudgetMs: read('VITRINE_MEDIA_BUDGET_MS', DEFAULT_LIMITS.mediaBudgetMs),
  };
}

/** The backend thread's heap, in MB: half the process's 500 MB memory budget. */
export const BACKEND_HEAP_MB = 256;

/** Seconds a shopper turned away by a full queue is told to wait. */
export const RETRY_AFTER_SECONDS = 2;

export const BUSY_MESSAGE = 'The shop is very busy. Please try again in a moment.';
/** Past the budget: the same words as a GraphQL request the backend itself stops at its deadline. */
export const TIMEOUT_MESSAGE = DEADLINE_MESSAGE;

export interface WorkerUpstream extends Upstream {
  /** Called with the cache tags of public content each write changed (when the backend reports them). */
  onPurge(listener: (tags: readonly string[]) => void): void;
}

/**
 * Places an image may hold at once, of the `concurrency` places: a quarter, at least one. An image waits in the backend
 * for its turn to be drawn (one at a time per core but one); it must not hold the places GraphQL and REST answer in.
 */
export const mediaPlaces = (concurrency: number) => Math.max(1, Math.floor(concurrency / 4));
/** Images that may wait, of the queue: a quarter, at least one, so that waiting images never fill GraphQL's queue. */
export const mediaWaiting = (queueSize: number) => Math.max(1, Math.floor(queueSize / 4));

interface Pending {
  id: number;
  /** An image (`/media/…`): it runs in the images' own share of the places. */
  media: boolean;
  req: IncomingMessage;
  res: ServerResponse;
  /** The body, when it was read before (trusted-documents.ts); otherwise the request streams it. */
  body: Buffer | undefined;
  deadline: number;
  timer: NodeJS.Timeout;
  /** Handed to the backend (holds a place), and whether its answer has begun. */
  running: boolean;
  answered: boolean;
}

/**
 * The embedded backend in one worker thread, so that its synchronous work (SQLite, GraphQL execution) never stalls
 * the storefront's event loop: static files and page rendering keep answering. One thread keeps the backend's
 * in-memory state (GraphQL page cache, bot-protection challenges, admin tokens) in one place. Requests wait in a
 * bounded queue for one of a few places, each within a time budget. Its absolute URLs come from the public origin
 * (public-origin.ts), and the client it sees is the shopper's address (client-address.ts).
 */
export async function workerUpstream(dataDir: string, limits: BridgeLimits = DEFAULT_LIMITS, { publicUrl, trustProxy }: Reach = DIRECT_REACH): Promise<WorkerUpstream> {
  const { script, entry } = threadScript('backend-thread');
  const data: BackendThreadData = { entry, dataDir };
  const pending = new Map<number, Pending>();
  const queue: Pending[] = [];
  const purgeListeners: ((tags: readonly string[]) => void)[] = [];
  let worker: Worker;
  let ready = false;
  let running = 0;
  let runningMedia = 0;
  const mediaLimit = mediaPlaces(limits.concurrency);
  const mediaQueue = mediaWaiting(limits.queueSize);
  let nextId = 1;
  let closed: (() => void) | undefined;
  const post = (message: ToBackend) => worker.postMessage(message);

  /** Starts the thread; resolves with the paths and the schema it serves once its backend is open. */
  function spawn(): Promise<{ paths: readonly string[]; schema: string }> {
    // A bounded heap: a thread that runs out of it dies alone and starts again (its limits are in the database),
    // where it would otherwise grow until the process's memory budget is gone.
    const thread = new Worker(script, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: BACKEND_HEAP_MB } });
    worker = thread;
    ready = false;
    thread.on('message', answer);
    thread.on('exit', () => stopped(thread));
    return new Promise((resolve, reject) => {
      thread.on('message', (message: FromBackend) => {
        if (message.type !== 'ready') return;
        ready = true;
        resolve(message);
        pump();
      });
      thread.on('error', (error) => (ready ? console.error('[backend thread]', error) : reject(error)));
      thread.once('exit', (code) => reject(new Error(`The backend's thread stopped as it started (exit code ${code}).`)));
    });
  }

  /**
   * The thread ended: on close, that was the last step. Otherwise what it was answering gets a 503 and a new thread
   * starts (the queue waits for it, within each request's budget); one that never opened is not started again.
   */
  function stopped(thread: Worker): void {
    if (thread !== worker) return;
    if (closed) return void closed();
    const opened = ready;
    ready = false;
    for (const request of [...pending.values()]) {
      if (!request.running) continue;
      release(request);
      if (request.answered) request.res.destroy();
      else refuse(request.req, request.res, 'busy', 'the backend thread stopped while answering');
    }
    if (!opened) return;
    console.error('[backend thread] stopped unexpectedly; starting it again');
    spawn().catch((error: unknown) => console.error('[backend thread]', error));
  }

  function answer(message: FromBackend): void {
    switch (message.type) {
      case 'head': {
        const request = pending.get(message.id);
        if (!request) return;
        request.answered = true;
        request.res.writeHead(message.status, message.headers);
        return;
      }
      case 'data':
        return void pending.get(message.id)?.res.write(Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength));
      case 'end': {
        const request = pending.get(message.id);
        if (!request) return;
        release(request);
        if (!message.failed) request.res.end();
        else if (request.answered) request.res.destroy();
        // The thread found it past its deadline before this thread's timer fired.
        else refuse(request.req, request.res, 'timeout', budgetCause(request));
        return;
      }
      case 'purge':
        for (const listener of purgeListeners) listener(message.tags);
        return;
      case 'closed':
        closed?.();
    }
  }

  function release(request: Pending): void {
    clearTimeout(request.timer);
    pending.delete(request.id);
    if (request.running) {
      request.running = false;
      running -= 1;
      if (request.media) runningMedia -= 1;
    }
    const index = queue.indexOf(request);
    if (index >= 0) queue.splice(index, 1);
    pump();
  }

  /** Starts what waits, in order, while places are free; an image past the images' share lets the others pass. */
  function pump(): void {
    for (let i = 0; ready && running < limits.concurrency && i < queue.length; ) {
      if (queue[i]!.media && runningMedia >= mediaLimit) i += 1;
      else start(queue.splice(i, 1)[0]!);
    }
  }

  function start(request: Pending): void {
    const { id, req, body } = request;
    request.running = true;
    running += 1;
    if (request.media) runningMedia += 1;
    post({
      // The backend's absolute URLs (e-mail links first) come from the public origin, whatever the client sent.
      type: 'request', id, method: req.method ?? 'GET', url: req.url ?? '/',
      headers: { ...req.headers, ...forwardedHeaders(publicOrigin(publicUrl, req)), ...(body && { 'content-length': String(body.length) }) },
      remoteAddress: clientAddress(req, trustProxy), encrypted: (req.socket as TLSSocket).encrypted === true, deadline: request.deadline,
    });
    if (body) {
      post({ type: 'body', id, chunk: body });
      return post({ type: 'end', id });
    }
    req.on('data', (chunk: Buffer) => post({ type: 'body', id, chunk }));
    req.on('end', () => post({ type: 'end', id }));
  }

  function timedOut(request: Pending): void {
    if (request.running) post({ type: 'abort', id: request.id });
    release(request);
    if (request.answered) return void request.res.destroy();
    refuse(request.req, request.res, 'timeout', budgetCause(request));
  }

  function budgetCause(request: Pending): string {
    return `past its budget of ${request.media ? limits.mediaBudgetMs : limits.budgetMs} ms`;
  }

  const { paths, schema } = await spawn();
  return {
    paths,
    schema,
    handle(req, res, body) {
      const media = (req.url ?? '').startsWith('/media/');
      if (queue.length >= limits.queueSize) return refuse(req, res, 'busy', `the backend's queue is full (${limits.queueSize} waiting)`);
      if (media && queue.filter((waiting) => waiting.media).length >= mediaQueue) {
        return refuse(req, res, 'busy', `the images' share of the queue is full (${mediaQueue} waiting)`);
      }
      const budget = media ? limits.mediaBudgetMs : limits.budgetMs;
      const request: Pending = {
        id: nextId++, req, res, body, deadline: Date.now() + budget, running: false, answered: false, media,
        timer: setTimeout(() => timedOut(request), budget),
      };
      pending.set(request.id, request);
      // A shopper who leaves frees the place; the backend is told to stop reading.
      res.once('close', () => {
        if (!pending.has(request.id)) return;
        if (request.running) post({ type: 'abort', id: request.id });
        release(request);
      });
      queue.push(request);
      pump();
    },
    onPurge(listener) {
      purgeListeners.push(listener);
    },
    async close() {
      const done = new Promise<void>((resolve) => (closed = resolve));
      post({ type: 'close' });
      await done;
      await worker.terminate();
    },
  };
}

/**
 * The backend cannot take the request (`busy`: queue full, 503 with Retry-After) or did not answer within the
 * budget (`timeout`); a 503 is logged with its `cause`. GraphQL answers in GraphQL's shape (a timeout with HTTP 200, as Magento reports errors), REST
 * in Magento REST's {"message"}, anything else as text.
 */
function refuse(req: IncomingMessage, res: ServerResponse, reason: 'busy' | 'timeout', cause: string): void {
  const message = reason === 'busy' ? BUSY_MESSAGE : TIMEOUT_MESSAGE;
  // The rest of an unread body is not waited for.
  req.resume();
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const graphql = pathname === '/graphql';
  res.statusCode = graphql && reason === 'timeout' ? 200 : 503;
  if (res.statusCode === 503) logRefusal(cause, req.method ?? 'GET', req.url ?? '/');
  if (reason === 'busy') res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
  res.setHeader('Cache-Control', 'no-store');
  let body: string;
  if (graphql) body = JSON.stringify({ errors: [{ message, extensions: { category: 'graphql' } }] });
  else if (pathname.startsWith('/rest/')) body = JSON.stringify({ message });
  else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    return void res.end(message);
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(body);
}
