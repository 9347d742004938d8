// @vitest-environment node
// The parser runs where a server renders pages: no DOM here, as on node.
import '../harness/setup-node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { embedsOf } from '../../src/domain/embeds';
import { contentTypes } from '../../src/app/pagebuilder/content-types';
import { parseContent } from '../../src/app/pagebuilder/parse';
import { shopSeed } from '../../src/backend/db/seed-source';
import {
  widgetsOf,
  type BannerNode,
  type ButtonItemNode,
  type ColumnNode,
  type Content,
  type ContentNode,
  type ContentType,
  type DividerNode,
  type FaqItemNode,
  type FaqNode,
  type HtmlNode,
  type ImageNode,
  type ProductsNode,
  type RichNode,
  type RowNode,
  type SlideNode,
  type SliderNode,
  type TabsNode,
} from '../../src/domain/page-builder';
import { startTestBackend, type TestBackend } from '../backend/helpers';

let backend: TestBackend;
let home: Content;
let homeHtml: string;
let blocks: Record<string, Content>;

beforeAll(async () => {
  backend = await startTestBackend({ seed: shopSeed() });
  const page = await backend.gql('{ cmsPage(identifier: "home") { content } }');
  homeHtml = page.body.data!.cmsPage.content as string;
  home = parseContent(homeHtml);
  const reply = await backend.gql(
    '{ cmsBlocks(identifiers: ["top-banner", "contact-us-sidebar", "menu-promo", "contact-us-banner", "footer-checkout-links-block"]) { items { identifier content } } }',
  );
  blocks = Object.fromEntries(
    (reply.body.data!.cmsBlocks.items as { identifier: string; content: string }[]).map((b) => [b.identifier, parseContent(b.content)]),
  );
});
afterAll(() => backend?.close());

const all = (nodes: readonly ContentNode[]): ContentNode[] => nodes.flatMap((node) => [node, ...all(node.children)]);
const ofType = <T extends ContentNode>(content: Content, type: ContentType) => all(content.nodes).filter((n) => n.contentType === type) as T[];
const text = (nodes: readonly RichNode[]): string => nodes.map((n) => (typeof n === 'string' ? n : text(n.children ?? []))).join('');
const tags = (nodes: readonly RichNode[]): string[] => nodes.flatMap((n) => (typeof n === 'string' ? [] : [n.tag, ...tags(n.children ?? [])]));

