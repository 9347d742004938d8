import { mediaPath } from '../../../domain/images';
import { contentLink, videoSource } from '../../../domain/content-rules';
import {
  type ContentImage,
  type ContentNode,
  type ContentType,
  type LinkType,
  type RichNode,
  type TextAlign,
  type VerticalAlignment,
} from '../../../domain/page-builder';
import type { HtmlElement } from '../html';
import type { Declarations, Rule, StyleSheet } from '../styles';

// What every content type's reader uses: the element's styles, the stylesheet, widget ids, rich text, and the
// readers of the fields several types share (spacing, border, alignment, background, link).

export type NodeOf<T extends ContentType> = Extract<ContentNode, { contentType: T }>;

export interface ReadContext {
  sheet: StyleSheet;
  /** The element's declarations: its style attribute over its data-pb-style rule. */
  style(element: HtmlElement | undefined): Declarations;
  /** The element's media rules (data-pb-style blocks only). */
  media(element: HtmlElement | undefined): Rule[];
  /** A new widget id, unique in this content. */
  nextId(): string;
  rich(element: HtmlElement | undefined): RichNode[];
}

export interface ContentTypeConfig<T extends ContentType> {
  /** The node's own fields from its main element (children are read by the parser). */
  read(element: HtmlElement, context: ReadContext): Omit<NodeOf<T>, 'children'>;
  /**
   * Whether content types nested in its element are its children; `content` when its element holds content of
   * its own (a block), whose children are that content's nodes, or its rich text.
   */
  container: boolean | 'content';
}

export const flag = (value: string | undefined) => value === 'true' || value === '1';

const TEXT_ALIGN: readonly string[] = ['left', 'center', 'right', 'justify'];

/** Spacing, border and alignment (spec §3), as stored. */
export function box(d: Declarations) {
  const border = d['border-style'];
  const bordered = border && border !== 'none';
  const radius = d['border-radius'];
  return {
    ...(d.margin && { margin: d.margin }),
    ...(d.padding && { padding: d.padding }),
    ...(border && { border }),
    ...(bordered && d['border-color'] && { borderColor: d['border-color'] }),
    ...(bordered && d['border-width'] && { borderWidth: d['border-width'] }),
    ...(radius && !/^0(?:px)?$/.test(radius) && { borderRadius: radius }),
    ...(TEXT_ALIGN.includes(d['text-align'] ?? '') && { textAlign: d['text-align'] as TextAlign }),
  };
}

/** Declarations of a node's box fields, for its class. */
export function boxCss(node: ReturnType<typeof box>): Declarations {
  return {
    ...(node.margin && { margin: node.margin }),
    ...(node.padding && { padding: node.padding }),
    ...(node.border && node.border !== 'none' && { 'border-style': node.border }),
    ...(node.borderColor && { 'border-color': node.borderColor }),
    ...(node.borderWidth && { 'border-width': node.borderWidth }),
    ...(node.borderRadius && { 'border-radius': node.borderRadius }),
    ...(node.textAlign && { 'text-align': node.textAlign }),
  };
}

const VERTICAL: Record<string, VerticalAlignment> = { 'flex-start': 'top', center: 'middle', 'flex-end': 'bottom' };
const JUSTIFY: Record<VerticalAlignment, string> = { top: 'flex-start', middle: 'center', bottom: 'flex-end' };

export function verticalAlignment(d: Declarations): VerticalAlignment | undefined {
  return VERTICAL[d['justify-content'] ?? ''];
}

export const justify = (alignment: VerticalAlignment | undefined) => (alignment ? JUSTIFY[alignment] : undefined);

export function contentImage(src: string | null | undefined, attrs?: Record<string, string>): ContentImage | null {
  if (!src || !/^(?:https?:\/\/|\/(?!\/))/i.test(src)) return null;
  const width = Number.parseInt(attrs?.width ?? '', 10);
  const height = Number.parseInt(attrs?.height ?? '', 10);
  return {
    src: mediaPath(src),
    ...(width > 0 && height > 0 && { width, height, ratio: height / width }),
  };
}

/**
 * data-background-images as Page Builder stores it: JSON whose quotes are backslash-escaped inside the attribute
 * (`{\"desktop_image\":\"…\"}` once the entities are decoded).
 */
function backgroundImages(value: string | undefined): { desktop_image?: string; mobile_image?: string } {
  if (!value || value === '{}') return {};
  try {
    return JSON.parse(value.replace(/\\(.)/g, '$1')) as { desktop_image?: string; mobile_image?: string };
  } catch {
    return {};
  }
}

/** Background fields: colour and layout from the styles, images from data-background-images (layout only with one). */
export function background(element: HtmlElement, d: Declarations) {
  const images = backgroundImages(element.attrs['data-background-images']);
  const desktopImage = contentImage(images.desktop_image);
  const mobileImage = contentImage(images.mobile_image);
  if (!desktopImage && !mobileImage) return { ...(d['background-color'] && { backgroundColor: d['background-color'] }), desktopImage, mobileImage };
  return {
    ...(d['background-color'] && { backgroundColor: d['background-color'] }),
    desktopImage,
    mobileImage,
    ...(d['background-size'] && { backgroundSize: d['background-size'] }),
    ...(d['background-position'] && { backgroundPosition: d['background-position'] }),
    ...(d['background-attachment'] && { backgroundAttachment: d['background-attachment'] }),
    ...(d['background-repeat'] && { backgroundRepeat: d['background-repeat'] }),
  };
}

/** A background video's fields (spec §3). */
export function videoBackground(element: HtmlElement, overlay?: HtmlElement) {
  const attrs = element.attrs;
  if (attrs['data-background-type'] !== 'video') return { backgroundType: 'image' as const };
  const src = videoSource(attrs['data-video-src']);
  return {
    backgroundType: 'video' as const,
    videoSrc: src && /^https?:\/\/[^/]+\/media\//i.test(src) ? mediaPath(src) : src,
    videoFallbackSrc: contentImage(attrs['data-video-fallback-src']),
    videoLoop: attrs['data-video-loop'] !== 'false',
    videoPlayOnlyVisible: attrs['data-video-play-only-visible'] !== 'false',
    videoLazyLoading: attrs['data-video-lazy-load'] !== 'false',
    ...((overlay ?? element).attrs['data-video-overlay-color'] && {
      videoOverlayColor: (overlay ?? element).attrs['data-video-overlay-color'],
    }),
  };
}

const LINK_TYPES: readonly string[] = ['default', 'category', 'product', 'page', 'block'];

/** Link, link type and new-tab flag of a link element (spec §3), the link resolved by `contentLink`. */
export function linked(anchor: HtmlElement | undefined) {
  const type = anchor?.attrs['data-link-type'] ?? 'default';
  const linkType = (LINK_TYPES.includes(type) ? type : 'default') as LinkType;
  return {
    link: anchor ? contentLink(anchor.attrs.href, linkType) : null,
    linkType,
    openInNewTab: anchor?.attrs.target === '_blank',
  };
}

/** A class for the given declarations and the element's media rules. */
export function classOf(context: ReadContext, declarations: Declarations, element?: HtmlElement): string | undefined {
  return context.sheet.add([{ declarations }, ...context.media(element)]);
}

/** Classes by part, leaving out parts without styles. */
export function classes<K extends string>(entries: Record<K, string | undefined>): Partial<Record<K, string>> | undefined {
  const kept = Object.fromEntries(Object.entries(entries).filter(([, value]) => value)) as Partial<Record<K, string>>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}
