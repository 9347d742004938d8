// The CSP of pages showing CMS content's third-party widgets: their scripts' origins on those pages only.
import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embedOrigins, embedScriptUrl } from '../../src/domain/embeds';
import { ConfigError, readConfig } from '../../src/server/config';
import type { Renderer } from '../../src/server/renderer';
import { createStorefrontServer } from '../../src/server/storefront';
import { UPSTREAM_PATHS, type Upstream } from '../../src/server/upstream';
import { listening, request } from './http';

const SCRIPTS = { tintup: 'https://embed.tintup.test/embed.js', trustbeauty: 'https://widget.trustbeauty.test/v1/reviews.js' };

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="fr"><head></head><body><div id="root"></div></body></html>');
  return dir;
}

/** A renderer whose /communaute shows the social feed, and whose other pages show no widget. */
const renderer: Renderer = {
  render: async ({ path }) => ({ type: 'page', status: 200, body: Buffer.from('<!doctype html><p>page</p>'), embeds: path === '/communaute' ? ['tintup'] : [] }),
};

const directive = (headers: Record<string, unknown>, name: string) =>
  String(headers['content-security-policy']).split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));

describe('CSP of pages with third-party widgets', () => {
  const servers: Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));
  const upstream: Upstream = { paths: UPSTREAM_PATHS, handle: (_req, res) => res.end('{}'), close() {} };

  it('a page showing a widget allows its script’s origin (scripts, data, images, frames); other pages do not', async () => {
    const server = createStorefrontServer({ clientDir: clientDir(), upstream, renderer, embedScripts: SCRIPTS });
    servers.push(server);
    const base = await listening(server);
    const widgetPage = (await request(base, '/communaute')).headers;
    expect(directive(widgetPage, 'script-src')).toBe("script-src 'self' https://embed.tintup.test");
    expect(directive(widgetPage, 'connect-src')).toBe("connect-src 'self' https://embed.tintup.test");
    expect(directive(widgetPage, 'img-src')).toBe("img-src 'self' data: blob: https://embed.tintup.test");
    expect(directive(widgetPage, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://embed.tintup.test');
    for (const path of ['/', '/a-propos', '/graphql']) {
      const headers = (await request(base, path)).headers;
      expect(directive(headers, 'script-src'), path).toBe("script-src 'self'");
      expect(String(headers['content-security-policy']), path).not.toContain('tintup');
    }
  });

  it('a widget the shop has no script for widens nothing', () => {
    expect(embedOrigins(['tintup', 'trustbeauty'], { trustbeauty: SCRIPTS.trustbeauty })).toEqual(['https://widget.trustbeauty.test']);
    expect(embedOrigins(['tintup'], {})).toEqual([]);
  });

  it('reads the widgets’ scripts from TINTUP_SCRIPT_URL and TRUSTBEAUTY_SCRIPT_URL, absolute http(s) URLs only', () => {
    expect(readConfig({}).embedScripts).toEqual({});
    expect(readConfig({ TINTUP_SCRIPT_URL: SCRIPTS.tintup, TRUSTBEAUTY_SCRIPT_URL: SCRIPTS.trustbeauty }).embedScripts).toEqual(SCRIPTS);
    expect(() => readConfig({ TINTUP_SCRIPT_URL: '/embed.js' })).toThrow(ConfigError);
    expect(() => readConfig({ TRUSTBEAUTY_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      'TRUSTBEAUTY_SCRIPT_URL must be an absolute http(s) URL of the widget’s script, got "javascript:alert(1)".'.replace('’', "'"),
    );
    expect(embedScriptUrl('data:text/javascript,alert(1)')).toBeNull();
  });
});
