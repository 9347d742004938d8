import { act, fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, type EventObject } from 'xstate';
import { videoPlayerMachine, type VideoPlayerActor, type VideoPlayerSnapshot } from '../../machines/video-player.machine';
import { BackgroundVideoPlayer, VideoPlayer } from '../../src/app/pagebuilder/render/video';
import { mediaElement } from '../../src/app/services/video';
import type { RowNode, VideoNode, VideoPlayerInput } from '../../src/domain/page-builder';
import { drive, type Say } from '../harness/drive';
import { inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { videoPlayerModel } from './page-builder-media-models';

const YOUTUBE_ID = 'dQw4w9WgXcQ';
const HOSTED: VideoNode = { contentType: 'video', appearance: 'default', children: [], url: `https://www.youtube.com/watch?v=${YOUTUBE_ID}`, autoplay: false, muted: false };
const FILE: VideoNode = { contentType: 'video', appearance: 'default', children: [], url: '/media/video/gelules.mp4', autoplay: false, muted: true };
const ROW: RowNode = {
  contentType: 'row',
  appearance: 'full-bleed',
  children: [],
  enableParallax: false,
  parallaxSpeed: 0.5,
  desktopImage: null,
  mobileImage: null,
  backgroundType: 'video',
  videoSrc: '/media/video/gelules.mp4',
  videoFallbackSrc: { src: '/media/wysiwyg/home/gelules.jpg' },
  videoLoop: true,
  videoPlayOnlyVisible: true,
  videoLazyLoading: true,
};
const FALLBACK = <img className="test-fallback" src="/media/wysiwyg/home/gelules.jpg" alt="" />;

// The media element does what its player asks, as far as jsdom can: the test sees each play and pause asked.
let play: ReturnType<typeof vi.fn>;
let pause: ReturnType<typeof vi.fn>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as never);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause as never);
});
afterEach(() => vi.restoreAllMocks());

/** Whether the element is on screen, as the test tells it. */
function fakeVisibility() {
  let tell: ((event: EventObject) => void) | undefined;
  return {
    logic: fromCallback<EventObject, { element: HTMLMediaElement }>(({ sendBack }) => {
      tell = sendBack;
    }),
    send: (event: EventObject) => tell!(event),
  };
}

/**
 * A video of each kind the inputs stand for: a hosted video (the content's facade), a file that starts by itself (a
 * row's background video, with its play and pause button) or one the shopper plays (a content video, the browser's
 * controls). The real media element service listens to the element; the test tells whether it is on screen.
 */
function mount(input: VideoPlayerInput) {
  const visibility = fakeVisibility();
  const actor: VideoPlayerActor = createActor(videoPlayerMachine.provide({ actors: { media: mediaElement, visibility: visibility.logic } }), { input }).start();
  const background = input.source === 'file' && input.autoplay;
  const node = input.source === 'hosted' ? HOSTED : FILE;
  const ui = background ? (
    <BackgroundVideoPlayer node={{ ...ROW, videoLoop: input.loop, videoPlayOnlyVisible: input.playOnlyVisible }} fallback={FALLBACK} actor={actor} />
  ) : (
    <VideoPlayer node={node} actor={actor} />
  );
  // A hosted video shows at once; a file's element reaches the page (the player's `attach`) when the test says.
  let view: ReturnType<typeof renderInShell> | null = null;
  const show = () => {
    view = renderInShell(ui);
  };
  const hide = () => {
    view?.unmount();
    view = null;
  };
  if (input.source === 'hosted') show();
  return { actor, visibility, background, ui, show, hide, shown: () => view !== null };
}

const video = () => document.querySelector('video')!;
const media = (type: string) => act(() => void video().dispatchEvent(new Event(type)));

describe('video player: every path of its chart, through its view', () => {
  for (const path of pathsOf(videoPlayerModel)) {
    const input = path.steps[0]!.state.context as VideoPlayerInput;
    it(`${input.source}${input.autoplay ? ', autoplay' : ''}${input.loop ? ', loop' : ''}${input.playOnlyVisible ? ', only while visible' : ''}: ${describePath(path)}`, async () => {
      const player = mount(input);
      /** What the element was asked, through the events of one step. */
      const asked = async (step: () => unknown) => {
        const before = { play: play.mock.calls.length, pause: pause.mock.calls.length };
        await step();
        return { play: play.mock.calls.length - before.play, pause: pause.mock.calls.length - before.pause };
      };
      // Whether the element said its first frames played (while playing): from then on they show.
      let started = false;
      await drive(videoPlayerMachine, path, {
        actual: () => player.actor.getSnapshot(),
        events: {
          load: () => void fireEvent.click(screen.getByRole('button', { name: 'Play the YouTube video' })),
          attach: async () => {
            const { play: plays } = await asked(() => act(() => player.show()));
            // Autoplay without waiting for the screen starts it as soon as the element is there.
            expect(plays).toBe(input.autoplay && !input.playOnlyVisible ? 1 : 0);
          },
          detach: () => act(() => player.hide()),
          ready: () => media('loadeddata'),
          started: async (_, step) => {
            await media('playing');
            if (step.state.matches({ attached: 'playing' })) started = true;
          },
          play: () => media('play'),
          pause: () => media('pause'),
          ended: async (_, step) => {
            const { play: plays } = await asked(() => media('ended'));
            // A looping video starts again from its start.
            expect(plays).toBe(input.loop ? 1 : 0);
            if (input.loop) expect(step.state.matches({ attached: 'playing' })).toBe(true);
          },
          timeupdate: (event) =>
            act(() => {
              Object.defineProperty(video(), 'currentTime', { value: event.currentTime, configurable: true });
              video().dispatchEvent(new Event('timeupdate'));
            }),
          volumechange: (event) =>
            act(() => {
              Object.defineProperty(video(), 'volume', { value: event.volume, configurable: true });
              video().dispatchEvent(new Event('volumechange'));
            }),
          error: () => media('error'),
          visible: async (event, step) => {
            const before = (path.steps[path.steps.indexOf(step) - 1]!.state as VideoPlayerSnapshot);
            const { play: plays } = await asked(() => act(() => player.visibility.send(event)));
            // Back on screen, an autoplaying video that has not played yet starts, and one paused off screen goes on.
            const wakes = (input.autoplay && (before.matches({ attached: 'loading' }) || before.matches({ attached: 'stopped' }))) || before.matches({ attached: 'suspended' });
            expect(plays).toBe(wakes ? 1 : 0);
          },
          hidden: async (event, step) => {
            const before = (path.steps[path.steps.indexOf(step) - 1]!.state as VideoPlayerSnapshot);
            const { pause: pauses } = await asked(() => act(() => player.visibility.send(event)));
            // Off screen, a video that plays only while visible pauses.
            expect(pauses).toBe(input.playOnlyVisible && before.matches({ attached: 'playing' }) ? 1 : 0);
          },
          toggle: async () => {
            const label = player.actor.getSnapshot().matches({ attached: 'playing' }) ? 'Pause the video' : 'Play the video';
            const { play: plays, pause: pauses } = await asked(() => fireEvent.click(screen.getByRole('button', { name: label })));
            expect([plays, pauses]).toEqual(label === 'Pause the video' ? [0, 1] : [1, 0]);
          },
        },
        expect: (snapshot, _step, say) => expectVideo(snapshot, player, input, started, say),
      });
      player.hide();
      player.actor.stop();
    });
  }
});

