import { describe, expect, it } from 'vitest';
import { isOptimisedMedia, isShopPath, mediaType } from '../../src/domain/content-media';
import { contentLink, isHostedVideo, parallaxSpeed, PARALLAX_SPEED, videoSource } from '../../src/domain/content-rules';
import { initiallyOpen, toggleSection, widgetsOf, type ContentNode } from '../../src/domain/page-builder';

describe('accordion rules (spec §4)', () => {
  it('opens the sections flagged open at start, only the first of them when one opens at a time', () => {
    expect(initiallyOpen({ count: 4, open: [2, 0, 2], multiple: true })).toEqual([0, 2]);
    expect(initiallyOpen({ count: 4, open: [2, 1], multiple: false })).toEqual([1]);
    expect(initiallyOpen({ count: 2, open: [5, -1], multiple: true })).toEqual([]);
  });

  it('toggling an open section closes it; opening one closes the others unless several may be open', () => {
    expect(toggleSection([0, 2], 2, true)).toEqual([0]);
    expect(toggleSection([2], 0, true)).toEqual([0, 2]);
    expect(toggleSection([2], 0, false)).toEqual([0]);
    expect(toggleSection([0], 0, false)).toEqual([]);
  });
});

describe('content rules (spec §5, §9)', () => {
  it('clamps the parallax speed to −1…2, 0.5 when absent', () => {
    expect(PARALLAX_SPEED).toEqual({ min: -1, max: 2, default: 0.5 });
    expect([parallaxSpeed('2.5'), parallaxSpeed('-1.5'), parallaxSpeed('0.8'), parallaxSpeed(''), parallaxSpeed(null)]).toEqual([2, -1, 0.8, 0.5, 0.5]);
  });

  it('accepts as video source a video host or a local file only', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(videoSource('https://player.vimeo.com/video/1')).toBe('https://player.vimeo.com/video/1');
    expect(videoSource('/media/video/clip.webm')).toBe('/media/video/clip.webm');
    expect(videoSource('https://shop.example/media/video/clip.mp4')).toBe('https://shop.example/media/video/clip.mp4');
    expect(videoSource('https://other.example/clip.mp4')).toBeNull();
    expect(videoSource('//other.example/clip.mp4')).toBeNull();
    expect(videoSource('https://www.youtube.com.evil.example/watch')).toBeNull();
    expect(videoSource(undefined)).toBeNull();
    expect(isHostedVideo('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(true);
    expect(isHostedVideo('/media/clip.mp4')).toBe(false);
  });

  it('optimises only image- media types', () => {
    expect(mediaType('/media/wysiwyg/a.PNG?x=1')).toBe('image-wysiwyg');
    expect(mediaType('/media/wysiwyg/logo.svg')).toBe('vector');
    expect(mediaType('/media/docs/notice.pdf')).toBe('file');
    expect([isOptimisedMedia('/media/a.jpg'), isOptimisedMedia('/media/a.svg'), isOptimisedMedia('/media/a.mp4')]).toEqual([true, false, false]);
  });

  it('resolves content links: typed ones to the shop, others as written, scripts nowhere', () => {
    expect(contentLink('https://magento.example/a.html#top', 'product')).toBe('/a.html#top');
    expect(contentLink('https://partner.example/', 'default')).toBe('https://partner.example/');
    expect(contentLink('mailto:dpo@vitrine.example', 'default')).toBe('mailto:dpo@vitrine.example');
    expect(contentLink('//evil.example/x', 'default')).toBeNull();
    expect(contentLink('data:text/html,x', 'default')).toBeNull();
    expect(contentLink('#', 'default')).toBeNull();
    expect(contentLink('about-us', 'page')).toBe('/about-us');
    expect(contentLink('a-block', 'block')).toBe('a-block');
    expect([isShopPath('/a'), isShopPath('https://x.example/')]).toEqual([true, false]);
  });
});

describe('widgets', () => {
  it('lists the widgets of a tree, depth first: FAQs, sliders and block links', () => {
    const nodes = [
      {
        contentType: 'row',
        children: [
          { contentType: 'faq', id: 'w0', allowMultiple: false, children: [{ contentType: 'faq-item', open: true, children: [] }, { contentType: 'faq-item', open: false, children: [] }] },
          { contentType: 'button-item', id: 'w1', link: 'delivery', linkType: 'block', children: [] },
          { contentType: 'button-item', link: '/a', linkType: 'page', children: [] },
          { contentType: 'slider', id: 'w2', autoplay: false, autoplaySpeed: 4000, infinite: true, children: [{ contentType: 'slide', children: [] }] },
        ],
      },
    ] as unknown as ContentNode[];
    expect(widgetsOf(nodes)).toEqual([
      { src: 'accordion', id: 'w0', input: { count: 2, open: [0], multiple: false } },
      { src: 'blockLink', id: 'w1', input: { identifier: 'delivery' } },
      { src: 'slider', id: 'w2', input: { count: 1, autoplay: false, autoplaySpeed: 4000, infinite: true } },
    ]);
  });
});
