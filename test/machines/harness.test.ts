import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
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
});
