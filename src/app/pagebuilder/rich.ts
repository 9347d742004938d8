import { contentLink } from '../../domain/content-rules';
import type { RichNode } from '../../domain/page-builder';
import { parseHtml, type HtmlNode } from './html';
import { sanitiseHtml } from './sanitiser';
import { pick, readStyle, StyleSheet } from './styles';

// Rich text of CMS content (text, FAQ answers, banner content, html) from the sanitiser's HTML (sanitiser.ts): the
// tags the shop renders as React elements with the attributes each keeps; other tags are unwrapped, and inline
// styles keep a few text properties, as a class of the content's stylesheet.

/** Rendered tags and the attributes each keeps. */
const ALLOWED: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  ol: ['start', 'reversed', 'type'],
  abbr: ['title'],
  time: ['datetime'],
  ...Object.fromEntries(
    [
      'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'span', 'ul', 'li', 'h1', 'h2', 'h3', 'h4', 'h5',
      'h6', 'blockquote', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'caption', 'figure', 'figcaption', 'hr', 'div', 'section',
      'article', 'code', 'pre', 'mark', 'dl', 'dt', 'dd', 'q', 'cite', 'del', 'ins', 'address',
    ].map((tag) => [tag, [] as const]),
  ),
};

/** Not text: a banner's button is read by its reader. */
const NOT_TEXT = new Set(['button']);

/** Text properties an editor may set inline. */
const TEXT_STYLE = [
  'color', 'background-color', 'text-align', 'text-decoration', 'font-weight', 'font-style', 'font-size', 'text-transform',
  'letter-spacing', 'line-height',
] as const;

/** Table parts hold no text of their own (a browser moves it out of the table, and the page would not hydrate). */
const TABLE_PARTS = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr']);

/** The safe rich text of parsed HTML. */
export function richText(nodes: readonly HtmlNode[], sheet: StyleSheet): RichNode[] {
  return nodes.flatMap((node): RichNode[] => {
    if (typeof node === 'string') return [node];
    if (NOT_TEXT.has(node.tag)) return [];
    const allowed = ALLOWED[node.tag];
    const nested = richText(node.children, sheet);
    if (!allowed) return nested;
    let children = TABLE_PARTS.has(node.tag) ? nested.filter((child) => typeof child !== 'string') : nested;
    // Rows straight in a table get the tbody a browser would give them.
    if (node.tag === 'table' && children.some((child) => typeof child !== 'string' && child.tag === 'tr')) {
      const rows = children.filter((child) => typeof child !== 'string' && child.tag === 'tr');
      children = [...children.filter((child) => !rows.includes(child)), { tag: 'tbody', children: rows }];
    }
    const attrs: Record<string, string> = {};
    for (const name of allowed) {
      const value = node.attrs[name];
      if (value !== undefined) attrs[name] = value;
    }
    if (node.tag === 'a') {
      const link = contentLink(node.attrs.href, 'default');
      if (link) attrs.href = link;
      else delete attrs.href;
    }
    if (node.tag === 'img') {
      for (const size of ['width', 'height'] as const) if (attrs[size] !== undefined && !/^\d+$/.test(attrs[size])) delete attrs[size];
    }
    const className = sheet.add([{ declarations: pick(readStyle(node.attrs['data-style']), TEXT_STYLE) }]);
    return [
      {
        tag: node.tag,
        ...(Object.keys(attrs).length > 0 && { attrs }),
        ...(className && { className }),
        ...(children.length > 0 && { children }),
      },
    ];
  });
}

/** HTML the backend gives outside Page Builder content (a consent's legal notice): its safe rich text; styles are not kept. */
export function safeRichText(html: string): RichNode[] {
  return richText(parseHtml(sanitiseHtml(html)), new StyleSheet());
}
