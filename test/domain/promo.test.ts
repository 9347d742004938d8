import { describe, expect, it } from 'vitest';
import { parsePromo } from '../../src/domain/promo';

describe('parsePromo: the mega menu’s promo block, read out of its Page Builder HTML', () => {
  it('reads the heading, the paragraphs, the desktop image and the Page Builder button', () => {
    const html = `<div data-content-type="row">
      <h3 class="x">Offre <em>d’automne</em></h3>
      <p>Jusqu’à&nbsp;-20&nbsp;%</p><p>
        sur les   vitamines</p><p> </p>
      <img data-element="mobile_image" src="/media/m.jpg" alt="mobile">
      <img data-element = "desktop_image" src = "/media/d.jpg" alt="Gélules &amp; comprimés">
      <a href="/vitamines.html">Vitamines</a>
      <a class="pagebuilder-button-primary" href=" /promotions.html ">J’en profite</a>
      <a href="/autre.html">Autre</a>
    </div>`;
    expect(parsePromo(html)).toEqual({
      heading: 'Offre d’automne',
      text: 'Jusqu’à\u00a0-20\u00a0% sur les vitamines',
      image: { src: '/media/d.jpg', alt: 'Gélules & comprimés' },
      link: { href: '/promotions.html', label: 'J’en profite' },
    });
  });

  it('without a button, takes the last link with a text, else the first link, labelled by the heading or its address', () => {
    expect(parsePromo('<p>Texte</p><a href="/a.html">A</a><a href="/b.html">B</a><a href="/c.html"><img src="/media/c.jpg"></a>')?.link).toEqual({ href: '/b.html', label: 'B' });
    expect(parsePromo('<h2>Titre</h2><a href="/a.html"></a><a href="/b.html"> </a>')?.link).toEqual({ href: '/a.html', label: 'Titre' });
    expect(parsePromo('<a href="https://blog.example/x"></a>')?.link).toEqual({ href: 'https://blog.example/x', label: 'https://blog.example/x' });
    expect(parsePromo('<a href="/a.html">A</a><a href="/b.html">B</a><a href="/c.html">C</a><a href="/d.html"></a>')?.link).toEqual({ href: '/c.html', label: 'C' });
  });

  it('follows only root-relative and http(s) links, and shows only such images', () => {
    for (const href of ['javascript:alert(1)', "javascript:location='https://evil.example'", '//evil.example/x', 'data:text/html,x', 'ftp://x/y', '']) {
      expect(parsePromo(`<p>T</p><a href="${href}">Go</a>`)?.link).toBeNull();
    }
    expect(parsePromo('<p>T</p><a href="HTTP://shop.example/x">Go</a>')?.link?.href).toBe('HTTP://shop.example/x');
    expect(parsePromo('<p>T</p><a href="http://shop.example/x">Go</a>')?.link?.href).toBe('http://shop.example/x');
    for (const src of ['javascript:x', '//evil.example/i.png', 'data:image/png;base64,AAAA']) {
      expect(parsePromo(`<p>T</p><img src="${src}" alt="x">`)?.image).toBeNull();
    }
    expect(parsePromo('<img src="http://cdn.example/i.png" alt="i">')?.image).toEqual({ src: 'http://cdn.example/i.png', alt: 'i' });
    expect(parsePromo('<img src="https://cdn.example/i.png">')).toEqual({ heading: null, text: null, image: { src: 'https://cdn.example/i.png', alt: '' }, link: null });
    expect(parsePromo('<p>T</p><img alt="no source"><img src="/media/second.jpg" alt="second">')?.image).toBeNull();
  });

  it('decodes numeric and named entities, and leaves what is not one', () => {
    expect(parsePromo('<h3>&#233;t&#xE9; &#XE9; &lt;b&gt; &quot;x&quot; &apos;y&apos; &AMP;</h3>')?.heading).toBe('été é <b> "x" \'y\' &');
    expect(parsePromo('<h3>&#0; &#x110000; &#1114111; &unknown; &#x; & ;</h3>')?.heading).toBe(`&#0; &#x110000; ${String.fromCodePoint(0x10ffff)} &unknown; &#x; & ;`);
  });

  it('reads paragraphs whatever their attributes', () => {
    expect(parsePromo('<p class="lead" style="color:red">Livraison offerte</p>')?.text).toBe('Livraison offerte');
  });

  it('collapses ASCII white space only: French non-breaking spaces stay', () => {
    expect(parsePromo('<p>\t12,90\u00a0€ \n\r\f  le\u202fflacon </p>')?.text).toBe('12,90\u00a0€ le\u202fflacon');
  });

  it('content with nothing to show is no promo', () => {
    for (const html of [null, undefined, '', '  \n', '<div><p> </p><h2></h2></div>', '<a href="javascript:x">Go</a>']) expect(parsePromo(html)).toBeNull();
  });

  it('answers the same frozen promo for the same HTML', () => {
    const html = '<h3>Offre</h3><p>Texte</p>';
    const first = parsePromo(html);
    expect(parsePromo(html)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
