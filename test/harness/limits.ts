// How long tests wait before they call something hung. Speed is the benchmarks' business: these only stop a hang, and
// are set for a 2-core host kept busy by another process, where work takes three to four times as long as on a quiet
// one.

/** One test, hooks apart. */
export const TEST_TIMEOUT_MS = 90_000;
/**
 * A wait for the UI to show something (Testing Library's find* and waitFor), or for a budget a test never means to
 * reach: as long as the test itself may run, so that a path waits for what it asserts however busy the host. It
 * stops a little before the test's timeout, so that a wait that never ends fails naming what it waited for, in the
 * path's record, rather than by the test's bare timeout.
 */
export const UI_WAIT_MS = TEST_TIMEOUT_MS - 10_000;
/** A file's beforeAll and afterAll (a backend started, a page rendered on the server). */
export const HOOK_TIMEOUT_MS = 120_000;
