import { assign, enqueueActions, fromCallback, not, sendTo, setup, type ActorRefFrom, type EventObject, type SnapshotFrom } from 'xstate';
import type { VideoPlayerInput } from '../src/domain/page-builder';

/** What the player asks of the media element (the `media` service carries it out). */
export type MediaCommand = { type: 'media.play' } | { type: 'media.pause' } | { type: 'media.restart' };

export type VideoPlayerEvent =
  /** The shopper asks for a video host's player. */
  | { type: 'load' }
  /** The page shows the media element, or no longer does. */
  | { type: 'attach'; element: HTMLMediaElement }
  | { type: 'detach' }
  // The media element's own events, told by the `media` service (spec §4 video player).
  | { type: 'ready' }
  | { type: 'started' }
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'ended' }
  | { type: 'timeupdate'; currentTime: number }
  | { type: 'volumechange'; volume: number; muted: boolean }
  | { type: 'error' }
  // Whether the element is on screen, told by the `visibility` service.
  | { type: 'visible' }
  | { type: 'hidden' }
  /** The shopper's play and pause button (a background video's: a content video has the browser's controls). */
  | { type: 'toggle' };

export interface VideoPlayerContext extends VideoPlayerInput {
  element: HTMLMediaElement | null;
  /** On screen, as the visibility service last told. */
  visible: boolean;
  /** The first frame has played. */
  started: boolean;
  currentTime: number;
  volume: number;
  muted: boolean;
}

/**
 * A video of CMS content (spec §4 video player). A video host's player is a facade until the shopper asks for it:
 * nothing reaches the host before. A file plays in a media element whose events drive the chart: ready, started,
 * play, pause, ended, timeupdate, volumechange, error. Autoplay starts it, only while it is on screen when it plays
 * only while visible (it pauses when it leaves the screen and goes on when it is back). At its end it starts again
 * when it loops; otherwise it has ended, and the page shows its fallback image again, as after an error.
 */
