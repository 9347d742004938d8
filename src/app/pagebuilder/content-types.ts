import type { ContentType } from '../../domain/page-builder';
import { faq, faqItem } from './config/faq';
import { buttonItem, buttons, divider, heading, html, image, map, text, tintup, trustbeauty, video } from './config/elements';
import { block, column, columnGroup, columnLine, dynamicBlock, row, tabItem, tabs } from './config/layout';
import { banner, products, slide, slider } from './config/media';
import type { ContentTypeConfig } from './config/read';

/**
 * The content types the shop reads (spec §3), each with its reader; the renderers (renderers.tsx) have the same
 * keys. Others are skipped with a warning (spec §8).
 */
export const contentTypes: { [T in ContentType]: ContentTypeConfig<T> } = {
  row,
  column,
  'column-group': columnGroup,
  'column-line': columnLine,
  heading,
  text,
  image,
  buttons,
  'button-item': buttonItem,
  divider,
  banner,
  slide,
  slider,
  tabs,
  'tab-item': tabItem,
  faq,
  'faq-item': faqItem,
  block,
  dynamic_block: dynamicBlock,
  products,
  html,
  video,
  map,
  tintup,
  trustbeauty,
};

export const isSupported = (type: string): type is ContentType => Object.hasOwn(contentTypes, type);
