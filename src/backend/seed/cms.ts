// CMS pages and blocks, stored as Magento Page Builder HTML (the 2.4 storage format with inline
// styles), plus the list of the images that content refers to under media/wysiwyg.
//
// Links are root-relative storefront paths ("/immunite.html", "/stores") with data-link-type set
// as Page Builder does (category, product, page, default), rather than Magento's link widget
// directives, which would need entity ids. Media use the {{media url=wysiwyg/…}} directive.
//
// ─── Custom content types: faq and faq-item ───────────────────────────────────────────────────
// Page Builder has no FAQ type; this shop adds one, stored like the built-in types:
//
//   <div class="pagebuilder-faq" data-content-type="faq" data-appearance="default"
//        data-element="main" style="border-style: none; …; margin: …; padding: …;">
//     <div class="pagebuilder-faq-item" data-content-type="faq-item" data-appearance="default"
//          data-element="main" style="border-style: none; …">
//       <h3 class="faq-question" data-element="question">Question, plain text?</h3>
//       <div class="faq-answer" data-element="answer"><p>Answer, HTML.</p></div>
//       <!-- optional -->
//       <figure class="faq-image" data-element="image">
//         <img src="{{media url=wysiwyg/…}}" alt="…" title="…" data-element="image_src"
//              style="max-width: 100%; height: auto;">
//       </figure>
//     </div>
//     …
//   </div>
//
// faq: a list of faq-item children, nothing else. faq-item: question = text content of
// [data-element="question"], answer = inner HTML of [data-element="answer"], image = src/alt of
// the img inside [data-element="image"] when present. Items are rendered as an accordion, all
// closed at first.

import { brands } from './products/helpers';
import { products as catalogue } from './products/index';
import type { CmsImage } from './banner';
import { telHref } from '../../domain/stores';
import { SHOP_CONTACT } from '../config/shop-contact';
import { FREE_SHIPPING_SUBTOTAL } from './carriers';
import type { PackshotSpec, SeedCmsBlock, SeedCmsPage } from './types';

// ─── Markup helpers ─────────────────────────────────────────────────────────────────────────

/** Escapes text for HTML text and attribute values. */
function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * French typography: no-break spaces before ; : ! ? and between a number and its unit (€, %).
 * Only touches text and attribute values written with a plain space before the sign, which
 * never happens in CSS, URLs or directives.
 */
function typo(html: string): string {
  return html
    .replace(/ ([;!?])/g, '\u202f$1')
    .replace(/ :(?=[\s<])/g, '\u00a0:')
    .replace(/(\d) (€|%)/g, '$1\u00a0$2');
}

/** Colours as the browser serialises them in Page Builder's inline styles: "#1F5F4A" → "rgb(31, 95, 74)". */
function rgb(hex: string): string {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return hex;
  return `rgb(${parseInt(m[1] ?? '0', 16)}, ${parseInt(m[2] ?? '0', 16)}, ${parseInt(m[3] ?? '0', 16)})`;
}

const BORDER = 'border-style: none; border-width: 1px; border-radius: 0px;';
const BG_DEFAULT = 'background-position: left top; background-size: cover; background-repeat: no-repeat; background-attachment: scroll;';
const BG_COVER = 'background-position: center center; background-size: cover; background-repeat: no-repeat; background-attachment: scroll;';
const VIDEO_ATTRS =
  'data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""';

/**
 * The data-background-images attribute as Page Builder stores it: JSON whose quotes are
 * backslash-escaped, then HTML-encoded. Parse it with JSON.parse(value.replace(/\\(.)/g, '$1')).
 */
function backgroundImages(desktop?: string, mobile?: string): string {
  const entries: string[] = [];
  if (desktop) entries.push(`\\&quot;desktop_image\\&quot;:\\&quot;{{media url=${desktop}}}\\&quot;`);
  if (mobile) entries.push(`\\&quot;mobile_image\\&quot;:\\&quot;{{media url=${mobile}}}\\&quot;`);
  return `{${entries.join(',')}}`;
}

interface RowOptions {
  appearance?: 'contained' | 'full-width' | 'full-bleed';
  background?: string;
  image?: string;
  mobileImage?: string;
  minHeight?: string;
  verticalAlign?: 'flex-start' | 'center' | 'flex-end';
  textAlign?: 'left' | 'center' | 'right';
  margin?: string;
  padding?: string;
  /** Parallax speed (−1 … 2); parallax is off when omitted. */
  parallax?: number;
  cssClass?: string;
}

function row(children: string[], o: RowOptions = {}): string {
  const appearance = o.appearance ?? 'contained';
  const attrs =
    `data-enable-parallax="${o.parallax !== undefined ? 1 : 0}" data-parallax-speed="${o.parallax ?? 0.5}" ` +
    `data-background-images="${backgroundImages(o.image, o.mobileImage)}" ${VIDEO_ATTRS}`;
  const background =
    (o.background ? `background-color: ${rgb(o.background)}; ` : '') + (o.image ? BG_COVER : BG_DEFAULT);
  const frame =
    `justify-content: ${o.verticalAlign ?? 'flex-start'}; display: flex; flex-direction: column; ${background}` +
    (o.textAlign ? ` text-align: ${o.textAlign};` : '') +
    ` ${BORDER}` +
    (o.minHeight ? ` min-height: ${o.minHeight};` : '') +
    ` margin: ${o.margin ?? '0px 0px 10px'};`;
  const padding = o.padding ?? '10px';
  const cls = o.cssClass ? `class="${o.cssClass}" ` : '';
  const inner = children.join('');
  switch (appearance) {
    case 'contained':
      return (
        `<div data-content-type="row" data-appearance="contained" data-element="main">` +
        `<div ${cls}${attrs} data-element="inner" style="${frame} padding: ${padding};">${inner}</div></div>`
      );
    case 'full-width':
      return (
        `<div ${cls}data-content-type="row" data-appearance="full-width" ${attrs} data-element="main" style="${frame} padding: 0px;">` +
        `<div class="row-full-width-inner" data-element="inner" style="padding: ${padding};">${inner}</div></div>`
      );
    case 'full-bleed':
      return `<div ${cls}data-content-type="row" data-appearance="full-bleed" ${attrs} data-element="main" style="${frame} padding: ${padding};">${inner}</div>`;
  }
}

interface Column {
  width: string;
  children: string[];
  appearance?: 'full-height' | 'align-top' | 'align-center' | 'align-bottom';
  background?: string;
  padding?: string;
  textAlign?: 'left' | 'center' | 'right';
}

function columns(cols: Column[]): string {
  const col = (c: Column) => {
    const appearance = c.appearance ?? 'full-height';
    const justify = appearance === 'align-center' ? 'center' : appearance === 'align-bottom' ? 'flex-end' : 'flex-start';
    const alignSelf = appearance === 'full-height' ? 'stretch' : appearance === 'align-top' ? 'flex-start' : appearance === 'align-center' ? 'center' : 'flex-end';
    const style =
      `justify-content: ${justify}; display: flex; flex-direction: column; ` +
      (c.background ? `background-color: ${rgb(c.background)}; ` : '') +
      `${BG_DEFAULT}` +
      (c.textAlign ? ` text-align: ${c.textAlign};` : '') +
      ` ${BORDER} width: ${c.width}; margin: 0px; padding: ${c.padding ?? '10px'}; align-self: ${alignSelf};`;
    return (
      `<div class="pagebuilder-column" data-content-type="column" data-appearance="${appearance}" data-background-images="{}" data-element="main" style="${style}">` +
      c.children.join('') +
      `</div>`
    );
  };
  return (
    `<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" style="display: flex; width: 100%; align-self: stretch; ${BORDER} margin: 0px; padding: 0px;">` +
    `<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" style="display: flex; width: 100%;">` +
    cols.map(col).join('') +
    `</div></div>`
  );
}

function heading(
  level: 1 | 2 | 3 | 4,
  text: string,
  o: { align?: 'left' | 'center' | 'right'; margin?: string } = {},
): string {
  const align = o.align ? `text-align: ${o.align}; ` : '';
  return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" style="${align}${BORDER} margin: ${o.margin ?? '0px 0px 16px'}; padding: 0px;">${esc(text)}</h${level}>`;
}

function text(html: string, o: { align?: 'left' | 'center' | 'right'; margin?: string; padding?: string } = {}): string {
  const align = o.align ? `text-align: ${o.align}; ` : '';
  return `<div data-content-type="text" data-appearance="default" data-element="main" style="${align}${BORDER} margin: ${o.margin ?? '0px 0px 10px'}; padding: ${o.padding ?? '0px'};">${html}</div>`;
}

