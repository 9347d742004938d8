// `npm start`: the storefront server on PORT (default 8080), with the embedded backend unless MAGENTO_URL is set.
import { ConfigError, readConfig, renderingOf } from './config';
import { originOf } from './public-origin';
import { startShop } from './start';

async function main(): Promise<void> {
  const config = readConfig();
  const port = await startShop(config);
  const backend = config.magentoUrl ? `Magento at ${config.magentoUrl.origin}` : `embedded backend, data in ${config.dataDir}`;
  const rendering = config.renderThreads > 0 ? `; ${renderingOf(config.renderThreads)}` : '';
  const address = config.publicUrl ?? originOf(config.host === 'localhost' ? '127.0.0.1' : config.host, port);
  console.log(`Vitrine is running at ${address} (${backend}${rendering})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Vitrine cannot start: ${error.message}` : error);
  process.exit(1);
});
