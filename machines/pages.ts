import { ACCOUNT_PAGES } from '../src/domain/account-pages';
import type { BackendFeature } from '../src/domain/feature-names';
import { routeOfLink } from '../src/domain/route-table';
import type { Page, PageKind } from '../src/domain/routes';
import { SCREEN_KINDS, SCREENS, type Opening, type PageOpening, type ScreenKind } from '../src/domain/screens';

export { SCREEN_KINDS, type PageOpening, type PageShell, type ScreenKind } from '../src/domain/screens';

/**
 * Screens whose machine comes with their code rather than by name, unless the app says otherwise (the router's
 * `machineComesWithCode` guard): checkout's, which no server renders. A browser extends this to every screen whose
 * machine it has not loaded yet (src/app/services/page-logic.ts).
 */
export const LAZY_SCREENS = SCREENS.filter((screen) => 'machineComesWithCode' in screen).map((screen) => screen.kind);

export const hasLazyMachine = (kind: PageKind): boolean => (LAZY_SCREENS as readonly PageKind[]).includes(kind);

export const hasScreen = (kind: PageKind): kind is ScreenKind => (SCREEN_KINDS as readonly PageKind[]).includes(kind);

/** Whether the backend has what a route needs: its feature, if it names one, is on. */
export const routeServed = (feature: BackendFeature | undefined, features: readonly BackendFeature[]) => !feature || features.includes(feature);

/** Whether a link to `href` (a path of the shop) leads to a screen: the backend's pages do; a route of the table while the backend has its feature. */
export function leadsToScreen(href: string, features: readonly BackendFeature[]): boolean {
  const { row } = routeOfLink(href);
  return row.screen === 'backend' || routeServed(row.feature, features);
}

/** The account pages shown, in the order the account menu, the drawer and the account area list them. */
export const builtAccountPages = (features: readonly BackendFeature[]) =>
  ACCOUNT_PAGES.filter((page) => routeServed('feature' in page ? page.feature : undefined, features));

/** A page's machine input, from its route and the location's path and query string (its screen's entry makes it). */
export function pageInput(page: Page, location: { path: string; search: string }, shell: PageOpening): unknown {
  const input = SCREENS.find((screen) => screen.kind === page.kind)?.input as ((opening: Opening<PageKind>) => unknown) | undefined;
  return input ? input({ page, location, query: new URLSearchParams(location.search), shell }) : {};
}
