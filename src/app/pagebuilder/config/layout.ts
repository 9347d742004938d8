import { BREAKPOINTS } from '../../../domain/layout';
import { parallaxSpeed } from '../../../domain/content-rules';
import { contentTypeElements, descendants, part, type HtmlElement } from '../html';
import {
  background,
  box,
  boxCss,
  classes,
  classOf,
  flag,
  justify,
  verticalAlignment,
  videoBackground,
  type ContentTypeConfig,
} from './read';

// Layout content types: rows, columns and their group and line, tabs and their items, blocks.

/** Columns sit side by side from this width; below it they stack (Page Builder's mobile breakpoint). */
const COLUMNS_SIDE_BY_SIDE = `(min-width: ${BREAKPOINTS.md}px)`;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

export const row: ContentTypeConfig<'row'> = {
  container: true,
  read(main, context) {
    const appearance = oneOf(main.attrs['data-appearance'], ['contained', 'full-width', 'full-bleed'] as const, 'contained');
    const inner = part(main, 'inner');
    // Contained rows keep their styles and data on the inner element; full-width rows keep their padding there.
    const frame = appearance === 'contained' && inner ? inner : main;
    const d = context.style(frame);
    const innerPadding = appearance === 'full-width' ? context.style(inner).padding : undefined;
    const fields = {
      contentType: 'row' as const,
      appearance,
      ...box(d),
      ...(innerPadding && { padding: innerPadding }),
      ...background(frame, d),
      ...videoBackground(frame),
      ...(verticalAlignment(d) && { verticalAlignment: verticalAlignment(d) }),
      ...(d['min-height'] && { minHeight: d['min-height'] }),
      enableParallax: flag(frame.attrs['data-enable-parallax']),
      parallaxSpeed: parallaxSpeed(frame.attrs['data-parallax-speed']),
    };
    const { padding, ...outer } = boxCss(fields);
    const frameCss = {
      ...outer,
      ...(appearance !== 'full-width' && padding && { padding }),
      ...(fields.minHeight && { 'min-height': fields.minHeight }),
      ...(fields.backgroundColor && { 'background-color': fields.backgroundColor }),
      ...(justify(fields.verticalAlignment) && { 'justify-content': justify(fields.verticalAlignment)! }),
    };
    return {
      ...fields,
      classes: classes({
        main: classOf(context, frameCss, frame),
        inner: appearance === 'full-width' && padding ? context.sheet.add([{ declarations: { padding } }]) : undefined,
      }),
    };
  },
};

const COLUMN_APPEARANCES = ['align-top', 'align-center', 'align-bottom', 'full-height'] as const;
const COLUMN_ALIGNMENT = { 'align-top': 'top', 'align-center': 'middle', 'align-bottom': 'bottom', 'full-height': undefined } as const;

export const column: ContentTypeConfig<'column'> = {
  container: true,
  read(main, context) {
    const d = context.style(main);
    const appearance = oneOf(main.attrs['data-appearance'], COLUMN_APPEARANCES, 'full-height');
    const alignment = COLUMN_ALIGNMENT[appearance] ?? verticalAlignment(d);
    const fields = {
      contentType: 'column' as const,
      appearance,
      ...box(d),
      ...background(main, d),
      ...(d.width && { width: d.width }),
      ...(d['min-height'] && { minHeight: d['min-height'] }),
      ...(alignment && { verticalAlignment: alignment }),
    };
    const css = {
      ...boxCss(fields),
      ...(fields.minHeight && { 'min-height': fields.minHeight }),
      ...(fields.backgroundColor && { 'background-color': fields.backgroundColor }),
      ...(justify(fields.verticalAlignment) && { 'justify-content': justify(fields.verticalAlignment)! }),
    };
    const main_ = context.sheet.add([
      { declarations: css },
      ...(fields.width ? [{ media: COLUMNS_SIDE_BY_SIDE, declarations: { width: fields.width } }] : []),
      ...context.media(main),
    ]);
    return { ...fields, classes: classes({ main: main_ }) };
  },
};

