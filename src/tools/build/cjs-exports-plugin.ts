import { createRequire } from 'node:module';
import type * as esbuild from 'esbuild';

const NAMESPACE = 'cjs-exports';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/**
 * A package's exports in the build the bundle gets: React picks its development or production files by NODE_ENV as
 * it loads, and the bundle by the value `define` gives it.
 */
function exportsIn(mode: string, load: NodeJS.Require, name: string): object {
  const was = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    return load(name) as object;
  } finally {
    if (was === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = was;
  }
}

/**
 * CommonJS packages bundled as ES modules whose exports are read once, as the module loads. esbuild's interop reads
 * each name through a getter on every use (`React.useState`, `jsx`, graphql's `Kind.FIELD`): thousands of calls a
 * page a server renders or a browser hydrates, and `(0, import_react.useState)` at each call site. Here an import of
 * one of `packages` gets a module that takes the package's `module.exports` once and exports each of its names as a
 * constant, which the bundle then reads as any binding.
 */
export function cjsExportsPlugin(packages: readonly string[]): esbuild.Plugin {
  const filter = new RegExp(`^(${packages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
  const load = createRequire(`${process.cwd()}/package.json`);
  return {
    name: 'cjs-exports',
    setup(build) {
      const mode = JSON.parse(build.initialOptions.define?.['process.env.NODE_ENV'] ?? '"production"') as string;
      // The module below imports the package itself: that import is resolved as usual. So is React's `require` by a
      // CommonJS package (react-dom's): it wants `module.exports`, the same object, and required, the module below
      // would be a namespace object with a getter for each of React's names, every one kept. react-dom's own
      // `require` by its client goes through the module below, which keeps the two in one chunk.
      build.onResolve({ filter }, (args) => (args.namespace === NAMESPACE || (args.kind === 'require-call' && args.path === 'react') ? undefined : { path: args.path, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = Object.keys(exportsIn(mode, load, args.path)).filter((name) => IDENTIFIER.test(name) && name !== 'default');
        return {
          contents: `import * as cjs from ${JSON.stringify(args.path)};\nexport const { ${names.join(', ')} } = cjs;\nexport default cjs.default;\n`,
          resolveDir: process.cwd(),
          loader: 'js',
        };
      });
    },
  };
}
