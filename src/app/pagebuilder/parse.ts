import { LruMap } from '../../domain/lru-map';
import type { Content, ContentNode } from '../../domain/page-builder';
import { contentTypes, isSupported } from './content-types';
import type { ReadContext } from './config/read';
import { contentTypeElements, parseHtml, type HtmlElement } from './html';
import { richText } from './rich';
import { sanitiseContent } from './sanitiser';
import { pbStyleBlocks, readStyle, StyleSheet } from './styles';

/**
 * The content tree of CMS content (spec §3): Page Builder HTML when an element carries a content type, otherwise
 * rich text (one text node). Unsupported content types are skipped with a warning; a type whose fields cannot be
 * read renders with its defaults (spec §8). Only what the shop's sanitiser keeps is read. Runs the same on a server
 * and in a browser.
 */
export function parseContent(html: string | null | undefined): Content {
  const source = html ?? '';
  const known = parsed.get(source);
  if (known) return known;
  const content = read(source);
  parsed.set(source, content);
  return content;
}

/**
 * Contents already read, by their HTML: a server reads the same blocks and descriptions page after page (about 2 % of
 * a render). A content is never changed once read, so one tree serves every page that shows it.
 */
const parsed = new LruMap<string, Content>(128);

function read(html: string): Content {
  const sanitised = sanitiseContent(html);
  const root: HtmlElement = { tag: '#root', attrs: {}, children: parseHtml(sanitised.html) };
  const pbStyles = pbStyleBlocks(sanitised.styles);
  const sheet = new StyleSheet();
  let widgets = 0;
  const context: ReadContext = {
    sheet,
    style: (element) =>
      element ? { ...pbStyles.get(element.attrs['data-pb-style'] ?? '')?.declarations, ...readStyle(element.attrs['data-style']) } : {},
    media: (element) => (element && pbStyles.get(element.attrs['data-pb-style'] ?? '')?.media) || [],
    nextId: () => `w${widgets++}`,
    rich: (element) => (element ? richText(element.children, sheet) : []),
  };
  const nodes = contentOf(root, context);
  return { nodes, css: sheet.css };
}

/** The catalogue's HTML (a product's or category's description, Page Builder or plain): its content, null when empty. */
export function catalogueContent(html: string | null | undefined): Content | null {
  const content = parseContent(html);
  return content.nodes.length > 0 ? content : null;
}

/** Page Builder nodes, or one text node of rich text. */
function contentOf(element: HtmlElement, context: ReadContext): ContentNode[] {
  const types = contentTypeElements(element);
  if (types.length > 0) return types.flatMap((el) => nodeOf(el, context));
  const content = context.rich(element);
  const empty = content.every((node) => typeof node === 'string' && node.trim() === '');
  return empty ? [] : [{ contentType: 'text', appearance: 'default', content, children: [] }];
}

function nodeOf(element: HtmlElement, context: ReadContext): ContentNode[] {
  const type = element.attrs['data-content-type']!;
  if (!isSupported(type)) {
    console.warn(`Page Builder ${type} content type is not supported, this content will not be rendered.`);
    return [];
  }
  const config = contentTypes[type];
  let fields: ReturnType<typeof config.read>;
  try {
    fields = config.read(element as never, context);
  } catch {
    console.warn(`Failed to aggregate config for content type ${type}.`);
    fields = config.read({ tag: element.tag, attrs: { 'data-content-type': type }, children: [] }, context);
  }
  const children =
    config.container === 'content'
      ? contentOf(element, context)
      : config.container
        ? contentTypeElements(element).flatMap((el) => nodeOf(el, context))
        : [];
  return [{ ...fields, children } as ContentNode];
}
