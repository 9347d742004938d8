import { relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { qaRecordDir, writeFailures, type FailedTest } from './records';

// A vitest reporter that keeps, for QA's report, every test the run saw fail: a path's test, and what fails outside
// any path (a file that cannot be imported, a beforeAll, a test cut by its timeout before its path was recorded).
// `npm run qa` adds it beside the default reporter; it writes only when QA_RECORD is set.

const firstError = (errors: readonly { message?: string; name?: string }[]) => {
  const error = errors[0];
  return error ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message ?? ''}` : 'failed';
};

/** The failed tests of one file, then its suites and the file itself where they failed on their own (a hook, an import). */
export function failedIn(module: TestModule, root: string): FailedTest[] {
  const file = relative(root, module.moduleId);
  const tests = [...module.children.allTests('failed')].map((test) => ({ file, name: test.fullName, error: firstError(test.result().errors ?? []) }));
  const suites = [...module.children.allSuites()].filter((suite) => suite.errors().length).map((suite) => ({ file, name: suite.fullName, error: firstError(suite.errors()) }));
  const own = module.errors().length || (module.state() === 'failed' && tests.length + suites.length === 0) ? [{ file, name: '', error: firstError(module.errors()) }] : [];
  return [...own, ...suites, ...tests];
}

export default class FailuresReporter implements Reporter {
  private root = process.cwd();

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
  }

  onTestRunEnd(modules: readonly TestModule[], unhandled: readonly { message?: string; name?: string }[]): void {
    const dir = qaRecordDir();
    if (!dir) return;
    writeFailures(dir, `run-${process.pid}`, {
      tests: modules.flatMap((module) => failedIn(module, this.root)),
      unhandled: unhandled.map((error) => firstError([error])),
    });
  }
}
