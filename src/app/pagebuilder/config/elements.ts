import { mediaPath } from '../../../domain/images';
import { videoSource } from '../../../domain/content-rules';
import type { ButtonType, MapLocation } from '../../../domain/page-builder';
import { decodeEntities, descendants, parseHtml, part, textOf, type HtmlElement } from '../html';
import { sanitiseHtml } from '../sanitiser';
import { pick } from '../styles';
import { box, boxCss, classes, classOf, contentImage, flag, linked, type ContentTypeConfig } from './read';

// Content types that hold no other: heading, text, HTML code, image, buttons, divider, video, map, and the social
// feed and reviews widgets.
//
// Block links (button-item, link type "block") are this shop's addition: the button's link names a CMS block,
// shown in a modal when the shopper opens it:
//   <a href="delivery-details" data-link-type="block" data-block-title="Delivery" data-element="link">…</a>

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const heading: ContentTypeConfig<'heading'> = {
  container: false,
  read(main, context) {
    const fields = {
      contentType: 'heading' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      text: textOf(main).trim(),
      headingType: HEADINGS.find((h) => h === main.tag) ?? 'h2',
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

export const text: ContentTypeConfig<'text'> = {
  container: false,
  read(main, context) {
    const fields = { contentType: 'text' as const, appearance: main.attrs['data-appearance'] ?? 'default', ...box(context.style(main)) };
    return { ...fields, content: context.rich(main), classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

export const html: ContentTypeConfig<'html'> = {
  container: false,
  read(main, context) {
    const fields = { contentType: 'html' as const, appearance: main.attrs['data-appearance'] ?? 'default', ...box(context.style(main)) };
    // Page Builder stores the code HTML-encoded (the element holds text); older content holds the markup itself.
    const encoded = main.children.every((child) => typeof child === 'string');
    const source = encoded ? { ...main, children: parseHtml(sanitiseHtml(decodeEntities(textOf(main)))) } : main;
    return { ...fields, html: context.rich(source), classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

export const image: ContentTypeConfig<'image'> = {
  container: false,
  read(main, context) {
    const anchor = part(main, 'link');
    const desktop = part(main, 'desktop_image');
    const mobile = part(main, 'mobile_image');
    const desktopImage = contentImage(desktop?.attrs.src, desktop?.attrs);
    const mobileImage = contentImage(mobile?.attrs.src, mobile?.attrs);
    const imageStyle = box(context.style(desktop));
    const caption = part(main, 'caption');
    const fields = {
      contentType: 'image' as const,
      appearance: main.attrs['data-appearance'] ?? 'full-width',
      ...box(context.style(main)),
      ...linked(anchor),
      desktopImage,
      mobileImage: mobileImage && mobileImage.src !== desktopImage?.src ? mobileImage : null,
      altText: desktop?.attrs.alt ?? mobile?.attrs.alt ?? '',
      title: desktop?.attrs.title || null,
      caption: caption ? textOf(caption).trim() || null : null,
    };
    const { margin, padding, ...imageBorder } = boxCss(imageStyle);
    return {
      ...fields,
      classes: classes({ main: classOf(context, boxCss(fields), main), image: context.sheet.add([{ declarations: imageBorder }]) }),
    };
  },
};

export const buttons: ContentTypeConfig<'buttons'> = {
  container: true,
  read(main, context) {
    const fields = {
      contentType: 'buttons' as const,
      appearance: main.attrs['data-appearance'] === 'stacked' ? ('stacked' as const) : ('inline' as const),
      ...box(context.style(main)),
      isSameWidth: flag(main.attrs['data-same-width']),
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

const BUTTON_TYPES: Record<string, ButtonType> = {
  primary: 'primary',
  secondary: 'secondary',
  tertiary: 'tertiary',
  link: 'link',
  'inverted-link': 'invertedLink',
  'underline-inverted-link': 'underlineInvertedLink',
};

export function buttonType(element: HtmlElement | undefined): ButtonType {
  const match = /pagebuilder-button-([a-z-]+)/.exec(element?.attrs.class ?? '');
  return BUTTON_TYPES[match?.[1] ?? ''] ?? 'primary';
}

export const buttonItem: ContentTypeConfig<'button-item'> = {
  container: false,
  read(main, context) {
    const anchor = part(main, 'link');
    const label = part(main, 'link_text');
    const link = linked(anchor?.tag === 'a' ? anchor : undefined);
    const block = link.linkType === 'block' && link.link;
    return {
      contentType: 'button-item',
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      ...link,
      ...(block && { link: anchor?.attrs['data-block-identifier'] || link.link, id: context.nextId() }),
      text: textOf(label ?? anchor ?? main).trim(),
      buttonType: buttonType(anchor),
      blockTitle: anchor?.attrs['data-block-title'] || null,
    };
  },
};

export const divider: ContentTypeConfig<'divider'> = {
  container: false,
  read(main, context) {
    const line = context.style(part(main, 'line'));
    const fields = {
      contentType: 'divider' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      ...(line.width && { width: line.width }),
      ...(line['border-color'] && { color: line['border-color'] }),
      ...(line['border-width'] && { thickness: line['border-width'] }),
    };
    const lineCss = pick(
      { width: fields.width ?? '', 'border-top-width': fields.thickness ?? '', 'border-color': fields.color ?? '' },
      ['width', 'border-top-width', 'border-color'],
    );
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main), line: context.sheet.add([{ declarations: lineCss }]) }) };
  },
};

export const video: ContentTypeConfig<'video'> = {
  container: false,
  read(main, context) {
    // The sanitiser leaves the player as an element with its checked source (sanitiser.ts).
    const player = part(main, 'video');
    const inner = context.style(part(main, 'inner'));
    const src = player?.attrs['data-src'] ?? null;
    const url = videoSource(src);
    const fields = {
      contentType: 'video' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      url: url && (/^https?:\/\/[^/]+\/media\//i.test(url) ? mediaPath(url) : url),
      autoplay: player?.attrs['data-autoplay'] !== undefined || /[?&]autoplay=1/.test(src ?? ''),
      muted: player?.attrs['data-muted'] !== undefined || /[?&]mute=1/.test(src ?? ''),
      ...(inner['max-width'] && { maxWidth: inner['max-width'] }),
    };
    return {
      ...fields,
      classes: classes({
        main: classOf(context, boxCss(fields), main),
        inner: context.sheet.add([{ declarations: pick({ 'max-width': fields.maxWidth ?? '' }, ['max-width']) }]),
      }),
    };
  },
};

interface StoredLocation {
  position?: { latitude?: number | string; longitude?: number | string };
  location_name?: string;
  address?: string;
  city?: string;
  state?: string;
  zipcode?: string;
  country?: string;
  phone?: string;
  comment?: string;
}

function locations(value: string | undefined): MapLocation[] {
  let stored: unknown;
  try {
    stored = JSON.parse(value ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return (stored as StoredLocation[]).flatMap((location) => {
    const latitude = Number(location.position?.latitude);
    const longitude = Number(location.position?.longitude);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
    const place = [location.zipcode, location.city].filter(Boolean).join(' ');
    return [
      {
        name: location.location_name?.trim() || place,
        address: [location.address, place, location.state, location.country].filter(Boolean).join(', '),
        latitude,
        longitude,
        phone: location.phone?.trim() || null,
        comment: location.comment?.trim() || null,
      },
    ];
  });
}

export const map: ContentTypeConfig<'map'> = {
  container: false,
  read(main, context) {
    const withLocations = [main, ...descendants(main)].find((el) => el.attrs['data-locations'] !== undefined);
    const fields = {
      contentType: 'map' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      locations: locations(withLocations?.attrs['data-locations']),
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

const FEED_ID = /^[\w-]{1,64}$/;

/**
 * A social feed (spec §3 tintup): Page Builder keeps the widget's embed code, the feed's container
 * (`<div class="tintup" data-id="…">`), and the feed's page. Only the feed's id and safe markup are kept: the script
 * is the shop's (src/domain/embeds.ts), never one the content names.
 */
export const tintup: ContentTypeConfig<'tintup'> = {
  container: false,
  read(main, context) {
    const feed = [main, ...descendants(main)].find((el) => el.attrs['data-id'] !== undefined);
    const feedId = feed?.attrs['data-id']?.trim() ?? '';
    const url = main.attrs['data-url']?.trim() ?? '';
    const fields = {
      contentType: 'tintup' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      html: context.rich(part(main, 'html')),
      url: /^https:\/\/[^/\s]+\/\S*$/i.test(url) ? url : null,
      feedId: FEED_ID.test(feedId) ? feedId : null,
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};

/** A reviews widget (spec §3 trustbeauty): its API key, for the shop's reviews script. */
export const trustbeauty: ContentTypeConfig<'trustbeauty'> = {
  container: false,
  read(main, context) {
    const apiKey = main.attrs['data-api-key']?.trim() ?? '';
    const fields = {
      contentType: 'trustbeauty' as const,
      appearance: main.attrs['data-appearance'] ?? 'default',
      ...box(context.style(main)),
      apiKey: FEED_ID.test(apiKey) ? apiKey : null,
    };
    return { ...fields, classes: classes({ main: classOf(context, boxCss(fields), main) }) };
  },
};
