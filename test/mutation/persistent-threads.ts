import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';
import { ThreadsPoolWorker } from 'vitest/node';
import type { Plugin } from 'vitest/config';

// A vitest pool whose one worker thread outlives the run, for mutation testing only. Vitest stops its workers when
// a run ends, and a mutant is one run: every mutant paid for a new thread, a new jsdom and every view imported again
// (about 4 s), for tests that take a tenth of that. Mutants are switched on at run time, so the modules the thread
// has already evaluated serve every mutant; only the test files are evaluated again (the suites run with
// `isolate: false`). Vitest sends a run's settings with "start" only, so each run carries the latest ones.

type Listener = (arg: unknown) => void;

let shared: { worker: ThreadsPoolWorker; started: boolean; config?: unknown } | undefined;

/** Stops the shared thread; the next run starts a new one. */
async function retireThread() {
  const thread = shared;
  shared = undefined;
  await thread?.worker.stop();
}

class PersistentThreadsWorker implements PoolWorker {
  readonly name = 'persistent-threads';
  private readonly listeners: [string, Listener][] = [];

  constructor(private readonly options: PoolOptions) {}

  async start() {
    if (shared) return;
    shared = { worker: new ThreadsPoolWorker(this.options), started: false };
    await shared.worker.start();
  }

  on(event: string, callback: Listener) {
    this.listeners.push([event, callback]);
    shared!.worker.on(event, callback);
  }

  off(event: string, callback: Listener) {
    const index = this.listeners.findIndex(([e, c]) => e === event && c === callback);
    if (index !== -1) this.listeners.splice(index, 1);
    shared!.worker.off(event, callback);
  }

  send(message: WorkerRequest) {
    const thread = shared!;
    if (message.type === 'start') {
      thread.config = message.context.config;
      if (thread.started) return this.answer('started');
      thread.started = true;
    }
    if (message.type === 'stop') return this.answer('stopped');
    if (message.type === 'run' || message.type === 'collect') {
      const context = { ...message.context, config: thread.config } as typeof message.context;
      message = { ...message, context };
    }
    thread.worker.send(message);
  }

  /**
   * The thread stays and this run's listeners go, unless a test file failed outside its tests: an error a path cut
   * short by a mutant left behind would break every later run. A new thread starts clean.
   */
  async stop() {
    for (const [event, callback] of this.listeners.splice(0)) shared?.worker.off(event, callback);
    if (this.options.project.vitest.state.getFiles().some((file) => file.result?.errors?.length)) await retireThread();
  }

  deserialize(data: unknown) {
    return data;
  }

  /** What the thread would answer to a start or stop it does not need. */
  private answer(type: 'started' | 'stopped') {
    const reply = { type, __vitest_worker_response__: true };
    queueMicrotask(() => {
      for (const [event, callback] of this.listeners) if (event === 'message') callback(reply);
    });
  }
}

const pool: PoolRunnerInitializer = {
  name: 'persistent-threads',
  createPoolWorker: (options) => new PersistentThreadsWorker(options),
};

/** Puts a project on the pool after the command line is applied: StrykerJS's runner asks for `pool: 'threads'`. */
export const persistentThreads: Plugin = {
  name: 'persistent-threads',
  configureVitest({ vitest, project }) {
    Object.assign(project.config, { pool: pool.name, poolRunner: pool, isolate: false });
    vitest.onClose(retireThread);
  },
};
