import { fromPromise, type NonReducibleUnknown } from 'xstate';

/**
 * A service the app provides (`machine.provide`): the chart names it, so the visualiser and the path tests can run the
 * chart with their own, but it does no work of its own. Run unprovided, it fails and says which.
 */
export const providedByTheApp = <Output, Input = NonReducibleUnknown>(name: string) =>
  fromPromise<Output, Input>(async () => {
    throw new Error(`${name} is provided by the app.`);
  });
