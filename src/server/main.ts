// `npm start`: the storefront server on PORT (default 8080), with the embedded backend unless MAGENTO_URL is set.
import { ConfigError, readConfig } from './config';
import { listen } from './listen';
import { join } from 'node:path';
import { createRenderer } from './renderer';
import { createStorefrontServer } from './storefront';
import { embeddedUpstream, magentoUpstream } from './upstream';

async function main(): Promise<void> {
  const config = readConfig();
  const upstream = config.magentoUrl ? magentoUpstream(config.magentoUrl) : await embeddedUpstream(config.dataDir);
  let port = config.port;
  // Pages render against Magento directly, or against this very server when the backend is embedded.
  const graphqlUrl = config.magentoUrl ? new URL('graphql', config.magentoUrl).href : undefined;
  const renderer = await createRenderer({
    distDir: config.distDir,
    graphqlUrl: () => graphqlUrl ?? `http://127.0.0.1:${port}/graphql`,
    embedScripts: config.embedScripts,
  });
  const server = createStorefrontServer({
    clientDir: join(config.distDir, 'client'), upstream, renderer, payment3dsOrigin: config.payment3dsOrigin, trustProxy: config.trustProxy,
    adminPreviewOrigin: config.adminPreviewOrigin, embedScripts: config.embedScripts,
  });
  port = await listen(server, config.port, config.host);
  const backend = config.magentoUrl ? `Magento at ${config.magentoUrl.origin}` : `embedded backend, data in ${config.dataDir}`;
  console.log(`Vitrine is running at http://localhost:${port} (${backend})`);
  // E-mail under way is sent before the process ends.
  const stop = async () => {
    server.close();
    await upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Vitrine cannot start: ${error.message}` : error);
  process.exit(1);
});
