import type { ComponentType } from 'react';
import type { ContentType } from '../../domain/page-builder';
import { Banner } from './render/banner';
import { Block } from './render/block';
import { ButtonItem } from './render/button-item';
import { Buttons } from './render/buttons';
import { Column } from './render/column';
import { ColumnGroup } from './render/column-group';
import { ColumnLine } from './render/column-line';
import { Divider } from './render/divider';
import { DynamicBlock } from './render/dynamic-block';
import { Faq } from './render/faq';
import { FaqItem } from './render/faq-item';
import { Heading } from './render/heading';
import { Html } from './render/html';
import { Image } from './render/image';
import { Products } from './render/products';
import { Row } from './render/row';
import { Slide } from './render/slide';
import { Slider } from './render/slider';
import { TabItem } from './render/tab-item';
import { Tabs } from './render/tabs';
import { Text } from './render/text';
import { lazyRenderer } from './render/lazy-renderer';
import type { RendererProps } from './render/types';

const Map = lazyRenderer(() => import('./render/map').then((m) => m.Map));
const Video = lazyRenderer(() => import('./render/video').then((m) => m.Video));
const Tintup = lazyRenderer(() => import('./render/embeds').then((m) => m.Tintup));
const Trustbeauty = lazyRenderer(() => import('./render/embeds').then((m) => m.Trustbeauty));

/** One renderer per content type the parser reads (content-types.ts has the same keys). */
export const renderers: { [T in ContentType]: ComponentType<RendererProps<T>> } = {
  row: Row,
  column: Column,
  'column-group': ColumnGroup,
  'column-line': ColumnLine,
  heading: Heading,
  text: Text,
  image: Image,
  buttons: Buttons,
  'button-item': ButtonItem,
  divider: Divider,
  banner: Banner,
  slide: Slide,
  slider: Slider,
  tabs: Tabs,
  'tab-item': TabItem,
  faq: Faq,
  'faq-item': FaqItem,
  block: Block,
  dynamic_block: DynamicBlock,
  products: Products,
  html: Html,
  video: Video,
  map: Map,
  tintup: Tintup,
  trustbeauty: Trustbeauty,
};
