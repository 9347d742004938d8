import type { MouseEvent } from 'react';
import { selectChips, type CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { usePageState } from '../page-actor';
import { useFilterValueText } from './facet-list';
import { useListingActor } from './listing-actor';

/** The results, where keyboard focus goes when the control that had it disappears. */
const resultsOf = (element: Element) => element.closest('.listing')?.querySelector<HTMLElement>('.listing__results');

/** Keyboard focus stays among the chips: on the next one, else the previous one, else on the results. */
function focusAfterRemoval(event: MouseEvent<HTMLButtonElement>) {
  const item = event.currentTarget.closest('li');
  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
  (neighbour ?? resultsOf(event.currentTarget))?.focus();
}

/** The current filters as removable chips, one by one or all at once (spec §2). */
export function CurrentFilters() {
  const t = useT();
  const page = useListingActor();
  const chips = usePageState((s: CatalogListingSnapshot) => selectChips(s));
  const valueText = useFilterValueText();
  if (chips.length === 0) return null;
  return (
    <section className="current-filters" aria-labelledby="current-filters-title">
      <h2 id="current-filters-title" className="visually-hidden">
        {t('listing.filters.current')}
      </h2>
      <ul className="current-filters__list">
        {chips.map((chip) => {
          const names = { facet: chip.facet, value: valueText(chip.code, chip) };
          return (
            <li key={`${chip.code}:${chip.value}`}>
              <button
                type="button"
                className="chip"
                aria-label={t('listing.filters.remove', names)}
                onClick={(event) => {
                  focusAfterRemoval(event);
                  page.send({ type: 'filter.remove', code: chip.code, value: chip.value });
                }}
              >
                {t('listing.filters.chip', names)}
                <Icon name="close" size={16} />
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="text-button current-filters__clear"
        onClick={(event) => {
          resultsOf(event.currentTarget)?.focus();
          page.send({ type: 'filters.clear' });
        }}
      >
        {t('listing.filters.clearAll')}
      </button>
    </section>
  );
}
