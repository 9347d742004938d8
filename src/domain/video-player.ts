import { isHostedVideo } from './content-rules';
import type { VideoBackground, VideoNode, VideoPlayerInput } from './page-builder';

// The players of CMS content's videos (spec §4 video player), with the video's code: the first load does without.

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
