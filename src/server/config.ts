import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { embedScriptUrl, type EmbedScripts } from '../domain/embeds';
import { DEFAULT_PURGE_FROM } from './cache-purge';

export interface ServerConfig {
  port: number;
  /** The interface to listen on (HOST); loopback by default. */
  host: string;
  /**
   * The shop's public origin (PUBLIC_URL, e.g. https://www.example.fr): every absolute URL the shop writes, e-mail
   * links first, is built from it. Required on any interface but loopback; null: the loopback address and port.
   */
  publicUrl: string | null;
  /** A real Magento to forward /graphql, /rest and /media to; the embedded backend when absent. */
  magentoUrl: URL | null;
  dataDir: string;
  /** The build: dist/client (the app) and dist/server (its server renderer). */
  distDir: string;
  /** The origin of the card issuer's 3-D Secure pages that checkout pages may frame; null: the shop's own. */
  payment3dsOrigin: string | null;
  /**
   * The public /graphql runs any document (VITRINE_GRAPHQL_OPEN=1), not only the shop's own by id: for tools, never
   * for a shop on the internet, where it lets anyone make the backend parse, validate and run documents of their own.
   */
  graphqlOpen: boolean;
  /** Behind a TLS proxy that sets X-Forwarded-Proto: its word on the shopper's scheme is trusted (HSTS over HTTPS). */
  trustProxy: boolean;
  /** The origin of the admin whose preview messages pages accept and who may frame them; null: the shop's own. */
  adminPreviewOrigin: string | null;
  /**
   * The scripts of CMS content's third-party widgets (TINTUP_SCRIPT_URL, TRUSTBEAUTY_SCRIPT_URL): loaded, and allowed by
   * the CSP, only on pages that show one. A widget without its script shows its content without the feed.
   */
  embedScripts: EmbedScripts;
  /**
   * Worker threads that render pages (VITRINE_RENDER_THREADS; by default one a core, at most DEFAULT_RENDER_THREADS_MAX,
   * none on a single core); 0: pages render on the server's own thread. Each thread renders on a core of its own and
   * costs about 90 MB of memory under load.
   */
  renderThreads: number;
  /**
   * The cache hosts the embedded backend's writes purge by tag (VARNISH_PURGE_URLS), as Magento's http_cache_hosts:
   * the other storefront nodes first, then the Varnish in front of them.
   */
  varnishPurgeUrls: URL[];
  /** The addresses that may PURGE this node's caches (CACHE_PURGE_FROM): Magento's, another node's. */
  purgeFrom: string[];
  /** Cached pages say HIT or MISS (CACHE_DEBUG=1), and so does a Varnish in front with the shop's VCL. */
  cacheDebug: boolean;
  /**
   * The embedded backend served on a port of its own (BACKEND_PORT) as a Magento is, to other storefront nodes
   * (their MAGENTO_URL): any GraphQL document, within the backend's limits. Never a port the internet reaches.
   */
  backendPort: number | null;
}

/** A configuration problem the operator must fix; printed without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The most render threads when VITRINE_RENDER_THREADS is unset: a bound on the memory they take (about 90 MB each). */
export const DEFAULT_RENDER_THREADS_MAX = 4;

