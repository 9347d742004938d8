import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { PassThrough } from 'node:stream';
import { LruMap } from '../domain/lru-map';
import type { Messages } from './services/locale';
import type { FragmentCache } from './ui/cached-element';

/** React's mark of a Suspense boundary it left to the browser: something in it suspended (or threw). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page's HTML. Once a server has loaded every screen's code, nothing suspends and the synchronous renderer
 * gives the same HTML as the static one for about a tenth less work (no stream, no bytes encoded chunk by chunk). A
 * render that did suspend (the first of a screen whose code is still loading) or threw is done again by the static
 * renderer, which waits for what suspended.
 */
export async function toHtml(element: ReactElement): Promise<string> {
  const html = renderToString(element);
  if (!html.includes(CLIENT_RENDERED_BOUNDARY)) return html;
  // Every boundary inline: past 12.8 KB React would move a finished boundary's HTML behind an inline script that
  // swaps it in, which the CSP (rightly) blocks, leaving the shimmer on screen until hydration.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Shared fragments kept, by language and key, in characters of key and HTML: the menu (about 22,000) and the footer's
 * columns in a few store views and states, and the row cards of some 400 products (about 2,500 each with their
 * key), so that a shop's catalogue does not push its own cards out before they are shown again.
 */
export const FRAGMENTS_BUDGET = 1_000_000;
const fragments = new LruMap<string, string>(FRAGMENTS_BUDGET, (key, html) => key.length + html.length);

/**
 * The server's fragment cache (src/app/ui/cached-element.tsx) for pages in `language`; `wrap` gives a part the
 * contexts it reads (rendered on its own, it would see none of the page's), with the messages where it stands (a
 * screen's catalogue only adds ids to the shell's, so a part's texts are the same under either). A part whose render
 * suspended or threw is not kept: the page renders it in place, where React waits for it or leaves it to the browser.
 */
export function fragmentCache(language: string, wrap: (content: ReactNode, messages: Messages) => ReactElement): FragmentCache {
  return {
    htmlOf(key, content, messages) {
      const kept = `${language}\n${key}`;
      let html = fragments.get(kept);
      if (html !== undefined) return html;
      try {
        html = renderToString(wrap(content, messages));
      } catch {
        return null;
      }
      if (html.includes(CLIENT_RENDERED_BOUNDARY)) return null;
      fragments.set(kept, html);
      return html;
    },
  };
}
