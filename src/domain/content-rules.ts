import type { LinkType } from './page-builder';

// Rules of spec §5 the content parser applies to Page Builder's stored values (src/app/pagebuilder).

export const PARALLAX_SPEED = { min: -1, max: 2, default: 0.5 } as const;

/** Parallax speed clamped to −1…2, 0.5 when absent or unreadable (spec §5, §9). */
export function parallaxSpeed(value: string | null | undefined): number {
  const speed = Number.parseFloat(value ?? '');
  if (Number.isNaN(speed)) return PARALLAX_SPEED.default;
  return Math.min(PARALLAX_SPEED.max, Math.max(PARALLAX_SPEED.min, speed));
}

const VIDEO_FILE = /\.(?:mp4|webm|ogv|ogg|mov)(?:[?#]|$)/i;

// A host's URL, capturing the video's id: YouTube's (11 characters) in a watch, embed or short link; Vimeo's (a number).
export const HOSTED_VIDEO_URL =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:(?:embed|shorts|v)\/|watch\?(?:[^#]*&)?v=)|youtu\.be\/)([\w-]{11})(?=[?#&/]|$)|^https?:\/\/(?:(?:www\.)?vimeo\.com|player\.vimeo\.com\/video)\/(\d+)(?=[?#/]|$)/i;

/** A video source is a video host's URL or a local file (spec §5); anything else is no source. */
export function videoSource(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (isHostedVideo(value)) return value;
  // A path of the shop's (no scheme, not protocol-relative), or a file of a shop's media.
  const local = (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) || /^https?:\/\/[^/]+\/media\//i.test(value);
  return local && VIDEO_FILE.test(value) ? value : null;
}

/** Whether a video source is a video host's (spec §5: recognised by its video id), played by the host's player. */
export const isHostedVideo = (url: string) => HOSTED_VIDEO_URL.test(url.trim());

/**
 * Where a content link leads: block links name a block; links Page Builder typed as category, product or page
 * are the shop's own pages whatever host the backend wrote; other absolute links are external. Scripts and empty
 * links lead nowhere.
 */
export function contentLink(href: string | null | undefined, linkType: LinkType): string | null {
  const value = href?.trim() ?? '';
  if (value === '' || value === '#') return null;
  if (linkType === 'block') return value;
  if (/^(?:mailto|tel):/i.test(value)) return value;
  const absolute = /^https?:\/\//i.test(value);
  if (!absolute) return /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//') ? null : `/${value.replace(/^\/+/, '')}`;
  if (linkType === 'default') return value;
  try {
    const url = new URL(value);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
