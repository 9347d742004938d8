import { createElement, lazy, Suspense, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { toHtml } from '../../src/app/server-html';

const h = createElement;

/** React's static renderer, every boundary inline: what a server render must equal. */
async function staticHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const Shimmer = () => h('p', null, 'Chargement…');

describe('a page\'s server HTML', () => {
  it('is the static renderer\'s HTML when nothing suspends', async () => {
    const page = h('main', null, h(Suspense, { fallback: h(Shimmer) }, h('h1', null, 'Magnésium & B6'), h('p', { className: 'price' }, '12,90 €')));
    const html = await toHtml(page);
    expect(html).toBe(await staticHtml(page));
    expect(html).toContain('<h1>Magnésium &amp; B6</h1>');
  });

  it('waits for a part whose code is still loading, rather than leaving its shimmer to the browser', async () => {
    const Description = lazy(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { default: () => h('section', null, 'Riche en vitamine D3') };
    });
    const page = h('main', null, h(Suspense, { fallback: h(Shimmer) }, h(Description)));
    const html = await toHtml(page);
    expect(html).toContain('<section>Riche en vitamine D3</section>');
    expect(html).not.toContain('Chargement…');
    expect(html).not.toContain('<!--$!-->');
  });

  it('keeps a part that threw for the browser to render, as the static renderer does', async () => {
    const Broken = () => {
      throw new Error('no price');
    };
    const page = h('main', null, h(Suspense, { fallback: h(Shimmer) }, h(Broken)));
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const html = await toHtml(page);
      expect(html).toContain('Chargement…');
      expect(html).toContain('<!--$!-->');
    } finally {
      console.error = original;
    }
  });
});
