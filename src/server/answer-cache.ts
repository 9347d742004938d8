import { setImmediate as nextTurn } from 'node:timers/promises';
import { deepFrozen } from '../domain/shared-data';
import { PAGE_CACHE_TTL_MS } from './page-cache';
import { TaggedCache } from './tagged-cache';

/**
 * A kept answer as fetch hands it over: a response whose body is the kept text. Built with no body stream, it spares
 * each hit what `new Response(text)` costs, the text encoded into a stream and decoded back: about 40 µs an answer,
 * as long again as parsing it. Its JSON is parsed once for all the renders that read it, and frozen: each render
 * parsed the same text again (the menu's 39 KB on every page), and a render that changed what the others read fails
 * at once rather than showing the next shopper its change.
 */
class KeptAnswer extends Response {
  readonly #answer: Kept;

  constructor(answer: Kept) {
    super(null, { status: 200, headers: answer.headers });
    this.#answer = answer;
  }

  override text(): Promise<string> {
    return Promise.resolve(this.#answer.body);
  }

  override json(): Promise<unknown> {
    const answer = this.#answer;
    return this.text().then((text) => (answer.parsed ??= deepFrozen(JSON.parse(text) as unknown)));
  }

  override clone(): Response {
    return new KeptAnswer(this.#answer);
  }
}

/** An answer's body and headers as the backend sent them, and its JSON once a render has read it. */
interface Kept {
  body: string;
  headers: [string, string][];
  parsed?: unknown;
}

/** A public answer as kept. */
interface Answer extends Kept {
  tags: string[];
  expires: number;
}

export const ANSWER_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * The longest an answer is kept, whatever its max-age says (Magento says a day): the full-page cache's own
 * lifetime, the only way out when Magento does not list this node among its cache hosts (no PURGE reaches it).
 */
export const ANSWER_TTL_MS = PAGE_CACHE_TTL_MS;

/** How long a shared cache may keep an answer, in ms (s-maxage, else max-age); 0 when it may not. */
function lifetimeOf(response: Response): number {
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (response.status !== 200 || !/\bpublic\b/.test(cacheControl) || /\b(no-store|private|no-cache)\b/.test(cacheControl)) return 0;
  if (response.headers.has('Set-Cookie') || response.headers.get('Vary')?.includes('*')) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/.exec(cacheControl)?.[1];
  return Number(seconds ?? 0) * 1000;
}

/**
 * What a request is known by: its URL and every header it sends, so that answers that vary on one (Store,
 * Content-Currency, the forwarded host…) are never mixed up; null for what a shared cache never answers (not a
 * GET, or from someone who says who they are).
 */
function keyOf(input: Parameters<typeof fetch>[0], init: RequestInit | undefined): string | null {
  if (input instanceof Request || (init?.method ?? 'GET').toUpperCase() !== 'GET') return null;
  const headers = new Headers(init?.headers);
  if (headers.has('Authorization') || headers.has('Cookie')) return null;
  return [String(input), ...[...headers].map(([name, value]) => `${name}: ${value}`)].join('\n');
}

/**
 * Server renders' cache of the backend's public GraphQL answers, as Varnish keeps them in front of Magento: a GET
 * with no credentials whose answer says `Cache-Control: public` is kept for its max-age (at most ANSWER_TTL_MS),
 * least recently used out first past a byte budget, and dropped when one of its X-Magento-Tags is purged (the
 * backend's writes). Every page's render asks the same few things (the store's blocks, the menu, the page's entity):
 * over HTTP to the backend and back, they cost a third of the render.
 */
export function answerCache({
  fetch: fetchAnswer = fetch,
  maxBytes = ANSWER_CACHE_MAX_BYTES,
  ttlMs = ANSWER_TTL_MS,
  now = Date.now,
  schemaOperations = new Map(),
}: {
  fetch?: typeof fetch;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
  /**
   * Operations whose answer describes the backend's schema rather than its data, by name, with how long to keep it
   * whatever its headers say: Magento answers an introspection `no-store`, as it carries no cache tag.
   */
  schemaOperations?: ReadonlyMap<string, number>;
} = {}): {
  fetch: typeof fetch;
  purge(tags: readonly string[]): void;
} {
  // Its key and text, two bytes a character, and once read the text's parsed form, about 1.5 bytes a character of it.
  const answers = new TaggedCache<Answer>(maxBytes, (key, answer) => 2 * key.length + 4 * answer.body.length, now);
  return {
    async fetch(input, init) {
      const key = keyOf(input, init);
      if (key === null) return fetchAnswer(input, init);
      const kept = answers.get(key);
      if (kept) {
        // Answered on the event loop's next turn, as from the network: answered at once, a render ran to its end
        // without the server reading any other request, and some shoppers waited seconds for their turn.
        await nextTurn();
        return new KeptAnswer(kept);
      }
      const generation = answers.generation;
      const response = await fetchAnswer(input, init);
      const schema = schemaLifetimeOf(input, response);
      const lifetime = Math.min(schema ?? lifetimeOf(response), ttlMs);
      if (lifetime <= 0) return response;
      const body = await response.text();
      // The body is kept decoded: what said how it travelled no longer holds.
      const headers = [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
      const tags = (response.headers.get('X-Magento-Tags') ?? '').split(',').filter(Boolean);
      // A schema answer is kept whole only: an error in it (a backend's bad moment) is not kept for minutes.
      const answer = { body, headers, tags, expires: now() + lifetime };
      if (schema === undefined || !/"errors"\s*:/.test(body)) answers.set(key, answer, generation);
      return new KeptAnswer(answer);
    },
    purge: (tags) => answers.purge(tags),
  };

  /** How long a schema operation's answer is kept (a 200 that sets no cookie); undefined for any other. */
  function schemaLifetimeOf(input: Parameters<typeof fetch>[0], response: Response): number | undefined {
    const lifetime = schemaOperations.get(new URL(String(input)).searchParams.get('operationName') ?? '');
    return lifetime !== undefined && response.status === 200 && !response.headers.has('Set-Cookie') ? lifetime : undefined;
  }
}
