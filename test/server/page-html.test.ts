import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../src/server/page-html';

const template = [
  '<head><meta charset="utf-8" />',
  '<!--page-head-->',
  '<meta name="description" content="Compléments alimentaires" />',
  '<title>Vitrine FR</title>',
  '<link rel="stylesheet" href="/assets/main.css" />',
  '<template id="vitrine-scripts" data-entry="/assets/main.js"><link rel="modulepreload" href="/assets/chunk.js" /></template>',
  '<script type="module" src="/assets/boot.js"></script>',
  '</head><body><div id="root"></div></body>',
].join('');

const hint = '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/media/a.png?width=640&amp;auto=webp 640w"/>';
const render = (body: string) => pageHtml(template, { body, state: '{}', config: '{}', preload: ['/assets/home.js', '/assets/home.css'], embeds: '{}' }).toString('utf8');
const titles = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

describe('a rendered page in the shell template', () => {
  it('takes the render’s head elements into the head, before the scripts, and its markup into #root', () => {
    const html = render(`${hint}<title>Oméga-3 | Vitrine FR</title><main>Bonjour</main>`);
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('</head>'));
    // The document's title is its first; the template's stays for the moment between two pages.
    expect(titles(html)).toEqual(['Oméga-3 | Vitrine FR', 'Vitrine FR']);
    expect(html).toContain('<div id="root"><main>Bonjour</main></div>');
  });

  it('adds the screen’s stylesheets to the head, and its scripts to the app’s, fetched once the page is painted', () => {
    const html = render('<main>Bonjour</main>');
    const inert = /<template id="vitrine-scripts"[^>]*>([^]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(inert).toContain('<link rel="modulepreload" href="/assets/chunk.js" />');
    expect(inert).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/home.js" />');
    expect(html.replace(/<template[^]*<\/template>/, '')).not.toContain('home.js');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/home\.css" \/>\s*<\/head>/);
  });

  it('keeps the template’s description unless the page has its own', () => {
    const plain = render('<main>Bonjour</main>');
    expect(titles(plain)).toEqual(['Vitrine FR']);
    expect(plain).toContain('<meta name="description" content="Compléments alimentaires" />');
    const described = render('<meta name="description" content="Oméga-3 marins"/><main>Bonjour</main>');
    expect(described.match(/name="description"/g)).toHaveLength(1);
    expect(described).toContain('<meta name="description" content="Oméga-3 marins"/>');
  });

  it('keeps a page’s text as it is, dollar signs included, and no text can close the state’s script', () => {
    const html = pageHtml(template, { body: "<p>$& and $' stay</p>", state: '{"text":"</script>"}', config: '{}', preload: [], embeds: '{}' }).toString('utf8');
    expect(html).toContain("<div id=\"root\"><p>$& and $' stay</p></div>");
    expect(html).toContain('{"text":"\\u003c/script>"}');
  });

  it('goes out in UTF-8 whatever its size: each page as big as it is, none cut short by the one before', () => {
    // Past the encoder's first room (256 KB), and a small page after a big one.
    const text = 'Oméga-3 marins, 12,90 € – l’huile de poisson 🐟 '.repeat(8_000);
    const big = pageHtml(template, { body: `<main>${text}</main>`, state: JSON.stringify({ text }), config: '{}', preload: [], embeds: '{}' });
    expect(big.toString('utf8')).toContain(`<div id="root"><main>${text}</main></div>`);
    expect(big.toString('utf8')).toContain(`id="vitrine-state">${JSON.stringify({ text })}</script>`);
    expect(big.byteLength).toBeGreaterThan(2 * Buffer.byteLength(text));
    const small = render('<main>Prix : 12,90 €</main>');
    expect(Buffer.byteLength(small)).toBe(pageHtml(template, { body: '<main>Prix : 12,90 €</main>', state: '{}', config: '{}', preload: ['/assets/home.js', '/assets/home.css'], embeds: '{}' }).byteLength);
    expect(small).toContain('<div id="root"><main>Prix : 12,90 €</main></div>');
    expect(small.endsWith('</body>')).toBe(true);
  });
});
