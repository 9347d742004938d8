import { HOME_PAGE_IDENTIFIER, type Page } from '../../domain/routes';
import { loadListing } from './catalog';
import { loadCmsPage } from './cms';
import { loadProduct } from './product';
import { resolveLocation, type DataServices } from './route';
import { loadPointsOfSale } from './stores';

/**
 * Pre-resolves a path on the shopper's intent and loads what its page will show first, with the same
 * requests the page makes: the click is then answered from the cache.
 */
export async function prefetchPage(context: DataServices, href: string): Promise<Page | null> {
  const url = new URL(href, 'http://shop.local');
  const resolution = await resolveLocation(context, { path: url.pathname, search: url.search });
  if (resolution.type !== 'page') return null;
  const { page } = resolution;
  if (page.kind === 'category') await loadListing(context, { source: page, search: url.search });
  if (page.kind === 'search') await loadListing(context, { source: { kind: 'search' }, search: url.search });
  if (page.kind === 'product') await loadProduct(context, page);
  if (page.kind === 'cms') await loadCmsPage(context, page);
  if (page.kind === 'home') await loadCmsPage(context, { identifier: HOME_PAGE_IDENTIFIER });
  if (page.kind === 'pointOfSale') await loadPointsOfSale(context, page);
  if (page.kind === 'pointOfSaleList') await loadPointsOfSale(context, { identifier: null });
  return page;
}
