import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl, mediaPath } from '../../src/domain/images';

describe('image URLs', () => {
  it('go through the shop origin with the service parameters of the spec', () => {
    expect(imageUrl('https://magento.example/media/catalog/product/o/m/omega.png', { width: 640, height: 800 })).toBe(
      '/media/catalog/product/o/m/omega.png?auto=webp&format=pjpg&width=640&height=800&quality=85&fit=cover',
    );
    expect(imageUrl('/media/wysiwyg/banner.png', { width: 1280, fit: 'contain', format: 'png' })).toBe(
      '/media/wysiwyg/banner.png?auto=webp&format=png&width=1280&quality=85&fit=contain',
    );
  });

  it('take the media path of the backend’s URL, whatever its scheme', () => {
    for (const url of ['https://magento.example/media/x.png', 'http://magento.example/media/x.png', '//magento.example/media/x.png']) {
      expect(mediaPath(url), url).toBe('/media/x.png');
    }
  });

  it('leave other hosts alone', () => {
    expect(mediaPath('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    // A media URL inside another site's address is that site's.
    const resized = 'https://cdn.example/resize?src=https://magento.example/media/x.png';
    expect(mediaPath(resized)).toBe(resized);
  });

  it('list each width in the format and fit asked for, and heights in the images’ own proportions when asked', () => {
    const entries = imageSrcSet('/media/logo.png', { maxWidth: 80, format: 'png', fit: 'contain', ratio: null }).split(', ');
    expect(entries).toEqual([
      '/media/logo.png?auto=webp&format=png&width=40&quality=85&fit=contain 40w',
      '/media/logo.png?auto=webp&format=png&width=80&quality=85&fit=contain 80w',
    ]);
  });

  it('list every width step up to the maximum, heights at the default ratio 0.8', () => {
    const set = imageSrcSet('/media/x.png', { maxWidth: 640 });
    expect(set.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['40w', '80w', '160w', '320w', '640w']);
    expect(set).toContain('width=320&height=256');
  });
});
