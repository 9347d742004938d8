// A reporter that writes each mutant's result as soon as it is known, one JSON line each: a long run that is stopped
// keeps what it measured, and its "no coverage" mutants (known right after the initial run) can be read at once.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';

function createProgressLog(options) {
  const file = options.progressLogFile;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  return {
    onMutantTested({ id, fileName, location, mutatorName, replacement, status, statusReason, testsCompleted }) {
      const line = { id, file: fileName, line: location.start.line, mutatorName, replacement, status, statusReason, testsCompleted };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
  };
}
createProgressLog.inject = tokens(commonTokens.options);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.Reporter, 'progress-log', createProgressLog)];