type LinkType = 'default' | 'category' | 'product' | 'page';

interface Button {
  label: string;
  href: string;
  linkType: LinkType;
  type?: 'primary' | 'secondary' | 'link';
  newTab?: boolean;
}

function buttons(items: Button[], o: { align?: 'left' | 'center' | 'right'; sameWidth?: boolean; margin?: string } = {}): string {
  const item = (b: Button) =>
    `<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;">` +
    `<a class="pagebuilder-button-${b.type ?? 'primary'}" href="${esc(b.href)}" target="${b.newTab ? '_blank' : ''}" data-link-type="${b.linkType}" data-element="link" style="text-align: center;">` +
    `<span data-element="link_text">${esc(b.label)}</span></a></div>`;
  return (
    `<div data-content-type="buttons" data-appearance="inline" data-same-width="${o.sameWidth ? 'true' : 'false'}" data-element="main" style="text-align: ${o.align ?? 'left'}; ${BORDER} margin: ${o.margin ?? '0px 0px 10px'}; padding: 10px 10px 0px;">` +
    items.map(item).join('') +
    `</div>`
  );
}

function divider(o: { width?: string; color?: string; thickness?: number; align?: 'left' | 'center' | 'right' } = {}): string {
  return (
    `<div data-content-type="divider" data-appearance="default" data-element="main" style="text-align: ${o.align ?? 'center'}; ${BORDER} margin: 16px 0px; padding: 10px;">` +
    `<hr data-element="line" style="width: ${o.width ?? '100%'}; border-width: ${o.thickness ?? 1}px; border-color: ${o.color ?? 'rgb(206, 206, 206)'}; display: inline-block;">` +
    `</div>`
  );
}

interface ImageOptions {
  src: string;
  mobileSrc?: string;
  alt: string;
  title?: string;
  caption?: string;
  link?: { href: string; linkType: LinkType };
  align?: 'left' | 'center' | 'right';
  radius?: number;
}

/** An image's intrinsic size as attributes, so that a page keeps its place before it loads (no layout shift). */
function sizeOf(file: string): string {
  const drawing = cmsImages.find((candidate) => candidate.file === file);
  if (!drawing) throw new Error(`cms images: no drawing of ${file}`);
  return `width="${drawing.width}" height="${drawing.height}"`;
}

function image(o: ImageOptions): string {
  const imgStyle = `border-style: none; border-width: 1px; border-radius: ${o.radius ?? 0}px; max-width: 100%; height: auto;`;
  const title = esc(o.title ?? o.alt);
  const mobileSrc = o.mobileSrc ?? o.src;
  const imgs =
    `<img class="pagebuilder-mobile-hidden" src="{{media url=${o.src}}}" alt="${esc(o.alt)}" title="${title}" ${sizeOf(o.src)} data-element="desktop_image" style="${imgStyle}">` +
    `<img class="pagebuilder-mobile-only" src="{{media url=${mobileSrc}}}" alt="${esc(o.alt)}" title="${title}" ${sizeOf(mobileSrc)} data-element="mobile_image" style="${imgStyle}">`;
  const linked = o.link
    ? `<a href="${esc(o.link.href)}" target="" data-link-type="${o.link.linkType}" title="${title}" data-element="link">${imgs}</a>`
    : imgs;
  return (
    `<figure data-content-type="image" data-appearance="full-width" data-element="main" style="text-align: ${o.align ?? 'center'}; margin: 0px 0px 10px; padding: 0px; border-style: none;">` +
    linked +
    (o.caption ? `<figcaption data-element="caption">${esc(o.caption)}</figcaption>` : '') +
    `</figure>`
  );
}

interface BannerOptions {
  appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  /** HTML shown over the image. */
  content: string;
  image?: string;
  mobileImage?: string;
  background?: string;
  minHeight: string;
  link?: { href: string; linkType: LinkType };
  button?: { label: string; type?: 'primary' | 'secondary' | 'link' };
  overlayColor?: string;
  textAlign?: 'left' | 'center' | 'right';
}

/** The inside of a banner or a slide: the two share their markup, only class names differ. */
function poster(kind: 'banner' | 'slide', o: BannerOptions): string {
  const poster = o.appearance === 'poster';
  const bg =
    (o.background ? `background-color: ${rgb(o.background)}; ` : '') +
    `background-position: center center; background-size: cover; background-repeat: no-repeat;` +
    (kind === 'banner' ? ' background-attachment: scroll;' : '');
  const wrapperStyle = poster
    ? `${bg} ${BORDER}` + (o.textAlign ? ` text-align: ${o.textAlign};` : '')
    : `${bg} ${BORDER} min-height: ${o.minHeight}; padding: 40px;` + (o.textAlign ? ` text-align: ${o.textAlign};` : '');
  const overlayBg = o.overlayColor ?? 'transparent';
  const overlay = poster
    ? `<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="${o.overlayColor ?? ''}" data-element="overlay" style="border-radius: 0px; min-height: ${o.minHeight}; background-color: ${overlayBg}; padding: 40px;">`
    : `<div class="pagebuilder-overlay" data-overlay-color="${o.overlayColor ?? ''}" data-element="overlay" style="background-color: ${overlayBg};">`;
  const button = o.button
    ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${o.button.type ?? 'primary'}" data-element="button" style="opacity: 1; visibility: visible;">${esc(o.button.label)}</button>`
    : '';
  const body =
    `<div class="pagebuilder-${kind}-wrapper" data-background-images="${backgroundImages(o.image, o.mobileImage)}" ${VIDEO_ATTRS} data-element="wrapper" style="${wrapperStyle}">` +
    overlay +
    `<div class="pagebuilder-${poster ? 'poster' : 'collage'}-content">` +
    `<div data-element="content">${o.content}</div>` +
    button +
    `</div></div></div>`;
  return o.link
    ? `<a href="${esc(o.link.href)}" target="" data-link-type="${o.link.linkType}" data-element="link">${body}</a>`
    : `<div data-element="empty_link">${body}</div>`;
}

function banner(o: BannerOptions): string {
  return (
    `<div data-content-type="banner" data-appearance="${o.appearance}" data-show-button="${o.button ? 'always' : 'never'}" data-show-overlay="${o.overlayColor ? 'always' : 'never'}" data-element="main" style="margin: 0px 0px 10px;">` +
    poster('banner', o) +
    `</div>`
  );
}

function slide(name: string, o: BannerOptions): string {
  return (
    `<div data-content-type="slide" data-slide-name="${esc(name)}" data-appearance="${o.appearance}" data-show-button="${o.button ? 'always' : 'never'}" data-show-overlay="${o.overlayColor ? 'always' : 'never'}" data-element="main" style="min-height: ${o.minHeight}; margin: 0px;">` +
    poster('slide', o) +
    `</div>`
  );
}

function slider(slides: string[], o: { minHeight: string; autoplay?: boolean; speed?: number; fade?: boolean }): string {
  return (
    `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${o.autoplay ? 'true' : 'false'}" data-autoplay-speed="${o.speed ?? 4000}" data-fade="${o.fade ? 'true' : 'false'}" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" style="min-height: ${o.minHeight}; ${BORDER} margin: 0px; padding: 0px;">` +
    slides.join('') +
    `</div>`
  );
}

/** A stable 7-character id (Page Builder's tab anchors look like "H62A09U"). */
function anchorId(seed: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let id = '';
  for (let i = 0; i < 7; i++) {
    id += alphabet[h % 36];
    h = Math.floor(h / 36) + (i + 1) * 7919;
  }
  return /^[A-Z]/.test(id) ? id : `T${id.slice(1)}`;
}

function tabs(items: { name: string; children: string[] }[], o: { active?: number; minHeight?: string } = {}): string {
  const ids = items.map((t) => anchorId(`tab:${t.name}`));
  const headers = items
    .map(
      (t, i) =>
        `<li role="tab" class="tab-header" data-element="headers" style="border-radius: 0px; border-width: 1px;"><a href="#${ids[i]}" class="tab-title"><span class="tab-title">${esc(t.name)}</span></a></li>`,
    )
    .join('');
  const panes = items
    .map(
      (t, i) =>
        `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${esc(t.name)}" data-background-images="{}" data-element="main" id="${ids[i]}" style="justify-content: flex-start; display: flex; flex-direction: column; ${BG_DEFAULT} border-width: 1px; border-radius: 0px; margin: 0px; padding: 32px;">` +
        t.children.join('') +
        `</div>`,
    )
    .join('');
  return (
    `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="${o.active ?? 0}" data-element="main" style="margin: 0px 0px 10px; padding: 0px;">` +
    `<ul role="tablist" class="tabs-navigation" data-element="navigation" style="text-align: left;">${headers}</ul>` +
    `<div class="tabs-content" data-element="content" style="border-width: 1px; border-radius: 0px; min-height: ${o.minHeight ?? '300px'};">${panes}</div>` +
    `</div>`
  );
}

