import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { selectSort, type CatalogListingSnapshot } from '../../../../machines/catalog-listing.machine';
import type { SortChoice } from '../../../domain/listing-query';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { usePageState } from '../page-actor';
import { useListingActor } from './listing-actor';

const SORT_NAMES: Record<SortChoice, MessageId> = {
  relevance: 'listing.sort.relevance',
  position: 'listing.sort.position',
  name: 'listing.sort.name',
  'price-asc': 'listing.sort.priceAsc',
  'price-desc': 'listing.sort.priceDesc',
};

/** The sort menu: the sorts the listing offers, the active one checked; a choice reloads the listing. */
export function SortMenuButton() {
  const t = useT();
  const page = useListingActor();
  const sort = usePageState((s: CatalogListingSnapshot) => selectSort(s));
  return (
    <MenuTrigger>
      <Button className="button button--secondary sort-menu__button">
        {t('listing.sort.label')}
        <Icon name="chevronDown" size={18} />
      </Button>
      <Popover className="sort-menu__popover" placement="bottom end">
        <Menu
          className="sort-menu__list"
          aria-label={t('listing.sort.label')}
          selectionMode="single"
          selectedKeys={[sort.active]}
          onAction={(key) => page.send({ type: 'sort.choose', sort: key as SortChoice })}
        >
          {sort.choices.map((choice) => (
            <MenuItem key={choice} id={choice} className="sort-menu__option">
              {t(SORT_NAMES[choice])}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
