import { afterAll, describe, expect, it } from 'vitest';
import { machines } from '../../machines/index';
import { qaMachines, qaRecordDir, writeCoverage } from '../../src/tools/qa/records';
import { coverageOf, pathsOf, type Coverage } from '../harness/model';
import { models } from './models';

// Every machine the shop lists must be walked whole by its model's paths: each state entered and each
// transition taken by at least one step of one path. Under `npm run qa` the figures also go to QA's report, for the
// machines it was asked for.
describe('model coverage of machines/index.ts', () => {
  const table: Coverage[] = [];

  it('every machine has a model, on the very same machine', () => {
    for (const [name, machine] of Object.entries(machines)) {
      expect(models[name], `test/machines/models.ts has no model for "${name}"`).toBeDefined();
      expect(models[name]!.machine, `the model of "${name}" walks another machine`).toBe(machine);
    }
  });

  for (const name of qaMachines() ?? Object.keys(machines)) {
    it(`${name}: every state and transition is reached by a path`, () => {
      const model = models[name];
      if (!model) return;
      const paths = pathsOf(model);
      const coverage = coverageOf(model, paths);
      table.push(coverage);
      const dir = qaRecordDir();
      if (dir) writeCoverage(dir, name, { states: coverage.states, transitions: coverage.transitions, generated: paths.length });
      expect(coverage.states.missing, 'states no path enters').toEqual([]);
      expect(coverage.transitions.missing, 'transitions no path takes').toEqual([]);
    });
  }

  afterAll(() => {
    const pct = (part: { covered: number; total: number }) => `${part.covered}/${part.total} (${Math.floor((100 * part.covered) / part.total)} %)`;
    const width = Math.max(...table.map((c) => c.name.length)) + 1;
    const lines = table.map((c) => `${c.name.padEnd(width)} ${pct(c.states).padEnd(16)} ${pct(c.transitions)}`);
    console.log(['', `${'machine'.padEnd(width)} ${'states'.padEnd(16)} transitions`, ...lines, ''].join('\n'));
  });
});