/** The Catalog Products List widget as Page Builder's products content type stores it. */
function products(skus: string[], o: { appearance: 'grid' | 'carousel'; count?: number }): string {
  const list = skus.join(',');
  const carousel = o.appearance === 'carousel';
  const template = carousel
    ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
    : 'Magento_CatalogWidget::product/widget/content/grid.phtml';
  const typeName = carousel ? 'Catalog Products Carousel' : 'Catalog Products List';
  const conditions =
    '^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],' +
    '`1--1`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`' +
    list +
    '`^]^]';
  const carouselAttrs = carousel
    ? ' data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"'
    : '';
  return (
    `<div data-content-type="products" data-appearance="${o.appearance}"${carouselAttrs} data-element="main" style="text-align: left; ${BORDER} margin: 0px 0px 10px; padding: 0px;">` +
    `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" show_pager="0" products_count="${o.count ?? skus.length}" condition_option="sku" condition_option_value="${list}" type_name="${typeName}" conditions_encoded="${conditions}" sort_order="position_by_sku"}}` +
    `</div>`
  );
}

interface FaqItem {
  question: string;
  /** HTML. */
  answer: string;
  image?: { src: string; alt: string };
}

function faq(items: FaqItem[]): string {
  const item = (q: FaqItem) =>
    `<div class="pagebuilder-faq-item" data-content-type="faq-item" data-appearance="default" data-element="main" style="${BORDER} margin: 0px; padding: 0px;">` +
    `<h3 class="faq-question" data-element="question">${esc(q.question)}</h3>` +
    `<div class="faq-answer" data-element="answer">${q.answer}</div>` +
    (q.image
      ? `<figure class="faq-image" data-element="image"><img src="{{media url=${q.image.src}}}" alt="${esc(q.image.alt)}" title="${esc(q.image.alt)}" data-element="image_src" style="max-width: 100%; height: auto;"></figure>`
      : '') +
    `</div>`;
  return (
    `<div class="pagebuilder-faq" data-content-type="faq" data-appearance="default" data-element="main" style="${BORDER} margin: 0px 0px 10px; padding: 0px;">` +
    items.map(item).join('') +
    `</div>`
  );
}

// ─── Shared facts ───────────────────────────────────────────────────────────────────────────

/** Products shown on the home page carousel, best sellers first. */
export const homeProductSkus = [
  'OMG-EPA-DHA',
  'VIT-D3-2000',
  'MIN-MG-BISGLY',
  'PRO-20MD',
  'IMM-COMPLEXE',
  'SOM-MELA-SPRAY',
  'PLA-CURCUMA',
  'SPO-WHEY',
];

const SHOP = {
  company: 'Vitrine SAS',
  address: '18 rue de la Charité, 69002 Lyon',
  rcs: 'RCS Lyon 812 345 678',
  capital: '250 000 €',
  vat: 'FR 41 812345678',
  phone: SHOP_CONTACT.phone,
  phoneHref: telHref(SHOP_CONTACT.phone),
  email: SHOP_CONTACT.email,
  dpo: 'dpo@vitrine.example',
  freeShipping: `${FREE_SHIPPING_SUBTOTAL} €`,
};

// ─── Images ─────────────────────────────────────────────────────────────────────────────────

const { fjordel, biotae, loupiot } = brands;

/** The packshot drawing of a catalogue product (its main image), seen from `view`. */
function pack(sku: string, view: PackshotSpec['view'] = 'front'): PackshotSpec {
  const drawing = catalogue.find((p) => p.sku === sku)?.images[0]?.drawing;
  if (!drawing) throw new Error(`cms images: no product ${sku}`);
  return { ...drawing, view };
}

/** Every image the CMS content refers to; the media route draws them with drawBanner. */
export const cmsImages: CmsImage[] = [
  {
    file: 'wysiwyg/home/banniere-immunite.png',
    width: 1600,
    height: 640,
    title: 'Vitamine D3, complexe immunité et zinc pour passer l’hiver',
    palette: ['#FFF6EA', '#F7C98B'],
    align: 'right',
    packshots: [pack('VIT-D3-2000'), pack('IMM-COMPLEXE'), pack('MIN-ZN-15')],
  },
  {
    file: 'wysiwyg/home/banniere-immunite-mobile.png',
    width: 800,
    height: 800,
    title: 'Vitamine D3 et complexe immunité pour passer l’hiver',
    palette: ['#FFF6EA', '#F7C98B'],
    align: 'center',
    packshots: [pack('VIT-D3-2000'), pack('IMM-COMPLEXE')],
  },
  {
    file: 'wysiwyg/home/slide-omega-3.png',
    width: 1600,
    height: 628,
    title: 'Oméga-3 EPA DHA marin en capsules',
    palette: ['#E4EEF4', '#8DB8D3'],
    align: 'right',
    packshots: [pack('OMG-EPA-DHA'), pack('OMG-EPA-DHA', 'content')],
  },
  {
    file: 'wysiwyg/home/slide-sommeil.png',
    width: 1600,
    height: 628,
    title: 'Mélatonine en spray et gommes sommeil',
    palette: ['#2A2350', '#5B4C91'],
    align: 'right',
    packshots: [pack('SOM-MELA-SPRAY'), pack('SOM-GOMMES')],
  },
  {
    file: 'wysiwyg/home/slide-sport.png',
    width: 1600,
    height: 628,
    title: 'Protéines en poudre et récupération sportive',
    palette: ['#26262A', '#7A3A16'],
    align: 'right',
    packshots: [pack('SPO-WHEY', 'content')],
  },
  {
    file: 'wysiwyg/home/fabrique-en-france.png',
    width: 1200,
    height: 800,
    title: 'Nos compléments sont formulés et contrôlés en France',
    palette: ['#F1F6EE', '#C9DEC0'],
    headline: 'Formulés et contrôlés en France',
    subline: 'Des laboratoires partenaires de la Bretagne à la Drôme',
    align: 'right',
    packshots: [pack('PLA-CURCUMA')],
  },
  {
    file: 'wysiwyg/faq/gelules-vegetales.png',
    width: 600,
    height: 600,
    title: 'Gélules végétales de magnésium sorties de leur flacon',
    palette: ['#FBFAF6', '#E9E4D8'],
    align: 'center',
    packshots: [pack('MIN-MG-BISGLY', 'content')],
  },
  {
    file: 'wysiwyg/a-propos/notre-histoire.png',
    width: 1200,
    height: 700,
    title: 'La première boutique Vitrine, rue de la République à Lyon',
    palette: ['#F4EEE3', '#E2CFAE'],
    headline: 'Depuis 2014, de Lyon à toute la France',
    subline: 'Une boutique, puis dix-neuf points de vente et un site',
    align: 'right',
    packshots: [
      { shape: 'box', color: loupiot.color, accent: loupiot.accent, label: 'Vitrine', sublabel: 'Conseil & bien-être', view: 'front' },
    ],
  },
  {
    file: 'wysiwyg/contact/service-client.png',
    width: 1600,
    height: 400,
    title: 'Le service client Vitrine',
    palette: ['#E9F5F2', '#A9D8CB'],
    align: 'right',
    packshots: [
      { shape: 'tube', color: biotae.color, accent: biotae.accent, label: 'Vitrine', sublabel: 'À votre écoute', view: 'front' },
    ],
  },
  {
    file: 'wysiwyg/404/flacon-egare.png',
    width: 800,
    height: 600,
    title: 'Un flacon renversé : cette page est introuvable',
    palette: ['#F5F3EF', '#E3DED4'],
    align: 'center',
    packshots: [
      { shape: 'bottle', color: fjordel.color, accent: fjordel.accent, label: '404', sublabel: 'Page introuvable', view: 'side' },
    ],
  },
];

// ─── Home page ──────────────────────────────────────────────────────────────────────────────

