import type { Exchange, Operation } from '@urql/core';
import { filter, makeSubject, merge, onPush, pipe, share } from 'wonka';

/**
 * Runs mutations one at a time, in the order they were sent (spec §4), so that twenty quick "add to cart"
 * never race. A mutation whose context sets `skipQueue` goes at once; queries are never queued.
 */
export const queueExchange: Exchange = ({ forward }) => (operations$) => {
  const queue: Operation[] = [];
  let inFlight: number | null = null;
  const released = makeSubject<Operation>();

  const pump = () => {
    if (inFlight !== null) return;
    const next = queue.shift();
    if (!next) return;
    inFlight = next.key;
    released.next(next);
  };
  const isQueued = (op: Operation) => op.kind === 'mutation' && op.context.skipQueue !== true;

  const shared$ = pipe(
    operations$,
    onPush((op) => {
      if (op.kind !== 'teardown') return;
      // A torn-down mutation leaves the queue, or frees it if it was the one running.
      const waiting = queue.findIndex((queued) => queued.key === op.key);
      if (waiting >= 0) queue.splice(waiting, 1);
      if (op.key === inFlight) {
        inFlight = null;
        pump();
      }
    }),
    share,
  );

  const enqueue$ = pipe(
    shared$,
    filter(isQueued),
    onPush((op) => {
      queue.push(op);
      pump();
    }),
    filter(() => false),
  );

  const results$ = pipe(
    forward(merge([pipe(shared$, filter((op) => !isQueued(op))), released.source, enqueue$])),
    onPush((result) => {
      if (result.operation.key === inFlight && !result.hasNext) {
        inFlight = null;
        pump();
      }
    }),
  );
  return results$;
};
