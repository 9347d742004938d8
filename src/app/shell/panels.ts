import { lazyWithPreload } from '../ui/lazy';

// The shell's panels use react-aria's dialog and search field, which no page needs for its first render:
// each is its own chunk, fetched when the shopper points at or focuses its trigger.
export const navDrawerPanel = lazyWithPreload(() => import('./nav-drawer').then((m) => m.NavDrawer));
export const miniCartPanel = lazyWithPreload(() => import('./mini-cart').then((m) => m.MiniCart));
export const searchPanel = lazyWithPreload(() => import('./search-panel').then((m) => m.SearchPanel));

export type LazyPanel = typeof navDrawerPanel;
