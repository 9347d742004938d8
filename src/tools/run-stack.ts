// npm run stack: Varnish on PORT (default 8080) in front of two storefront nodes, the first running the embedded
// backend (see stack.ts and docs/deployment.md). Ctrl-C stops all three.
import { resolve } from 'node:path';
import { hasVarnish, startStack } from './stack';

if (!hasVarnish()) {
  console.error('The stack needs Varnish 7: apt-get install varnish');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const stack = await startStack({
  distDir: resolve(process.env.VITRINE_DIST_DIR ?? 'dist'), dataDir: resolve(process.env.VITRINE_DATA_DIR ?? 'var'), port, publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
console.log(`Vitrine is running at http://localhost:${port} (Varnish in front of ${stack.nodes.map((node) => node.url).join(' and ')})`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
