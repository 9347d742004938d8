import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as RenderModule from '../app/render';
import type { Embed, EmbedScripts, PageEmbeds } from '../domain/embeds';
import { ConfigError } from './config';
import { pageHtml } from './page-html';

export type RenderResult =
  | { type: 'redirect'; location: string; status: 301 | 302 }
  | { type: 'page'; status: number; html: string; embeds: Embed[] };

export interface RenderRequest {
  path: string;
  search: string;
  nonce: string;
  /** The host and protocol the shopper used. */
  origin: { host: string; proto: string };
}

export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** How often the configuration copy is refreshed from the backend. */
const CONFIG_REFRESH_MS = 5 * 60_000;

/**
 * Server rendering with the built app (dist/server/render.mjs): each page's machines run against the backend
 * at `graphqlUrl`, and the page goes out with their snapshot and the configuration copy.
 */
export async function createRenderer({
  distDir,
  graphqlUrl,
  dev = false,
  embedScripts = {},
}: {
  distDir: string;
  graphqlUrl: () => string;
  dev?: boolean;
  /** The widgets' script addresses, told to the page's browser. */
  embedScripts?: EmbedScripts;
}): Promise<Renderer> {
  const renderModule = join(distDir, 'server', 'render.mjs');
  if (!existsSync(renderModule)) {
    throw new ConfigError(`${distDir} holds no build of the shop. Run npm run build first (npm start builds, then starts).`);
  }
  const load = async (): Promise<typeof RenderModule> =>
    import(`${pathToFileURL(renderModule).href}${dev ? `?t=${Date.now()}` : ''}`) as Promise<typeof RenderModule>;
  let module = await load();
  const clientDir = join(distDir, 'client');
  const read = () => ({
    template: readFileSync(join(clientDir, 'index.html'), 'utf8'),
    screens: JSON.parse(readFileSync(join(clientDir, 'screens.json'), 'utf8')) as Record<string, string[]>,
  });
  let built = read();
  let config: { copy: Record<string, unknown>; at: number } = { copy: {}, at: 0 };

  async function configCopy(): Promise<Record<string, unknown>> {
    if (Date.now() - config.at < CONFIG_REFRESH_MS) return config.copy;
    try {
      config = { copy: await module.fetchConfigCopy(module.createServerClient(graphqlUrl(), {})), at: Date.now() };
    } catch {
      config = { copy: config.copy, at: Date.now() - CONFIG_REFRESH_MS + 10_000 };
    }
    return config.copy;
  }

  return {
    async render({ path, search, nonce, origin }) {
      if (dev) {
        module = await load();
        built = read();
      }
      const copy = await configCopy();
      const client = module.createServerClient(graphqlUrl(), copy, origin);
      const result = await module.renderPage({ path, search }, { client, config: copy, nonce });
      if (result.type === 'redirect') return result;
      const html = pageHtml(built.template.replaceAll('__CSP_NONCE__', nonce), {
        body: result.html,
        state: result.state,
        config: JSON.stringify(copy),
        preload: result.kind ? (built.screens[result.kind] ?? []) : [],
        embeds: JSON.stringify({ scripts: embedScripts, allowed: result.embeds.filter((embed) => embedScripts[embed]), path } satisfies PageEmbeds),
      });
      return { type: 'page', status: result.status, html, embeds: result.embeds };
    },
  };
}
