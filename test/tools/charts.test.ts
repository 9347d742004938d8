import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, createMachine, not, or, setup, stateIn, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { machines } from '../../machines/index';
import { mermaidDiagram, transitionRows } from '../../src/tools/charts/mermaid';
import { pageName, statechartPages } from '../../src/tools/charts/pages';
import { visualiserSource } from '../../src/tools/charts/visualiser';

/** Evaluates a visualiser snippet the way the visualiser would: as code, with xstate's createMachine. */
function evaluate(source: string): AnyStateMachine {
  const body = source.replace(/^import .*$/m, '').replace('export const machine =', 'return');
  return new Function('createMachine', body)(createMachine) as AnyStateMachine;
}

describe('statechart gallery', () => {
  it('docs/statecharts is up to date with machines/ (run npm run charts)', () => {
    for (const [file, content] of statechartPages(machines)) {
      expect(readFileSync(`docs/statecharts/${file}`, 'utf8'), file).toBe(content);
    }
  });

  for (const [name, machine] of Object.entries(machines)) {
    it(`${name}: the visualiser snippet is the same chart`, () => {
      const copy = evaluate(visualiserSource(machine));
      expect(getStateNodes(copy.root).map((n) => n.id)).toEqual(getStateNodes(machine.root).map((n) => n.id));
      expect(transitionRows(copy)).toEqual(transitionRows(machine));
      expect(mermaidDiagram(copy)).toBe(mermaidDiagram(machine));
    });
  }

  it('draws each delay with its name and duration', () => {
    expect(readFileSync(`docs/statecharts/${pageName('loadingBar')}`, 'utf8')).toContain('loadingBar_done --> loadingBar_off: after LINGER (750 ms)');
  });

  describe('guard labels', () => {
    const chart = setup({
      guards: {
        nextIs: (_, _params: { type: string }) => true,
        resumesAt: (_, _params: { step: string; saved: boolean }) => true,
        isRefusal: (_, _params: { error: unknown }) => true,
        hasCart: () => true,
        cartHasLines: () => true,
      },
    }).createMachine({
      id: 'labels',
      initial: 'idle',
      states: {
        idle: {
          on: {
            go: [
              { guard: { type: 'nextIs', params: { type: 'cart.add' } }, target: 'busy' },
              { guard: { type: 'nextIs', params: { type: 'cart.remove' } }, target: 'busy' },
              { guard: { type: 'resumesAt', params: { step: 'payment', saved: true } }, target: 'busy' },
              { guard: { type: 'isRefusal', params: ({ event }) => ({ error: event }) }, target: 'busy' },
              { guard: and([{ type: 'nextIs', params: { type: 'cart.add' } }, 'hasCart']), target: 'busy' },
              { guard: or(['hasCart', not('cartHasLines')]), target: 'busy' },
              { guard: stateIn('#labels.busy'), target: 'busy' },
              { target: 'busy' },
            ],
          },
        },
        busy: {},
      },
    });

    it('prints fixed parameters, and what and/or/not/stateIn combine, so that no two labels read alike', () => {
      expect(transitionRows(chart).map((row) => row.guard)).toEqual([
        'nextIs(cart.add)',
        'nextIs(cart.remove)',
        'resumesAt(step: payment, saved: true)',
        // Parameters read from the event have no value in the chart.
        'isRefusal',
        'and(nextIs(cart.add), hasCart)',
        'or(hasCart, not(cartHasLines))',
        'stateIn(#labels.busy)',
        '',
      ]);
      expect(mermaidDiagram(chart)).toContain('labels_idle --> labels_busy: go [or(hasCart, not(cartHasLines))]');
    });

    it('the visualiser snippet carries the same labels', () => {
      expect(transitionRows(evaluate(visualiserSource(chart)))).toEqual(transitionRows(chart));
    });
  });

  it('gathers the machine\'s own transitions that do the same thing on one line of its note', () => {
    expect(readFileSync(`docs/statecharts/${pageName('cart')}`, 'utf8')).toContain(
      'in any state: cart.add, cart.update, cart.changeOptions, cart.remove, cart.coupon.apply, cart.coupon.remove, cart.shipping.estimate, cart.refresh, cart.signIn → stays (enqueue)',
    );
  });
});
