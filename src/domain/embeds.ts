import type { ContentNode } from './page-builder';

// Third-party widgets of CMS content (spec §3 tintup and trustbeauty, §7 "a social-feed script from a configurable
// URL, a reviews embed script with an API key"): each loads its script, from the address the shop is configured
// with, only on a page that shows one. The page's CSP allows that script's origin on that page only.

export const EMBEDS = ['tintup', 'trustbeauty'] as const;
export type Embed = (typeof EMBEDS)[number];

/** The script address of each widget the shop is configured with (TINTUP_SCRIPT_URL, TRUSTBEAUTY_SCRIPT_URL). */
export type EmbedScripts = Partial<Record<Embed, string>>;

/** What a page tells its browser: the widgets' scripts, and those its CSP allows (the widgets it was served with). */
export interface PageEmbeds {
  scripts: EmbedScripts;
  allowed: Embed[];
  /** The path the page was served for. */
  path: string;
}

const isEmbed = (type: string): type is Embed => (EMBEDS as readonly string[]).includes(type);

/** The widgets a content tree shows, each once. */
export function embedsOf(nodes: readonly ContentNode[]): Embed[] {
  const found = new Set<Embed>();
  const visit = (node: ContentNode) => {
    if (isEmbed(node.contentType)) found.add(node.contentType);
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return EMBEDS.filter((embed) => found.has(embed));
}

/** A widget script's address: an absolute http(s) URL (an operator's setting), or null. */
export function embedScriptUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The origins a page's CSP allows for the widgets it shows (scripts, their data, images and frames). */
export function embedOrigins(embeds: readonly Embed[], scripts: EmbedScripts): string[] {
  const origins = embeds.flatMap((embed) => (scripts[embed] ? [new URL(scripts[embed]).origin] : []));
  return [...new Set(origins)];
}