const home = [
  // hero banner
  row(
    [
      banner({
        appearance: 'collage-left',
        image: 'wysiwyg/home/banniere-immunite.png',
        mobileImage: 'wysiwyg/home/banniere-immunite-mobile.png',
        minHeight: '480px',
        link: { href: '/immunite.html', linkType: 'category' },
        textAlign: 'left',
        content:
          '<h1>Passez l’hiver en pleine forme</h1>' +
          '<p>Vitamine D3, vitamine C, zinc : les essentiels de la saison pour soutenir vos défenses naturelles.</p>',
        button: { label: 'Découvrir la sélection immunité', type: 'primary' },
      }),
    ],
    { appearance: 'full-width', padding: '0px', margin: '0px 0px 24px' },
  ),

  // commitments, three columns
  row(
    [
      heading(2, 'Pourquoi choisir Vitrine', { align: 'center' }),
      columns([
        {
          width: '33.3333%',
          textAlign: 'center',
          children: [
            heading(3, 'Des formules transparentes', { align: 'center', margin: '0px 0px 8px' }),
            text(
              '<p>Chaque ingrédient est dosé et sourcé. Pas d’additifs inutiles, pas de dioxyde de titane, des formes assimilables.</p>',
              { align: 'center' },
            ),
          ],
        },
        {
          width: '33.3333%',
          textAlign: 'center',
          children: [
            heading(3, 'Des contrôles à chaque lot', { align: 'center', margin: '0px 0px 8px' }),
            text(
              '<p>Métaux lourds, pesticides, indice d’oxydation des huiles : nos lots sont analysés par des laboratoires indépendants.</p>',
              { align: 'center' },
            ),
          ],
        },
        {
          width: '33.3333%',
          textAlign: 'center',
          children: [
            heading(3, 'Un conseil personnalisé', { align: 'center', margin: '0px 0px 8px' }),
            text(
              '<p>Nos conseillers, formés en nutrition, vous reçoivent dans nos boutiques et répondent à vos questions par téléphone.</p>',
              { align: 'center' },
            ),
          ],
        },
      ]),
    ],
    { padding: '24px 10px' },
  ),

  // seasonal slider
  row(
    [
      slider(
        [
          slide('Oméga-3', {
            appearance: 'collage-left',
            image: 'wysiwyg/home/slide-omega-3.png',
            minHeight: '628px',
            link: { href: '/omega-3-acides-gras.html', linkType: 'category' },
            content:
              '<h2>Oméga-3 : la pureté avant tout</h2>' +
              '<p>Huiles de petits poissons issus de pêcheries durables, indice TOTOX contrôlé à chaque lot.</p>',
            button: { label: 'Voir les oméga-3', type: 'primary' },
          }),
          slide('Sommeil', {
            appearance: 'collage-left',
            image: 'wysiwyg/home/slide-sommeil.png',
            minHeight: '628px',
            link: { href: '/sommeil-stress/sommeil.html', linkType: 'category' },
            content:
              '<h2><span style="color: #ffffff;">Retrouvez des nuits sereines</span></h2>' +
              '<p><span style="color: #ffffff;">Mélatonine, mélisse, magnésium : des solutions douces pour s’endormir plus facilement.</span></p>',
            button: { label: 'Bien dormir', type: 'secondary' },
          }),
          slide('Sport', {
            appearance: 'collage-left',
            image: 'wysiwyg/home/slide-sport.png',
            minHeight: '628px',
            link: { href: '/sport-energie.html', linkType: 'category' },
            content:
              '<h2><span style="color: #ffffff;">Performance et récupération</span></h2>' +
              '<p><span style="color: #ffffff;">Protéines, électrolytes et BCAA pour accompagner chaque entraînement.</span></p>',
            button: { label: 'Espace sport', type: 'secondary' },
          }),
        ],
        { minHeight: '628px', autoplay: true, speed: 5000 },
      ),
    ],
    { appearance: 'full-bleed', padding: '0px', margin: '0px 0px 24px' },
  ),

  // best sellers
  row(
    [
      heading(2, 'Nos meilleures ventes', { align: 'center' }),
      text('<p>Les compléments que nos clients recommandent le plus, sélectionnés par notre équipe.</p>', { align: 'center' }),
      products(homeProductSkus, { appearance: 'carousel' }),
      buttons(
        [
          { label: 'Toutes les meilleures ventes', href: '/meilleures-ventes.html', linkType: 'category', type: 'primary' },
          { label: 'Les nouveautés', href: '/nouveautes.html', linkType: 'category', type: 'secondary' },
        ],
        { align: 'center' },
      ),
      divider({ width: '40%', color: 'rgb(214, 205, 188)', thickness: 2 }),
    ],
    { padding: '24px 10px' },
  ),

  // guidance by need
  row(
    [
      heading(2, 'Trouver le complément qu’il vous faut'),
      tabs(
        [
          {
            name: 'Vitamines & minéraux',
            children: [
              heading(3, 'Les bases d’une bonne vitalité'),
              text(
                '<p>En hiver, la vitamine D est souvent insuffisante chez les adultes vivant en France. Le magnésium, lui, contribue à réduire la fatigue. Nous privilégions les formes les mieux assimilées : vitamine D3, magnésium bisglycinate, méthylcobalamine.</p>',
              ),
              buttons([
                { label: 'Vitamine D', href: '/vitamines-mineraux/vitamines/vitamine-d.html', linkType: 'category', type: 'secondary' },
                { label: 'Magnésium', href: '/vitamines-mineraux/mineraux/magnesium.html', linkType: 'category', type: 'secondary' },
              ]),
            ],
          },
          {
            name: 'Oméga-3',
            children: [
              heading(3, 'EPA et DHA, des acides gras essentiels'),
              text(
                '<p>L’EPA et le DHA contribuent à une fonction cardiaque normale. Notre corps ne les fabrique qu’en faible quantité : une ou deux portions de poissons gras par semaine, ou un complément, aident à couvrir les besoins. Pour les végétaliens, l’huile d’algue apporte du DHA.</p>',
              ),
              buttons([
                { label: 'Oméga-3 marins', href: '/omega-3-acides-gras/omega-3-marins.html', linkType: 'category', type: 'secondary' },
                { label: 'Oméga-3 végétaux', href: '/omega-3-acides-gras/omega-3-vegetaux.html', linkType: 'category', type: 'secondary' },
                { label: 'Notre best-seller EPA DHA', href: '/omega-3-epa-dha-marin.html', linkType: 'product', type: 'link' },
              ]),
            ],
          },
          {
            name: 'Digestion & plantes',
            children: [
              heading(3, 'Prendre soin de son confort digestif'),
              text(
                '<p>Ferments lactiques, fibres de psyllium, gingembre ou curcuma : la tradition des plantes et la recherche sur le microbiote se rejoignent. Nos extraits sont titrés en principes actifs pour un dosage constant.</p>',
              ),
              buttons([
                { label: 'Probiotiques & digestion', href: '/probiotiques-digestion.html', linkType: 'category', type: 'secondary' },
                { label: 'Extraits de plantes', href: '/extraits-de-plantes.html', linkType: 'category', type: 'secondary' },
              ]),
            ],
          },
        ],
        { minHeight: '260px' },
      ),
    ],
    { padding: '24px 10px' },
  ),

  // made in France
  row(
    [
      columns([
        {
          width: '50%',
          appearance: 'align-center',
          children: [
            image({
              src: 'wysiwyg/home/fabrique-en-france.png',
              alt: 'Flacon de curcuma bio : nos compléments sont formulés et contrôlés en France',
              caption: 'Plus de la moitié de nos références sont fabriquées en France.',
              link: { href: '/selections/fabrique-en-france.html', linkType: 'category' },
              radius: 12,
            }),
          ],
        },
        {
          width: '50%',
          appearance: 'align-center',
          padding: '10px 10px 10px 32px',
          children: [
            heading(2, 'Une exigence née à Lyon'),
            text(
              '<p>Vitrine est née en 2014 d’une petite boutique lyonnaise tenue par une pharmacienne et un diététicien. Nous travaillons avec des laboratoires français et européens que nous visitons, et nous refusons les allégations qui ne sont pas autorisées par la réglementation européenne.</p>' +
                '<p>Un complément alimentaire ne remplace pas une alimentation variée et équilibrée ni un mode de vie sain : il les complète.</p>',
            ),
            buttons([{ label: 'Notre histoire', href: '/about-us', linkType: 'page', type: 'link' }]),
          ],
        },
      ]),
    ],
    { background: '#F7F4EE', padding: '32px 10px' },
  ),

  // FAQ
  row(
    [
      heading(2, 'Vos questions, nos réponses', { align: 'center' }),
      faq([
        {
          question: 'Combien de temps faut-il prendre un complément alimentaire ?',
          answer:
            '<p>La plupart des compléments se prennent en cure de un à trois mois, à renouveler si besoin. La durée conseillée figure sur chaque fiche produit, dans l’onglet « Conseils d’utilisation ». Demandez l’avis de votre médecin si vous suivez un traitement.</p>',
        },
        {
          question: 'Vos gélules sont-elles végétales ?',
          answer:
            '<p>Oui, la grande majorité de nos gélules sont en hydroxypropylméthylcellulose (HPMC), une fibre d’origine végétale. Les capsules molles d’huiles de poisson sont en gélatine de poisson. Le filtre « Vegan » de chaque rayon vous aide à trouver les produits adaptés.</p>',
          image: { src: 'wysiwyg/faq/gelules-vegetales.png', alt: 'Gélules végétales sorties de leur flacon' },
        },
        {
          question: 'Peut-on associer plusieurs compléments ?',
          answer:
            '<p>Oui, à condition de vérifier que les mêmes nutriments ne s’additionnent pas au-delà des doses recommandées, par exemple la vitamine D d’un multivitamines et celle d’un complément dédié. En cas de doute, nos conseillers en boutique ou au téléphone vous aident à composer votre routine.</p>',
        },
        {
          question: 'Quels sont les délais et les frais de livraison ?',
          answer: `<p>Les commandes passées avant 13 h en semaine sont expédiées le jour même. La livraison est offerte dès ${SHOP.freeShipping} d’achat et le retrait en boutique est toujours gratuit. <a href="/livraison-retours">Tous les modes de livraison</a>.</p>`,
        },
      ]),
    ],
    { padding: '24px 10px' },
  ),

  // stores
  row(
    [
      heading(2, 'Dix-neuf points de vente en France', { align: 'center' }),
      text(
        '<p>De Lille à Ajaccio, nos boutiques, corners et pharmacies partenaires vous accueillent du lundi au samedi. Commandez en ligne et retirez gratuitement votre colis en boutique sous 48 heures.</p>',
        { align: 'center' },
      ),
      buttons([{ label: 'Trouver une boutique', href: '/stores', linkType: 'default', type: 'primary' }], { align: 'center' }),
    ],
    { background: '#E9F5F2', padding: '40px 10px', textAlign: 'center', margin: '0px' },
  ),
].join('');

