import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RenderModule from '../app/render';
import { ALL_FEATURES, COPY_FEATURES_KEY, FEATURES_TAG, type BackendFeature } from '../domain/feature-names';
import type { Embed, EmbedScripts, PageEmbeds } from '../domain/embeds';
import { answerCache } from './answer-cache';
import { ConfigError } from './config';
import { pageHtml } from './page-html';
import { ADMIN_ORIGIN_PLACEHOLDER, NONCE_PLACEHOLDER } from './security-headers';

export type RenderResult =
  /** `storeCode`: a URL with a store code chose this store view, which the response keeps (spec §2). */
  | { type: 'redirect'; location: string; status: 301 | 302; storeCode?: string }
  /**
   * `body`: the page's HTML in UTF-8, as it goes out (a render thread hands the bytes over without a copy); `tags`: the
   * entities the page was built from (the X-Magento-Tags of the answers its render used); `complete`: false when its
   * data was late and it shows shimmers in their place (a page cache does not keep it).
   */
  | { type: 'page'; status: number; body: Buffer; embeds: Embed[]; tags?: string[]; complete?: boolean };

export interface RenderRequest {
  path: string;
  search: string;
  nonce: string;
  /** The host and protocol the shopper used. */
  origin: { host: string; proto: string };
  /** The admin's origin whose preview messages the page accepts (ADMIN_PREVIEW_ORIGIN); '' or absent: the shop's own. */
  adminOrigin?: string;
  /** The shopper's store view and currency (their cookies), rendered in when the shop has them. */
  storeCode?: string | null;
  currency?: string | null;
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Forgets what it keeps that was built from one of `tags` (the configuration copies). */
  purge?(tags: readonly string[]): void;
  /** Stops the threads it renders in, if any. */
  close?(): Promise<void>;
}

/** The build's server renderer (dist/server/render.mjs); a missing build is the operator's to fix. */
export function renderModuleOf(distDir: string): string {
  const renderModule = join(distDir, 'server', 'render.mjs');
  if (!existsSync(renderModule)) {
    throw new ConfigError(`${distDir} holds no build of the shop. Run npm run build first (npm start builds, then starts).`);
  }
  return renderModule;
}

/**
 * A fetch (through `fetchAnswer`: the renderer's answer cache) that adds the cache tags of each answer (Magento's
 * X-Magento-Tags) to `tags`, whether it came from the backend or the cache. An answer from this very
 * process (the embedded backend, on the loopback) is asked uncompressed: compressing it and decompressing it again
 * cost more than the page's render took otherwise.
 */
function collectingTags(tags: Set<string>, fetchAnswer: typeof fetch): typeof fetch {
  return async (input, init) => {
    const loopback = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(String(input instanceof Request ? input.url : input));
    const headers = new Headers(init?.headers);
    if (loopback) headers.set('Accept-Encoding', 'identity');
    const response = await fetchAnswer(input, { ...init, headers });
    for (const tag of (response.headers.get('X-Magento-Tags') ?? '').split(',')) if (tag) tags.add(tag);
    return response;
  };
}

/**
 * The HTML sanitiser's DOM step of `module` over a jsdom window of this thread's. jsdom is imported here, not at the
 * top: it costs about 100 MB, and render threads, which ask the server's thread instead, never load it.
 */
export async function domSanitiserOf(module: Pick<typeof RenderModule, 'domSanitiser'>): Promise<() => (html: string) => string> {
  const { sanitiserDom } = await import('./sanitiser-dom');
  return () => module.domSanitiser(sanitiserDom());
}

/** How often the configuration copy is refreshed from the backend. */
const CONFIG_REFRESH_MS = 5 * 60_000;

/**
 * The renders' queries that ask the backend's schema, not its data: which filters a listing may use (an introspection
 * of ProductAttributeFilterInput). Magento answers them `no-store`, and every listing a server rendered asked it again
 * (a category page's render spent a fifth of its work on that round trip); the schema changes only when the store's
 * attributes do, so a render keeps the answer as long as it keeps the configuration copy.
 */
const SCHEMA_OPERATIONS = new Map([['ListingFilterTypes', CONFIG_REFRESH_MS]]);

/**
 * Renders under way at once; the others wait their turn. A render is work on this one thread (its answers mostly
 * come from the answer cache): more at once only interleave, and each takes as many times longer while holding its
 * machines and data in memory. Under 50 connections on one thread, four at once gave a p99 of 1.26 s, two 0.89 s,
 * for the same throughput; two rather than one lets a render go on while another waits for the backend.
 */
export const MAX_RENDERS = 2;