/**
 * The state a content video's frame carries for styles and QA (spec §4 video player): a host's facade until its
 * player is asked for; a file waiting for its element, loading, then as its element says, a suspended one as paused.
 */
function frameState(snapshot: VideoPlayerSnapshot, input: VideoPlayerInput): string {
  if (snapshot.matches('waiting')) return input.source === 'hosted' ? 'facade' : 'waiting';
  if (typeof snapshot.value === 'string') return snapshot.value;
  const { attached } = snapshot.value;
  return attached === 'suspended' ? 'paused' : attached;
}

/** What the shopper sees in each state. */
function expectVideo(snapshot: VideoPlayerSnapshot, player: ReturnType<typeof mount>, input: VideoPlayerInput, started: boolean, say: Say) {
  if (!player.background && player.shown()) {
    const state = frameState(snapshot, input);
    say(`the video's frame says it is ${state}`);
    expect(document.querySelector('.pb-video')!.getAttribute('data-video-state')).toBe(state);
  }
  if (input.source === 'hosted') {
    const frame = document.querySelector('iframe');
    say(
      snapshot.matches('embedded')
        ? 'YouTube’s player (youtube-nocookie, autoplay) shows in place of the facade'
        : '“Play the YouTube video” shows and nothing from YouTube is on the page',
    );
    if (snapshot.matches('embedded')) {
      // The host's player, built from the video's id, plays at once; the facade is gone.
      expect(frame!.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1&rel=0`);
      expect(frame!.title).toBe('YouTube video player');
      expect(screen.queryByRole('button', { name: 'Play the YouTube video' })).toBeNull();
    } else {
      // The facade: a play button, nothing from the host on the page.
      expect(screen.getByRole('button', { name: 'Play the YouTube video' })).toBeTruthy();
      expect(frame).toBeNull();
      expect(document.querySelector('[src], [href]')).toBeNull();
    }
    return;
  }
  if (!player.shown()) {
    say('the server’s page holds the video element with its source and no button');
    // Before the browser shows it (the server's page): the element with its source, no play button yet.
    const html = renderToStaticMarkup(inEnglish(player.ui));
    expect(html).toMatch(/<video [^>]*src="\/media\/video\/gelules\.mp4"/);
    expect(html).not.toMatch(/<button/);
    return;
  }
  if (snapshot.matches('failed')) {
    say(player.background ? 'no video element, the fallback image shows' : 'no video element, “This video cannot be played.” shows');
    expect(document.querySelector('video')).toBeNull();
    if (player.background) expect(document.querySelector('.test-fallback')).toBeTruthy();
    else expect(screen.getByText('This video cannot be played.')).toBeTruthy();
    return;
  }
  const element = video();
  expect(element.getAttribute('src')).toBe('/media/video/gelules.mp4');
  if (!player.background) {
    say('the video element plays /media/video/gelules.mp4 with the browser’s controls and no button of the shop');
    // A content video: the browser's own player.
    expect(element.controls).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    return;
  }
  // A background video: muted, no controls, over its fallback image once its first frame has played (and until
  // it ends); the play and pause button once it can play.
  expect(element.muted).toBe(true);
  expect(element.controls).toBe(false);
  expect(document.querySelector('.test-fallback')).toBeTruthy();
  const moving = snapshot.matches({ attached: 'playing' }) || snapshot.matches({ attached: 'paused' }) || snapshot.matches({ attached: 'suspended' });
  const label = snapshot.matches({ attached: 'playing' }) ? 'Pause the video' : 'Play the video';
  say('the muted background video plays /media/video/gelules.mp4 without controls, over its fallback image');
  say(started && moving ? 'the video shows over its fallback' : 'the fallback image shows, the video hidden');
  say(`the button reads “${label}”`);
  expect(element.classList.contains('is-shown')).toBe(started && moving);
  const button = screen.getByRole('button');
  expect(button.getAttribute('aria-label')).toBe(label);
}