// ─── Text pages ─────────────────────────────────────────────────────────────────────────────

/** A page made of one contained row of headings and text. */
function article(parts: string[]): string {
  return row(parts, { padding: '10px 10px 32px' });
}

const dataProtection = article([
  text(
    '<p>Vitrine attache une grande importance à la protection de vos données personnelles. Cette politique explique quelles données nous collectons lorsque vous utilisez notre site et nos boutiques, pourquoi, combien de temps nous les gardons et comment exercer vos droits, conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.</p>',
  ),
  heading(2, '1. Responsable du traitement'),
  text(
    `<p>Les données sont traitées par ${SHOP.company}, ${SHOP.address}, ${SHOP.rcs}. Notre déléguée à la protection des données est joignable à l’adresse <a href="mailto:${SHOP.dpo}">${SHOP.dpo}</a> ou par courrier à l’adresse ci-dessus, à l’attention du « Délégué à la protection des données ».</p>`,
  ),
  heading(2, '2. Les données que nous collectons'),
  text(
    '<ul>' +
      '<li><strong>Compte client :</strong> civilité, nom, prénom, adresse e-mail, mot de passe chiffré, date de naissance si vous la renseignez.</li>' +
      '<li><strong>Commandes :</strong> adresses de livraison et de facturation, téléphone, produits commandés, historique d’achat, boutique favorite.</li>' +
      '<li><strong>Paiement :</strong> vos données de carte sont saisies directement chez notre prestataire de paiement certifié PCI-DSS ; nous n’en conservons qu’une référence (jeton) si vous choisissez d’enregistrer votre carte.</li>' +
      '<li><strong>Échanges :</strong> messages envoyés au service client, avis produits.</li>' +
      '<li><strong>Navigation :</strong> pages consultées, type d’appareil, adresse IP, cookies et traceurs selon vos choix.</li>' +
      '</ul>' +
      '<p>Nous ne vous demandons aucune donnée de santé. N’indiquez pas d’informations médicales dans les champs libres ; pour un conseil personnalisé, nos conseillers vous répondent sans enregistrer ces informations.</p>',
  ),
  heading(2, '3. Pourquoi nous les utilisons'),
  text(
    '<table>' +
      '<thead><tr><th>Finalité</th><th>Base légale</th></tr></thead>' +
      '<tbody>' +
      '<tr><td>Gérer votre compte, vos commandes, la livraison, les retours et la facturation</td><td>Exécution du contrat</td></tr>' +
      '<tr><td>Répondre à vos demandes au service client</td><td>Exécution du contrat ou intérêt légitime</td></tr>' +
      '<tr><td>Vous envoyer notre lettre d’information et nos offres par e-mail</td><td>Votre consentement (ou intérêt légitime pour des produits similaires à ceux déjà achetés, avec possibilité de refus à chaque envoi)</td></tr>' +
      '<tr><td>Prévenir la fraude au paiement et sécuriser le site</td><td>Intérêt légitime</td></tr>' +
      '<tr><td>Mesurer l’audience et améliorer le site</td><td>Votre consentement, sauf mesure d’audience exemptée</td></tr>' +
      '<tr><td>Respecter nos obligations comptables, fiscales et de traçabilité des produits</td><td>Obligation légale</td></tr>' +
      '</tbody></table>',
  ),
  heading(2, '4. Durées de conservation'),
  text(
    '<ul>' +
      '<li>Données de compte : tant que le compte est actif, puis supprimées après trois ans sans connexion ni commande.</li>' +
      '<li>Données de prospection : trois ans après votre dernier contact avec nous.</li>' +
      '<li>Factures et pièces comptables : dix ans, comme l’exige le Code de commerce.</li>' +
      '<li>Cookies et traceurs : treize mois au plus ; votre choix est conservé six mois.</li>' +
      '<li>Messages au service client : trois ans après le dernier échange.</li>' +
      '</ul>',
  ),
  heading(2, '5. Qui reçoit vos données'),
  text(
    '<p>Seuls les services de Vitrine qui en ont besoin y accèdent, ainsi que nos sous-traitants, dans la limite de leur mission : hébergement du site (dans l’Union européenne), prestataire de paiement, logisticien, transporteurs, outil d’envoi d’e-mails, service client. Nous ne vendons ni ne louons vos données.</p>' +
      '<p>Lorsqu’un prestataire est situé hors de l’Union européenne, le transfert est encadré par les clauses contractuelles types de la Commission européenne ou par une décision d’adéquation.</p>',
  ),
  heading(2, '6. Vos droits'),
  text(
    '<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, de portabilité et d’opposition, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur le sort de vos données après votre décès.</p>' +
      `<p>Vous pouvez modifier vos informations et vos choix de communication depuis votre espace client, rubrique « Informations du compte ». Pour toute autre demande, écrivez à <a href="mailto:${SHOP.dpo}">${SHOP.dpo}</a> en précisant votre nom et l’adresse e-mail de votre compte. Nous répondons dans un délai d’un mois.</p>` +
      '<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07 (<a href="https://www.cnil.fr" target="_blank" rel="noopener">www.cnil.fr</a>).</p>' +
      '<p>Si vous ne souhaitez pas faire l’objet de prospection commerciale par téléphone, vous pouvez vous inscrire gratuitement sur la liste d’opposition Bloctel.</p>',
  ),
  heading(2, '7. Cookies'),
  text(
    '<p>Lors de votre première visite, un bandeau vous permet d’accepter, de refuser ou de paramétrer les cookies non essentiels. Les cookies nécessaires au fonctionnement du site (panier, connexion, sécurité, choix de la boutique) ne demandent pas de consentement. Vous pouvez revenir sur votre choix à tout moment depuis le lien « Gérer les cookies » en bas de page.</p>',
  ),
  heading(2, '8. Sécurité'),
  text(
    '<p>Le site est entièrement servi en HTTPS, les mots de passe sont stockés sous forme chiffrée et l’accès aux données est limité aux personnes habilitées. Les formulaires sont protégés contre les robots par un service de vérification dont la politique de confidentialité et les conditions d’utilisation s’appliquent.</p>',
  ),
  text('<p><em>Dernière mise à jour : 2 novembre 2026.</em></p>'),
]);

