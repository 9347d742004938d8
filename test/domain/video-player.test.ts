import { describe, expect, it } from 'vitest';
import type { VideoBackground, VideoNode } from '../../src/domain/page-builder';
import { backgroundVideoPlayer, contentVideoPlayer, hostedVideo } from '../../src/domain/video-player';

describe('hostedVideo (spec §5)', () => {
  it('builds the YouTube player without cookies, from the id alone', () => {
    expect(hostedVideo(' https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42 ')).toEqual({
      host: 'YouTube',
      id: 'dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    });
    expect(hostedVideo('https://youtu.be/dQw4w9WgXcQ', { muted: true })?.embedUrl).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0&mute=1');
  });

  it('builds the Vimeo player, muted when asked', () => {
    expect(hostedVideo('https://vimeo.com/76979871')).toEqual({ host: 'Vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1' });
    expect(hostedVideo('https://player.vimeo.com/video/76979871', { muted: true })?.embedUrl).toBe('https://player.vimeo.com/video/76979871?autoplay=1&muted=1');
  });

  it('anything else is no hosted video', () => {
    for (const url of [null, undefined, '', '/media/video.mp4', 'https://evil.example/watch?v=dQw4w9WgXcQ']) expect(hostedVideo(url)).toBeNull();
  });
});

const video = (url: string | null, autoplay = false) => ({ contentType: 'video', children: [], url, autoplay, muted: false }) as unknown as VideoNode;

describe('the players of content videos (spec §9 defaults)', () => {
  it('a content video plays only while visible and never loops; its source is the host or a file', () => {
    expect(contentVideoPlayer(video('https://youtu.be/dQw4w9WgXcQ', true))).toEqual({ source: 'hosted', autoplay: true, loop: false, playOnlyVisible: true });
    expect(contentVideoPlayer(video('/media/video.mp4'))).toEqual({ source: 'file', autoplay: false, loop: false, playOnlyVisible: true });
    expect(contentVideoPlayer(video(null)).source).toBe('file');
  });

  it('a background video starts by itself, loops and plays while visible unless told otherwise', () => {
    expect(backgroundVideoPlayer({} as VideoBackground)).toEqual({ source: 'file', autoplay: true, loop: true, playOnlyVisible: true });
    expect(backgroundVideoPlayer({ videoLoop: false, videoPlayOnlyVisible: false } as VideoBackground)).toEqual({ source: 'file', autoplay: true, loop: false, playOnlyVisible: false });
  });
});
