import type { UrlRewriteRow } from '../../routing/url-rewrites';
import type { Context } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { encodeUid } from '../uid';
import { categoryNode } from './categories';
import { cmsPageNode } from './cms';
import { pointOfSaleListNode, pointOfSaleNode } from './points-of-sale';
import type { Resolvers } from './types';

interface ResolvedUrl {
  entityId: number;
  /** The URL rewrite entity type as the schema spells it (PRODUCT, CATEGORY, CMS_PAGE…), null when none. */
  type: string | null;
  relativeUrl: string;
  redirectCode: number;
}

/** A redirect chain longer than this is a loop in the data. */
const MAX_HOPS = 10;

function parseUrl(url: string): { path: string; query: string } {
  let rest = url.trim();
  if (/^https?:\/\//i.test(rest)) {
    const parsed = new URL(rest);
    rest = `${parsed.pathname}${parsed.search}`;
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const q = rest.indexOf('?');
  const path = q >= 0 ? rest.slice(0, q) : rest;
  const query = q >= 0 ? rest.slice(q + 1) : '';
  return { path: path !== '/' ? path.replace(/^\/+/, '') : path, query };
}

/**
 * Magento's URL resolution: the rewrite for the path (or the one whose target it is), followed through redirects to
 * the entity; a redirect answers with its final target as relative URL.
 */
export function resolveUrl(url: string, context: Context): ResolvedUrl | null {
  if (!url || url.trim() === '') throw inputError('"url" argument should be specified and not empty');
  const urls = context.services.urls;
  const { path: rawPath, query } = parseUrl(url);
  // The home page is the CMS page configured as such.
  const homeKey = String(context.services.config.store.cms_home_page ?? 'home');
  const path = rawPath === '/' || rawPath === '' ? homeKey : rawPath;

  let rewrite = urls.fromRequestPath(path);
  const redirectCode = rewrite?.redirect_type ?? 0;
  rewrite ??= urls.fromTargetPath(path);
  if (!rewrite) return null;

  let final: UrlRewriteRow = rewrite;
  for (let hops = 0; hops < MAX_HOPS; hops++) {
    const next = urls.fromRequestPath(final.target_path);
    if (!next || next.url_rewrite_id === final.url_rewrite_id) break;
    final = next;
  }
  let entityId = final.entity_id;
  let entityType = final.entity_type;
  if (!entityId) {
    const target = urls.fromTargetPath(final.target_path);
    entityId = target?.entity_id ?? 0;
    entityType = target?.entity_type ?? entityType;
  }
  if (redirectCode === 0 && !entityId) throw noSuchEntity(`No such entity found with matching URL key: ${path}`);
  let relativeUrl = redirectCode > 0 ? (final.redirect_type > 0 ? final.target_path : final.request_path) : rewrite.request_path;
  if (query) relativeUrl += `?${query}`;
  return { entityId, type: entityId ? entityType.toUpperCase().replace(/-/g, '_') : null, relativeUrl, redirectCode };
}

function routeEntity(resolved: ResolvedUrl, context: Context): object | null {
  const routing = { redirect_code: resolved.redirectCode, relative_url: resolved.relativeUrl };
  switch (resolved.type) {
    case 'PRODUCT': {
      const product = context.session.product(resolved.entityId);
      if (!product || product.visibility !== 4) return null;
      context.cache.tag('cat_p', `cat_p_${product.entity_id}`);
      return { ...product, ...routing, __typename: product.type_id === 'configurable' ? 'ConfigurableProduct' : 'SimpleProduct' };
    }
    case 'CATEGORY': {
      const category = context.services.categories.get(resolved.entityId);
      return category ? { ...categoryNode(category, context), ...routing, __typename: 'CategoryTree' } : null;
    }
    case 'CMS_PAGE': {
      const page = context.services.cms.page(resolved.entityId);
      return page ? { ...cmsPageNode(page, context), ...routing, __typename: 'CmsPage' } : null;
    }
    case 'POINT_OF_SALE': {
      const pos = context.services.pointsOfSale.byId(resolved.entityId);
      return pos ? { ...pointOfSaleNode(pos, context), ...routing, __typename: 'PointOfSale' } : null;
    }
    case 'POINT_OF_SALE_LIST':
      return { ...pointOfSaleListNode(context), ...routing, __typename: 'PointOfSaleList' };
    default:
      context.cache.tag('url_rewrite');
      return { ...routing, type: null, __typename: 'RoutableUrl' };
  }
}

export const routeResolvers: Resolvers = {
  fields: {
    Query: {
      route: (_s, args: { url: string }, context: Context) => {
        const resolved = resolveUrl(args.url, context);
        return resolved ? routeEntity(resolved, context) : null;
      },
      urlResolver: (_s, args: { url: string }, context: Context) => {
        const resolved = resolveUrl(args.url, context);
        if (!resolved) return null;
        context.cache.tag('url_rewrite');
        return {
          id: resolved.entityId || null,
          entity_uid: encodeUid(resolved.entityId),
          canonical_url: resolved.relativeUrl,
          relative_url: resolved.relativeUrl,
          redirectCode: resolved.redirectCode,
          type: resolved.type,
        };
      },
    },
  },
  types: {
    RoutableInterface: (value) => (value as { __typename?: string }).__typename ?? 'RoutableUrl',
  },
};
