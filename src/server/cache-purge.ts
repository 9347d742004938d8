import type { IncomingMessage, ServerResponse } from 'node:http';
import { tagPatterns, tagsOfPattern } from './tag-pattern';

/** The addresses that may purge a node by default: this host only. */
export const DEFAULT_PURGE_FROM: readonly string[] = ['127.0.0.1', '::1'];

const bare = (address: string) => address.replace(/^::ffff:(?=\d+\.)/, '');

/**
 * A PURGE sent to a storefront node, as Magento sends it to each of its cache hosts: from an address in `allowed`
 * (the socket's, never a header's), with X-Magento-Tags-Pattern. The node drops the pages (and GraphQL answers) built
 * from the tags it names and answers 200; anyone else gets 405, as from Magento's Varnish.
 */
export function answerPurge(req: IncomingMessage, res: ServerResponse, allowed: readonly string[], purge: (tags: readonly string[]) => void): void {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  if (!allowed.includes(bare(req.socket.remoteAddress ?? ''))) {
    res.statusCode = 405;
    return void res.end('Method not allowed');
  }
  const pattern = req.headers['x-magento-tags-pattern'];
  if (typeof pattern !== 'string' || pattern === '') {
    res.statusCode = 400;
    return void res.end('X-Magento-Tags-Pattern header required');
  }
  purge(tagsOfPattern(pattern));
  res.end('Purged');
}

/** How long a cache host may take to answer a purge before the next one is told. */
export const PURGE_TIMEOUT_MS = 5_000;

/**
 * Tells each cache host (VARNISH_PURGE_URLS) to drop what was built from `tags`, in the order listed, as Magento's
 * cache invalidation does: storefront nodes first, then the Varnish in front of them, so that Varnish's next fetch
 * finds no node still holding the old page. A host that fails is logged and the others are still told.
 */
export async function sendPurges(hosts: readonly URL[], tags: readonly string[], log: (message: string) => void = console.error): Promise<void> {
  for (const pattern of tagPatterns(tags)) {
    for (const host of hosts) {
      try {
        const answer = await fetch(host, { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': pattern }, signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
        await answer.body?.cancel();
        if (!answer.ok) log(`Cache purge refused by ${host.origin}: HTTP ${answer.status}.`);
      } catch (error) {
        log(`Cache purge of ${host.origin} failed: ${error instanceof Error ? error.message : String(error)}.`);
      }
    }
  }
}
