import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/render';
import { parseContent } from '../../src/app/pagebuilder/parse';
import { SANITISER_CONFIG, sanitiseContent, sanitiseHtml } from '../../src/app/pagebuilder/sanitiser';
import { XSS_VECTORS } from '../fixtures/xss-vectors';
import { hostileTraces, UNSAFE_CSS } from '../fixtures/xss-traces';
import { rewritingClient } from './http';
import { servedBackend } from './served-backend';

// The shop's one sanitiser against the XSS filter-evasion vectors: alone, and in the product page the server
// renders with a description that is the vector (the browser's side: test/e2e/sanitiser.e2e.ts).

/** A server render per vector: on two busy cores, minutes. */
const RENDERS_TIMEOUT_MS = 300_000;

const fragment = (html: string) => JSDOM.fragment(html);
const escape = (html: string) => html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

describe('the sanitiser', () => {
  it('leaves no script, handler, script URL, frame, object, form, input, meta, base or style expression', () => {
    const survivors = XSS_VECTORS.flatMap((vector) => {
      const { html, styles } = sanitiseContent(vector);
      const traces = [...hostileTraces(fragment(html)), ...styles.filter((css) => UNSAFE_CSS.test(css))];
      return traces.length > 0 ? [{ vector, traces }] : [];
    });
    expect(survivors).toEqual([]);
  });

  it('answers HTML it has read lately from memory, the same frozen answer, and long HTML afresh', () => {
    const html = '<p onclick="steal()">Gélules <a href="javascript:alert(1)">végétales</a></p><style>.a{color:red}</style>';
    const first = sanitiseContent(html);
    expect(first.html).toBe('<p>Gélules <a>végétales</a></p>');
    expect(sanitiseContent(html)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.styles)).toBe(true);
    const long = `<p>${'x'.repeat(70 * 1024)}</p><img src="javascript:alert(1)">`;
    expect(sanitiseContent(long)).not.toBe(sanitiseContent(long));
    expect(sanitiseContent(long).html).toBe(`<p>${'x'.repeat(70 * 1024)}</p>`);
  });

  it('keeps what the shop renders: text, links to pages, mail and phone, the shop’s images, tables, Page Builder markup', () => {
    const html =
      '<div data-content-type="row" data-appearance="contained" data-element="main" data-pb-style="A1">' +
      '<p data-style="color: red; text-align: center">Riche en <strong>zinc</strong> et <a href="https://example.org/zinc" target="_blank">sélénium</a></p>' +
      '<p><a href="/nos-engagements.html">Nos engagements</a>, <a href="mailto:aide@vitrine.test">écrire</a>, <a href="tel:+33100000000">appeler</a></p>' +
      '<img src="/media/wysiwyg/zinc.png" alt="Zinc" width="40" height="20">' +
      '<table><tbody><tr><th scope="row">Zinc</th><td colspan="2">10 mg</td></tr></tbody></table>' +
      '<button type="button" data-element="button">Découvrir</button></div>';
    expect(sanitiseHtml(html)).toBe(html);
    // Page Builder's own markup: its <style> blocks apart, its style attributes as data-style (no DOM parses a style).
    expect(sanitiseContent('<style>#html-body [data-pb-style=A1]{margin:0 0 20px}</style><p style="color: red">x</p>')).toEqual({
      html: '<p data-style="color: red">x</p>',
      styles: ['#html-body [data-pb-style=A1]{margin:0 0 20px}'],
    });
    expect(sanitiseContent('<style>.a{margin:0;background:url(https://evil.example/t.png)}@import "x.css";</style>').styles).toEqual(['.a{margin:0;}']);
  });

  it('drops links and images of other schemes, and the declarations of a style that load something', () => {
    expect(sanitiseHtml('<a href="ftp://example.org/x">x</a><img src="data:image/png;base64,AAAA" alt="x"><img src="//evil.example/x.png">')).toBe(
      '<a>x</a>',
    );
    expect(sanitiseHtml('<p style="color: red; background: url(x.png); width: expression(1)">x</p>')).toBe('<p data-style="color: red">x</p>');
    expect(sanitiseHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('keeps a Page Builder video as its player’s checked source, never a frame', () => {
    const video = (src: string) =>
      `<div data-content-type="video" data-element="main"><div data-element="inner"><div data-element="wrapper"><iframe src="${src}" data-element="video" autoplay></iframe></div></div></div>`;
    expect(sanitiseHtml(video('https://www.youtube.com/embed/dQw4w9WgXcQ'))).toContain(
      '<div data-element="video" data-src="https://www.youtube.com/embed/dQw4w9WgXcQ" data-autoplay="true"></div>',
    );
    expect(sanitiseHtml(video('javascript:alert(1)'))).not.toMatch(/iframe|javascript|data-src/);
    expect(parseContent(video('https://www.youtube.com/embed/dQw4w9WgXcQ')).nodes[0]).toMatchObject({ url: 'https://www.youtube.com/embed/dQw4w9WgXcQ', autoplay: true });
  });

  it('is one configuration: an allowed list of tags and attributes, links to the web, mail, phone and the shop only', () => {
    expect(SANITISER_CONFIG.ALLOWED_TAGS).not.toEqual(expect.arrayContaining(['script']));
    for (const tag of ['script', 'iframe', 'form', 'input', 'object', 'embed', 'meta', 'base', 'svg', 'math']) {
      expect(SANITISER_CONFIG.ALLOWED_TAGS).not.toContain(tag);
    }
    for (const url of ['javascript:alert(1)', 'vbscript:x', 'data:text/html,x', 'ftp://x']) expect(SANITISER_CONFIG.ALLOWED_URI_REGEXP.test(url)).toBe(false);
    for (const url of ['https://x.test/', 'http://x.test/', 'mailto:a@b.test', 'tel:+331', '/page.html', 'page.html', '#top']) {
      expect(SANITISER_CONFIG.ALLOWED_URI_REGEXP.test(url)).toBe(true);
    }
  });
});

describe('the server-rendered product page with a hostile description', () => {
  let closeBackend: () => Promise<void>;
  let graphqlUrl: string;

  beforeAll(async () => {
    ({ graphqlUrl, close: closeBackend } = await servedBackend('sanitiser'));
  });
  afterAll(() => closeBackend());

  /** The traces of a description (that says "Riche en zinc.") in the page: in the description, and anywhere a handler, script URL or style could run. */
  async function tracesOf(description: string): Promise<string[]> {
    const client = rewritingClient(graphqlUrl, 'ProductDetails', (data: { products: { items: Record<string, unknown>[] } }) => {
      data.products.items[0]!.description = { __typename: 'ComplexTextValue', html: description };
    });
    const rendered = await renderPage({ path: '/whey-isolat-native.html', search: '' }, { client, config: {}, nonce: 'n0nce' });
    if (rendered.type !== 'page') return [`rendered ${rendered.type}`];
    const { document } = new JSDOM(`<!DOCTYPE html><body>${rendered.html}</body>`).window;
    const region = document.querySelector('.product__description');
    if (!region?.textContent?.includes('Riche en zinc.')) return ['no description', rendered.html.slice(rendered.html.indexOf('product__desc') - 200, rendered.html.indexOf('product__desc') + 600)];
    // The page's own elements (its icons, search form, preload links) aside: no handler, script URL or style expression.
    const page = hostileTraces(document.body, { styleElements: true }).filter((trace) => !/^<[a-z]+>$/.test(trace));
    return [...hostileTraces(region, { styleElements: true }), ...page];
  }

  it('renders no vector’s script, handler, script URL, frame, object, form, input, meta, base or style expression', async () => {
    const survivors: { vector: string; traces: string[] }[] = [];
    for (const vector of XSS_VECTORS) {
      const traces = await tracesOf(`<p>Riche en zinc.</p>${vector}`);
      if (traces.length > 0) survivors.push({ vector, traces });
    }
    expect(survivors).toEqual([]);
  }, RENDERS_TIMEOUT_MS);

  it('nor when a vector is a Page Builder HTML code element (stored encoded, decoded by the reader)', async () => {
    const survivors: { vector: string; traces: string[] }[] = [];
    for (const vector of XSS_VECTORS) {
      const traces = await tracesOf(
        '<div data-content-type="text" data-element="main"><p>Riche en zinc.</p></div>' +
          `<div data-content-type="html" data-appearance="default" data-element="main">${escape(vector)}</div>`,
      );
      if (traces.length > 0) survivors.push({ vector, traces });
    }
    expect(survivors).toEqual([]);
  }, RENDERS_TIMEOUT_MS);
});
