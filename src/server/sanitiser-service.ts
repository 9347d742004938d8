import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';

// The HTML sanitiser's DOM step for render threads, run by the server's thread: jsdom costs about 100 MB of memory
// in each thread that loads it, so one copy serves them all. A render is synchronous (React asks for the sanitised
// HTML as it renders), so a render thread waits for the answer on a shared flag: it is blocked, not the server.
// Each thread remembers what it was answered (sanitiser.ts), so that it asks again only for HTML it has not seen.

/** What a render thread sends: HTML to sanitise. */
interface Asked {
  id: number;
  html: string;
}

/** What the server's thread answers. */
type Answered = { id: number; html: string } | { id: number; error: string };

/** How long a render thread waits for the answer before its render fails (the shopper gets the shell). */
export const SANITISER_WAIT_MS = 5_000;

/** The server's side: answers what comes in on `port` with `sanitiser`, then raises `flag` for the waiting thread. */
export function serveSanitiser(port: MessagePort, flag: Int32Array, sanitiser: Promise<(html: string) => string>): void {
  port.on('message', ({ id, html }: Asked) => {
    void sanitiser
      .then((sanitise) => ({ id, html: sanitise(html) }))
      .catch((error: unknown) => ({ id, error: String(error) }))
      .then((answer: Answered) => {
        port.postMessage(answer);
        Atomics.store(flag, 0, 1);
        Atomics.notify(flag, 0);
      });
  });
}

/**
 * A render thread's side: sanitises by asking the server's thread and waiting for its answer. An answer to an
 * earlier question that came too late is passed over.
 */
export function remoteSanitiser(port: MessagePort, flag: Int32Array, waitMs = SANITISER_WAIT_MS): (html: string) => string {
  let nextId = 1;
  return (html) => {
    const id = nextId++;
    const deadline = Date.now() + waitMs;
    Atomics.store(flag, 0, 0);
    port.postMessage({ id, html } satisfies Asked);
    for (;;) {
      const answer = receiveMessageOnPort(port)?.message as Answered | undefined;
      if (answer?.id === id) {
        if ('error' in answer) throw new Error(`The HTML sanitiser failed: ${answer.error}`);
        return answer.html;
      }
      if (answer) continue;
      const left = deadline - Date.now();
      if (left <= 0 || Atomics.wait(flag, 0, 0, left) === 'timed-out') throw new Error('The HTML sanitiser did not answer in time.');
      Atomics.store(flag, 0, 0);
    }
  };
}
