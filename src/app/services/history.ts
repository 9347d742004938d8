/** The state a history entry carries: the origin a guest was sent to sign in from (spec §2). */
export interface HistoryState {
  from?: string;
}

/** The current entry's origin, if it has one. */
export function historyOrigin(): string | null {
  const from = (globalThis.history?.state as HistoryState | null)?.from;
  return typeof from === 'string' ? from : null;
}

let traversed = false;

/**
 * Follows how the shopper moves: back and forward are `popstate`; the app's own moves are `pushState` and
 * `replaceState`, which wouter announces as events. Called once, before the app listens to the location.
 */
export function watchHistoryMoves(): void {
  window.addEventListener('popstate', () => (traversed = true));
  for (const type of ['pushState', 'replaceState']) window.addEventListener(type, () => (traversed = false));
}

/** Whether the last move went back or forward in history rather than to a new entry. */
export const lastMoveTraversed = () => traversed;