describe('the seeded home page', () => {
  it('holds every content type the home page uses, each node with its type, appearance and children', () => {
    const found = new Set(all(home.nodes).map((n) => n.contentType));
    for (const type of ['row', 'column-group', 'column-line', 'column', 'heading', 'text', 'banner', 'slider', 'slide', 'products', 'buttons', 'button-item', 'divider', 'tabs', 'tab-item', 'image', 'faq', 'faq-item'] as const) {
      expect(found, type).toContain(type);
    }
    for (const node of all(home.nodes)) {
      expect(typeof node.appearance, node.contentType).toBe('string');
      expect(Array.isArray(node.children), node.contentType).toBe(true);
    }
    expect(home.nodes.map((n) => n.contentType)).toEqual(['row', 'row', 'row', 'row', 'row', 'row', 'row', 'row']);
  });

  it('reads rows: appearance, spacing, background colour, alignment, parallax off at 0.5', () => {
    const rows = home.nodes as RowNode[];
    expect(rows[0]).toMatchObject({ appearance: 'full-width', margin: '0px 0px 24px', padding: '0px', verticalAlignment: 'top', enableParallax: false, parallaxSpeed: 0.5, backgroundType: 'image' });
    expect(rows[2]).toMatchObject({ appearance: 'full-bleed', margin: '0px 0px 24px' });
    expect(rows[5]).toMatchObject({ appearance: 'contained', backgroundColor: 'rgb(247, 244, 238)', padding: '32px 10px' });
    expect(rows[7]).toMatchObject({ backgroundColor: 'rgb(233, 245, 242)', textAlign: 'center', padding: '40px 10px', margin: '0px' });
  });

  it('reads the hero banner: images, link, content, button', () => {
    const [banner] = ofType<BannerNode>(home, 'banner');
    expect(banner).toMatchObject({
      appearance: 'collage-left',
      minHeight: '480px',
      padding: '40px',
      textAlign: 'left',
      desktopImage: { src: '/media/wysiwyg/home/banniere-immunite.png' },
      mobileImage: { src: '/media/wysiwyg/home/banniere-immunite-mobile.png' },
      backgroundSize: 'cover',
      backgroundPosition: 'center center',
      link: '/immunite.html',
      linkType: 'category',
      openInNewTab: false,
      showButton: 'always',
      buttonText: 'Découvrir la sélection immunité',
      buttonType: 'primary',
      showOverlay: 'never',
    });
    expect(tags(banner!.content)).toEqual(['h1', 'p']);
    expect(text(banner!.content)).toContain('Passez l’hiver en pleine forme');
  });

  it('reads the slider and its slides, their inline colours as classes of the content stylesheet', () => {
    const [slider] = ofType<SliderNode>(home, 'slider');
    expect(slider).toMatchObject({ minHeight: '628px', autoplay: true, autoplaySpeed: 5000, fade: false, infinite: true, showArrows: true, showDots: true });
    const slides = slider!.children as SlideNode[];
    expect(slides.map((s) => s.slideName)).toEqual(['Oméga-3', 'Sommeil', 'Sport']);
    expect(slides.map((s) => s.link)).toEqual(['/omega-3-acides-gras.html', '/sommeil-stress/sommeil.html', '/sport-energie.html']);
    expect(slides[1]).toMatchObject({ buttonText: 'Bien dormir', buttonType: 'secondary', minHeight: '628px' });
    // "<span style="color: #ffffff;">" became a class whose rule keeps the colour.
    const span = (slides[1]!.content[0] as { children: RichNode[] }).children[0] as { tag: string; className: string; attrs?: unknown };
    expect(span).toMatchObject({ tag: 'span' });
    expect(span.attrs).toBeUndefined();
    expect(home.css).toContain(`.${span.className}{color:#ffffff}`);
  });

  it('reads the products widget Magento rendered: product pages, names, images and prices', () => {
    const [products] = ofType<ProductsNode>(home, 'products');
    expect(products).toMatchObject({ appearance: 'carousel', autoplay: false, autoplaySpeed: 4000, infinite: false, arrows: true, dots: true, carouselMode: 'default', centerPadding: '90px' });
    expect(products!.pathNames).toHaveLength(8);
    expect(products!.pathNames[0]).toBe('/omega-3-epa-dha-marin.html');
    expect(products!.products[0]).toEqual({
      name: 'Oméga-3 EPA DHA marin',
      path: '/omega-3-epa-dha-marin.html',
      image: '/media/catalog/product/o/m/omega-3-epa-dha-marin-front.png',
      price: 16.9,
      regularPrice: null,
    });
    expect(products!.products.some((p) => p.regularPrice !== null && p.price! < p.regularPrice)).toBe(true);
  });

  it('reads buttons, divider, tabs, columns and the image', () => {
    const [first] = ofType<ButtonItemNode>(home, 'button-item');
    expect(first).toMatchObject({ text: 'Toutes les meilleures ventes', link: '/meilleures-ventes.html', linkType: 'category', buttonType: 'primary', openInNewTab: false });
    expect(ofType<ButtonItemNode>(home, 'button-item').find((b) => b.buttonType === 'link')).toMatchObject({ link: '/omega-3-epa-dha-marin.html', linkType: 'product' });
    expect(ofType<DividerNode>(home, 'divider')[0]).toMatchObject({ width: '40%', color: 'rgb(214, 205, 188)', thickness: '2px' });
    const [tabs] = ofType<TabsNode>(home, 'tabs');
    expect(tabs).toMatchObject({ defaultIndex: 0, headers: ['Vitamines & minéraux', 'Oméga-3', 'Digestion & plantes'], tabNavigationAlignment: 'left', minHeight: '260px' });
    expect(tabs!.children.map((c) => c.contentType)).toEqual(['tab-item', 'tab-item', 'tab-item']);
    const columns = ofType<ColumnNode>(home, 'column');
    expect(columns[0]).toMatchObject({ appearance: 'full-height', width: '33.3333%', textAlign: 'center', padding: '10px' });
    expect(home.css).toContain(`@media (min-width: 768px){.${columns[0]!.classes!.main}{width:33.3333%}}`);
    const [image] = ofType<ImageNode>(home, 'image');
    expect(image).toMatchObject({
      // Its size, so that the page keeps the image's place before it loads.
      desktopImage: { src: '/media/wysiwyg/home/fabrique-en-france.png', width: 1200, height: 800, ratio: 800 / 1200 },
      mobileImage: null,
      altText: 'Flacon de curcuma bio : nos compléments sont formulés et contrôlés en France'.replace(' :', '\u00a0:'),
      caption: 'Plus de la moitié de nos références sont fabriquées en France.',
      link: '/selections/fabrique-en-france.html',
      linkType: 'category',
    });
    expect(home.css).toContain(`.${image!.classes!.image}{border-radius:12px}`);
  });

  it('reads the FAQ: questions, answers as safe rich text, the image of one; its accordion and slider are widgets', () => {
    const [faq] = ofType<FaqNode>(home, 'faq');
    const items = faq!.children as FaqItemNode[];
    expect(items.map((i) => i.question)).toEqual([
      'Combien de temps faut-il prendre un complément alimentaire\u202f?',
      'Vos gélules sont-elles végétales\u202f?',
      'Peut-on associer plusieurs compléments\u202f?',
      'Quels sont les délais et les frais de livraison\u202f?',
    ]);
    expect(items[1]!.image).toEqual({ src: '/media/wysiwyg/faq/gelules-vegetales.png', alt: 'Gélules végétales sorties de leur flacon' });
    expect(items.every((i) => !i.open)).toBe(true);
    const link = (items[3]!.answer[0] as { children: RichNode[] }).children.find((n) => typeof n !== 'string');
    expect(link).toMatchObject({ tag: 'a', attrs: { href: '/livraison-retours' } });
    expect(widgetsOf(home.nodes)).toEqual([
      { src: 'slider', id: 'w0', input: { count: 3, autoplay: true, autoplaySpeed: 5000, infinite: true } },
      { src: 'accordion', id: 'w1', input: { count: 4, open: [], multiple: true } },
    ]);
  });

  it('keeps no inline style anywhere: every style is a rule of its stylesheet, which holds no markup', () => {
    expect(JSON.stringify(home)).not.toMatch(/"style"/);
    expect(home.css).not.toMatch(/[<>{}]\s*[<>]|url\(|expression/i);
    for (const rule of home.css.split('\n')) expect(rule).toMatch(/^(?:\.pb-[a-z0-9]+\{[^{}<>]*\}|@media \([^)]*\)\{\.pb-[a-z0-9]+\{[^{}<>]*\}\})+$/);
  });
});

