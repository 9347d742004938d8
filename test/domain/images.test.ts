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

  it('leave other hosts alone', () => {
    expect(mediaPath('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  });

  it('list every width step up to the maximum, heights at the default ratio 0.8', () => {
    const set = imageSrcSet('/media/x.png', { maxWidth: 640 });
    expect(set.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['40w', '80w', '160w', '320w', '640w']);
    expect(set).toContain('width=320&height=256');
  });
});