/** Runs `work` when fewer than `max` are running, in the order asked. */
export function renderSlots(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < max) running += 1;
    else await new Promise<void>((turn) => waiting.push(turn));
    try {
      return await work();
    } finally {
      // The slot goes straight to the next in line.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/**
 * Server rendering with the built app (dist/server/render.mjs): each page's machines run against the backend
 * at `graphqlUrl`, and the page goes out with their snapshot and the configuration copy.
 */
export async function createRenderer({
  distDir,
  graphqlUrl,
  features = () => ALL_FEATURES,
  dev = false,
  embedScripts = {},
  maxRenders = MAX_RENDERS,
  sanitiser,
}: {
  distDir: string;
  graphqlUrl: () => string;
  /** The backend's features that are on (by default all): each page's configuration copy says them, the others are hidden. */
  features?: () => readonly BackendFeature[];
  dev?: boolean;
  /** Renders under way at once (MAX_RENDERS). */
  maxRenders?: number;
  /** The widgets' script addresses, told to the page's browser. */
  embedScripts?: EmbedScripts;
  /** The HTML sanitiser's DOM step, when another thread runs it; by default, over a jsdom of this thread's. */
  sanitiser?: () => (html: string) => string;
}): Promise<Renderer> {
  const renderModule = renderModuleOf(distDir);
  const load = async (): Promise<typeof RenderModule> => {
    const loaded = (await import(`${pathToFileURL(renderModule).href}${dev ? `?t=${Date.now()}` : ''}`)) as typeof RenderModule;
    loaded.provideSanitiser(sanitiser ?? (await domSanitiserOf(loaded)));
    return loaded;
  };
  let module = await load();
  const clientDir = join(distDir, 'client');
  const read = () => ({
    template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
    screens: JSON.parse(readFileSync(join(clientDir, 'screens.json'), 'utf8')) as Record<string, string[]>,
  });
  let built = read();
  const answers = answerCache({ schemaOperations: SCHEMA_OPERATIONS });
  /** Each store view's configuration copy, by store code ('' for the default store view). */
  const configs = new Map<string, { copy: Record<string, unknown>; at: number; tags: Set<string> }>();

  async function configOf(storeCode: string): Promise<{ copy: Record<string, unknown>; tags: Set<string> }> {
    const config = configs.get(storeCode) ?? { copy: {}, at: 0, tags: new Set<string>() };
    if (Date.now() - config.at < CONFIG_REFRESH_MS) return config;
    try {
      const tags = new Set<string>();
      const client = module.createServerClient(graphqlUrl(), {}, undefined, storeCode ? { storeCode } : {}, collectingTags(tags, answers.fetch));
      configs.set(storeCode, { copy: await module.fetchConfigCopy(client), at: Date.now(), tags });
    } catch {
      configs.set(storeCode, { ...config, at: Date.now() - CONFIG_REFRESH_MS + 10_000 });
    }
    return configs.get(storeCode)!;
  }
  const configCopy = async (storeCode: string) => (await configOf(storeCode)).copy;

  /** The shopper's store view when the shop has it (the default one's copy lists them), else the default one. */
  async function storeOf(requested: string | null | undefined): Promise<string> {
    if (!requested) return '';
    const stores = ((await configCopy('')).availableStores as { store_code: string }[] | undefined) ?? [];
    return stores.some((store) => store.store_code === requested) ? requested : '';
  }

  const inTurn = renderSlots(maxRenders);
  return {
    render: (request) => inTurn(() => render(request)),
    purge(tags) {
      answers.purge(tags);
      for (const [storeCode, config] of configs) if (tags.some((tag) => config.tags.has(tag))) configs.delete(storeCode);
    },
  };

  async function render({ path, search, nonce, origin, adminOrigin = '', storeCode: requestedStore, currency: requestedCurrency }: RenderRequest): Promise<RenderResult> {
    if (dev) {
      module = await load();
      built = read();
    }
    const storeCode = await storeOf(requestedStore);
    const config = await configOf(storeCode);
    const copy: Record<string, unknown> = { ...config.copy, [COPY_FEATURES_KEY]: features() };
    // A page is built from its configuration copy and the backend's features too: a change of either drops it.
    const tags = new Set([...config.tags, FEATURES_TAG]);
    const offered = (copy.currency as { available_currency_codes?: string[] } | undefined)?.available_currency_codes ?? [];
    const currency = requestedCurrency && offered.includes(requestedCurrency) ? requestedCurrency : null;
    const client = module.createServerClient(graphqlUrl(), copy, origin, { ...(storeCode && { storeCode }), currency }, collectingTags(tags, answers.fetch));
    const result = await module.renderPage({ path, search, currency }, { client, config: copy, nonce });
    if (result.type === 'redirect') return result;
    const body = pageHtml(built.template.replaceAll(NONCE_PLACEHOLDER, nonce).replaceAll(ADMIN_ORIGIN_PLACEHOLDER, adminOrigin), {
      lang: result.lang,
      body: result.html,
      state: result.state,
      config: JSON.stringify(copy),
      preload: result.kind ? (built.screens[result.kind] ?? []) : [],
      embeds: JSON.stringify({ scripts: embedScripts, allowed: result.embeds.filter((embed) => embedScripts[embed]), path } satisfies PageEmbeds),
    });
    return { type: 'page', status: result.status, body, embeds: result.embeds, tags: [...tags], complete: result.complete };
  }
}