const aboutUs = [
  row(
    [
      image({
        src: 'wysiwyg/a-propos/notre-histoire.png',
        alt: 'Illustration : depuis 2014, de Lyon à toute la France',
        radius: 12,
      }),
    ],
    { padding: '10px' },
  ),
  article([
    heading(2, 'Une boutique de quartier devenue enseigne'),
    text(
      '<p>En 2014, Claire, pharmacienne, et Malik, diététicien, ouvrent à Lyon une petite boutique consacrée aux compléments alimentaires. Leur idée : proposer des produits sérieux, expliqués simplement, loin des promesses miracles. Dix ans plus tard, Vitrine compte dix-neuf points de vente en France et un site qui livre partout en métropole et en Corse.</p>',
    ),
    heading(2, 'Nos engagements'),
    columns([
      {
        width: '50%',
        children: [
          heading(3, 'Sélectionner avec exigence', { margin: '0px 0px 8px' }),
          text(
            '<p>Chaque référence passe devant notre comité qualité : origine des matières premières, forme des nutriments, dosage, absence d’additifs controversés. Nous demandons les analyses de chaque lot à nos fournisseurs.</p>',
          ),
          heading(3, 'Informer honnêtement', { margin: '0px 0px 8px' }),
          text(
            '<p>Nos fiches n’utilisent que les allégations de santé autorisées par l’Union européenne. Quand une plante est traditionnellement utilisée sans preuve clinique solide, nous le disons.</p>',
          ),
        ],
      },
      {
        width: '50%',
        children: [
          heading(3, 'Conseiller sans pousser à l’achat', { margin: '0px 0px 8px' }),
          text(
            '<p>Nos conseillers sont formés en nutrition et ne touchent aucune commission sur les ventes. Ils vous orientent vers un professionnel de santé dès que votre situation le demande.</p>',
          ),
          heading(3, 'Réduire notre empreinte', { margin: '0px 0px 8px' }),
          text(
            '<p>Flacons en verre ou en plastique recyclé, colis sans plastique, recharges pour nos best-sellers : nous réduisons chaque année les emballages, et nos boutiques reprennent vos flacons vides.</p>',
          ),
        ],
      },
    ]),
    divider({ width: '30%', color: 'rgb(214, 205, 188)', thickness: 2 }),
    heading(2, 'Venez nous rencontrer', { align: 'center' }),
    text('<p>Nos équipes vous accueillent du lundi au samedi, et certaines boutiques le dimanche matin.</p>', { align: 'center' }),
    buttons(
      [
        { label: 'Trouver une boutique', href: '/stores', linkType: 'default', type: 'primary' },
        { label: 'Nous contacter', href: '/contact-us', linkType: 'default', type: 'secondary' },
      ],
      { align: 'center' },
    ),
  ]),
].join('');

const customerService = article([
  text(
    `<p>Notre équipe vous répond du lundi au vendredi de 9 h à 18 h et le samedi de 10 h à 13 h, au <a href="${SHOP.phoneHref}">${SHOP.phone}</a> (appel non surtaxé) ou par e-mail à <a href="mailto:${SHOP.email}">${SHOP.email}</a>. Vous pouvez aussi utiliser notre <a href="/contact-us">formulaire de contact</a>.</p>`,
  ),
  buttons(
    [
      { label: 'Suivre ma commande', href: '/track-my-order/', linkType: 'default', type: 'primary' },
      { label: 'Nous écrire', href: '/contact-us', linkType: 'default', type: 'secondary' },
    ],
    { margin: '0px 0px 24px' },
  ),
  heading(2, 'Commandes'),
  faq([
    {
      question: 'Comment suivre ma commande ?',
      answer:
        '<p>Dès l’expédition, vous recevez un e-mail avec le numéro de suivi du transporteur. Vous retrouvez aussi l’état de vos commandes dans votre espace client, rubrique « Historique des commandes », ou sans compte depuis la page <a href="/track-my-order/">Suivre ma commande</a>.</p>',
    },
    {
      question: 'Puis-je modifier ou annuler ma commande ?',
      answer:
        '<p>Tant qu’elle n’est pas préparée, oui : appelez-nous rapidement. Une fois le colis expédié, vous pourrez exercer votre droit de rétractation à réception.</p>',
    },
    {
      question: 'Un produit est en rupture de stock, quand revient-il ?',
      answer:
        '<p>La plupart des ruptures durent moins de deux semaines. Ajoutez le produit à vos favoris pour le retrouver facilement, ou demandez à votre boutique s’il lui en reste.</p>',
    },
  ]),
  heading(2, 'Livraison'),
  faq([
    {
      question: 'Quels sont les modes et les frais de livraison ?',
      answer:
        '<ul>' +
        '<li>Retrait en boutique : gratuit, sous 48 heures ouvrées.</li>' +
        '<li>Point relais : 3,90 €, en 2 à 4 jours ouvrés.</li>' +
        '<li>Colissimo à domicile : 4,90 €, en 2 à 3 jours ouvrés.</li>' +
        '<li>Express à domicile : 9,90 €, le lendemain pour toute commande passée avant 13 h.</li>' +
        '</ul>' +
        `<p>La livraison en point relais et à domicile est offerte dès ${SHOP.freeShipping} d’achat. Nous livrons la France métropolitaine et la Corse.</p>`,
    },
    {
      question: 'Mon colis est abîmé ou incomplet, que faire ?',
      answer:
        '<p>Signalez-le au livreur si possible, puis contactez-nous sous 48 heures avec une photo du colis et des produits. Nous vous renvoyons les articles manquants ou endommagés sans frais.</p>',
    },
  ]),
  heading(2, 'Retours et remboursements'),
  faq([
    {
      question: 'Comment retourner un produit ?',
      answer:
        '<p>Vous disposez de 14 jours après réception pour exercer votre droit de rétractation, et nous l’étendons à 30 jours pour les produits non ouverts. Pour des raisons d’hygiène, les produits descellés ne peuvent pas être repris, sauf défaut. Faites votre demande depuis votre espace client ou rapportez le produit dans l’une de nos boutiques.</p>',
    },
    {
      question: 'Quand serai-je remboursé ?',
      answer:
        '<p>Le remboursement est effectué sur le moyen de paiement utilisé, dans les 14 jours suivant la réception de votre retour.</p>',
    },
  ]),
  heading(2, 'Paiement et sécurité'),
  faq([
    {
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer:
        '<p>Cartes bancaires (CB, Visa, Mastercard), avec authentification 3-D Secure par votre banque. Les coordonnées bancaires sont saisies sur une page sécurisée de notre prestataire de paiement ; nous n’y avons jamais accès.</p>',
    },
    {
      question: 'Mon paiement a été refusé, pourquoi ?',
      answer:
        '<p>Le plus souvent, la validation 3-D Secure n’a pas abouti ou le plafond de la carte est atteint. Réessayez ou utilisez une autre carte ; votre panier est conservé.</p>',
    },
  ]),
  heading(2, 'Nos produits'),
  faq([
    {
      question: 'Les compléments alimentaires sont-ils adaptés pendant la grossesse ?',
      answer:
        '<p>Certains le sont, comme les folates, d’autres non. Demandez toujours l’avis de votre médecin ou de votre sage-femme avant d’en prendre pendant la grossesse ou l’allaitement. Les contre-indications figurent sur chaque fiche produit.</p>',
    },
    {
      question: 'Où sont fabriqués vos produits ?',
      answer:
        '<p>Dans des laboratoires situés en France et dans l’Union européenne, déclarés auprès des autorités sanitaires. Le pays de fabrication est indiqué sur chaque fiche produit ; le filtre « Fabriqué en France » regroupe nos références françaises.</p>',
    },
  ]),
]);

