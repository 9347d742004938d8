import { act } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SimulatedClock, SnapshotFrom } from 'xstate';
import type { ModelPath } from './model';
import { PathRecorder } from './qa-record';

type Step<M extends AnyStateMachine> = ModelPath<M>['steps'][number];

/** Tells in words what a state's check asserts. */
export type Say = (words: string) => void;

export interface Driver<M extends AnyStateMachine> {
  /** How a shopper or the system makes each event happen: clicks, keys, a service's message. */
  events: { [T in EventFromLogic<M>['type']]?: (event: Extract<EventFromLogic<M>, { type: T }>, step: Step<M>) => void | Promise<void> } & {
    [T in `xstate.${string}`]?: (event: { type: T; output?: unknown; error?: unknown }, step: Step<M>) => void | Promise<void>;
  };
  /**
   * What the shopper must see in a state. `say` tells in words what is checked ("the counter reads 3"): QA's report
   * lists it under the step.
   */
  expect: (snapshot: SnapshotFrom<M>, step: Step<M>, say: Say) => void | Promise<void>;
  /** The snapshot of the real actor behind the view: it must follow the chart. */
  actual: () => AnyMachineSnapshot;
  /** Advanced for delayed transitions (`after`). */
  clock?: SimulatedClock;
}

/** `xstate.after.LINGER.loadingBar.done` → the LINGER delay of the machine, in ms (a delay of the context read from `snapshot`). */
function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.split('.')[2] ?? '';
  const named = (machine.implementations.delays as Record<string, unknown>)[name] ?? Number(name);
  const delay = typeof named === 'function' ? (named as (args: { context: unknown }) => unknown)({ context: snapshot.context }) : named;
  if (typeof delay !== 'number' || Number.isNaN(delay)) throw new Error(`Unknown delay in ${eventType}`);
  return delay;
}

/**
 * The machine's key in machines/index.ts, as QA's report names it: its id, unless the test names it (`qaName`, for
 * a machine whose id differs or a second model of one machine).
 */
const machineName = (machine: AnyStateMachine, qaName?: string) => qaName ?? machine.id;

/**
 * Runs a generated path against the real view: make each event happen, then check what the shopper sees. Each step
 * is recorded for QA's report (qa-record.ts), with what the check said and, for a failed step, why.
 */
export async function drive<M extends AnyStateMachine>(machine: M, path: ModelPath<M>, driver: Driver<M> & { qaName?: string }): Promise<void> {
  const recorder = new PathRecorder(machineName(machine, driver.qaName), expect.getState().currentTestName ?? '', 'model');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: (step.state as AnyMachineSnapshot).value })));
  try {
    for (const [i, step] of path.steps.entries()) {
      const said: string[] = [];
      try {
        if (i > 0) {
          const type = step.event.type as EventFromLogic<M>['type'];
          const exec = driver.events[type] as ((event: unknown, step: Step<M>) => void | Promise<void>) | undefined;
          if (exec) await exec(step.event, step);
          else if (type.startsWith('xstate.after.') && driver.clock) {
            const clock = driver.clock;
            const delay = delayOf(machine, type, driver.actual());
            act(() => clock.increment(delay));
          } else throw new Error(`The test does not say how "${type}" happens.`);
        }
        const actual = driver.actual();
        expect(actual.value, `state after step ${i} (${step.event.type})`).toEqual((step.state as AnyMachineSnapshot).value);
        // A chart that finished hands its parent what the chart says (an order placed, a form's result).
        if (actual.status === 'done') expect(actual.output, `output after step ${i}`).toEqual((step.state as AnyMachineSnapshot).output);
        await driver.expect(step.state, step, (words) => said.push(words));
        recorder.passed(i, said);
      } catch (error) {
        recorder.failed(i, said, error);
        // The failure names its step, so that one seen only once (in CI) still says where the path broke.
        if (error instanceof Error) error.message = `At step ${i} (${String(step.event.type)}): ${error.message}`;
        throw error;
      }
    }
  } finally {
    recorder.write();
  }
}
