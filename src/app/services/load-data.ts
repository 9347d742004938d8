import { fromPromise, type NonReducibleUnknown } from 'xstate';
import { online } from './until-done';

/**
 * The data layer, one module: the browser loads it (with urql) on first need, after the first render, once it has a
 * connection (a module that failed to load stays failed).
 */
export const data = () => online().then(() => import('./data'));

/**
 * A data function as an actor: the data layer loads on first use, in a browser after the first render. `signal` is
 * aborted when the actor stops: a function that passes it on drops its request then.
 */
export function load<Output, Input = NonReducibleUnknown>(
  run: (module: Awaited<ReturnType<typeof data>>, input: Input, signal: AbortSignal) => Promise<Output>,
) {
  return fromPromise<Output, Input>(async ({ input, signal }) => run(await data(), input, signal));
}
