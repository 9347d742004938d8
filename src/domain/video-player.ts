import { HOSTED_VIDEO_URL, isHostedVideo } from './content-rules';
import type { VideoBackground, VideoNode, VideoPlayerInput } from './page-builder';

// The players of CMS content's videos (spec §4 video player), with the video's code: the first load does without.

/** A video on a video host (spec §5): the host, the video's id, and the player to embed, built from the id alone. */
export interface HostedVideo {
  host: 'YouTube' | 'Vimeo';
  id: string;
  /** The host's player, started at once (it loads when the shopper asks for it). */
  embedUrl: string;
}

/**
 * The hosted video a URL shows, or null. The player's address is built from the id (YouTube's without cookies),
 * never taken from the content, so an embedded frame can only ever be one of these two players.
 */
export function hostedVideo(url: string | null | undefined, options: { muted?: boolean } = {}): HostedVideo | null {
  const [, youtube, vimeo] = HOSTED_VIDEO_URL.exec(url?.trim() ?? '') ?? [];
  if (youtube) return { host: 'YouTube', id: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0${options.muted ? '&mute=1' : ''}` };
  if (vimeo) return { host: 'Vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1${options.muted ? '&muted=1' : ''}` };
  return null;
}

/** The origins of the hosts' players, which the shop's pages may frame (src/server/security-headers.ts). */
export const VIDEO_PLAYER_ORIGINS = { YouTube: 'https://www.youtube-nocookie.com', Vimeo: 'https://player.vimeo.com' } as const;

/**
 * The player of a content video: it plays only while visible and does not loop (spec §9 defaults: Page Builder
 * stores neither for it).
 */
export const contentVideoPlayer = (node: VideoNode): VideoPlayerInput => ({
  source: node.url && isHostedVideo(node.url) ? 'hosted' : 'file',
  autoplay: node.autoplay,
  loop: false,
  playOnlyVisible: true,
});

/** A background video starts by itself, muted; it loops and plays only while visible unless told otherwise (spec §9). */
export const backgroundVideoPlayer = (node: VideoBackground): VideoPlayerInput => ({
  source: 'file',
  autoplay: true,
  loop: node.videoLoop ?? true,
  playOnlyVisible: node.videoPlayOnlyVisible ?? true,
});
