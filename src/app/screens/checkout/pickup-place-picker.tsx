import { useSelector } from '@xstate/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  selectChosenPlace,
  selectFavourite,
  selectPickupKind,
  selectPickupView,
  selectPlaces,
  type PickupPlaceActor,
} from '../../../../machines/pickup-place.machine';
import type { PickupPlace } from '../../../domain/pickup';
import { useT } from '../../i18n/use-t';

/** A place on the lines a shopper looks for: its name, then where it is. */
export function PlaceLines({ place }: { place: PickupPlace }) {
  return (
    <span className="pickup-place">
      <span className="pickup-place__name">{place.name}</span>
      <span className="pickup-place__address">
        {place.street}, {place.postcode} {place.city}
      </span>
    </span>
  );
}

/**
 * The store or relay point the order is collected from, under the method that collects: the shop's stores (the
 * shopper's favourite first, marked and preselected), or the relay points near the shipping address.
 */
export function PickupPlacePicker({ picker, readOnly }: { picker: PickupPlaceActor; readOnly: boolean }) {
  const t = useT();
  const view = useSelector(picker, selectPickupView);
  const kind = useSelector(picker, selectPickupKind);
  const places = useSelector(picker, selectPlaces);
  const favourite = useSelector(picker, selectFavourite);
  const chosen = useSelector(picker, selectChosenPlace);
  switch (view) {
    case null:
      return null;
    case 'loading':
      return <div className="pickup-places__loading shimmer" aria-hidden="true" data-testid="pickup-places-loading" />;
    case 'failed':
      return (
        <div className="pickup-places__failed" role="alert">
          <p>{t('checkout.pickup.failed')}</p>
          <button type="button" className="button button--secondary" onClick={() => picker.send({ type: 'pickup.retry' })}>
            {t('common.retry')}
          </button>
        </div>
      );
    case 'picking':
      if (places.length === 0) return <p className="checkout-form__notice">{t('checkout.pickup.none')}</p>;
      return (
        <>
          <RadioGroup className="pickup-places" value={chosen} isReadOnly={readOnly} onChange={(code) => picker.send({ type: 'pickup.choose', code })}>
            <Label className="pickup-places__legend">{t(kind === 'store' ? 'checkout.pickup.storeLegend' : 'checkout.pickup.relayLegend')}</Label>
            {places.map((place) => (
              <Radio key={place.code} value={place.code} className="pickup-places__option">
                <PlaceLines place={place} />
                {place.code === favourite && <span className="pickup-places__favourite">{t('checkout.pickup.favourite')}</span>}
              </Radio>
            ))}
          </RadioGroup>
          {chosen === null && <p className="form-field__hint">{t(kind === 'store' ? 'checkout.pickup.chooseStore' : 'checkout.pickup.chooseRelay')}</p>}
        </>
      );
  }
}

/** Where a chosen place is: "Collect at …" or "Delivery to the relay point …". */
export function PickupSummary({ kind, place }: { kind: 'store' | 'relay'; place: PickupPlace }) {
  const t = useT();
  return (
    <p className="pickup-summary">
      {t(kind === 'store' ? 'checkout.pickup.atStore' : 'checkout.pickup.atRelay', { place: place.name })}
      <span className="pickup-summary__address">
        {place.street}, {place.postcode} {place.city}
      </span>
    </p>
  );
}
