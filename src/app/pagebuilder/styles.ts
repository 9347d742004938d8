// Page Builder keeps its styles inline (style attributes, or <style> blocks keyed by data-pb-style). The shop's
// CSP allows no inline style, so what content carries becomes rules of one stylesheet per content, each under a
// class named after its rules: the page ships that sheet in a <style> element with the page's nonce.

export type Declarations = Record<string, string>;

/** A value that cannot leave its declaration: no quotes, escapes, braces, URLs, at-rules or comments. */
const SAFE_VALUE = /^[-#%.,()\w\s/+]*$/;
const UNSAFE_WORD = /url\(|expression|javascript|image-set|\/\*/i;

function safeValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && SAFE_VALUE.test(trimmed) && !UNSAFE_WORD.test(trimmed) ? trimmed : undefined;
}

/** An inline style attribute as declarations (property names lowercase), values unchecked. */
export function readStyle(style: string | undefined): Declarations {
  const declarations: Declarations = {};
  for (const part of (style ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const property = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).replace(/!important/i, '').trim();
    if (property && value) declarations[property] = value;
  }
  return declarations;
}

/** Declarations keeping only the given properties with safe values. */
export function pick(declarations: Declarations, properties: readonly string[]): Declarations {
  const kept: Declarations = {};
  for (const property of properties) {
    const value = safeValue(declarations[property]);
    if (value !== undefined) kept[property] = value;
  }
  return kept;
}

export interface Rule {
  declarations: Declarations;
  /** A media condition such as `(max-width: 767px)`; the rule applies everywhere without one. */
  media?: string;
}

const SAFE_MEDIA = /^[\w\s():,.-]+$/;

/** FNV-1a, base 36: short, stable class names. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

const body = (declarations: Declarations) =>
  Object.entries(declarations)
    .filter(([, value]) => safeValue(value) !== undefined)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

/** The rules of one content, collected while it is parsed. */
export class StyleSheet {
  private readonly rules = new Map<string, string>();

  /** The class carrying these rules (the same rules give the same class), or undefined when there is nothing to style. */
  add(rules: readonly Rule[]): string | undefined {
    const parts = rules
      .map((rule) => ({ media: rule.media && SAFE_MEDIA.test(rule.media) ? rule.media : undefined, body: body(rule.declarations) }))
      .filter((rule) => rule.body !== '');
    if (parts.length === 0) return undefined;
    const name = `pb-${hash(parts.map((p) => `${p.media ?? ''}{${p.body}}`).join(''))}`;
    if (!this.rules.has(name)) {
      this.rules.set(
        name,
        parts.map((p) => (p.media ? `@media ${p.media}{.${name}{${p.body}}}` : `.${name}{${p.body}}`)).join(''),
      );
    }
    return name;
  }

  get css(): string {
    return [...this.rules.values()].join('\n');
  }
}

/**
 * Page Builder 2.4.3+ moves inline styles into <style> blocks, one rule per element under
 * `#html-body [data-pb-style=ID]`, some inside media queries: the declarations of each id, and its media rules.
 */
export function pbStyleBlocks(sheets: readonly string[]): Map<string, { declarations: Declarations; media: Rule[] }> {
  const byId = new Map<string, { declarations: Declarations; media: Rule[] }>();
  const entry = (id: string) => {
    let found = byId.get(id);
    if (!found) byId.set(id, (found = { declarations: {}, media: [] }));
    return found;
  };
  const rules = (text: string, media?: string) => {
    for (const [, selector, declarations] of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
      for (const [, id] of selector!.matchAll(/data-pb-style=["']?([\w-]+)/g)) {
        if (media) entry(id!).media.push({ media, declarations: readStyle(declarations) });
        else Object.assign(entry(id!).declarations, readStyle(declarations));
      }
    }
  };
  for (const sheet of sheets) {
    const withoutMedia = sheet.replace(/@media([^{]+)\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g, (_, condition: string, inner: string) => {
      rules(inner, condition.trim().replace(/^only\s+screen\s+and\s+/i, ''));
      return '';
    });
    rules(withoutMedia);
  }
  return byId;
}
