import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { answerPurge, sendPurges } from '../../src/server/cache-purge';
import { EVERY_TAG } from '../../src/server/tag-pattern';
import { listening, request } from './http';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A cache host that records the purges it gets, in the order of all hosts (`log`). */
async function cacheHost(name: string, log: string[], status = 200): Promise<URL> {
  const server = createServer((req: IncomingMessage, res) => {
    log.push(`${name} ${req.method} ${req.headers['x-magento-tags-pattern']}`);
    res.writeHead(status).end();
  });
  servers.push(server);
  return new URL(await listening(server));
}

describe('purges sent to the cache hosts (VARNISH_PURGE_URLS)', () => {
  it('go to each host in the order listed, as Magento’s PURGE with the tags’ pattern', async () => {
    const log: string[] = [];
    const hosts = [await cacheHost('node2', log), await cacheHost('varnish', log)];
    await sendPurges(hosts, ['cat_p_7']);
    expect(log).toEqual(['node2 PURGE ((^|,)cat_p_7(,|$))', 'varnish PURGE ((^|,)cat_p_7(,|$))']);
  });

  it('still reach the other hosts when one refuses or is down, and say so', async () => {
    const log: string[] = [];
    const messages: string[] = [];
    const down = new URL('http://127.0.0.1:9');
    const hosts = [await cacheHost('refusing', log, 405), down, await cacheHost('varnish', log)];
    await sendPurges(hosts, [EVERY_TAG], (message) => messages.push(message));
    expect(log).toEqual(['refusing PURGE .*', 'varnish PURGE .*']);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('HTTP 405');
    expect(messages[1]).toContain('127.0.0.1:9');
  });
});

describe('a PURGE sent to a node', () => {
  async function node(allowed: readonly string[]) {
    const purged: (readonly string[])[] = [];
    const server = createServer((req, res) => answerPurge(req, res, allowed, (tags) => purged.push(tags)));
    servers.push(server);
    return { base: await listening(server), purged };
  }

  it('drops what the pattern names when it comes from an address allowed, by its socket', async () => {
    const { base, purged } = await node(['127.0.0.1']);
    const res = await request(base, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '((^|,)cat_p_7(,|$))|((^|,)cat_c_3(,|$))' } });
    expect(res.status).toBe(200);
    expect(purged).toEqual([['cat_p_7', 'cat_c_3']]);
    expect((await request(base, '/', { method: 'PURGE' })).status).toBe(400);
    expect(purged).toHaveLength(1);
  });

  it('is refused (405) from any other address, whatever X-Forwarded-For says', async () => {
    const { base, purged } = await node(['10.0.0.9']);
    const res = await request(base, '/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': '.*', 'X-Forwarded-For': '10.0.0.9' } });
    expect(res.status).toBe(405);
    expect(res.text).toBe('Method not allowed');
    expect(purged).toEqual([]);
  });
});
