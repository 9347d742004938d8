import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * How `npm start` runs the server, for the tools and tests that start it as a shopper meets it: node on the build's
 * program (`<distDir>/server/main.mjs`, see esbuild.config.ts) with the node options of the start script (its heap
 * bound, its garbage collector). The build must be inside the project: the program finds its packages in node_modules.
 */
export function builtServer(distDir = process.env.VITRINE_DIST_DIR ?? 'dist'): { program: string; execArgv: string[] } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const options = /\bnode((?: --\S+)*) /.exec(scripts.start ?? '')?.[1] ?? '';
  return { program: join(resolve(distDir), 'server', 'main.mjs'), execArgv: options.split(' ').filter(Boolean) };
}
