import { createServer } from 'node:http';
import { join } from 'node:path';
import { sendPurges } from './cache-purge';
import type { ServerConfig } from './config';
import { listen } from './listen';
import { offFields, onFeatures } from '../domain/backend-features';
import { FEATURES_TAG } from '../domain/feature-names';
import { PageCache } from './page-cache';
import { embeddedSchema, printBackendFeatures } from './backend-schema';
import { originOf } from './public-origin';
import { createRenderer } from './renderer';
import { renderThreads } from './render-threads';
import { createStorefrontServer, type StorefrontOptions } from './storefront';
import { trustedDocumentsUpstream } from './trusted-documents';
import { embeddedUpstream, magentoUpstream } from './upstream';

/**
 * The shop as `npm start` and `npm run dev` run it: the upstream (the embedded backend, or MAGENTO_URL), the renderer
 * of the build in `config.distDir`, the storefront server on PORT. SIGINT and SIGTERM stop it in order: the server
 * stops listening, the backend's thread sends the e-mail under way and closes its database, then the process ends.
 * Resolves with the port it listens on.
 */
export async function startShop(config: ServerConfig, dev?: StorefrontOptions['dev']): Promise<number> {
  const reach = { publicUrl: config.publicUrl, trustProxy: config.trustProxy };
  // The shop's schema types its documents; the backend's features say which of their fields it lacks.
  const schema = embeddedSchema();
  const backend = config.magentoUrl ? magentoUpstream(config.magentoUrl, reach) : await embeddedUpstream(config.dataDir, reach);
  const source = config.magentoUrl ? { magentoUrl: config.magentoUrl } : { schema: backend.schema ?? '' };
  let features = await printBackendFeatures(source);
  let off = offFields(features);
  const upstream = trustedDocumentsUpstream(backend, { open: config.graphqlOpen, lacks: { off: () => off, schema } });
  let port = config.port;
  // Pages render against this very server's /graphql, by id as a browser asks: one way to Magento and to the embedded
  // backend, through the trusted documents.
  const address = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const rendering = {
    distDir: config.distDir,
    graphqlUrl: () => `${originOf(address, port)}/graphql`,
    features: () => onFeatures(features),
    embedScripts: config.embedScripts,
  };
  // Development re-reads the build on each render, on this thread.
  const renderer = config.renderThreads > 0 && !dev
    ? await renderThreads({ ...rendering, threads: config.renderThreads })
    : await createRenderer({ ...rendering, dev: dev !== undefined });
  const pageCache = dev ? null : new PageCache();
  const server = createStorefrontServer({
    clientDir: join(config.distDir, 'client'), upstream, renderer, dev, pageCache, payment3dsOrigin: config.payment3dsOrigin,
    trustProxy: config.trustProxy, adminPreviewOrigin: config.adminPreviewOrigin, embedScripts: config.embedScripts,
    publicUrl: config.publicUrl, purgeFrom: config.purgeFrom, cacheDebug: config.cacheDebug,
  });
  // After this node's own caches (createStorefrontServer's listener), the other nodes' and Varnish's, in that order.
  if (config.varnishPurgeUrls.length > 0) upstream.onPurge?.((tags) => void sendPurges(config.varnishPurgeUrls, tags));
  port = await listen(server, config.port, config.host);
  // Other storefront nodes reach the embedded backend here as they would a Magento.
  const backendServer = config.backendPort !== null && !config.magentoUrl ? createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (backend.paths.some((path) => pathname === path || pathname.startsWith(path))) return backend.handle(req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  }) : null;
  if (backendServer) console.log(`The embedded backend answers other nodes at ${originOf(address, await listen(backendServer, config.backendPort!, config.host))}`);
  const stop = async () => {
    server.close();
    backendServer?.close();
    await renderer.close?.();
    await upstream.close();
    process.exit(0);
  };
  // SIGHUP reads the backend's schema again: after a module was installed or removed.
  process.on('SIGHUP', () => void printBackendFeatures(source).then((read) => {
    features = read;
    off = offFields(read);
    // The pages cached showed the features as they were.
    pageCache?.purge([FEATURES_TAG]);
  }));
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  return port;
}
