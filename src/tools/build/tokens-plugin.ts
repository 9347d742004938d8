import type { Plugin } from 'esbuild';
import { tokensCss } from '../../domain/layout';

/** `@import "virtual:tokens.css"` resolves to the layout tokens of src/domain/layout.ts as CSS custom properties. */
export const tokensPlugin: Plugin = {
  name: 'tokens',
  setup(build) {
    build.onResolve({ filter: /^virtual:tokens\.css$/ }, () => ({ path: 'tokens.css', namespace: 'tokens' }));
    build.onLoad({ filter: /.*/, namespace: 'tokens' }, () => ({ contents: tokensCss(), loader: 'css' }));
  },
};
