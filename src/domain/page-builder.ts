// The page-builder content tree of spec §3 and the rules of spec §5 about it: what the parser (src/app/pagebuilder)
// makes of the HTML the backend stores, what the renderers show, and which widgets need a machine.

export type TextAlign = 'left' | 'center' | 'right' | 'justify';
export type VerticalAlignment = 'top' | 'middle' | 'bottom';
export type LinkType = 'default' | 'category' | 'product' | 'page' | 'block';
export type ButtonType = 'primary' | 'secondary' | 'tertiary' | 'link' | 'invertedLink' | 'underlineInvertedLink';

/** Safe rich text: text, or an element of the allowed tags and attributes; its inline style became a class. */
export type RichNode = string | RichElement;
export interface RichElement {
  tag: string;
  attrs?: Record<string, string>;
  className?: string;
  children?: RichNode[];
}

/** An image of the content, its URL relative to the shop when it is a media file; sizes when the markup states them. */
export interface ContentImage {
  src: string;
  width?: number;
  height?: number;
  ratio?: number;
}

interface Spacing {
  margin?: string;
  padding?: string;
}

interface Border {
  border?: string;
  borderColor?: string;
  borderWidth?: string;
  borderRadius?: string;
}

/** Spacing, border and alignment every node may have (spec §3 "plus spacing, border, textAlign"). */
interface Box extends Spacing, Border {
  textAlign?: TextAlign;
}

interface Background {
  backgroundColor?: string;
  desktopImage: ContentImage | null;
  mobileImage: ContentImage | null;
  backgroundSize?: string;
  backgroundPosition?: string;
  backgroundAttachment?: string;
  backgroundRepeat?: string;
}

/** A background video's fields, present when the background type is video. */
export interface VideoBackground {
  backgroundType: 'image' | 'video';
  videoSrc?: string | null;
  videoFallbackSrc?: ContentImage | null;
  videoLoop?: boolean;
  videoPlayOnlyVisible?: boolean;
  videoLazyLoading?: boolean;
  videoOverlayColor?: string;
}

interface Linked {
  /** A root-relative path inside the shop, an absolute URL elsewhere, or a block identifier (linkType block). */
  link: string | null;
  linkType: LinkType;
  openInNewTab: boolean;
}

/** The class names of the styles read from the node's elements, by element (see `Content.css`). */
export type StyledPart = 'main' | 'inner' | 'wrapper' | 'overlay' | 'image' | 'line' | 'navigation' | 'content';

interface Base<T extends string, A extends string = string> {
  contentType: T;
  appearance: A;
  children: ContentNode[];
  classes?: Partial<Record<StyledPart, string>>;
}

export interface RowNode extends Base<'row', 'contained' | 'full-width' | 'full-bleed'>, Box, Background, VideoBackground {
  verticalAlignment?: VerticalAlignment;
  minHeight?: string;
  enableParallax: boolean;
  parallaxSpeed: number;
}

export interface ColumnNode extends Base<'column', 'align-top' | 'align-center' | 'align-bottom' | 'full-height'>, Box, Background {
  width?: string;
  minHeight?: string;
  verticalAlignment?: VerticalAlignment;
}

export interface ColumnGroupNode extends Base<'column-group'>, Box {
  minHeight?: string;
}

export type ColumnLineNode = Base<'column-line'>;

