import { afterEach, beforeEach } from 'vitest';
import { Actor } from 'xstate';

// Mutation runs share one DOM across test files and runs (persistent-threads.ts). A path that a mutant cuts short
// never reaches its `actor.stop()`, and the actor would go on answering the shared window's events in later runs.
// Every actor a test starts is stopped when the test ends, passed or failed. Setup files run again for each test
// file: the start hook is put in once, its state kept on the prototype.
interface Tracking {
  started: Set<Actor<never>>;
  inTest: boolean;
}
const proto = Actor.prototype as Actor<never> & { testTracking?: Tracking };
if (!proto.testTracking) {
  const tracking: Tracking = { started: new Set(), inTest: false };
  const start = proto.start;
  proto.start = function (this: Actor<never>) {
    // A child stops with its parent, and only then.
    if (tracking.inTest && !(this as unknown as { _parent?: unknown })._parent) tracking.started.add(this);
    return start.call(this);
  };
  proto.testTracking = tracking;
}
const tracking = proto.testTracking!;

beforeEach(() => {
  tracking.inTest = true;
});

afterEach(() => {
  tracking.inTest = false;
  for (const actor of tracking.started) actor.stop();
  tracking.started.clear();
});
