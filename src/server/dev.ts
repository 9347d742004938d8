import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { readConfig } from './config';
import { startShop } from './start';
import { originOf } from './public-origin';

// Development only: the page listens on /__dev/events and reloads itself after each rebuild.
const RELOAD_SCRIPT = "new EventSource('/__dev/events').addEventListener('reload', () => location.reload());\n";

/** The shop as `npm start` runs it, on the build in `clientDir`'s parent, with pages that reload after each rebuild. */
export async function startDevServer({ clientDir }: { clientDir: string }): Promise<{ reload(): void }> {
  const config = { ...readConfig(), distDir: dirname(clientDir) };
  const clients = new Set<ServerResponse>();
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
  const port = await startShop(config, dev);
  console.log(`Vitrine (development) at ${config.publicUrl ?? originOf(config.host === 'localhost' ? '127.0.0.1' : config.host, port)}, rebuilding on change`);
  return {
    reload() {
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    },
  };
}
