import { describe, expect, it } from 'vitest';
import { embedOrigins, embedScriptUrl, embedsOf } from '../../src/domain/embeds';
import type { ContentNode } from '../../src/domain/page-builder';

/** A content node as far as `embedsOf` reads it: its type and its children. */
const node = (contentType: string, children: ContentNode[] = []) => ({ contentType, children }) as unknown as ContentNode;

describe('embedsOf', () => {
  it('finds each widget once, however deep, in the catalogue’s order', () => {
    const tree = [
      node('row', [node('column', [node('trustbeauty'), node('text')]), node('tintup')]),
      node('row', [node('tintup', [node('trustbeauty')])]),
    ];
    expect(embedsOf(tree)).toEqual(['tintup', 'trustbeauty']);
  });

  it('a page without widgets loads no script', () => {
    expect(embedsOf([node('row', [node('heading'), node('image')])])).toEqual([]);
    expect(embedsOf([])).toEqual([]);
  });
});

describe('embedScriptUrl', () => {
  it('takes an absolute http(s) address, normalised', () => {
    expect(embedScriptUrl('https://cdn.example.com/embed.js')).toBe('https://cdn.example.com/embed.js');
    expect(embedScriptUrl('http://cdn.example.com')).toBe('http://cdn.example.com/');
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', 'cdn.example.com/embed.js', '/embed.js', 'javascript:alert(1)', 'data:text/javascript,1', 'ftp://cdn.example.com/x.js']) {
      expect(embedScriptUrl(value)).toBeNull();
    }
  });
});

describe('embedOrigins', () => {
  const scripts = { tintup: 'https://cdn.tintup.example/feed.js', trustbeauty: 'https://widgets.trust.example/v2/embed.js' };

  it('allows the origin of each shown widget’s script, once', () => {
    expect(embedOrigins(['tintup', 'trustbeauty'], scripts)).toEqual(['https://cdn.tintup.example', 'https://widgets.trust.example']);
    expect(embedOrigins(['tintup', 'trustbeauty'], { tintup: 'https://cdn.example/a.js', trustbeauty: 'https://cdn.example/b.js' })).toEqual(['https://cdn.example']);
  });

  it('allows nothing for a widget not shown or not configured', () => {
    expect(embedOrigins(['trustbeauty'], { tintup: scripts.tintup })).toEqual([]);
    expect(embedOrigins([], scripts)).toEqual([]);
  });
});
