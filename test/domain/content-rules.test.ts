import { describe, expect, it } from 'vitest';
import { contentLink, isHostedVideo, parallaxSpeed, videoSource } from '../../src/domain/content-rules';

describe('parallaxSpeed (spec §5, §9)', () => {
  it('reads the stored number, clamped to −1…2, 0.5 when absent or unreadable', () => {
    expect(parallaxSpeed('1.25')).toBe(1.25);
    expect(parallaxSpeed('-3')).toBe(-1);
    expect(parallaxSpeed('9')).toBe(2);
    for (const value of [null, undefined, '', 'vite']) expect(parallaxSpeed(value)).toBe(0.5);
  });
});

describe('videoSource (spec §5)', () => {
  it('takes a host’s video, trimmed, and a file of the shop’s', () => {
    expect(videoSource(' https://youtu.be/dQw4w9WgXcQ ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(isHostedVideo(' https://vimeo.com/76979871 ')).toBe(true);
    expect(videoSource('/media/wysiwyg/film.mp4')).toBe('/media/wysiwyg/film.mp4');
    expect(videoSource('media/film.webm?v=2')).toBe('media/film.webm?v=2');
    expect(videoSource('https://cdn.shop.example/media/film.MOV')).toBe('https://cdn.shop.example/media/film.MOV');
    expect(videoSource('HTTP://shop.example/media/film.ogv#t=3')).toBe('HTTP://shop.example/media/film.ogv#t=3');
    expect(videoSource('/media/atelier/10:30/film.mp4')).toBe('/media/atelier/10:30/film.mp4');
  });

  it('refuses another site’s file, a script and anything not a video', () => {
    for (const url of [null, undefined, '', 'https://evil.example/film.mp4', 'https://evil.example/x/media/film.mp4', '//evil.example/film.mp4',
      'javascript:film.mp4', 'data:video/mp4,film.mp4', '/media/film.mp4.html', '/media/image.jpg', 'javascript:alert(1)//https://shop.example/media/film.mp4']) {
      expect(videoSource(url), String(url)).toBeNull();
    }
  });
});

describe('contentLink', () => {
  it('keeps block identifiers, mail and phone links, and external links as they are', () => {
    expect(contentLink(' footer-links ', 'block')).toBe('footer-links');
    expect(contentLink('MAILTO:contact@shop.example', 'default')).toBe('MAILTO:contact@shop.example');
    expect(contentLink('tel:+33123456789', 'page')).toBe('tel:+33123456789');
    expect(contentLink('https://blog.example/post?x=1', 'default')).toBe('https://blog.example/post?x=1');
    expect(contentLink('HTTP://blog.example/post', 'default')).toBe('HTTP://blog.example/post');
  });

  it('makes the shop’s own pages root-relative, whatever host the backend wrote', () => {
    expect(contentLink('https://admin.shop.example/vitamines.html?p=2#top', 'category')).toBe('/vitamines.html?p=2#top');
    expect(contentLink('http://shop.example/magnesium.html', 'product')).toBe('/magnesium.html');
    expect(contentLink('about-us', 'page')).toBe('/about-us');
    expect(contentLink('faq/livraison', 'default')).toBe('/faq/livraison');
    expect(contentLink('/faq', 'page')).toBe('/faq');
    expect(contentLink('search.html?q=vitamine:c', 'default')).toBe('/search.html?q=vitamine:c');
  });

  it('an empty link, a bare # or a script leads nowhere', () => {
    for (const href of [null, undefined, '', '  ', '#', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/x', 'https://[::1/x',
      'javascript:alert(1)//https://shop.example/', 'javascript:alert(1)//mailto:x@shop.example', 'javascript:alert(1)//tel:1']) {
      expect(contentLink(href, 'page'), String(href)).toBeNull();
    }
    expect(contentLink('#', 'block')).toBeNull();
  });
});
