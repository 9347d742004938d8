import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import shared from '../../vitest.config';

// The tests that judge a mutant (stryker.config.mjs): a pure module of src/domain by its own unit tests, a chart of
// machines/ by its path tests, which drive the views. Backend and server tests reach these modules through SQL and
// HTTP at seconds per run; a mutant only they catch is one the module's own tests let through.
const [node, dom] = shared.test!.projects as TestProjectInlineConfiguration[];
const only = (project: TestProjectInlineConfiguration, include: string[], isolate = true) => ({
  ...project,
  test: { ...project.test, include, isolate },
});
const suites = {
  // Pure modules share one module graph across files: the server DOM the setup makes is built once, not per file.
  domain: only(node!, ['test/domain/**/*.test.ts'], false),
  machines: only(dom!, ['test/machines/**/*.test.{ts,tsx}']),
};
const scope = process.env.MUTATE === 'domain' ? 'domain' : 'machines';

export default defineConfig({
  test: { root: fileURLToPath(new URL('../..', import.meta.url)), maxWorkers: 1, projects: [suites[scope]] },
});
