/** The pause before a failed load is tried again, doubling up to the last. */
export const FIRST_RETRY_MS = 1_000;
export const LAST_RETRY_MS = 30_000;

/**
 * Once the browser has a connection (at once where it says nothing of one: the server). A module a page could not
 * fetch stays failed for the page's life in Chromium (150 on): asked again, it fails without a request. So nothing is
 * asked for while the browser knows it is offline, but code the service worker precaches (`precached`: the shell's
 * parts) once the worker controlling the page says its precache holds this build's: this module's file, which every
 * first page loads, is in it (a worker of another build says no, one older than the question nothing: the page then
 * waits for the connection).
 */
export const online = async (precached?: boolean): Promise<void> => {
  if (globalThis.navigator?.onLine !== false) return;
  const worker = precached && navigator.serviceWorker?.controller;
  const { port1, port2 } = new MessageChannel();
  const listening = new AbortController();
  await new Promise<void>((resume) => {
    addEventListener('online', () => resume(), { once: true, signal: listening.signal });
    port1.onmessage = ({ data }) => data === true && resume();
    if (worker) worker.postMessage({ type: 'PRECACHES', url: import.meta.url }, [port2]);
  });
  // Whichever came first, the other is no longer listened for.
  listening.abort();
  port1.close();
};

/**
 * What `attempt` resolves with, asked again after a growing pause while it fails to fetch. A browser rejects a module
 * it could not fetch with a new TypeError each time, and one whose code threw with that same error again and again
 * (a broken release): that one is thrown, for the error screen.
 */
export async function untilDone<T>(attempt: () => Promise<T>, precached?: boolean): Promise<T> {
  let last: unknown;
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LAST_RETRY_MS)) {
    try {
      return await online(precached).then(attempt);
    } catch (error) {
      if (!(error instanceof TypeError) || error === last) throw error;
      last = error;
      await new Promise((resume) => setTimeout(resume, wait));
    }
  }
}
