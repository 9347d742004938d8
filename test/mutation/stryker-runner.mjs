// StrykerJS's vitest runner, with one retry: a run that completed no test is not yet a verdict. A path a mutant broke
// can leave an error that surfaces in the next run, in the thread runs share (persistent-threads.ts); that run
// reports its file failed before any test, and the thread is replaced. The second run's result stands, whatever it is.
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

const vitestRunner = vitestPlugins[0].factory;

function createRunner(injector) {
  const runner = injector.injectFunction(vitestRunner);
  const run = (options) => runner.mutantRun(options);
  const ranNothing = (result) => result.status === 'survived' && result.nrOfTests === 0;
  return {
    capabilities: () => runner.capabilities(),
    init: () => runner.init(),
    dryRun: (options) => runner.dryRun(options),
    async mutantRun(options) {
      const first = await run(options);
      if (!ranNothing(first)) return first;
      return run(options);
    },
    dispose: () => runner.dispose(),
  };
}
createRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-shared-thread', createRunner)];
