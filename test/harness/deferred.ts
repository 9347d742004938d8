import { fromPromise } from 'xstate';

/**
 * A promise actor the test answers: each run waits until the test resolves or rejects it, so that a model
 * path's `xstate.done.actor…` and `xstate.error.actor…` steps happen exactly when the path says.
 */
export function deferredActor<Output, Input>() {
  const pending: { input: Input; resolve: (value: Output) => void; reject: (error: unknown) => void }[] = [];
  const waiters: (() => void)[] = [];
  return {
    logic: fromPromise<Output, Input>(
      ({ input, signal }) =>
        new Promise<Output>((resolve, reject) => {
          const run = { input, resolve, reject };
          pending.push(run);
          // A run whose actor stopped (its state was left) is nobody's to answer any more.
          signal.addEventListener('abort', () => pending.includes(run) && pending.splice(pending.indexOf(run), 1), { once: true });
          waiters.splice(0).forEach((wake) => wake());
        }),
    ),
    /** The inputs of the runs not yet answered, oldest first. */
    get waiting(): Input[] {
      return pending.map((run) => run.input);
    },
    /** Waits for a run to start (React effects may start actors a tick later). */
    async next(): Promise<void> {
      if (pending.length) return;
      await new Promise<void>((wake) => waiters.push(wake));
    },
    async resolve(value: Output): Promise<void> {
      await this.next();
      pending.shift()!.resolve(value);
      await Promise.resolve();
    },
    async reject(error: unknown): Promise<void> {
      await this.next();
      pending.shift()!.reject(error);
      await Promise.resolve();
    },
  };
}
