import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { coverageOf, defineModel, pathsOf } from '../harness/model';

// The harness itself: it must notice what no path reaches, and produce a path for every transition.
const doorMachine = setup({
  types: { events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock'; code: number } },
  guards: { rightCode: ({ event }) => event.type === 'lock' && event.code === 42 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: 'opened', lock: { guard: 'rightCode', target: 'locked' } } },
    opened: { on: { close: 'closed' } },
    locked: {},
    orphan: { on: { open: 'opened' } },
  },
});

describe('model harness', () => {
  it('reports the states and transitions no path reaches', () => {
    const model = defineModel({ name: 'door', machine: doorMachine });
    const coverage = coverageOf(model, pathsOf(model));
    expect(coverage.states.missing).toEqual(['door.locked', 'door.orphan']);
    expect(coverage.transitions.missing).toEqual(['door.closed ─lock→ 0', 'door.orphan ─open→ 0']);
  });

  it('reaches a guarded transition once the model gives the payload that passes the guard', () => {
    const model = defineModel({ name: 'door', machine: doorMachine, events: () => [{ type: 'lock', code: 42 } as const] });
    const paths = pathsOf(model);
    const coverage = coverageOf(model, paths);
    expect(coverage.states.missing).toEqual(['door.orphan']);
    expect(paths.map((p) => p.steps.map((s) => s.event.type).join(' '))).toEqual(
      expect.arrayContaining(['xstate.init open close', 'xstate.init lock']),
    );
  });

  it('counts eventless transitions: taken after an event, at the start, or without a target', () => {
    const counter = setup({
      types: { context: {} as { count: number; started: boolean }, events: {} as { type: 'add' } | { type: 'reset' } },
      guards: { atMost: ({ context }) => context.count > 2, fresh: ({ context }) => !context.started, odd: ({ context }) => context.count % 2 === 1 },
    }).createMachine({
      id: 'counter',
      context: { count: 0, started: false },
      initial: 'starting',
      states: {
        starting: { always: { guard: 'fresh', target: 'counting' } },
        counting: {
          always: [
            { guard: 'atMost', target: 'full' },
            { guard: 'odd', actions: assign({ count: ({ context }) => context.count + 1 }) },
          ],
          on: { add: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
        },
        full: { on: { reset: { target: 'counting', actions: assign({ count: 0 }) } } },
      },
    });
    const model = defineModel({ name: 'counter', machine: counter });
    const paths = pathsOf(model);
    expect(coverageOf(model, paths).transitions).toEqual({ total: 5, covered: 5, missing: [] });
    // Without an odd count the second one is never taken: the count is named.
    const even = defineModel({ name: 'counter', machine: counter.provide({ guards: { odd: () => false } }) });
    expect(coverageOf(even, pathsOf(even)).transitions.missing).toEqual(['counter.counting ─always→ 1']);
  });
});
