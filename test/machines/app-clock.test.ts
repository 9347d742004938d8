import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { addToastAt, appMachine } from '../../machines/app.machine';

// A toast carries the time it was added (spec §3 "Toast: … timestamp"). The time is the app's clock, given to the
// chart: a chart run by itself gives the same toasts on every run.

/** The toasts the shell shows after an unhandled error (spec §8: "Sorry! An unexpected error occurred."). */
function toastsAfterError(logic: typeof appMachine) {
  const app = createActor(logic, { input: { location: { path: '/', search: '' } } }).start();
  app.send({ type: 'error.unhandled', errorId: 'E1' });
  const toasts = app.getSnapshot().children.toasts!.getSnapshot().context.toasts;
  app.stop();
  return toasts;
}

describe('the shell’s clock', () => {
  it('stamps each toast with the time the app’s clock gives', () => {
    const [toast] = toastsAfterError(appMachine.provide({ actions: { addToast: addToastAt(() => 1_764_400_000_000) } }));
    expect(toast).toMatchObject({ message: 'toast.unexpectedError', debug: 'E1', timestamp: 1_764_400_000_000 });
  });

  it('run by itself, the chart gives the same toasts every time', () => {
    expect(toastsAfterError(appMachine)).toEqual(toastsAfterError(appMachine));
  });
});
