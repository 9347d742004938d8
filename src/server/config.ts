import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** A real Magento to forward /graphql, /rest and /media to; the embedded backend when absent. */
  magentoUrl: URL | null;
  dataDir: string;
  /** The build: dist/client (the app) and dist/server (its server renderer). */
  distDir: string;
}

/** A configuration problem the operator must fix; printed without a stack trace. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number (0–65535), got "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    magentoUrl: env.MAGENTO_URL ? parseMagentoUrl(env.MAGENTO_URL) : null,
    dataDir: resolve(env.VITRINE_DATA_DIR ?? 'var'),
    distDir: resolve(env.VITRINE_DIST_DIR ?? 'dist'),
  };
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
