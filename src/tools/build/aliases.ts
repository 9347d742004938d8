import { MESSAGE_PARSER_ALIAS } from './messages-plugin';

/** The packages the browser's bundles take in place of others, for less code that does the same. */
export const BROWSER_ALIASES = {
  ...MESSAGE_PARSER_ALIAS,
  // React 19 has useSyncExternalStore: the shim of it for older Reacts that @xstate/react and wouter import (its
  // selector's variant too, the alias covering the path's rest) would only ship a fallback that never runs.
  'use-sync-external-store/shim/index.js': 'use-sync-external-store',
  'use-sync-external-store/shim': 'use-sync-external-store',
};
