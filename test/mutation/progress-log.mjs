// A reporter that writes each mutant's result as soon as it is known, one JSON line each: a long run that is stopped
// keeps what it measured, and its "no coverage" mutants (known right after the initial run) can be read at once.
// At the end it prints the score of each file, lowest first, and the lowest of all (the floor QA holds each file to),
// and writes the same table as Markdown beside the log (`<scope>-files.md`), for docs/qa.md.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';

/** Files with mutants to judge, from the metrics tree, each with its counts. */
function filesOf(result) {
  if (result.file) return result.metrics.totalValid > 0 ? [result] : [];
  return result.childResults.flatMap(filesOf);
}

const percent = (value) => `${value.toFixed(2)} %`;

function createProgressLog(options) {
  const file = options.progressLogFile;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, '');
  return {
    onMutantTested({ id, fileName, location, mutatorName, replacement, status, statusReason, testsCompleted }) {
      const line = { id, file: fileName, line: location.start.line, mutatorName, replacement, status, statusReason, testsCompleted };
      appendFileSync(file, `${JSON.stringify(line)}\n`);
    },
    onMutationTestReportReady(_report, metrics) {
      const whole = metrics.systemUnderTestMetrics;
      const rows = filesOf(whole)
        .map((result) => ({ name: relative(process.cwd(), result.file.name), ...result.metrics }))
        .sort((a, b) => a.mutationScore - b.mutationScore || a.name.localeCompare(b.name));
      const lines = [
        '| File | Mutants | Score | Survived | No test reaches |',
        '| --- | --- | --- | --- | --- |',
        `| **whole** | ${whole.metrics.totalValid} | **${percent(whole.metrics.mutationScore)}** | ${whole.metrics.survived} | ${whole.metrics.noCoverage} |`,
        ...rows.map((row) => `| \`${row.name}\` | ${row.totalValid} | ${percent(row.mutationScore)} | ${row.survived} | ${row.noCoverage} |`),
      ];
      writeFileSync(file.replace(/-progress\.jsonl$/, '-files.md'), `${lines.join('\n')}\n`);
      const lowest = rows[0];
      console.log(`Mutation score ${percent(whole.metrics.mutationScore)} over ${whole.metrics.totalValid} mutants; the lowest file: ${lowest ? `${lowest.name} at ${percent(lowest.mutationScore)}` : 'none'}.`);
    },
  };
}
createProgressLog.inject = tokens(commonTokens.options);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.Reporter, 'progress-log', createProgressLog)];
