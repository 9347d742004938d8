import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
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
});
