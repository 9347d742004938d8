// Route resolution of spec §2, as pure rules: what a path is, from the shell's table or the backend's answer.

export type Page =
  | { kind: 'home' }
  | { kind: 'search' }
  | { kind: 'category'; uid: string }
  | { kind: 'product'; uid: string; urlKey: string }
  | { kind: 'cms'; identifier: string }
  | { kind: 'pointOfSale'; identifier: string }
  | { kind: 'pointOfSaleList' }
  | { kind: 'cart' };

export type PageKind = Page['kind'];

export type Resolution =
  | { type: 'page'; page: Page }
  | { type: 'redirect'; to: string; code: 301 | 302 }
  | { type: 'external'; url: string }
  | { type: 'notFound' };

/** The CMS page the home page shows (Magento's cms_home_page). */
export const HOME_PAGE_IDENTIFIER = 'home';

/** Paths the shell answers without asking the backend. */
const SHELL_PAGES: Record<string, Page> = {
  '/': { kind: 'home' },
  '/search.html': { kind: 'search' },
  '/cart': { kind: 'cart' },
};

export function shellPage(path: string): Page | null {
  return SHELL_PAGES[path] ?? null;
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

function pageOf(answer: RouteAnswer): Page | null {
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
