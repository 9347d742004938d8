import { describe, expect, it } from 'vitest';
import { videoSource } from '../../src/domain/content-rules';
import { hostedVideo } from '../../src/domain/video-player';

// Spec §5: a video source is valid only if recognised as a video-host URL or a local file.
describe('video sources (spec §5)', () => {
  it('recognises YouTube and Vimeo URLs by their video id, and builds the player address from the id', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/watch?feature=share&v=${id}&t=10`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://youtu.be/${id}`,
      `https://www.youtube.com/embed/${id}?rel=0`,
      `https://www.youtube-nocookie.com/embed/${id}`,
      `https://www.youtube.com/shorts/${id}`,
    ]) {
      expect(hostedVideo(url), url).toEqual({ host: 'YouTube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` });
    }
    expect(hostedVideo(`https://youtu.be/${id}`, { muted: true })!.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&mute=1`);
    for (const url of ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?h=abc']) {
      expect(hostedVideo(url), url).toEqual({ host: 'Vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1' });
    }
  });

  it('rejects host look-alikes, URLs without a video id, and anything the id could smuggle into the player address', () => {
    for (const url of [
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/embed/dQw4w9WgXcQ"onload="x',
      'https://youtu.be/dQw4w9WgXcQextra',
      'https://vimeo.com/channels/staffpicks',
      'https://vimeo.com/12ab',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    ]) {
      expect(hostedVideo(url), url).toBeNull();
      expect(videoSource(url), url).toBeNull();
    }
  });

  it('keeps local files (the shop’s paths and media) and rejects other sites’ files and other schemes', () => {
    expect(videoSource('/media/video/gelules.mp4')).toBe('/media/video/gelules.mp4');
    expect(videoSource(' media/video/gelules.webm ')).toBe('media/video/gelules.webm');
    expect(videoSource('https://boutique.example/media/video/gelules.mp4')).toBe('https://boutique.example/media/video/gelules.mp4');
    expect(videoSource('https://cdn.example.org/gelules.mp4')).toBeNull();
    expect(videoSource('//cdn.example.org/gelules.mp4')).toBeNull();
    expect(videoSource('data:video/mp4;base64,AAAA.mp4')).toBeNull();
    expect(videoSource('javascript:alert(1).mp4')).toBeNull();
    expect(videoSource('/media/wysiwyg/photo.jpg')).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
  });
});
