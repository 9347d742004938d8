import { build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { cjsExportsPlugin } from '../../src/tools/build/cjs-exports-plugin';

const ENTRY = `
import React, { createElement, useState } from 'react';
import { jsx } from 'react/jsx-runtime';
import { Kind } from 'graphql/language/kinds';
export const made = createElement('p', null, 'a');
export const same = React.createElement === createElement && typeof useState === 'function';
export const jsxMade = jsx('b', { children: 'c' });
export const field = Kind.FIELD;
`;

/** A CommonJS package of the bundle that requires one of the wrapped ones, as react-dom requires react. */
const requiresReact: Plugin = {
  name: 'requires-react',
  setup(build) {
    build.onResolve({ filter: /^requires-react$/ }, () => ({ path: 'requires-react', namespace: 'requires-react' }));
    build.onLoad({ filter: /.*/, namespace: 'requires-react' }, () => ({
      contents: "module.exports = require('react').createElement;",
      resolveDir: process.cwd(),
      loader: 'js',
    }));
  },
};

async function bundled(plugins: Plugin[], contents = ENTRY) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins,
  });
  const code = result.outputFiles[0]!.text;
  return { code, module: await import(`data:text/javascript,${encodeURIComponent(code)}`) };
}

describe('the CommonJS exports plugin', () => {
  it('gives the bundle a CommonJS package\'s names as plain bindings, the package\'s own values', async () => {
    const { code, module } = await bundled([cjsExportsPlugin(['react', 'react/jsx-runtime', 'graphql/language/kinds'])]);
    expect(module.made).toMatchObject({ type: 'p', props: { children: 'a' } });
    expect(module.same).toBe(true);
    expect(module.jsxMade).toMatchObject({ type: 'b', props: { children: 'c' } });
    expect(module.field).toBe('Field');
    // Each use reads a binding, not the interop object's getter.
    expect(code).toMatch(/= createElement\("p"/);
    expect(code).not.toMatch(/import_react\d*\.createElement/);
  });

  it('leaves a CommonJS package\'s require of one to the package itself: the same object, no getter for each name', async () => {
    const contents = `import required from 'requires-react';\nimport { createElement } from 'react';\nexport const same = required === createElement;`;
    const { code, module } = await bundled([requiresReact, cjsExportsPlugin(['react'])], contents);
    expect(module.same).toBe(true);
    // A required ES module is handed over as a namespace object with a getter for every name, all of them kept.
    expect(code).not.toMatch(/useOptimistic: \(\) =>/);
  });

  it('without it, each use goes through the interop object (what it spares)', async () => {
    const { code } = await bundled([]);
    expect(code).toMatch(/\(0, import_react\d*\.createElement\)\("p"/);
  });
});