const legalNotice = article([
  heading(2, 'Éditeur du site'),
  text(
    `<p>${SHOP.company}, société par actions simplifiée au capital de ${SHOP.capital}<br>Siège social : ${SHOP.address}<br>${SHOP.rcs} – TVA intracommunautaire ${SHOP.vat}<br>Téléphone : ${SHOP.phone} – E-mail : <a href="mailto:${SHOP.email}">${SHOP.email}</a></p>` +
      '<p>Directrice de la publication : Claire Rambert, présidente.</p>',
  ),
  heading(2, 'Hébergement'),
  text(
    '<p>Le site est hébergé dans des centres de données situés dans l’Union européenne par notre prestataire d’hébergement, dont les coordonnées sont disponibles sur simple demande à notre service client.</p>',
  ),
  heading(2, 'Propriété intellectuelle'),
  text(
    '<p>Les textes, visuels, logos et marques présents sur ce site sont la propriété de Vitrine ou de ses partenaires. Toute reproduction sans autorisation écrite est interdite.</p>',
  ),
  heading(2, 'Compléments alimentaires'),
  text(
    '<p>Les produits vendus sur ce site sont des compléments alimentaires au sens de la directive 2002/46/CE et du décret n° 2006-352. Ils ne sont pas des médicaments et ne peuvent ni prévenir, ni traiter, ni guérir une maladie. Ne pas dépasser la dose journalière recommandée. Tenir hors de portée des jeunes enfants. Un complément alimentaire ne se substitue pas à une alimentation variée et équilibrée et à un mode de vie sain.</p>',
  ),
  heading(2, 'Médiation de la consommation'),
  text(
    '<p>En cas de litige non résolu avec notre service client, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons, dont les coordonnées figurent dans nos <a href="/conditions-generales-de-vente">conditions générales de vente</a>, ou à la plateforme européenne de règlement en ligne des litiges.</p>',
  ),
  heading(2, 'Données personnelles'),
  text('<p>Voir notre <a href="/donnees-personnelles">politique de protection des données personnelles</a>.</p>'),
]);

const terms = article([
  text(
    `<p>Les présentes conditions générales de vente régissent les commandes passées sur ce site par des consommateurs auprès de ${SHOP.company}, ${SHOP.address}, ${SHOP.rcs}.</p>`,
  ),
  heading(2, 'Article 1 – Produits'),
  text(
    '<p>Les produits sont des compléments alimentaires et des produits de bien-être décrits avec la plus grande exactitude possible. Les photographies et illustrations ne sont pas contractuelles. Les produits sont proposés dans la limite des stocks disponibles.</p>',
  ),
  heading(2, 'Article 2 – Prix'),
  text(
    '<p>Les prix sont indiqués en euros, toutes taxes comprises, hors frais de livraison. Les frais de livraison sont indiqués avant la validation de la commande. Le prix facturé est celui affiché au moment de la commande.</p>',
  ),
  heading(2, 'Article 3 – Commande et paiement'),
  text(
    '<p>La commande est définitive après acceptation du paiement par carte bancaire. Un e-mail de confirmation récapitule votre commande ; la facture est disponible dans votre espace client.</p>',
  ),
  heading(2, 'Article 4 – Livraison'),
  text(
    '<p>Nous livrons en France métropolitaine et en Corse, selon les modes et délais décrits sur la page <a href="/livraison-retours">Livraison et retours</a>. En cas de retard de plus de sept jours, vous pouvez annuler la commande dans les conditions prévues par le Code de la consommation.</p>',
  ),
  heading(2, 'Article 5 – Droit de rétractation'),
  text(
    '<p>Conformément à l’article L221-18 du Code de la consommation, vous disposez de 14 jours à compter de la réception pour vous rétracter, sans avoir à vous justifier. Ce droit ne s’applique pas aux produits descellés après la livraison qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé (article L221-28). Nous remboursons le prix et les frais de livraison initiaux dans les 14 jours suivant la réception du retour.</p>',
  ),
  heading(2, 'Article 6 – Garanties'),
  text(
    '<p>Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil).</p>',
  ),
  heading(2, 'Article 7 – Médiation et litiges'),
  text(
    '<p>En cas de réclamation, contactez d’abord notre service client. À défaut d’accord, vous pouvez saisir gratuitement le médiateur de la consommation dont nous relevons. Les présentes conditions sont soumises au droit français.</p>',
  ),
]);

const shipping = article([
  heading(2, 'Modes de livraison'),
  text(
    '<table>' +
      '<thead><tr><th>Mode</th><th>Délai</th><th>Tarif</th></tr></thead>' +
      '<tbody>' +
      '<tr><td>Retrait en boutique</td><td>48 heures ouvrées</td><td>Gratuit</td></tr>' +
      `<tr><td>Point relais</td><td>2 à 4 jours ouvrés</td><td>3,90 €, offert dès ${SHOP.freeShipping}</td></tr>` +
      `<tr><td>Colissimo à domicile</td><td>2 à 3 jours ouvrés</td><td>4,90 €, offert dès ${SHOP.freeShipping}</td></tr>` +
      '<tr><td>Express à domicile</td><td>Le lendemain avant 13 h</td><td>9,90 €</td></tr>' +
      '</tbody></table>' +
      '<p>Les commandes passées avant 13 h du lundi au vendredi sont expédiées le jour même depuis notre entrepôt de la région lyonnaise.</p>',
  ),
  heading(2, 'Retours'),
  text(
    '<p>Vous avez 14 jours après réception pour changer d’avis, et nous acceptons les retours de produits non ouverts jusqu’à 30 jours. Faites votre demande depuis votre espace client pour obtenir une étiquette de retour, ou rapportez les produits dans l’une de nos boutiques.</p>',
  ),
  buttons(
    [
      { label: 'Questions fréquentes', href: '/customer-service', linkType: 'page', type: 'secondary' },
      { label: 'Nos boutiques', href: '/stores', linkType: 'default', type: 'secondary' },
    ],
  ),
]);

const notFound = row(
  [
    image({ src: 'wysiwyg/404/flacon-egare.png', alt: 'Un flacon renversé : cette page est introuvable' }),
    heading(1, 'Cette page est introuvable', { align: 'center' }),
    text(
      '<p>Le lien que vous avez suivi est peut-être ancien, ou la page a été déplacée. Vérifiez l’adresse, lancez une recherche ou repartez de l’une de nos rubriques.</p>',
      { align: 'center' },
    ),
    buttons(
      [
        { label: 'Retour à l’accueil', href: '/', linkType: 'default', type: 'primary' },
        { label: 'Meilleures ventes', href: '/meilleures-ventes.html', linkType: 'category', type: 'secondary' },
        { label: 'Service client', href: '/customer-service', linkType: 'page', type: 'link' },
      ],
      { align: 'center' },
    ),
  ],
  { padding: '24px 10px 48px', textAlign: 'center' },
);

// A video and the third-party widgets, as Page Builder stores them. The video is on YouTube: the page shows a play
// button until the shopper asks for the player. The widgets' scripts are the shop's configured ones (TINTUP_SCRIPT_URL,
// TRUSTBEAUTY_SCRIPT_URL); without them, the feed's page stands in for the feed.
function video(url: string, o: { maxWidth?: string } = {}): string {
  return (
    `<div data-content-type="video" data-appearance="default" data-element="main" style="${BORDER} margin: 0px 0px 24px; padding: 0px; text-align: center;">` +
    `<div class="pagebuilder-video-inner" data-element="inner" style="max-width: ${o.maxWidth ?? '960px'};">` +
    `<div class="pagebuilder-video-wrapper" data-element="wrapper" style="border-radius: 0px;">` +
    `<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="${esc(url)}" data-element="video"></iframe></div>` +
    `</div></div></div>`
  );
}

function socialFeed(o: { feedId: string; url: string; title: string }): string {
  return (
    `<div data-content-type="tintup" data-appearance="default" data-element="main" data-url="${esc(o.url)}" style="margin: 0px 0px 24px; padding: 0px;">` +
    `<div data-element="html"><p>${esc(o.title)}</p><div class="tintup" data-id="${esc(o.feedId)}" data-columns="" data-mobilescroll="true"></div></div>` +
    `</div>`
  );
}

function reviewsWidget(apiKey: string): string {
  return `<div data-content-type="trustbeauty" data-appearance="default" data-element="main" data-api-key="${esc(apiKey)}" style="margin: 0px 0px 24px; padding: 0px;"></div>`;
}

const community = row(
  [
    heading(2, 'Nos conseils en vidéo'),
    text('<p>Comment bien choisir sa vitamine D, et à quel moment de la journée la prendre : notre pharmacienne vous explique tout en trois minutes.</p>'),
    video('https://www.youtube.com/watch?v=aqz-KE-bpKQ'),
    heading(2, 'Vous en parlez'),
    socialFeed({ feedId: 'vitrine-bien-etre', url: 'https://www.tintup.com/vitrine-bien-etre', title: 'Partagez vos routines bien-être avec #VitrineBienEtre.' }),
    heading(2, 'Les avis de nos clients'),
    reviewsWidget('vitrine-fr-2024'),
  ],
  { padding: '24px 10px 48px' },
);

