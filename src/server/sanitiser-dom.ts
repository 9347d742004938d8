import { JSDOM } from 'jsdom';
import type { WindowLike } from 'dompurify';

// The server's DOM for the HTML sanitiser (src/app/pagebuilder/sanitiser.ts), which a browser finds in its page.
// Server-only: the browser's code never imports it.

let window: WindowLike | undefined;

/** One empty jsdom window, made on the first HTML the server sanitises. */
export function sanitiserDom(): WindowLike {
  window ??= new JSDOM('<!DOCTYPE html>').window as unknown as WindowLike;
  return window;
}
