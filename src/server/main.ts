// `npm start`: the storefront server on PORT (default 8080), with the embedded backend unless MAGENTO_URL is set.
import { ConfigError, readConfig } from './config';
import { listen } from './listen';
import { createStorefrontServer } from './storefront';
import { embeddedUpstream, magentoUpstream } from './upstream';

async function main(): Promise<void> {
  const config = readConfig();
  const upstream = config.magentoUrl ? magentoUpstream(config.magentoUrl) : await embeddedUpstream(config.dataDir);
  const server = createStorefrontServer({ clientDir: config.clientDir, upstream });
  const port = await listen(server, config.port, config.host);
  const backend = config.magentoUrl ? `Magento at ${config.magentoUrl.origin}` : `embedded backend, data in ${config.dataDir}`;
  console.log(`Vitrine is running at http://localhost:${port} (${backend})`);
  const stop = () => {
    server.close();
    upstream.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Vitrine cannot start: ${error.message}` : error);
  process.exit(1);
});
