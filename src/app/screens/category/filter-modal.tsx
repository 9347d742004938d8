import {
  selectDraftFacets,
  selectDraftHasFilters,
  selectFilterModalOpen,
  type CatalogListingSnapshot,
} from '../../../../machines/catalog-listing.machine';
import { useT } from '../../i18n/use-t';
import { SidePanel } from '../../ui/side-panel';
import { usePageState } from '../page-actor';
import { FacetList } from './facet-list';
import { useListingActor } from './listing-actor';

/**
 * The filters in a modal (spec §2, small screens): ticks are pending until "Apply", which reloads the listing
 * once; "Cancel", Escape, the close button or a tap on the mask discard them.
 */
export function FilterModal() {
  const t = useT();
  const page = useListingActor();
  const open = usePageState(selectFilterModalOpen);
  const facets = usePageState((s: CatalogListingSnapshot) => selectDraftFacets(s));
  const hasDraft = usePageState(selectDraftHasFilters);
  return (
    <SidePanel isOpen={open} onClose={() => page.send({ type: 'filterModal.cancel' })} title={t('listing.filters.title')}>
      <div className="filter-modal">
        <FacetList facets={facets} name="modal" onToggle={(code, value) => page.send({ type: 'filterModal.toggle', code, value })} />
        <div className="filter-modal__actions">
          {hasDraft && (
            <button type="button" className="text-button filter-modal__clear" onClick={() => page.send({ type: 'filterModal.clear' })}>
              {t('listing.filters.clearAll')}
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'filterModal.cancel' })}>
            {t('listing.filters.cancel')}
          </button>
          <button type="button" className="button button--primary" onClick={() => page.send({ type: 'filterModal.apply' })}>
            {t('listing.filters.apply')}
          </button>
        </div>
      </div>
    </SidePanel>
  );
}