export const cmsPages: SeedCmsPage[] = [
  {
    identifier: 'home',
    urlKey: 'home',
    title: 'Vitrine – compléments alimentaires et bien-être',
    metaTitle: 'Compléments alimentaires, vitamines et bien-être',
    metaDescription:
      `Vitamines, minéraux, oméga-3, probiotiques et plantes : des compléments alimentaires sélectionnés avec exigence. Livraison offerte dès ${SHOP.freeShipping} et retrait gratuit en boutique.`,
    content: home,
  },
  {
    identifier: 'donnees-personnelles',
    urlKey: 'donnees-personnelles',
    title: 'Protection des données personnelles',
    contentHeading: 'Politique de protection des données personnelles',
    metaTitle: 'Protection des données personnelles',
    metaDescription:
      'Quelles données Vitrine collecte, pourquoi, combien de temps elles sont conservées et comment exercer vos droits (RGPD).',
    content: dataProtection,
  },
  {
    identifier: 'a-propos',
    urlKey: 'about-us',
    title: 'À propos de Vitrine',
    contentHeading: 'À propos de Vitrine',
    metaTitle: 'Notre histoire et nos engagements',
    metaDescription:
      'Née à Lyon en 2014, Vitrine sélectionne des compléments alimentaires sérieux et vous conseille dans dix-neuf points de vente en France.',
    content: aboutUs,
  },
  {
    identifier: 'service-client',
    urlKey: 'customer-service',
    title: 'Service client',
    contentHeading: 'Service client et questions fréquentes',
    metaTitle: 'Service client et FAQ',
    metaDescription:
      'Commandes, livraison, retours, paiement : les réponses à vos questions et les coordonnées du service client Vitrine.',
    content: customerService,
  },
  {
    identifier: 'mentions-legales',
    urlKey: 'mentions-legales',
    title: 'Mentions légales',
    contentHeading: 'Mentions légales',
    metaTitle: 'Mentions légales',
    metaDescription: 'Éditeur, hébergement, propriété intellectuelle et informations réglementaires du site Vitrine.',
    content: legalNotice,
  },
  {
    identifier: 'conditions-generales-de-vente',
    urlKey: 'conditions-generales-de-vente',
    title: 'Conditions générales de vente',
    contentHeading: 'Conditions générales de vente',
    metaTitle: 'Conditions générales de vente',
    metaDescription: 'Prix, commande, livraison, droit de rétractation et garanties : les conditions de vente du site Vitrine.',
    content: terms,
  },
  {
    identifier: 'livraison-retours',
    urlKey: 'livraison-retours',
    title: 'Livraison et retours',
    contentHeading: 'Livraison et retours',
    metaTitle: 'Livraison et retours',
    metaDescription: `Retrait gratuit en boutique, point relais ou domicile : livraison offerte dès ${SHOP.freeShipping}, retours jusqu’à 30 jours.`,
    content: shipping,
  },
  {
    identifier: 'communaute',
    urlKey: 'communaute',
    title: 'La communauté Vitrine',
    contentHeading: 'La communauté Vitrine',
    metaTitle: 'Conseils en vidéo et avis clients',
    metaDescription: 'Nos conseils en vidéo, vos partages sur les réseaux sociaux et les avis de nos clients.',
    content: community,
  },
  {
    identifier: 'no-route',
    urlKey: 'no-route',
    title: 'Page introuvable',
    metaTitle: 'Page introuvable',
    content: notFound,
  },
].map((page) => ({
  ...page,
  title: typo(page.title),
  ...(page.contentHeading ? { contentHeading: typo(page.contentHeading) } : {}),
  ...(page.metaDescription ? { metaDescription: typo(page.metaDescription) } : {}),
  content: typo(page.content),
}));

// ─── Blocks ─────────────────────────────────────────────────────────────────────────────────

const blocks: SeedCmsBlock[] = [
  {
    identifier: 'top-banner',
    title: 'Bandeau d’annonce (hello bar)',
    content: row(
      [
        text(
          `<p><strong>Livraison offerte dès ${SHOP.freeShipping} d’achat</strong> · Retrait gratuit en boutique · <a href="/livraison-retours">En savoir plus</a></p>`,
          { align: 'center', margin: '0px' },
        ),
      ],
      { appearance: 'full-width', background: '#E9F5F2', padding: '6px 10px', margin: '0px', textAlign: 'center' },
    ),
  },
  {
    identifier: 'footer-checkout-links-block',
    title: 'Liens du pied de page du tunnel de commande',
    content: row(
      [
        text(
          '<ul class="footer-checkout-links">' +
            '<li><a href="/conditions-generales-de-vente">Conditions générales de vente</a></li>' +
            '<li><a href="/mentions-legales">Mentions légales</a></li>' +
            '<li><a href="/donnees-personnelles">Données personnelles</a></li>' +
            '<li><a href="/livraison-retours">Livraison et retours</a></li>' +
            '</ul>',
          { margin: '0px' },
        ),
      ],
      { padding: '0px', margin: '0px' },
    ),
  },
  {
    identifier: 'contact-us-banner',
    title: 'Page contact – bannière',
    content: row(
      [
        banner({
          // Left: the picture's right half belongs to its tube.
          appearance: 'collage-left',
          image: 'wysiwyg/contact/service-client.png',
          minHeight: '240px',
          textAlign: 'left',
          content:
            // The contact page has its own title: the banner speaks under it.
            '<p><strong>Une question, un conseil ?</strong></p>' +
            '<p>Une question sur un produit, une commande ou une livraison ? Notre équipe vous répond sous 24 heures ouvrées.</p>',
        }),
      ],
      { appearance: 'full-width', padding: '0px', margin: '0px 0px 24px' },
    ),
  },
  {
    identifier: 'contact-us-sidebar',
    title: 'Page contact – coordonnées',
    content: row(
      [
        heading(3, 'Par téléphone', { margin: '0px 0px 8px' }),
        text(
          `<p><a href="${SHOP.phoneHref}">${SHOP.phone}</a> (appel non surtaxé)<br>Du lundi au vendredi de 9 h à 18 h<br>Le samedi de 10 h à 13 h</p>`,
        ),
        heading(3, 'Par e-mail', { margin: '0px 0px 8px' }),
        text(`<p><a href="mailto:${SHOP.email}">${SHOP.email}</a><br>Réponse sous 24 heures ouvrées</p>`),
        heading(3, 'Par courrier', { margin: '0px 0px 8px' }),
        text(`<p>${SHOP.company} – Service client<br>${SHOP.address.replace(', ', '<br>')}</p>`),
        divider(),
        text('<p>Besoin d’un conseil en personne ? Nos conseillers vous accueillent dans nos boutiques.</p>'),
        buttons([
          { label: 'Trouver une boutique', href: '/stores', linkType: 'default', type: 'secondary' },
          { label: 'Questions fréquentes', href: '/customer-service', linkType: 'page', type: 'link' },
        ]),
      ],
      { background: '#F7F4EE', padding: '24px' },
    ),
  },
  {
    identifier: 'footer-newsletter',
    title: 'Pied de page – lettre d’information',
    content: row(
      [
        heading(3, 'Conseils et offres, une fois par mois', { margin: '0px 0px 8px' }),
        text(
          '<p>Recevez nos dossiers bien-être, les nouveautés et des offres réservées aux abonnés. Désinscription en un clic, à tout moment.</p>',
          { margin: '0px' },
        ),
      ],
      { padding: '0px', margin: '0px' },
    ),
  },
  {
    identifier: 'menu-promo',
    title: 'Mega menu – promotion par défaut',
    content: row(
      [
        image({
          src: 'wysiwyg/home/banniere-immunite-mobile.png',
          alt: 'Vitamine D3 et complexe immunité pour passer l’hiver',
          link: { href: '/immunite.html', linkType: 'category' },
          radius: 8,
        }),
        heading(3, 'Cap sur l’hiver', { margin: '0px 0px 8px' }),
        text('<p>Vitamine D, complexe immunité, zinc : nos essentiels pour la saison froide.</p>'),
        buttons([{ label: 'Je découvre', href: '/immunite.html', linkType: 'category', type: 'primary' }]),
      ],
      { background: '#FFF6EA', padding: '20px', margin: '0px' },
    ),
  },
];

export const cmsBlocks: SeedCmsBlock[] = blocks.map((b) => ({ ...b, title: typo(b.title), content: typo(b.content) }));
