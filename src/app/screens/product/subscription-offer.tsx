import { useSelector } from '@xstate/react';
import { selectPrice, selectProduct } from '../../../../machines/product-page.machine';
import { selectFrequency, selectIsSubscribed, type SubscriptionOfferActor } from '../../../../machines/subscription-offer.machine';
import { subscribedPrice } from '../../../domain/subscriptions';
import { useT } from '../../i18n/use-t';
import { FrequencySelect } from '../../ui/frequency-select';
import { Price } from '../../ui/price';
import { usePageState } from '../page-actor';

/**
 * Subscribe and save (spec §2 subscription-ordering widgets): a one-time purchase or a subscription at the
 * provider's discount, each with its price, and the delivery frequency of a subscription (react-aria's Select, drawn
 * once the shopper subscribes, in the browser). Native radios, as the product's options: the server renders them
 * without the inline styles the CSP refuses. Stacked under 1025 px, side by side from 1025 px.
 */
export function SubscriptionOffer({ offer }: { offer: SubscriptionOfferActor }) {
  const t = useT();
  const product = usePageState(selectProduct)!;
  const price = usePageState(selectPrice);
  const subscribed = useSelector(offer, selectIsSubscribed);
  const frequency = useSelector(offer, selectFrequency);
  const { discountPercent, frequencies } = product.subscriptionOffer!;
  const discounted = { ...price.final, value: subscribedPrice(price.final.value, discountPercent) };
  return (
    <div className="subscription-offer">
      <fieldset className="subscription-offer__modes">
        <legend className="subscription-offer__label">{t('subscriptionOffer.label')}</legend>
        <label className="subscription-offer__mode" data-selected={!subscribed || undefined}>
          <input type="radio" className="visually-hidden" name="purchase-mode" value="once" checked={!subscribed}
            onChange={() => offer.send({ type: 'offer.once' })} />
          <span>{t('subscriptionOffer.once')}</span>
          <Price amount={price.final} />
        </label>
        <label className="subscription-offer__mode" data-selected={subscribed || undefined}>
          <input type="radio" className="visually-hidden" name="purchase-mode" value="subscribe" checked={subscribed}
            onChange={() => offer.send({ type: 'offer.subscribe' })} />
          <span>{t('subscriptionOffer.subscribe', { percent: discountPercent })}</span>
          <Price amount={discounted} regular={price.final} />
        </label>
      </fieldset>
      {subscribed && (
        <div className="subscription-offer__plan">
          <FrequencySelect
            className="subscription-offer__frequency"
            name="subscription-frequency"
            label={t('subscriptionOffer.frequency')}
            every={(days) => t('subscriptionOffer.every', { days })}
            frequencies={frequencies}
            frequency={frequency}
            onChange={(days) => offer.send({ type: 'offer.frequency', frequency: days })}
          />
          <p className="subscription-offer__note">{t('subscriptionOffer.manage')}</p>
        </div>
      )}
    </div>
  );
}