/** `cores`: the host's (os.availableParallelism), which sets how many render threads by default. */
export function readConfig(env: NodeJS.ProcessEnv = process.env, cores = availableParallelism()): ServerConfig {
  const port = parsePort('PORT', env.PORT ?? '8080');
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = env.PUBLIC_URL ? parseOrigin('PUBLIC_URL', env.PUBLIC_URL, 'https://www.example.fr') : null;
  if (!publicUrl && !isLoopback(host)) {
    throw new ConfigError(`PUBLIC_URL must be set when HOST is not a loopback address (HOST is "${host}"): it is the shop's address in e-mail links, e.g. PUBLIC_URL=https://www.example.fr.`);
  }
  return {
    port,
    host,
    publicUrl,
    magentoUrl: env.MAGENTO_URL ? parseMagentoUrl(env.MAGENTO_URL) : null,
    // Set but empty is unset, as for the others: an empty path would be the working directory.
    dataDir: resolve(env.VITRINE_DATA_DIR || 'var'),
    distDir: resolve(env.VITRINE_DIST_DIR || 'dist'),
    payment3dsOrigin: env.PAYMENT_3DS_ORIGIN ? parseOrigin('PAYMENT_3DS_ORIGIN', env.PAYMENT_3DS_ORIGIN, 'https://3ds.example.com') : null,
    adminPreviewOrigin: env.ADMIN_PREVIEW_ORIGIN ? parseOrigin('ADMIN_PREVIEW_ORIGIN', env.ADMIN_PREVIEW_ORIGIN, 'https://admin.example.com') : null,
    trustProxy: parseFlag('TRUST_PROXY', env.TRUST_PROXY),
    graphqlOpen: parseFlag('VITRINE_GRAPHQL_OPEN', env.VITRINE_GRAPHQL_OPEN),
    renderThreads: env.VITRINE_RENDER_THREADS ? parseCount('VITRINE_RENDER_THREADS', env.VITRINE_RENDER_THREADS) : cores > 1 ? Math.min(cores, DEFAULT_RENDER_THREADS_MAX) : 0,
    varnishPurgeUrls: parseList(env.VARNISH_PURGE_URLS).map((url) => parseHttpUrl('VARNISH_PURGE_URLS', url, 'http://127.0.0.1:6081')),
    purgeFrom: env.CACHE_PURGE_FROM === undefined ? [...DEFAULT_PURGE_FROM] : parseList(env.CACHE_PURGE_FROM),
    cacheDebug: parseFlag('CACHE_DEBUG', env.CACHE_DEBUG),
    backendPort: env.BACKEND_PORT ? parsePort('BACKEND_PORT', env.BACKEND_PORT) : null,
    embedScripts: {
      ...(env.TINTUP_SCRIPT_URL && { tintup: parseScriptUrl('TINTUP_SCRIPT_URL', env.TINTUP_SCRIPT_URL) }),
      ...(env.TRUSTBEAUTY_SCRIPT_URL && { trustbeauty: parseScriptUrl('TRUSTBEAUTY_SCRIPT_URL', env.TRUSTBEAUTY_SCRIPT_URL) }),
    },
  };
}

function parseScriptUrl(name: string, value: string): string {
  const url = embedScriptUrl(value);
  if (!url) throw new ConfigError(`${name} must be an absolute http(s) URL of the widget's script, got "${value}".`);
  return url;
}

/** Where pages render, in the words the server's start line and the server bench print. */
export const renderingOf = (threads: number) =>
  threads > 0 ? `pages render in ${threads} thread${threads > 1 ? 's' : ''}` : "pages render on the server's thread";

/** A whole number from 0 to 64. */
function parseCount(name: string, value: string): number {
  const count = Number(value);
  if (!/^\d+$/.test(value) || count > 64) throw new ConfigError(`${name} must be a whole number from 0 to 64, got "${value}".`);
  return count;
}

function parsePort(name: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new ConfigError(`${name} must be a port number (0–65535), got "${value}".`);
  return port;
}

/** A comma-separated list, blanks dropped. */
const parseList = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);

/** `value` as an absolute http(s) URL, or undefined. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function parseHttpUrl(name: string, value: string, example: string): URL {
  const url = httpUrl(value);
  if (!url) {
    throw new ConfigError(`${name} must list absolute http(s) URLs such as ${example}, got "${value}".`);
  }
  return url;
}

function parseFlag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (true or false), got "${value}".`);
}

/** 127.0.0.0/8, ::1 or localhost: only this machine reaches the server, so its own address is its public one. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** An origin for the CSP: scheme, host and port only (https://3ds.example.com). */
function parseOrigin(name: string, value: string, example: string): string {
  const url = httpUrl(value);
  if (!url || url.origin !== value.replace(/\/$/, '')) {
    throw new ConfigError(`${name} must be an origin such as ${example} (no path), got "${value}".`);
  }
  return url.origin;
}

function parseMagentoUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`MAGENTO_URL must be an absolute http(s) URL such as https://magento.example.com, got "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`MAGENTO_URL must use http or https, got "${url.protocol}".`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`MAGENTO_URL must be the shop's base URL without query or fragment, got "${value}".`);
  }
  return url;
}
