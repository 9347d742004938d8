// A small HTML parser for the content the backend stores: elements, attributes, text and entities, with the
// implicit end tags that matter for CMS markup. Pure, so that a server and a browser read content the same way
// (a server has no DOMParser); what it builds is only ever read by the content parser, never inserted anywhere.

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}

export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is text up to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'iframe', 'noscript', 'template', 'xmp']);
/** Start tags that end an open paragraph. */
const CLOSES_P = new Set([
  'address', 'article', 'aside', 'blockquote', 'div', 'dl', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'table', 'ul',
]);
/** Start tags that end an open sibling of the listed kinds, up to (not past) the listed container. */
const CLOSES_SIBLING: Record<string, { siblings: string[]; container: string[] }> = {
  li: { siblings: ['li'], container: ['ul', 'ol'] },
  dt: { siblings: ['dt', 'dd'], container: ['dl'] },
  dd: { siblings: ['dt', 'dd'], container: ['dl'] },
  tr: { siblings: ['tr', 'td', 'th'], container: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { siblings: ['td', 'th'], container: ['tr', 'table'] },
  th: { siblings: ['td', 'th'], container: ['tr', 'table'] },
  thead: { siblings: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], container: ['table'] },
  tbody: { siblings: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], container: ['table'] },
  tfoot: { siblings: ['thead', 'tbody', 'tfoot', 'tr', 'td', 'th'], container: ['table'] },
  option: { siblings: ['option'], container: ['select', 'datalist', 'optgroup'] },
};

const ENTITIES: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad', thinsp: '\u2009', ensp: '\u2002',
  emsp: '\u2003', hellip: '…', mdash: '—', ndash: '–', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”',
  bdquo: '„', laquo: '«', raquo: '»', bull: '•', middot: '·', euro: '€', pound: '£', cent: '¢', yen: '¥', copy: '©',
  reg: '®', trade: '™', deg: '°', times: '×', divide: '÷', plusmn: '±', sect: '§', para: '¶', sup2: '²', sup3: '³',
  frac12: '½', frac14: '¼', frac34: '¾', iexcl: '¡', iquest: '¿', szlig: 'ß', agrave: 'à', aacute: 'á', acirc: 'â',
  auml: 'ä', aring: 'å', aelig: 'æ', ccedil: 'ç', egrave: 'è', eacute: 'é', ecirc: 'ê', euml: 'ë', igrave: 'ì',
  iacute: 'í', icirc: 'î', iuml: 'ï', ntilde: 'ñ', ograve: 'ò', oacute: 'ó', ocirc: 'ô', ouml: 'ö', oslash: 'ø',
  oelig: 'œ', ugrave: 'ù', uacute: 'ú', ucirc: 'û', uuml: 'ü', yuml: 'ÿ', Agrave: 'À', Aacute: 'Á', Acirc: 'Â',
  Auml: 'Ä', AElig: 'Æ', Ccedil: 'Ç', Egrave: 'È', Eacute: 'É', Ecirc: 'Ê', Euml: 'Ë', Icirc: 'Î', Iuml: 'Ï',
  Ntilde: 'Ñ', Ocirc: 'Ô', Ouml: 'Ö', OElig: 'Œ', Ugrave: 'Ù', Ucirc: 'Û', Uuml: 'Ü', Yuml: 'Ÿ',
};

/** Decodes character references: numeric ones, and the named ones CMS editors produce (others stay as written). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

const START_TAG = /<([a-zA-Z][a-zA-Z0-9:-]*)/y;
const ATTRIBUTE = /\s*([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;
const TAG_END = /\s*\/?\s*>/y;
const END_TAG = /<\/([a-zA-Z][a-zA-Z0-9:-]*)[^>]*>/y;

/** The element tree of an HTML fragment. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const current = () => stack[stack.length - 1]!;
  const closeTo = (index: number) => void stack.splice(index);
  const openIndex = (tags: readonly string[], stopAt: readonly string[] = []) => {
    for (let i = stack.length - 1; i > 0; i--) {
      if (tags.includes(stack[i]!.tag)) return i;
      if (stopAt.includes(stack[i]!.tag)) return -1;
    }
    return -1;
  };
  let lower: string | undefined;
  let text = '';
  const flushText = () => {
    if (text) current().children.push(decodeEntities(text));
    text = '';
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    i = lt;
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[i + 1] === '!' || html[i + 1] === '?') {
      const end = html.indexOf('>', i);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = i;
    const endTag = END_TAG.exec(html);
    if (endTag) {
      flushText();
      const index = openIndex([endTag[1]!.toLowerCase()]);
      if (index > 0) closeTo(index);
      i = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = i;
    const startTag = START_TAG.exec(html);
    if (!startTag) {
      text += '<';
      i += 1;
      continue;
    }
    flushText();
    const tag = startTag[1]!.toLowerCase();
    const attrs: Record<string, string> = {};
    let at = START_TAG.lastIndex;
    for (;;) {
      TAG_END.lastIndex = at;
      if (TAG_END.test(html)) {
        at = TAG_END.lastIndex;
        break;
      }
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) {
        // A stray character in the tag (a lone quote, a slash): skip it, as browsers do.
        at += 1;
        if (at >= html.length) break;
        continue;
      }
      const name = attribute[1]!.toLowerCase();
      if (!(name in attrs)) attrs[name] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
      at = ATTRIBUTE.lastIndex;
    }
    i = at;

    if (CLOSES_P.has(tag)) {
      const p = openIndex(['p'], ['td', 'th', 'table', 'caption', 'button', 'object', 'template']);
      if (p > 0) closeTo(p);
    }
    const rule = CLOSES_SIBLING[tag];
    if (rule) {
      const sibling = openIndex(rule.siblings, rule.container);
      if (sibling > 0) closeTo(sibling);
    }
    const element: HtmlElement = { tag, attrs, children: [] };
    current().children.push(element);
    if (VOID.has(tag)) continue;
    if (RAW_TEXT.has(tag)) {
      const end = (lower ??= html.toLowerCase()).indexOf(`</${tag}`, i);
      const body = html.slice(i, end < 0 ? html.length : end);
      if (body) element.children.push(tag === 'textarea' || tag === 'title' ? decodeEntities(body) : body);
      const close = end < 0 ? -1 : html.indexOf('>', end);
      i = close < 0 ? html.length : close + 1;
      continue;
    }
    stack.push(element);
  }
  flushText();
  return root.children;
}

/** The text of a node and its descendants. */
export function textOf(node: HtmlNode): string {
  return typeof node === 'string' ? node : node.children.map(textOf).join('');
}

/** Elements below `node` (itself excluded), depth first. */
export function descendants(node: HtmlElement): HtmlElement[] {
  return node.children.flatMap((child) => (typeof child === 'string' ? [] : [child, ...descendants(child)]));
}

/** The first element below `node` with the given data-element, not looking inside nested content types. */
export function part(node: HtmlElement, name: string): HtmlElement | undefined {
  for (const child of node.children) {
    if (typeof child === 'string') continue;
    if (child.attrs['data-element'] === name) return child;
    if (child.attrs['data-content-type']) continue;
    const found = part(child, name);
    if (found) return found;
  }
  return undefined;
}

/** The content-type elements right below `node`: nested content types are theirs, not its. */
export function contentTypeElements(node: HtmlElement): HtmlElement[] {
  return node.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    return child.attrs['data-content-type'] ? [child] : contentTypeElements(child);
  });
}
