/** The state a history entry carries: the origin a guest was sent to sign in from (spec §2). */
export interface HistoryState {
  from?: string;
}

/** The current entry's origin, if it has one. */
export function historyOrigin(): string | null {
  const from = (globalThis.history?.state as HistoryState | null)?.from;
  return typeof from === 'string' ? from : null;
}
