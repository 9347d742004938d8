import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';
import { videoSource } from '../../domain/content-rules';
import { LruMap } from '../../domain/lru-map';

// The shop's one HTML sanitiser (DOMPurify) for every HTML string of the backend: product, short and category
// descriptions, CMS and Page Builder content (its `html` and `text` included), consent and legal texts. The same
// rules run on a server (a jsdom window, see src/server/sanitiser-dom.ts) and in a browser (the page's own), so a
// page reads the same content in both. What it keeps is then read into the content tree (parse.ts) and rendered
// as React elements: nothing is ever set as HTML.
//
// A browser reports every style its DOM parses against the page's CSP, even in an inert document: Page Builder's
// <style> blocks are taken out before DOMPurify sees the HTML (their rules are read by styles.ts, which keeps only
// safe declarations), and style attributes reach it as `data-style` (read the same way). Either way the result is
// what DOMPurify keeps.

/** Rich text, plus what Page Builder's markup is built of (its wrappers, banner buttons). */
const TAGS = [
  'a', 'abbr', 'address', 'article', 'b', 'blockquote', 'br', 'button', 'caption', 'cite', 'code', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'li', 'mark', 'ol', 'p', 'pre', 'q',
  's', 'section', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time', 'tr',
  'u', 'ul',
];

/** Attributes any kept element may carry; `data-*` (Page Builder's fields, `data-style`) and `aria-*` are kept too. */
const ATTRIBUTES = [
  'alt', 'class', 'colspan', 'datetime', 'height', 'href', 'reversed', 'rowspan', 'scope', 'src', 'start', 'target', 'title', 'type',
  'width',
];

/** Links lead to web pages, mail, phone numbers or the shop's own paths; every other scheme is dropped. */
const LINK = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Images come from the web or the shop's own paths: no data:, no protocol-relative host. */
const IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;
/** Declarations that could load, run or escape something: the rest of a style attribute stays. */
const UNSAFE_DECLARATION = /url\s*\(|image-set|expression|javascript|vbscript|behavior|binding|@import|\\|\/\*|[<>"'{}]/i;
const DECLARATION = /^\s*-?[a-z][a-z-]*\s*:/i;
/** A <style> block, to its end tag (as an HTML parser reads its raw text) or the end of the HTML. */
const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)(?:<\/style[^>]*>|$)/gi;
/** A start tag, and a style attribute in it. */
const START_TAG = /<[a-z][^>]*>/gi;
const STYLE_ATTRIBUTE = /(\s)style(\s*=)/gi;
/**
 * An event handler attribute in a start tag. DOMPurify drops them, but a browser's parser already reports each one
 * it meets as a CSP violation in the console (Chromium 156 does, even in an inert document), so they go first.
 */
const HANDLER_ATTRIBUTE = /([\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;
/** In a <style> block: a declaration or at-rule that could load, run or escape something. */
const UNSAFE_RULE_PART = /[^;{}]*(?:url\s*\(|image-set|expression|javascript|vbscript|behavior|binding|@import|\\|\/\*)[^;{}]*;?/gi;

export const SANITISER_CONFIG = {
  ALLOWED_TAGS: TAGS,
  ALLOWED_ATTR: ATTRIBUTES,
  ALLOWED_URI_REGEXP: LINK,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  // Content that starts with what a head would take stays content.
  FORCE_BODY: true,
} satisfies Config;

/** Page Builder's video player element (an iframe or a video) stands as a plain element with its checked source. */
function videoPlayer(node: Element): Element | null {
  const player = node.ownerDocument.createElement('div');
  player.setAttribute('data-element', 'video');
  const src = videoSource(node.getAttribute('src'));
  if (src) player.setAttribute('data-src', src);
  if (node.hasAttribute('autoplay')) player.setAttribute('data-autoplay', 'true');
  if (node.hasAttribute('muted')) player.setAttribute('data-muted', 'true');
  return player;
}

function purifierOf(window: WindowLike): DOMPurify {
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeElement', (node, data) => {
    const element = node as Element;
    if ((data.tagName === 'iframe' || data.tagName === 'video') && element.getAttribute?.('data-element') === 'video') {
      const player = videoPlayer(element);
      if (player) element.parentNode?.insertBefore(player, element);
    }
  });
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'src' && (node as Element).nodeName === 'IMG' && !IMAGE.test(data.attrValue.trim())) data.keepAttr = false;
    if (data.attrName === 'target' && data.attrValue !== '_blank') data.keepAttr = false;
    if (data.attrName === 'data-style') {
      data.attrValue = data.attrValue
        .split(';')
        .filter((declaration) => DECLARATION.test(declaration) && !UNSAFE_DECLARATION.test(declaration))
        .map((declaration) => declaration.trim())
        .join('; ');
      if (!data.attrValue) data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    // An image without a safe source shows nothing: it goes.
    if (node.nodeName === 'IMG' && !IMAGE.test((node as Element).getAttribute('src')?.trim() ?? '')) node.parentNode?.removeChild(node);
  });
  return purify;
}

/** The sanitiser's DOM step: DOMPurify with the shop's rules and hooks, over `window`. */
export function domSanitiser(window: WindowLike): (marked: string) => string {
  const purify = purifierOf(window);
  return (marked) => purify.sanitize(marked, SANITISER_CONFIG);
}

let provided: (() => (marked: string) => string) | undefined;
let domStep: ((marked: string) => string) | undefined;

/**
 * How a server runs the DOM step (it has no page): over a DOM of its own (`() => domSanitiser(window)`), or by
 * asking another thread (a render thread asks the server's, so that one jsdom serves them all). `make` is called
 * once, on the first HTML to sanitise.
 */
export function provideSanitiser(make: () => (marked: string) => string): void {
  provided = make;
  domStep = undefined;
}

function purified(marked: string): string {
  if (!domStep) {
    if (provided) domStep = provided();
    else if (globalThis.window) domStep = domSanitiser(globalThis.window as WindowLike);
    else throw new Error('The HTML sanitiser needs a DOM: a server provides one with provideSanitiser.');
  }
  return domStep(marked);
}

/**
 * The last contents sanitised, by their HTML: a server renders the same descriptions and blocks page after page, and
 * DOMPurify over a DOM was a sixth of a product page's render. Long HTML is not kept, so the memory stays bounded.
 */
const sanitised = new LruMap<string, Sanitised>(256);
const MEMO_MAX_LENGTH = 64 * 1024;

type Sanitised = { readonly html: string; readonly styles: readonly string[] };

/** Content's HTML with only what the shop may show, and its <style> blocks' rules that load or run nothing. */
export function sanitiseContent(html: string): Sanitised {
  const known = sanitised.get(html);
  if (known) return known;
  const result = Object.freeze({ ...sanitise(html) });
  if (html.length <= MEMO_MAX_LENGTH) sanitised.set(html, result);
  return result;
}

function sanitise(html: string): { html: string; styles: readonly string[] } {
  const styles: string[] = [];
  const rest = html.replace(STYLE_BLOCK, (_, css: string) => {
    styles.push(css.replace(UNSAFE_RULE_PART, ''));
    return '';
  });
  const marked = rest.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1').replace(STYLE_ATTRIBUTE, '$1data-style$2'));
  return { html: marked ? purified(marked) : '', styles: Object.freeze(styles) };
}

/** The backend's HTML with only what the shop may show (styles as `data-style`); the same on a server and in a browser. */
export function sanitiseHtml(html: string): string {
  return sanitiseContent(html).html;
}