describe('the seeded blocks', () => {
  it('reads the top banner, the contact sidebar, the menu promo and the contact banner', () => {
    const topText = ofType<ContentNode & { content: RichNode[] }>(blocks['top-banner']!, 'text')[0]!;
    expect(text(topText.content)).toContain('Livraison offerte dès');
    expect(tags(topText.content)).toEqual(['p', 'strong', 'a']);
    const sidebar = blocks['contact-us-sidebar']!;
    expect(ofType(sidebar, 'heading').map((h) => (h as { text: string }).text)).toEqual(['Par téléphone', 'Par e-mail', 'Par courrier']);
    const phone = JSON.stringify(ofType(sidebar, 'text')[0]);
    expect(phone).toContain('"href":"tel:+33184801234"');
    expect(ofType(sidebar, 'divider')).toHaveLength(1);
    expect(ofType<ImageNode>(blocks['menu-promo']!, 'image')[0]).toMatchObject({ link: '/immunite.html', linkType: 'category' });
    expect(ofType<BannerNode>(blocks['contact-us-banner']!, 'banner')[0]).toMatchObject({ appearance: 'collage-left', minHeight: '240px', link: null });
    const links = JSON.stringify(blocks['footer-checkout-links-block']);
    expect(links).toContain('"href":"/mentions-legales"');
  });
});

