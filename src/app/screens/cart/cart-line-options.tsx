import type { FormEvent } from 'react';
import { chosenValueOf, lineOptionChoices, type CartItem } from '../../../domain/cart';
import { useT } from '../../i18n/use-t';
import { useCart, useCartPage } from './cart-actors';

/**
 * Another variant of a configurable line: the product page's swatches per option, starting at the line's own values.
 * A value no variant in stock has (with the line's other values) is disabled and struck through, as on the product
 * page, and screen readers hear that it is out of stock. "Update" sends the choice (the cart ends the edit once the
 * line is changed); "Cancel" leaves the line as it is.
 */
export function CartLineOptions({ item, isBusy }: { item: CartItem; isBusy: boolean }) {
  const t = useT();
  const cart = useCart();
  const page = useCartPage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    page.send({ type: 'line.changeOptions', uid: item.uid, selectedOptions: item.choices.map((choice) => String(form.get(choice.optionUid))) });
  };
  return (
    <form className="cart-line__edit" aria-label={t('cartPage.editOptionsOf', { name: item.name })} onSubmit={submit}>
      {lineOptionChoices(item).map((choice) => (
        <fieldset key={choice.optionUid} className="cart-line__choice">
          <legend className="cart-line__choice-label">{choice.label}</legend>
          <div className="product-options__values">
            {choice.values.map((value) => (
              <label key={value.uid} className="swatch" data-disabled={!value.isAvailable || undefined}>
                <input
                  type="radio"
                  className="visually-hidden"
                  name={choice.optionUid}
                  value={value.uid}
                  defaultChecked={chosenValueOf(item, choice.optionUid) === value.uid}
                  disabled={!value.isAvailable}
                />
                {value.label}
                {!value.isAvailable && (
                  <>
                    {' '}
                    <span className="visually-hidden">{t('cartPage.optionOutOfStock')}</span>
                  </>
                )}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="cart-line__edit-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {t('cartPage.update')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => cart.send({ type: 'cart.edit.end' })}>
          {t('cartPage.cancel')}
        </button>
      </div>
    </form>
  );
}
