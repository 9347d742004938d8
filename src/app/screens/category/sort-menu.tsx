import { Suspense } from 'react';
import { selectSort, type CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import type { SortChoice } from '../../../domain/listing-query';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { lazyWithPreload } from '../../ui/lazy';
import { usePageState } from '../page-actor';

/** The `select` key of each sort in the line "Sorted by: …". */
const SORT_KEYS: Record<SortChoice, string> = {
  relevance: 'relevance',
  position: 'position',
  name: 'name',
  'price-asc': 'priceAsc',
  'price-desc': 'priceDesc',
};

// The menu is react-aria's, in its own chunk: the rest of the listing hydrates without waiting for it.
const sortMenuButton = lazyWithPreload(() => import('./sort-menu-button').then((m) => m.SortMenuButton));

/** The button the menu's code replaces once loaded: the same look, already in the page. */
function SortButtonPlaceholder() {
  const t = useT();
  return (
    <button type="button" className="button button--secondary sort-menu__button" aria-haspopup="menu" aria-expanded="false">
      {t('listing.sort.label')}
      <Icon name="chevronDown" size={18} />
    </button>
  );
}

/** The line stating the active sort, and the sort menu (spec §2). */
export function SortMenu() {
  const t = useT();
  const sort = usePageState((s: CatalogListingSnapshot) => selectSort(s));
  return (
    <div className="sort-menu">
      <p className="sort-menu__line" aria-live="polite">
        {t('listing.sortedBy', { sort: SORT_KEYS[sort.active] })}
      </p>
      <Suspense fallback={<SortButtonPlaceholder />}>
        <sortMenuButton.Component />
      </Suspense>
    </div>
  );
}
