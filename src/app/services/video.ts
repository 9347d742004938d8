import { fromCallback, type EventObject } from 'xstate';
import type { MediaCommand, VideoPlayerEvent } from '../../../machines/video-player.machine';

/**
 * A video player's media element (spec §4): its events told to the player, the player's commands carried out. An
 * element that got its data (or failed) before the player listened is told at once.
 */
export const mediaElement = fromCallback<MediaCommand, { element: HTMLMediaElement }>(({ input: { element }, sendBack, receive }) => {
  const tell = (event: VideoPlayerEvent) => () => sendBack(event);
  const listeners: [string, () => void][] = [
    ['loadeddata', tell({ type: 'ready' })],
    ['playing', tell({ type: 'started' })],
    ['play', tell({ type: 'play' })],
    ['pause', tell({ type: 'pause' })],
    ['ended', tell({ type: 'ended' })],
    ['timeupdate', () => sendBack({ type: 'timeupdate', currentTime: element.currentTime })],
    ['volumechange', () => sendBack({ type: 'volumechange', volume: element.volume, muted: element.muted })],
    ['error', tell({ type: 'error' })],
  ];
  for (const [type, listener] of listeners) element.addEventListener(type, listener);
  if (element.error) sendBack({ type: 'error' });
  else if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) sendBack({ type: 'ready' });
  // A refused play (autoplay with sound, a source gone) leaves the element paused, as the chart already is.
  const play = () => void element.play()?.catch(() => undefined);
  receive((command) => {
    if (command.type === 'media.pause') element.pause();
    else {
      if (command.type === 'media.restart') element.currentTime = 0;
      play();
    }
  });
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener);
  };
});

/** Whether a video is on screen (a quarter of it at least), told at start and on each change. */
export const elementVisibility = fromCallback<EventObject, { element: HTMLMediaElement }>(({ input: { element }, sendBack }) => {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry) sendBack({ type: entry.isIntersecting ? 'visible' : 'hidden' });
    },
    { threshold: 0.25 },
  );
  observer.observe(element);
  return () => observer.disconnect();
});
