import { CatalogSession } from '../catalog/product-repository';
import { filterContent } from '../content/directives';
import { renderProductsWidget } from '../content/products-widget';
import type { DraftEntity } from '../preview/drafts';
import type { Services } from '../services';
import { CacheScope } from './cache';

export interface Customer {
  id: number;
  groupId: number;
  /** The id of the bearer token the request came with, if it has one. */
  tokenId?: string;
}

/** Everything a resolver knows about the request it serves. */
export interface Context {
  services: Services;
  /** Request time, ms. */
  now: number;
  /** The store's base URL and media URL for this request's origin, ending in "/". */
  baseUrl: string;
  mediaUrl: string;
  store: string;
  currency: string;
  /** The client's address (the socket's peer; a header could be forged): what per-client limits count by. */
  clientIp: string;
  /** The signed-in customer, from a valid bearer token. */
  customer: Customer | null;
  /** A guest's subscription portal session (the X-Subscription-Portal-Token header), if any. */
  portalToken?: string;
  /** The bot-protection answer (the X-ReCaptcha header), if any. */
  botProtectionToken?: string;
  cache: CacheScope;
  session: CatalogSession;
  /** Set by sign-in and sign-out: the response's X-Magento-Cache-Id is then the new one. */
  nextCustomer?: Customer | null;
  /** The draft version an admin previews (a live admin token with Preview-Version), else null. */
  previewVersion: number | null;
  /** A record as this request shows it: its draft of the previewed version, if any (never cached), else itself. */
  drafted<T extends object>(entity: DraftEntity, identifier: string, record: T): T;
  /** Epoch ms past which nobody awaits the answer (the storefront's time budget): resolvers stop there. */
  deadline?: number;
  /** Renders content directives for this request. */
  content(html: string | null): string | null;
}

export function createContext(
  services: Services,
  request: Pick<Context, 'now' | 'baseUrl' | 'mediaUrl' | 'store' | 'currency' | 'customer' | 'clientIp' | 'portalToken' | 'botProtectionToken' | 'previewVersion' | 'deadline'>,
): Context {
  const session = new CatalogSession(services.products);
  const directives = {
    baseUrl: request.baseUrl,
    mediaUrl: request.mediaUrl,
    block: (id: string) => services.cms.block(id)?.content,
    productsWidget: (params: Record<string, string>) => renderProductsWidget(params, {
      search: services.search, session, baseUrl: request.baseUrl, mediaUrl: request.mediaUrl, storeCode: request.store,
    }),
  };
  const cache = new CacheScope();
  const { previewVersion } = request;
  return {
    services,
    ...request,
    cache,
    session,
    drafted: (entity, identifier, record) => {
      if (previewVersion === null) return record;
      cache.markPrivate();
      return services.drafts.apply(entity, identifier, previewVersion, record);
    },
    content: (html) => (html === null ? null : filterContent(html, directives)),
  };
}
