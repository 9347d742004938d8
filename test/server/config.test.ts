import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/server/config';
import { listen } from '../../src/server/listen';
import { createRenderer } from '../../src/server/renderer';
import { listening } from './http';

describe('server configuration', () => {
  it('defaults to port 8080, the embedded backend and ./var', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.magentoUrl).toBeNull();
    expect(config.dataDir).toMatch(/\/var$/);
    // Set but empty (VITRINE_DATA_DIR=$UNSET_VARIABLE) is unset: not the working directory, where the database would land.
    expect(readConfig({ VITRINE_DATA_DIR: '', VITRINE_DIST_DIR: '' })).toMatchObject({ dataDir: config.dataDir, distDir: config.distDir });
  });

  it('takes PORT, MAGENTO_URL and VITRINE_DATA_DIR', () => {
    const config = readConfig({ PORT: '3000', MAGENTO_URL: 'https://magento.example.com/', VITRINE_DATA_DIR: '/tmp/shop' });
    expect(config).toMatchObject({ port: 3000, dataDir: '/tmp/shop' });
    expect(config.magentoUrl?.href).toBe('https://magento.example.com/');
  });

  it('explains a bad MAGENTO_URL or PORT', () => {
    expect(() => readConfig({ MAGENTO_URL: 'magento.local' })).toThrow(
      'MAGENTO_URL must be an absolute http(s) URL such as https://magento.example.com, got "magento.local".',
    );
    expect(() => readConfig({ MAGENTO_URL: 'ftp://magento.local' })).toThrow('MAGENTO_URL must use http or https, got "ftp:".');
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(ConfigError);
  });

  it('opens the public /graphql to any document only when told (VITRINE_GRAPHQL_OPEN)', () => {
    expect(readConfig({}).graphqlOpen).toBe(false);
    expect(readConfig({ VITRINE_GRAPHQL_OPEN: '1' }).graphqlOpen).toBe(true);
    expect(() => readConfig({ VITRINE_GRAPHQL_OPEN: 'yes' })).toThrow('VITRINE_GRAPHQL_OPEN must be 1 or 0 (true or false), got "yes".');
  });

  it('takes the cache hosts to purge, who may purge it, the backend port for other nodes and the cache debug', () => {
    const none = readConfig({});
    expect(none).toMatchObject({ varnishPurgeUrls: [], purgeFrom: ['127.0.0.1', '::1'], backendPort: null, cacheDebug: false });
    const stack = readConfig({
      VARNISH_PURGE_URLS: 'http://10.0.0.2:8080, http://10.0.0.9:6081', CACHE_PURGE_FROM: '10.0.0.5,10.0.0.6', BACKEND_PORT: '8090', CACHE_DEBUG: '1',
    });
    expect(stack.varnishPurgeUrls.map(String)).toEqual(['http://10.0.0.2:8080/', 'http://10.0.0.9:6081/']);
    expect(stack).toMatchObject({ purgeFrom: ['10.0.0.5', '10.0.0.6'], backendPort: 8090, cacheDebug: true });
    expect(readConfig({ CACHE_PURGE_FROM: '' }).purgeFrom).toEqual([]);
    expect(() => readConfig({ VARNISH_PURGE_URLS: 'varnish:6081' })).toThrow(
      'VARNISH_PURGE_URLS must list absolute http(s) URLs such as http://127.0.0.1:6081, got "varnish:6081".',
    );
    expect(() => readConfig({ BACKEND_PORT: '70000' })).toThrow('BACKEND_PORT must be a port number (0–65535), got "70000".');
  });

  it('trusts a TLS proxy only when told (TRUST_PROXY)', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow('TRUST_PROXY must be 1 or 0 (true or false), got "yes".');
  });

  it('renders pages in a thread a core, at most four, unless told how many (VITRINE_RENDER_THREADS)', () => {
    expect(readConfig({}, 1).renderThreads).toBe(0);
    expect(readConfig({}, 2).renderThreads).toBe(2);
    expect(readConfig({}, 3).renderThreads).toBe(3);
    expect(readConfig({}, 16).renderThreads).toBe(4);
    expect(readConfig({ VITRINE_RENDER_THREADS: '2' }, 1).renderThreads).toBe(2);
    expect(readConfig({ VITRINE_RENDER_THREADS: '6' }, 16).renderThreads).toBe(6);
    expect(readConfig({ VITRINE_RENDER_THREADS: '0' }, 2).renderThreads).toBe(0);
    for (const wrong of ['two', '-1', '1.5', '65']) {
      expect(() => readConfig({ VITRINE_RENDER_THREADS: wrong })).toThrow(`VITRINE_RENDER_THREADS must be a whole number from 0 to 64, got "${wrong}".`);
    }
  });

  it('explains a port already in use', async () => {
    const taken = createServer();
    const port = Number(new URL(await listening(taken)).port);
    await expect(listen(createServer(), port, '127.0.0.1')).rejects.toThrow(
      `Port ${port} is already in use. Stop the other program or set PORT to a free port.`,
    );
    taken.close();
  });

  it('explains a missing build', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    await expect(createRenderer({ distDir, graphqlUrl: () => '' })).rejects.toThrow(
      `${distDir} holds no build of the shop. Run npm run build first (npm start builds, then starts).`,
    );
  });
});
