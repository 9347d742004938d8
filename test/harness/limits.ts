// How long tests wait before they call something hung. Speed is the benchmarks' business: these only stop a hang, and
// are set for a 2-core host kept busy by another process, where work takes three to four times as long as on a quiet
// one.

/** A wait for the UI to show something (Testing Library's find* and waitFor). */
export const UI_WAIT_MS = 15_000;
/** One test, hooks apart. */
export const TEST_TIMEOUT_MS = 90_000;
/** A file's beforeAll and afterAll (a backend started, a page rendered on the server). */
export const HOOK_TIMEOUT_MS = 120_000;
