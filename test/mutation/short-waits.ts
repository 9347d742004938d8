import { configure } from '@testing-library/react';

// A mutant often leaves a view waiting for something that never shows. With the path tests' usual wait (minutes,
// for a busy host) StrykerJS would time the run out and replace its runner, reloading every module: tens of seconds a
// mutant. Here the wait fails the path after a few seconds, in the same runner, which counts the mutant killed; a
// run that truly hangs (a chart looping on itself) is still stopped by StrykerJS's timeout, set above this wait
// (stryker.config.mjs). The initial run, with every test passing under this wait, shows it is long enough.
export const MUTANT_UI_WAIT_MS = 4000;
configure({ asyncUtilTimeout: MUTANT_UI_WAIT_MS });
