// @vitest-environment node
// Content as a server renders it: the HTML a shopper's browser parses under the page's CSP.
import '../harness/setup-node';
import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import catalogue from '../../lang/fr_FR.json';
import { IntlProvider } from '../../src/app/i18n/intl-provider';
import { PageContent } from '../../src/app/pagebuilder/page-content';
import { parseContent } from '../../src/app/pagebuilder/parse';
import { ShellProvider } from '../../src/app/shell/shell-actor';
import { CspNonce } from '../../src/app/ui/csp-nonce';
import { shopSeed } from '../../src/backend/db/seed-source';
import type { Content } from '../../src/domain/page-builder';
import { startTestBackend, type TestBackend } from '../backend/helpers';

let backend: TestBackend;
let home: Content;
let html: string;

async function serverHtml(ui: ReactElement): Promise<string> {
  const app = createActor(appMachine, { input: { location: { path: '/', search: '' } } }).start();
  const { prelude } = await prerenderToNodeStream(
    <CspNonce.Provider value="n0nce">
      <IntlProvider locale="fr_FR" messages={catalogue}>
        <ShellProvider value={app}>
          <Router ssrPath="/">{ui}</Router>
        </ShellProvider>
      </IntlProvider>
    </CspNonce.Provider>,
    // As the server renders pages: every boundary inline, no script to reveal one later (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  app.stop();
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  backend = await startTestBackend({ seed: shopSeed() });
  const page = await backend.gql('{ cmsPage(identifier: "home") { content } }');
  home = parseContent(page.body.data!.cmsPage.content as string);
  html = await serverHtml(<PageContent content={home} priority />);
});
afterAll(() => backend?.close());

const count = (pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('the home page content, server-rendered', () => {
  it('carries no inline style: its styles ride in one <style> element with the page’s nonce', () => {
    expect(html).not.toMatch(/\sstyle="/);
    expect(count(/<style\b/)).toBe(1);
    expect(html).toContain(`<style nonce="n0nce">${home.css.replace(/>/g, '&gt;')}</style>`.slice(0, 60));
    expect(html).not.toMatch(/<script|<iframe|\son[a-z]+=/i);
  });

  it('fetches its largest image first: the hero banner’s, sized, not lazy; every other image waits', () => {
    expect(count(/<img[^>]*fetchPriority="high"/gi)).toBe(1);
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(html)![0];
    // Announced in the head as well, each source for its screens: React does not preload an image in a <picture>.
    const announced = html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(announced).toHaveLength(2);
    expect(announced[0]).toMatch(/fetchPriority="high" imageSrcSet="\/media\/wysiwyg\/home\/banniere-immunite\.png.*media="\(min-width: 768px\)"/);
    expect(announced[1]).toMatch(/imageSrcSet="\/media\/wysiwyg\/home\/banniere-immunite-mobile\.png.*media="\(max-width: 767px\)"/);
    expect(hero).toContain('src="/media/wysiwyg/home/banniere-immunite.png?auto=webp');
    expect(hero).toContain('width="1440"');
    expect(hero).toContain('height="480"');
    expect(hero).not.toContain('loading=');
    expect(html).toContain('<source media="(max-width: 767px)" srcSet="/media/wysiwyg/home/banniere-immunite-mobile.png?auto=webp');
    const others = (html.match(/<img\b[^>]*>/g) ?? []).filter((img) => !/fetchPriority/i.test(img));
    expect(others.length).toBeGreaterThan(10);
    for (const img of others) expect(img).toContain('loading="lazy"');
  });

  it('links inside the shop by path, product cards included; has one h1, the banner’s', () => {
    expect(html).toContain('href="/immunite.html"');
    expect(html).toContain('href="/omega-3-epa-dha-marin.html"');
    expect(html).toContain('href="/stores"');
    expect(count(/<h1\b/)).toBe(1);
  });

  it('renders the tabs with react-aria: the tab list and the default tab’s panel (the browser mounts the others)', () => {
    expect(count(/role="tablist"/)).toBe(1);
    expect(count(/role="tab"/)).toBe(3);
    expect(count(/role="tabpanel"/)).toBe(1);
    expect(html).toContain('Les bases d’une bonne vitalité');
  });

  it('renders the slider and the FAQ without their machines: first slide, every answer', () => {
    expect(count(/class="pb-slider__slide is-current"/)).toBe(1);
    expect(count(/class="pb-faq-item__answer"/)).toBe(4);
  });
});

describe('links of CMS content to the contact page, once it is built', () => {
  let service: string;
  beforeAll(async () => {
    const page = await backend.gql('{ cmsPage(identifier: "service-client") { content } }');
    service = await serverHtml(<PageContent content={parseContent(page.body.data!.cmsPage.content as string)} />);
  });

  it('are links, inline and as a button, beside the links to the other built pages', () => {
    expect(service).toMatch(/utiliser notre <a [^>]*href="\/contact-us"[^>]*>formulaire de contact<\/a>/);
    expect(service).toMatch(/<a [^>]*href="\/contact-us"[^>]*>.*Nous écrire/);
    expect(service).toMatch(/<a [^>]*href="\/track-my-order\/"[^>]*>Suivre ma commande<\/a>/);
  });
});
