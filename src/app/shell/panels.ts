import type { ComponentType } from 'react';
import { wideScreen } from '../services/wide-screen';
import { lazyWithPreload } from '../ui/lazy';

/**
 * The service worker precaches every chunk this module imports (the build reads them here: esbuild.config.ts), so
 * that a kept page reloaded offline has its panels and parts: they are asked for offline too (the search panel's
 * texts, a catalogue of their own, still wait for the connection, as a search does).
 */
const shellPart = <P extends object>(load: () => Promise<ComponentType<P>>) => lazyWithPreload(load, true);

// The shell's panels use react-aria's dialog, search field and menu, which no page needs for its first render:
// each is its own chunk, fetched when the shopper points at or focuses its trigger.
export const navDrawerPanel = shellPart(() => import('./nav-drawer').then((m) => m.NavDrawer));
export const miniCartPanel = shellPart(() => import('./mini-cart').then((m) => m.MiniCart));
export const searchPanel = shellPart(() => import('./search-panel').then((m) => m.searchPanelTexts().then(() => m.SearchPanel)));
/** The not-found page's search field: the search panel's form, in the same chunk. */
export const searchForm = shellPart(() => import('./search-panel').then((m) => m.SearchForm));
/** The mega menu's "More" menu (react-aria's menu): loaded when the row has one and the shopper reaches for it. */
export const megaMenuMore = shellPart(() => import('./mega-menu-more').then((m) => m.MegaMenuMore));
export const accountMenuPanel = shellPart(() => import('./account-menu').then((m) => m.AccountMenu));
/** The checkout header's Need Help menu (react-aria's disclosure): its chunk loads with the checkout layout only. */
export const needHelpMenu = shellPart(() => import('./need-help').then((m) => m.NeedHelp));

export type LazyPanel = typeof navDrawerPanel;
// The parts of the shell that hydrate after the controls a shopper taps first (src/app/ui/hydrated-apart.tsx), their
// code in chunks of their own, fetched as the app starts, without holding up its first render.
export const footerPart = shellPart(() => import('./footer').then((m) => m.DefaultFooter));
/**
 * The mega menu shows on wide screens only: on a narrow one its code is not fetched and the server's HTML (hidden, its
 * links still there) stays unhydrated until the screen widens. A phone spends none of its start on it.
 */
export const megaMenuPart = shellPart(() => wideScreen().then(() => import('./mega-menu')).then((m) => m.MegaMenu));
/** The toasts' live region: on the page from the server, empty until a shopper's action adds one. */
export const toastPart = shellPart(() => import('./toast-area').then((m) => m.ToastArea));
/** The CMS content renderer (Page Builder), for the shell's blocks: its own chunk, as on the pages that show CMS content. */
export const blockContent = shellPart(() => import('../pagebuilder/page-content').then((m) => m.PageContent));
/** The store and currency switchers: only a shop with several store views or currencies shows them. */
export const switchersView = shellPart(() => import('./switchers-view').then((m) => m.SwitchersView));
/** The store and currency switchers' menu (react-aria's menu): loaded only where a switcher shows, when the shopper reaches for it. */
export const switcherMenu = shellPart(() => import('./switcher-menu').then((m) => m.SwitcherMenu));
