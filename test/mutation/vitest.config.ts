import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import shared from '../../vitest.config';
import { persistentThreads } from './persistent-threads';

// The tests that judge a mutant (stryker.config.mjs): a pure module of src/domain by its own unit tests, a chart of
// machines/ by its path tests, which drive the views. Backend and server tests reach these modules through SQL and
// HTTP at seconds per run; a mutant only they catch is one the module's own tests let through.
// Both suites share one module graph across files and runs, in one thread that lives as long as its test runner.
const [node, dom] = shared.test!.projects as TestProjectInlineConfiguration[];
const only = (project: TestProjectInlineConfiguration, include: string[], setupFiles: string[] = []) => ({
  ...project,
  plugins: [...(project.plugins ?? []), persistentThreads],
  test: { ...project.test, include, setupFiles: [...(project.test!.setupFiles as string[]), ...setupFiles] },
});
const suites = {
  // Each test file evaluates the domain again: its caches must not answer a mutant with what another computed.
  domain: only(node!, ['test/domain/**/*.test.ts'], ['test/mutation/collect-unmutated.ts', 'test/mutation/fresh-domain.ts']),
  // A chart's mutants are judged by its own path tests (own-chart-coverage.ts); no test's actors outlive it.
  machines: only(dom!, ['test/machines/**/*.test.{ts,tsx}'], ['test/mutation/collect-unmutated.ts', 'test/mutation/stop-actors.ts', 'test/mutation/own-chart-coverage.ts', 'test/mutation/short-waits.ts']),
};
const scope = process.env.MUTATE === 'domain' ? 'domain' : 'machines';

export default defineConfig({
  test: { root: fileURLToPath(new URL('../..', import.meta.url)), maxWorkers: 1, projects: [suites[scope]] },
});
