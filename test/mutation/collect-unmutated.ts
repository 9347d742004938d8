import { inject } from 'vitest';

// StrykerJS switches a mutant on in a `beforeAll`, after the test files were collected. In the thread mutation runs
// share (persistent-threads.ts) the switch stays as the last run left it, so a file's paths (generated from its chart
// while it is collected) came from the previous mutant's chart: their names differed from the initial run's, StrykerJS's
// filter then ran only some of a mutant's tests, and a mutant those would have killed survived. Collection sees the
// charts as written; the mutant is on while the tests run.
const ns = (globalThis as unknown as Record<string, { activeMutant?: string } | undefined>)[inject('globalNamespace' as never) ?? '__stryker__'];
if (ns && inject('mode' as never) === 'mutant' && inject('mutantActivation' as never) === 'runtime') ns.activeMutant = undefined;
