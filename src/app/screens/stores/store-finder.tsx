import type { FormEvent } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { selectLocating, type PointsOfSaleActor, type PointsOfSaleSnapshot } from '../../../../machines/points-of-sale.machine';
import { MAX_PLACE_QUERY_LENGTH } from '../../../domain/store-finder';
import { useT } from '../../i18n/use-t';
import { Icon } from '../../ui/icons';
import { usePage, usePageState } from '../page-actor';

/** The field's name in the form. */
const PLACE = 'place';

/**
 * The store finder: a town or a postcode to sort the stores from, or "Autour de moi" for the device's location.
 * The field keeps what was typed; the search works once the page is hydrated.
 */
export function StoreFinder() {
  const t = useT();
  const actor = usePage('pointOfSale', 'pointOfSaleList');
  const locating = usePageState((s: PointsOfSaleSnapshot) => selectLocating(s));
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'finder.search', query: String(new FormData(event.currentTarget).get(PLACE) ?? '') });
  };
  return (
    <form role="search" aria-label={t('stores.finder.name')} className="store-finder" onSubmit={search}>
      <TextField name={PLACE} className="store-finder__field" maxLength={MAX_PLACE_QUERY_LENGTH} autoComplete="address-level2">
        <Label className="form-field__label">{t('stores.finder.label')}</Label>
        <Input className="form-field__input" type="search" spellCheck={false} />
      </TextField>
      <Button type="submit" className="button button--primary store-finder__search">
        {t('stores.finder.submit')}
      </Button>
      <Button type="button" className="button button--secondary store-finder__near" isDisabled={locating} onPress={() => actor.send({ type: 'finder.locate' })}>
        <Icon name="pin" size={20} />
        {t('stores.finder.nearMe')}
      </Button>
    </form>
  );
}