export const videoPlayerMachine = setup({
  types: {
    context: {} as VideoPlayerContext,
    events: {} as VideoPlayerEvent,
    input: {} as VideoPlayerInput,
  },
  actors: {
    // Browser services, provided by the app; on a server nothing is told.
    media: fromCallback<MediaCommand, { element: HTMLMediaElement }>(() => undefined),
    visibility: fromCallback<EventObject, { element: HTMLMediaElement }>(() => undefined),
  },
  actions: {
    keepElement: assign({ element: (_, params: { element: HTMLMediaElement }) => params.element }),
    dropElement: assign({ element: null, visible: false }),
    setVisible: assign({ visible: (_, params: { visible: boolean }) => params.visible }),
    markStarted: assign({ started: true }),
    keepTime: assign({ currentTime: (_, params: { currentTime: number }) => params.currentTime }),
    keepVolume: assign({ volume: (_, params: { volume: number; muted: boolean }) => params.volume, muted: (_, params) => params.muted }),
    playMedia: sendTo('media', { type: 'media.play' } satisfies MediaCommand),
    pauseMedia: sendTo('media', { type: 'media.pause' } satisfies MediaCommand),
    restartMedia: sendTo('media', { type: 'media.restart' } satisfies MediaCommand),
    /** Autoplay, once the element may play: at once, or when on screen if it plays only while visible. */
    autoplay: enqueueActions(({ context, enqueue }) => {
      if (context.autoplay && (context.visible || !context.playOnlyVisible)) enqueue.sendTo('media', { type: 'media.play' } satisfies MediaCommand);
    }),
  },
  guards: {
    isHosted: ({ context }) => context.source === 'hosted',
    autoplays: ({ context }) => context.autoplay,
    loops: ({ context }) => context.loop,
    playsOnlyVisible: ({ context }) => context.playOnlyVisible,
  },
}).createMachine({
  id: 'videoPlayer',
  context: ({ input }) => ({ ...input, element: null, visible: false, started: false, currentTime: 0, volume: 1, muted: false }),
  initial: 'waiting',
  states: {
    /**
     * Nothing plays: a hosted video's facade (its play button; nothing loaded from the host), or a file whose
     * element is not on the page (a server's render, or before hydration).
     */
    waiting: {
      on: {
        load: { guard: 'isHosted', target: 'embedded' },
        attach: { guard: not('isHosted'), target: 'attached', actions: { type: 'keepElement', params: ({ event }) => ({ element: event.element }) } },
      },
    },
    /** The host's player, which plays by itself. */
    embedded: {},
    attached: {
      invoke: [
        { id: 'media', src: 'media', input: ({ context }) => ({ element: context.element! }) },
        { id: 'visibility', src: 'visibility', input: ({ context }) => ({ element: context.element! }) },
      ],
      entry: 'autoplay',
      on: {
        detach: { target: 'waiting', actions: 'dropElement' },
        error: 'failed',
        timeupdate: { actions: { type: 'keepTime', params: ({ event }) => ({ currentTime: event.currentTime }) } },
        volumechange: { actions: { type: 'keepVolume', params: ({ event }) => ({ volume: event.volume, muted: event.muted }) } },
        visible: { actions: { type: 'setVisible', params: { visible: true } } },
        hidden: { actions: { type: 'setVisible', params: { visible: false } } },
      },
      initial: 'loading',
      states: {
        /** Its data is loading (or waits for the shopper, when it loads lazily). */
        loading: {
          on: {
            ready: 'stopped',
            play: 'playing',
            visible: { actions: [{ type: 'setVisible', params: { visible: true } }, 'autoplay'] },
            toggle: { actions: 'playMedia' },
          },
        },
        /** Ready, not played yet. */
        stopped: {
          on: {
            play: 'playing',
            visible: { actions: [{ type: 'setVisible', params: { visible: true } }, 'autoplay'] },
            toggle: { actions: 'playMedia' },
          },
        },
        playing: {
          on: {
            started: { actions: 'markStarted' },
            pause: 'paused',
            ended: [{ guard: 'loops', actions: 'restartMedia' }, { target: 'ended' }],
            hidden: [
              { guard: 'playsOnlyVisible', target: 'suspended', actions: [{ type: 'setVisible', params: { visible: false } }, 'pauseMedia'] },
              { actions: { type: 'setVisible', params: { visible: false } } },
            ],
            toggle: { actions: 'pauseMedia' },
          },
        },
        /** Paused by the shopper: it stays so wherever it is. */
        paused: {
          on: {
            play: 'playing',
            toggle: { actions: 'playMedia' },
          },
        },
        /** Paused because it left the screen: it goes on when it is back. */
        suspended: {
          on: {
            play: 'playing',
            visible: { actions: [{ type: 'setVisible', params: { visible: true } }, 'playMedia'] },
            toggle: { actions: 'playMedia' },
          },
        },
        /** Played to its end without looping: the fallback image shows again. */
        ended: {
          on: {
            play: 'playing',
            toggle: { actions: 'restartMedia' },
          },
        },
      },
    },
    /** The file cannot play: the fallback image shows. */
    failed: {},
  },
});

export type VideoPlayerSnapshot = SnapshotFrom<typeof videoPlayerMachine>;
export type VideoPlayerActor = ActorRefFrom<typeof videoPlayerMachine>;

export type VideoView = 'facade' | 'embedded' | 'waiting' | 'loading' | 'stopped' | 'playing' | 'paused' | 'ended' | 'failed';

/**
 * What the page shows: the facade or the host's player, or the file's state (`waiting` for its element; a suspended
 * video shows as paused).
 */
export const selectVideoView = (s: VideoPlayerSnapshot): VideoView => {
  if (s.matches('waiting')) return s.context.source === 'hosted' ? 'facade' : 'waiting';
  if (s.matches('embedded')) return 'embedded';
  if (s.matches('failed')) return 'failed';
  if (s.matches({ attached: 'playing' })) return 'playing';
  if (s.matches({ attached: 'paused' }) || s.matches({ attached: 'suspended' })) return 'paused';
  if (s.matches({ attached: 'ended' })) return 'ended';
  if (s.matches({ attached: 'stopped' })) return 'stopped';
  return 'loading';
};

/** Whether a file's frames have started showing (until then, and after its end, its fallback image shows). */
export const selectVideoStarted = (s: VideoPlayerSnapshot) => s.context.started;
