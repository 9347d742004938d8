/**
 * Every answer refused with 503 is logged with its cause, so that an operator (or CI's log) can tell a flood from a
 * host too slow for its limits. A flood logs one line a second per cause, with how many were refused meanwhile.
 */
const last = new Map<string, { at: number; unlogged: number }>();

export function logRefusal(cause: string, method: string, url: string, now = Date.now()): void {
  const seen = last.get(cause);
  if (seen && now - seen.at < 1000) {
    seen.unlogged += 1;
    return;
  }
  const more = seen && seen.unlogged > 0 ? ` (and ${seen.unlogged} more since the last line)` : '';
  last.set(cause, { at: now, unlogged: 0 });
  console.warn(`[503] ${cause}: ${method} ${url.slice(0, 200)}${more}`);
}
