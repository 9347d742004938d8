import type { IncomingMessage, ServerResponse } from 'node:http';
import { readConfig } from './config';
import { listen } from './listen';
import { dirname } from 'node:path';
import { createRenderer } from './renderer';
import { createStorefrontServer } from './storefront';
import { embeddedUpstream, magentoUpstream } from './upstream';

// Development only: the page listens on /__dev/events and reloads itself after each rebuild.
const RELOAD_SCRIPT = "new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n";

export async function startDevServer({ clientDir }: { clientDir: string }): Promise<{ reload(): void }> {
  const config = readConfig();
  const clients = new Set<ServerResponse>();
  const upstream = config.magentoUrl ? magentoUpstream(config.magentoUrl) : await embeddedUpstream(config.dataDir);
  const dev = {
    handle(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
      if (pathname === '/__dev/reload.js') {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(RELOAD_SCRIPT);
        return true;
      }
      if (pathname === '/__dev/events') {
        res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
        res.write(': connected\n\n');
        clients.add(res);
        req.on('close', () => clients.delete(res));
        return true;
      }
      return false;
    },
  };
  let port = config.port;
  const graphqlUrl = config.magentoUrl ? new URL('graphql', config.magentoUrl).href : undefined;
  const renderer = await createRenderer({
    distDir: dirname(clientDir),
    graphqlUrl: () => graphqlUrl ?? `http://127.0.0.1:${port}/graphql`,
    dev: true,
    embedScripts: config.embedScripts,
  });
  const server = createStorefrontServer({ clientDir, upstream, renderer, dev, payment3dsOrigin: config.payment3dsOrigin, trustProxy: config.trustProxy,
    adminPreviewOrigin: config.adminPreviewOrigin, embedScripts: config.embedScripts });
  port = await listen(server, config.port, config.host);
  console.log(`Vitrine (development) at http://localhost:${port}, rebuilding on change`);
  // The backend's thread sends the e-mail under way and closes its database before the process ends.
  const stop = async () => {
    server.close();
    await upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return {
    reload() {
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    },
  };
}
