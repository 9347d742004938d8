import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { serveSanitiser } from '../../src/server/sanitiser-service';

// The render threads' sanitiser: a real worker thread asks this one, synchronously, as a render does; this thread
// answers with a stand-in sanitiser that can be slow or fail.

const dir = mkdtempSync(join(tmpdir(), 'vitrine-sanitiser-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker (started by the threads' entry, which loads TypeScript) that sanitises each HTML it is sent through `remoteSanitiser`, and posts back what it got or threw. */
const WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
const { remoteSanitiser } = await import(${JSON.stringify(pathToFileURL(resolve('src/server/sanitiser-service.ts')).href)});
const sanitise = remoteSanitiser(workerData.port, workerData.flag, workerData.waitMs);
parentPort.on('message', (html) => {
  try {
    parentPort.postMessage({ html: sanitise(html) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

async function thread(sanitiser: (html: string) => string | Promise<string>, waitMs = 2_000) {
  const file = join(dir, `worker-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, WORKER);
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  let made = 0;
  serveSanitiser(port1, flag, Promise.resolve((html: string) => {
    made += 1;
    return sanitiser(html) as string;
  }));
  const worker = new Worker(new URL('../../src/server/thread-entry.mjs', import.meta.url), {
    workerData: { entry: pathToFileURL(file).href, port: port2, flag, waitMs },
    transferList: [port2],
  });
  const ask = (html: string) =>
    new Promise<{ html?: string; error?: string }>((done, fail) => {
      worker.once('error', fail);
      worker.once('message', done);
      worker.postMessage(html);
    });
  return { ask, calls: () => made, stop: () => worker.terminate().then(() => port1.close()) };
}

describe('the render threads’ sanitiser', () => {
  it('answers a thread’s synchronous question with what this thread’s sanitiser made of it', async () => {
    const { ask, calls, stop } = await thread((html) => html.replace(/<script>.*?<\/script>/g, ''));
    expect(await ask('<p>Zinc</p><script>x()</script>')).toEqual({ html: '<p>Zinc</p>' });
    expect(await ask('<p>Magnésium</p>')).toEqual({ html: '<p>Magnésium</p>' });
    expect(calls()).toBe(2);
    await stop();
  });

  it('gives the thread the sanitiser’s failure as an error, and answers the next question', async () => {
    const { ask, stop } = await thread((html) => {
      if (html === 'boom') throw new Error('no DOM');
      return html;
    });
    expect(await ask('boom')).toEqual({ error: 'The HTML sanitiser failed: Error: no DOM' });
    expect(await ask('<p>ok</p>')).toEqual({ html: '<p>ok</p>' });
    await stop();
  });

  it('fails a question answered too late, and gives the next one its own answer, not the late one', async () => {
    // `serveSanitiser` answers in turn: a sanitiser busy past the thread's wait is one slow answer.
    let slow = true;
    const { ask, stop } = await thread((html) => {
      if (slow) {
        slow = false;
        const until = Date.now() + 400;
        while (Date.now() < until);
      }
      return `clean:${html}`;
    }, 150);
    expect(await ask('first')).toEqual({ error: 'The HTML sanitiser did not answer in time.' });
    expect(await ask('second')).toEqual({ html: 'clean:second' });
    await stop();
  });
});
