import { embedWidgetMachine } from '../../machines/embed-widget.machine';
import { videoPlayerMachine } from '../../machines/video-player.machine';
import type { VideoPlayerInput } from '../../src/domain/page-builder';
import { defineModel } from '../harness/model';

/**
 * A hosted video; background videos (they start by themselves), one looping and playing only while visible, one
 * played once wherever it is; a content file the shopper plays.
 */
export const VIDEO_INPUTS: VideoPlayerInput[] = [
  { source: 'hosted', autoplay: false, loop: false, playOnlyVisible: true },
  { source: 'file', autoplay: true, loop: true, playOnlyVisible: true },
  { source: 'file', autoplay: true, loop: false, playOnlyVisible: false },
  { source: 'file', autoplay: false, loop: false, playOnlyVisible: true },
];

/** The element the traversal attaches: a traversal runs no actor, so it is never touched. */
const ELEMENT = {} as HTMLMediaElement;

export const videoPlayerModel = defineModel({
  name: 'videoPlayer',
  machine: videoPlayerMachine,
  inputs: VIDEO_INPUTS,
  // Only a background video (one that starts by itself) has a play and pause button: a content file has the browser's controls.
  withhold: ({ context }) => (context.autoplay ? [] : ['toggle' as const]),
  identity: ({ context }) => ({ visible: context.visible, started: context.started, time: context.currentTime, volume: context.volume }),
  events: () => [
    { type: 'attach' as const, element: ELEMENT },
    { type: 'timeupdate' as const, currentTime: 1.5 },
    { type: 'volumechange' as const, volume: 0.5, muted: false },
  ],
});

/** A social feed widget: its script loads, fails (and is tried again), or the page must come from the server. */
export const embedWidgetModel = defineModel({ name: 'embedWidget', machine: embedWidgetMachine, input: { embed: 'tintup' as const } });
