import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';

// The server's DOM for the HTML sanitiser (src/app/pagebuilder/sanitiser.ts), which a browser finds in its page.
// Server-only: the browser's code never imports it.

let window: WindowLike | undefined;

/**
 * One empty jsdom window, made on the first HTML the server sanitises. jsdom is loaded then, not on import: it takes
 * a second of a busy core to load, and most of what imports this module (a test, a tool) never sanitises.
 */
export function sanitiserDom(): WindowLike {
  if (!window) {
    const { JSDOM } = createRequire(import.meta.url)('jsdom') as typeof import('jsdom');
    window = new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike;
  }
  return window;
}