export interface HeadingNode extends Base<'heading'>, Box {
  text: string;
  headingType: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export interface TextNode extends Base<'text'>, Box {
  content: RichNode[];
}

export interface ImageNode extends Base<'image'>, Box, Linked {
  desktopImage: ContentImage | null;
  mobileImage: ContentImage | null;
  altText: string;
  title: string | null;
  caption: string | null;
}

export interface ButtonsNode extends Base<'buttons', 'inline' | 'stacked'>, Box {
  isSameWidth: boolean;
}

export interface ButtonItemNode extends Base<'button-item'>, Box, Linked {
  text: string;
  buttonType: ButtonType;
  /** The modal's title for a block link. */
  blockTitle: string | null;
  /** The widget id of a block link (its machine opens the modal). */
  id?: string;
}

export interface DividerNode extends Base<'divider'>, Box {
  width?: string;
  color?: string;
  thickness?: string;
}

/** Banner and slide (spec §3): a box with a background, rich content, an optional button and overlay. */
interface Poster extends Box, Background, VideoBackground, Linked {
  minHeight?: string;
  content: RichNode[];
  legal: RichNode[];
  showButton: 'always' | 'hover' | 'never';
  buttonText: string | null;
  buttonType: ButtonType;
  showOverlay: 'always' | 'hover' | 'never';
  overlayColor?: string;
}

export type PosterAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';

export interface BannerNode extends Base<'banner', PosterAppearance>, Poster {}

export interface SlideNode extends Base<'slide', PosterAppearance>, Poster {
  slideName: string | null;
}

export interface SliderNode extends Base<'slider'>, Box {
  id: string;
  minHeight?: string;
  autoplay: boolean;
  autoplaySpeed: number;
  fade: boolean;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
}

export interface TabsNode extends Base<'tabs'>, Box {
  defaultIndex: number;
  headers: string[];
  tabNavigationAlignment: 'left' | 'center' | 'right';
  minHeight?: string;
}

export interface TabItemNode extends Base<'tab-item'>, Box, Background {
  tabName: string;
  minHeight?: string;
  verticalAlignment?: VerticalAlignment;
}

export interface FaqNode extends Base<'faq'>, Box {
  id: string;
  /** Several answers may be open at once (the default), or opening one closes the others. */
  allowMultiple: boolean;
}

export interface FaqItemNode extends Base<'faq-item'>, Box {
  question: string;
  answer: RichNode[];
  image: { src: string; alt: string } | null;
  /** Open when the page shows. */
  open: boolean;
}

export interface BlockNode extends Base<'block'>, Box {}

export interface DynamicBlockNode extends Base<'dynamic_block'>, Box {
  uids: string[];
  displayMode: string | null;
  displayInline: boolean;
  minHeight?: string;
}

/** A product of a products widget, read out of the product list Magento renders. */
export interface WidgetProduct {
  name: string;
  /** Root-relative path of the product page. */
  path: string;
  image: string | null;
  price: number | null;
  regularPrice: number | null;
}

export interface ProductsNode extends Base<'products', 'grid' | 'carousel'>, Box {
  /** Paths of the products' pages, in the widget's order. */
  pathNames: string[];
  products: WidgetProduct[];
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  dots: boolean;
  carouselMode: string;
  centerPadding: string | null;
}

export interface HtmlNode extends Base<'html'>, Box {
  html: RichNode[];
}

export interface VideoNode extends Base<'video'>, Box {
  /** A video host's page or a local file; null when the source is not one (spec §5). */
  url: string | null;
  autoplay: boolean;
  muted: boolean;
  maxWidth?: string;
}

export interface MapLocation {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  comment: string | null;
}

export interface MapNode extends Base<'map'>, Box {
  locations: MapLocation[];
}

/** A social feed widget (spec §3 tintup): its own markup (safe rich text), the feed's page, and the feed's id for the script. */
export interface TintupNode extends Base<'tintup'>, Box {
  html: RichNode[];
  url: string | null;
  feedId: string | null;
}

/** A reviews widget (spec §3 trustbeauty): the shop's API key for the script. */
export interface TrustbeautyNode extends Base<'trustbeauty'>, Box {
  apiKey: string | null;
}

export type ContentNode =
  | RowNode
  | ColumnNode
  | ColumnGroupNode
  | ColumnLineNode
  | HeadingNode
  | TextNode
  | ImageNode
  | ButtonsNode
  | ButtonItemNode
  | DividerNode
  | BannerNode
  | SlideNode
  | SliderNode
  | TabsNode
  | TabItemNode
  | FaqNode
  | FaqItemNode
  | BlockNode
  | DynamicBlockNode
  | ProductsNode
  | HtmlNode
  | VideoNode
  | MapNode
  | TintupNode
  | TrustbeautyNode;

export type ContentType = ContentNode['contentType'];

/** Parsed content: its tree and the stylesheet of the styles its elements carried (every rule a class). */
export interface Content {
  nodes: ContentNode[];
  css: string;
}

// ─── Widgets: the nodes whose behaviour is a machine ────────────────────────────────────────

export interface AccordionInput {
  /** How many sections. */
  count: number;
  /** Sections flagged open at start. */
  open: number[];
  multiple: boolean;
}

export interface SliderInput {
  count: number;
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
}

export interface VideoPlayerInput {
  /** A video host's player, or a file the browser plays. */
  source: 'hosted' | 'file';
  autoplay: boolean;
  loop: boolean;
  playOnlyVisible: boolean;
}

export interface BlockLinkInput {
  identifier: string;
}

export type Widget =
  | { src: 'accordion'; id: string; input: AccordionInput }
  | { src: 'slider'; id: string; input: SliderInput }
  | { src: 'blockLink'; id: string; input: BlockLinkInput };

/** Every widget of a tree, depth first: the page's machine starts one machine per widget, under the widget's id. */
export function widgetsOf(nodes: readonly ContentNode[]): Widget[] {
  return nodes.flatMap((node): Widget[] => {
    const own = widgetOf(node);
    return [...(own ? [own] : []), ...widgetsOf(node.children)];
  });
}

function widgetOf(node: ContentNode): Widget | null {
  switch (node.contentType) {
    case 'faq': {
      const items = node.children.filter((c) => c.contentType === 'faq-item');
      const open = items.flatMap((item, i) => (item.open ? [i] : []));
      return { src: 'accordion', id: node.id, input: { count: items.length, open, multiple: node.allowMultiple } };
    }
    case 'slider':
      return {
        src: 'slider',
        id: node.id,
        input: { count: node.children.length, autoplay: node.autoplay, autoplaySpeed: node.autoplaySpeed, infinite: node.infinite },
      };
    case 'button-item':
      return node.id && node.link ? { src: 'blockLink', id: node.id, input: { identifier: node.link } } : null;
    default:
      return null;
  }
}

/** Sections open at start: those flagged open, only the first of them when one section opens at a time (spec §4). */
export function initiallyOpen({ count, open, multiple }: AccordionInput): number[] {
  const flagged = [...new Set(open)].filter((index) => index >= 0 && index < count).sort((a, b) => a - b);
  return multiple ? flagged : flagged.slice(0, 1);
}

/** Spec §4: toggling an open section closes it; opening one closes the others unless several may be open. */
export function toggleSection(open: readonly number[], index: number, multiple: boolean): number[] {
  if (open.includes(index)) return open.filter((i) => i !== index);
  return multiple ? [...open, index].sort((a, b) => a - b) : [index];
}
