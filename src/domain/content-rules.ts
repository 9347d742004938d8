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

/** A video on a video host (spec §5): the host, the video's id, and the player to embed, built from the id alone. */
export interface HostedVideo {
  host: 'YouTube' | 'Vimeo';
  id: string;
  /** The host's player, started at once (it loads when the shopper asks for it). */
  embedUrl: string;
}

// A host's URL, capturing the video's id: YouTube's (11 characters) in a watch, embed or short link; Vimeo's (a number).
const HOSTED =
  /^https?:\/\/(?:(?:www\.|m\.)?youtube(?:-nocookie)?\.com\/(?:(?:embed|shorts|v)\/|watch\?(?:[^#]*&)?v=)|youtu\.be\/)([\w-]{11})(?=[?#&/]|$)|^https?:\/\/(?:(?:www\.)?vimeo\.com|player\.vimeo\.com\/video)\/(\d+)(?=[?#/]|$)/i;

/**
 * The hosted video a URL shows, or null. The player's address is built from the id (YouTube's without cookies),
 * never taken from the content, so an embedded frame can only ever be one of these two players.
 */
export function hostedVideo(url: string | null | undefined, options: { muted?: boolean } = {}): HostedVideo | null {
  const [, youtube, vimeo] = HOSTED.exec(url?.trim() ?? '') ?? [];
  if (youtube) return { host: 'YouTube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0${options.muted ? '&mute=1' : ''}` };
  if (vimeo) return { host: 'Vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1${options.muted ? '&muted=1' : ''}` };
  return null;
}

/** A video source is a video host's URL or a local file (spec §5); anything else is no source. */
export function videoSource(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (hostedVideo(value)) return value;
  // A path of the shop's (no scheme, not protocol-relative), or a file of a shop's media.
  const local = (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !value.startsWith('//')) || /^https?:\/\/[^/]+\/media\//i.test(value);
  return local && VIDEO_FILE.test(value) ? value : null;
}

/** Whether a video source is played by a video host's player. */
export const isHostedVideo = (url: string) => hostedVideo(url) !== null;

/** The origins of the hosts' players, which a page showing one may frame (src/server/security-headers.ts). */
export const VIDEO_PLAYER_ORIGINS = { YouTube: 'https://www.youtube-nocookie.com', Vimeo: 'https://player.vimeo.com' } as const;

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