export const columnGroup: ContentTypeConfig<'column-group'> = {
  container: true,
  read(main, context) {
    const d = context.style(main);
    const fields = { contentType: 'column-group' as const, appearance: 'default', ...box(d), ...(d['min-height'] && { minHeight: d['min-height'] }) };
    const css = { ...boxCss(fields), ...(fields.minHeight && { 'min-height': fields.minHeight }) };
    return { ...fields, classes: classes({ main: classOf(context, css, main) }) };
  },
};

export const columnLine: ContentTypeConfig<'column-line'> = {
  container: true,
  read: () => ({ contentType: 'column-line', appearance: 'default' }),
};

const ALIGNMENTS = ['left', 'center', 'right'] as const;

export const tabs: ContentTypeConfig<'tabs'> = {
  container: true,
  read(main, context) {
    const d = context.style(main);
    const navigation = part(main, 'navigation');
    const content = part(main, 'content');
    const contentStyle = context.style(content);
    const alignment = /tab-align-(left|center|right)/.exec(main.attrs.class ?? '')?.[1] ?? context.style(navigation)['text-align'];
    const headers = contentTypeElements(main)
      .filter((el) => el.attrs['data-content-type'] === 'tab-item')
      .map((el) => el.attrs['data-tab-name'] ?? '');
    const index = Number.parseInt(main.attrs['data-active-tab'] ?? '', 10);
    const fields = {
      contentType: 'tabs' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(d),
      defaultIndex: index >= 0 && index < headers.length ? index : 0,
      headers,
      tabNavigationAlignment: oneOf(alignment, ALIGNMENTS, 'left'),
      ...(contentStyle['min-height'] && { minHeight: contentStyle['min-height'] }),
    };
    const contentCss = {
      ...boxCss(box(contentStyle)),
      ...(fields.minHeight && { 'min-height': fields.minHeight }),
    };
    return {
      ...fields,
      classes: classes({ main: classOf(context, boxCss(fields), main), content: classOf(context, contentCss, content) }),
    };
  },
};

export const tabItem: ContentTypeConfig<'tab-item'> = {
  container: true,
  read(main, context) {
    const d = context.style(main);
    const fields = {
      contentType: 'tab-item' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      tabName: main.attrs['data-tab-name'] ?? '',
      ...box(d),
      ...background(main, d),
      ...(d['min-height'] && { minHeight: d['min-height'] }),
      ...(verticalAlignment(d) && { verticalAlignment: verticalAlignment(d) }),
    };
    const css = {
      ...boxCss(fields),
      ...(fields.minHeight && { 'min-height': fields.minHeight }),
      ...(fields.backgroundColor && { 'background-color': fields.backgroundColor }),
      ...(justify(fields.verticalAlignment) && { 'justify-content': justify(fields.verticalAlignment)! }),
    };
    return { ...fields, classes: classes({ main: classOf(context, css, main) }) };
  },
};

export const block: ContentTypeConfig<'block'> = {
  container: 'content',
  read(main, context) {
    const fields = { contentType: 'block' as const, appearance: main.attrs['data-appearance'] ?? 'default', ...box(context.style(main)) };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

/** The element Magento renders for a dynamic blocks widget carries its ids and display mode. */
const widgetOf = (main: HtmlElement) => descendants(main).find((el) => el.attrs['data-uids'] !== undefined) ?? main;

export const dynamicBlock: ContentTypeConfig<'dynamic_block'> = {
  container: false,
  read(main, context) {
    const d = context.style(main);
    const widget = widgetOf(main);
    console.warn('Page Builder dynamic_block content cannot be resolved (no dynamic blocks API), it will not be rendered.');
    return {
      contentType: 'dynamic_block',
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(d),
      uids: (widget.attrs['data-uids'] ?? '').split(',').map((uid) => uid.trim()).filter(Boolean),
      displayMode: widget.attrs['data-display-mode'] || null,
      displayInline: flag(widget.attrs['data-display-inline'] ?? main.attrs['data-display-inline']),
      ...(d['min-height'] && { minHeight: d['min-height'] }),
    };
  },
};