describe('rules of spec §5 and §8', () => {
  it('content without a content-type attribute is rich text', () => {
    const content = parseContent('<p>Hello <strong>you</strong></p>');
    expect(content.nodes).toEqual([{ contentType: 'text', appearance: 'default', children: [], content: [{ tag: 'p', children: ['Hello ', { tag: 'strong', children: ['you'] }] }] }]);
    expect(parseContent('  ').nodes).toEqual([]);
    expect(parseContent(null).nodes).toEqual([]);
  });

  it('skips an unsupported content type with the warning of spec §8, and renders the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const content = parseContent(
      '<div data-content-type="instagram-feed" data-element="main"><script src="https://feed.example/embed.js"></script></div>' +
        '<h2 data-content-type="heading" data-element="main">Still here</h2>',
    );
    expect(content.nodes.map((n) => n.contentType)).toEqual(['heading']);
    expect(warn).toHaveBeenCalledWith('Page Builder instagram-feed content type is not supported, this content will not be rendered.');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('reads the social feed and reviews widgets: safe markup, the feed’s id and page, the API key, never a script', () => {
    const content = parseContent(
      '<div data-content-type="tintup" data-appearance="default" data-element="main" data-url="https://www.tintup.com/vitrine">' +
        '<div data-element="html"><h2>#VitrineBienEtre</h2><script src="https://evil.example/x.js"></script>' +
        '<div class="tintup" data-id="vitrine-bien-etre" data-columns="3"></div></div></div>' +
        '<div data-content-type="tintup" data-element="main" data-url="javascript:alert(1)"><div class="tintup" data-id="a b"></div></div>' +
        '<div data-content-type="trustbeauty" data-element="main" data-api-key="tb_live_42"></div>' +
        '<div data-content-type="trustbeauty" data-element="main" data-api-key="&quot;><script>"></div>',
    );
    const [feed, badFeed, reviews, badReviews] = content.nodes;
    expect(feed).toMatchObject({ contentType: 'tintup', url: 'https://www.tintup.com/vitrine', feedId: 'vitrine-bien-etre' });
    expect(JSON.stringify((feed as { html: unknown }).html)).not.toMatch(/script|evil/);
    expect(JSON.stringify((feed as { html: unknown }).html)).toMatch(/#VitrineBienEtre/);
    expect(badFeed).toMatchObject({ contentType: 'tintup', url: null, feedId: null });
    expect(reviews).toMatchObject({ contentType: 'trustbeauty', apiKey: 'tb_live_42' });
    expect(badReviews).toMatchObject({ contentType: 'trustbeauty', apiKey: null });
    expect(embedsOf(content.nodes)).toEqual(['tintup', 'trustbeauty']);
    expect(embedsOf(parseContent('<h2 data-content-type="heading" data-element="main">Sans widget</h2>').nodes)).toEqual([]);
  });

  it('a content type whose fields cannot be read renders with its defaults, with the warning of spec §8', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const read = vi.spyOn(contentTypes.heading, 'read').mockImplementationOnce(() => {
      throw new Error('unreadable');
    });
    const content = parseContent('<h3 data-content-type="heading" data-element="main" style="margin: 4px;">Title</h3>');
    expect(content.nodes).toEqual([{ contentType: 'heading', appearance: 'default', text: '', headingType: 'h3', children: [] }]);
    expect(warn).toHaveBeenCalledWith('Failed to aggregate config for content type heading.');
    read.mockRestore();
    warn.mockRestore();
  });

  it('clamps the parallax speed to −1…2, 0.5 by default', () => {
    const row = (speed?: string) =>
      (parseContent(`<div data-content-type="row" data-appearance="full-bleed" data-enable-parallax="1"${speed === undefined ? '' : ` data-parallax-speed="${speed}"`} data-element="main"></div>`).nodes[0] as RowNode);
    expect(row('5').parallaxSpeed).toBe(2);
    expect(row('-3').parallaxSpeed).toBe(-1);
    expect(row('1.2').parallaxSpeed).toBe(1.2);
    expect(row('fast').parallaxSpeed).toBe(0.5);
    expect(row().parallaxSpeed).toBe(0.5);
    expect(row('1').enableParallax).toBe(true);
  });

  it('keeps a video source only when it is a video host or a local file', () => {
    const video = (src: string) =>
      (parseContent(`<div data-content-type="video" data-element="main"><div data-element="inner" style="max-width: 800px;"><div data-element="wrapper"><iframe src="${src}" data-element="video"></iframe></div></div></div>`).nodes[0] as { url: string | null; maxWidth?: string });
    expect(video('https://www.youtube.com/embed/dQw4w9WgXcQ').url).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(video('https://vimeo.com/12345').url).toBe('https://vimeo.com/12345');
    expect(video('http://shop.test/media/videos/gelules.mp4').url).toBe('/media/videos/gelules.mp4');
    expect(video('https://cdn.example.org/clip.mp4').url).toBeNull();
    expect(video('javascript:alert(1)').url).toBeNull();
    expect(video('https://www.youtube.com/embed/dQw4w9WgXcQ').maxWidth).toBe('800px');
  });

  it('drops unsafe HTML: scripts, frames, forms, event handlers, script links, inline styles beyond text ones', () => {
    const content = parseContent(
      '<div data-content-type="html" data-element="main">' +
        '&lt;p onclick="steal()" style="color: red; position: fixed; background: url(x.png)"&gt;Hi &lt;a href="javascript:alert(1)"&gt;there&lt;/a&gt;&lt;/p&gt;' +
        '&lt;script&gt;alert(1)&lt;/script&gt;&lt;iframe src="https://evil.example"&gt;&lt;/iframe&gt;&lt;form action="/x"&gt;&lt;input name="q"&gt;&lt;/form&gt;' +
        '&lt;custom-tag&gt;kept text&lt;/custom-tag&gt;&lt;img src="data:image/png;base64,AAA" alt="x"&gt;&lt;img src="/media/wysiwyg/a.png" alt="A" onerror="x()" width="40" height="20"&gt;' +
        '</div>',
    );
    const [html] = content.nodes as HtmlNode[];
    expect(html!.html).toEqual([
      { tag: 'p', className: expect.stringMatching(/^pb-/), children: ['Hi ', { tag: 'a', children: ['there'] }] },
      'kept text',
      { tag: 'img', attrs: { src: '/media/wysiwyg/a.png', alt: 'A', width: '40', height: '20' } },
    ]);
    expect(content.css).toMatch(/^\.pb-[a-z0-9]+\{color:red\}$/);
  });

  it('refuses style values that could leave their declaration', () => {
    const content = parseContent(
      '<div data-content-type="text" data-element="main" style="margin: 1px; padding: 2px;}</style><script>alert(1)</script>; border-color: red">' +
        '<p style="color: red;}body{display:none">x</p></div>',
    );
    expect(content.css).not.toMatch(/script|display|body/);
    expect(content.css).toContain('margin:1px');
  });

  it('reads Page Builder 2.4.3+ styles kept in <style> blocks, media queries included', () => {
    const content = parseContent(
      '<style>#html-body [data-pb-style=ABC12]{margin:0 0 20px;padding:12px;min-height:300px}' +
        '@media only screen and (max-width: 767px){#html-body [data-pb-style=ABC12]{min-height:150px}}</style>' +
        '<div data-content-type="row" data-appearance="full-bleed" data-element="main" data-pb-style="ABC12"></div>',
    );
    const [row] = content.nodes as RowNode[];
    expect(row).toMatchObject({ margin: '0 0 20px', padding: '12px', minHeight: '300px' });
    expect(content.css).toBe(`.${row!.classes!.main}{margin:0 0 20px;padding:12px;min-height:300px}@media (max-width: 767px){.${row!.classes!.main}{min-height:150px}}`);
  });

  it('reads links as the shop follows them: typed links inside the shop whatever host, others as written', () => {
    const button = (href: string, type: string, target = '') =>
      (parseContent(`<div data-content-type="button-item" data-element="main"><a href="${href}" target="${target}" data-link-type="${type}" data-element="link"><span data-element="link_text">Go</span></a></div>`).nodes[0] as ButtonItemNode);
    expect(button('https://magento.example/immunite.html?x=1', 'category').link).toBe('/immunite.html?x=1');
    expect(button('https://partner.example/offer', 'default', '_blank')).toMatchObject({ link: 'https://partner.example/offer', openInNewTab: true });
    expect(button('stores', 'default').link).toBe('/stores');
    expect(button('javascript:alert(1)', 'default').link).toBeNull();
    expect(button('delivery-times', 'block')).toMatchObject({ link: 'delivery-times', linkType: 'block', id: 'w0' });
  });

  it('reads blocks (their content, Page Builder or rich text), dynamic blocks and maps', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const content = parseContent(
      '<div data-content-type="block" data-element="main"><div class="widget block block-static-block"><p>Plain <em>rich</em> text</p></div></div>' +
        '<div data-content-type="block" data-element="main"><div class="widget block block-static-block"><h2 data-content-type="heading" data-element="main">Nested</h2></div></div>' +
        '<div data-content-type="dynamic_block" data-element="main" style="min-height: 200px;"><div class="widget block block-banners" data-uids="MQ==,Mg==" data-display-mode="fixed"></div></div>' +
        `<div data-content-type="map" data-element="main" data-locations='[{"position":{"latitude":45.76,"longitude":4.83},"location_name":"Lyon","address":"41 rue de la République","city":"Lyon","zipcode":"69002","country":"France","phone":"04 65 71 00 00"}]'></div>`,
    );
    const [plain, nested, dynamic, map] = content.nodes;
    expect(plain!.children.map((c) => c.contentType)).toEqual(['text']);
    expect(nested!.children).toMatchObject([{ contentType: 'heading', text: 'Nested' }]);
    expect(dynamic).toMatchObject({ uids: ['MQ==', 'Mg=='], displayMode: 'fixed', displayInline: false, minHeight: '200px' });
    expect(warn).toHaveBeenCalledWith('Page Builder dynamic_block content cannot be resolved (no dynamic blocks API), it will not be rendered.');
    expect(map).toMatchObject({
      locations: [{ name: 'Lyon', address: '41 rue de la République, 69002 Lyon, France', latitude: 45.76, longitude: 4.83, phone: '04 65 71 00 00', comment: null }],
    });
    warn.mockRestore();
  });

  it('reads the same on a server and in a browser: the tree is plain data', () => {
    expect(JSON.parse(JSON.stringify(home))).toEqual(home);
  });

  it('reads a content once: the same HTML again gives the same tree, a different one its own', () => {
    expect(parseContent(homeHtml)).toBe(home);
    expect(parseContent('<p>Autre page</p>')).not.toBe(home);
  });
});
