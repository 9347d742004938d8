import { useSelector } from '@xstate/react';
import { Button } from 'react-aria-components';
import { selectAddErrorFor, selectIsAdding } from '../../../../machines/cart.machine';
import { cartLineFor, selectIsPurchasable, selectMissingOption, type ProductPageActor } from '../../../../machines/product-page.machine';
import { selectQuantity, type QuantityStepperActor } from '../../../../machines/quantity-stepper.machine';
import { selectChosenFrequency, type SubscriptionOfferActor } from '../../../../machines/subscription-offer.machine';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';
import { CartErrorMessage } from '../../ui/cart-error';
import { usePageState } from '../page-actor';

/**
 * The cart actions (spec §2): "Add to Cart" with the product as chosen, the stepper's quantity and, when the
 * shopper subscribes, the delivery frequency. It waits for a
 * product that can be bought (in stock, every option chosen) and a valid quantity; while the cart adds, it shows
 * progress, and the cart turns away another add (its chart's rule). The add's error shows under it; its success is
 * the cart's toast.
 */
export function AddToCart({ page, stepper, offer }: { page: ProductPageActor; stepper: QuantityStepperActor; offer?: SubscriptionOfferActor }) {
  const t = useT();
  const cart = useShell((s) => s.children.cart)!;
  const purchasable = usePageState(selectIsPurchasable);
  const missingOption = usePageState(selectMissingOption);
  const quantity = useSelector(stepper, selectQuantity);
  const adding = useSelector(cart, selectIsAdding);
  const error = useSelector(cart, selectAddErrorFor(page.getSnapshot().context.product!.sku));
  const add = (quantity: number) => {
    const frequency = offer ? selectChosenFrequency(offer.getSnapshot()) : null;
    cart.send({ type: 'cart.add', line: cartLineFor(page.getSnapshot(), quantity, frequency), pressed: true });
  };
  return (
    <div className="product__cart-actions">
      <Button
        className="button button--primary product__add"
        isDisabled={!purchasable || quantity === null}
        isPending={adding}
        onPress={quantity === null ? undefined : () => add(quantity)}
      >
        {adding && <span className="product__add-spinner" aria-hidden="true" />}
        {adding ? t('product.adding') : t('product.addToCart')}
      </Button>
      {missingOption && <p className="product__add-hint">{t(missingOption.message, missingOption.values)}</p>}
      {error && <CartErrorMessage error={error} />}
    </div>
  );
}
