// Route resolution of spec §2, as pure rules: what a path is, from the route table or the backend's answer.
import { routeOf, type ShellScreen } from './route-table';

/** A page the backend's `route(url)` answer names. */
export type BackendPage =
  | { kind: 'category'; uid: string }
  | { kind: 'product'; uid: string; urlKey: string }
  | { kind: 'cms'; identifier: string }
  | { kind: 'pointOfSale'; identifier: string }
  | { kind: 'pointOfSaleList' };

/** A screen of the route table, with the `{name}` segments of its path. */
export interface ShellPage {
  kind: ShellScreen;
  params: Readonly<Record<string, string>>;
}

export type Page = BackendPage | ShellPage;

export type PageKind = Page['kind'];

export type Resolution =
  | { type: 'page'; page: Page }
  /** `from`: the origin a guest is sent to sign in from, kept in the history entry's state (spec §2). */
  | {
      type: 'redirect';
      to: string;
      code: 301 | 302;
      from?: string;
      /** A URL that began with this store code (spec §2): the code is saved and the page loads again in that store view. */
      storeCode?: string;
    }
  | { type: 'external'; url: string }
  | { type: 'notFound' };

/** The CMS page the home page shows (Magento's cms_home_page). */
export const HOME_PAGE_IDENTIFIER = 'home';

/** The page of the route table's row for `path`, or null when the backend decides. */
export function shellPage(path: string): ShellPage | null {
  const { row, params } = routeOf(path);
  return row.screen === 'backend' ? null : { kind: row.screen, params };
}

/** The answer of the backend's `route(url)` query, as the shop reads it. */
export interface RouteAnswer {
  __typename?: string;
  type?: string | null;
  redirect_code?: number | null;
  relative_url?: string | null;
  uid?: string | null;
  url_key?: string | null;
  identifier?: string | null;
  id?: number | null;
}

/**
 * Spec §2: a 301/302 sends the visitor to the relative URL with the query string kept; an http URL leaves
 * the shop; an empty answer, or one without type or identity, is not found.
 */
export function resolve(answer: RouteAnswer | null | undefined, search: string): Resolution {
  if (!answer) return { type: 'notFound' };
  const target = answer.relative_url ?? '';
  if (answer.redirect_code === 301 || answer.redirect_code === 302) {
    if (/^https?:\/\//.test(target)) return { type: 'external', url: target };
    return { type: 'redirect', to: `/${target.replace(/^\//, '')}${search}`, code: answer.redirect_code };
  }
  if (/^https?:\/\//.test(target)) return { type: 'external', url: target };
  const page = pageOf(answer);
  return page ? { type: 'page', page } : { type: 'notFound' };
}

function pageOf(answer: RouteAnswer): BackendPage | null {
  switch (answer.type) {
    case 'CATEGORY':
      return answer.uid ? { kind: 'category', uid: answer.uid } : null;
    case 'PRODUCT':
      return answer.uid && answer.url_key ? { kind: 'product', uid: answer.uid, urlKey: answer.url_key } : null;
    case 'CMS_PAGE':
      return answer.identifier ? { kind: 'cms', identifier: answer.identifier } : null;
    case 'POINT_OF_SALE':
      return answer.identifier ? { kind: 'pointOfSale', identifier: answer.identifier } : null;
    case 'POINT_OF_SALE_LIST':
      return answer.id !== undefined && answer.id !== null ? { kind: 'pointOfSaleList' } : null;
    default:
      return null;
  }
}

/** Where signing in returns: the origin kept when the guest was sent to sign in, if it is one of the shop's paths; else home. */
export function returnPath(from: string | null | undefined): string {
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : '/';
}

/** A link to the shop's own host is routed inside the app; any other host is external (spec §2). */
export function internalPath(href: string, shopOrigin: string): string | null {
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href, shopOrigin);
    return url.origin === shopOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * A path that starts with a store code (spec §2): `/fr/x.html` → the code and the rest of the path, when
 * the first segment is one of the store codes.
 */
export function storeCodePrefix(path: string, storeCodes: readonly string[]): { storeCode: string; rest: string } | null {
  const [, first, ...rest] = path.split('/');
  if (!first || !storeCodes.includes(first)) return null;
  return { storeCode: first, rest: `/${rest.join('/')}` };
}
