// The mega menu's promo block (spec §2 promo_content). Promo content is Page Builder HTML written in the admin.
// It is never injected: its heading, text, first image and call to action are read out of it and shown as text,
// an image and a link.
import { LruMap } from './lru-map';

/** The mega menu's promo block: what the shopper sees of its Page Builder content. */
export interface Promo {
  heading: string | null;
  text: string | null;
  image: { src: string; alt: string } | null;
  /** Root-relative for a page of the shop, absolute for another site. */
  link: { href: string; label: string } | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value < 0x110000 ? String.fromCodePoint(value) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text of an inline HTML fragment: tags dropped, entities decoded, white space collapsed. */
function textOf(html: string): string {
  // Only ASCII white space collapses: French typography's non-breaking spaces stay.
  return decodeEntities(html.replace(/<[^>]*>/g, '')).replace(/[ \t\n\r\f]+/g, ' ').trim();
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z_:][-\w:.]*)\s*=\s*"([^"]*)"/g)) found[name!.toLowerCase()] = decodeEntities(value!);
  return found;
}

/** A link the shop may follow: a root-relative path or an http(s) URL, nothing else (no `javascript:`). */
function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  const value = href.trim();
  if (/^\/(?!\/)/.test(value) || /^https?:\/\//i.test(value)) return value;
  return null;
}

/** The promos read lately, by their HTML: every page's menu reads the same few again. */
const read = new LruMap<string, Promo | null>(64);

export function parsePromo(html: string | null | undefined): Promo | null {
  if (!html?.trim()) return null;
  const known = read.get(html);
  if (known !== undefined) return known;
  const promo = promoOf(html);
  read.set(html, promo);
  return promo;
}

function promoOf(html: string): Promo | null {
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => attributes(tag));
  const picked = images.find((img) => img['data-element'] === 'desktop_image') ?? images[0];
  const image = picked?.src && /^(https?:\/\/|\/(?!\/))/i.test(picked.src) ? { src: picked.src, alt: picked.alt ?? '' } : null;
  const headingMatch = /<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  const heading = headingMatch ? textOf(headingMatch[1]!) || null : null;
  const paragraphs = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map(([, inner]) => textOf(inner!)).filter(Boolean);
  const text = paragraphs.length ? paragraphs.join(' ') : null;
  // The call to action: a Page Builder button, else the last link with a text of its own.
  const anchors = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)].map(([, attrs, inner]) => ({
    attrs: attributes(`<a ${attrs}>`),
    label: textOf(inner!),
  }));
  const button = anchors.find((a) => /\bpagebuilder-button/.test(a.attrs.class ?? '')) ?? anchors.filter((a) => a.label).at(-1) ?? anchors[0];
  const href = safeHref(button?.attrs.href);
  const link = href ? { href, label: button!.label || heading || href } : null;
  // Frozen: every page that reads this HTML shares the answer.
  return heading || text || image || link ? Object.freeze({ heading, text, image: image && Object.freeze(image), link: link && Object.freeze(link) }) : null;
}
