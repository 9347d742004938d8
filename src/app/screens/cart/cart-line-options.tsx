import type { FormEvent } from 'react';
import { chosenValueOf, lineOptionChoices, type CartItem } from '../../../domain/cart';
import { useT } from '../../i18n/use-t';
import { useCart, useCartPage } from './cart-actors';

/**
 * Another variant of a configurable line: a select per option, starting at the line's own values. A value no variant
 * in stock has is disabled and says so, as on the product page. "Update" sends the choice (the cart ends the edit
 * once the line is changed); "Cancel" leaves the line as it is.
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
        <label key={choice.optionUid} className="cart-line__choice">
          <span className="cart-line__choice-label">{choice.label}</span>
          <select className="cart-select" name={choice.optionUid} defaultValue={chosenValueOf(item, choice.optionUid) ?? undefined}>
            {choice.values.map((value) => (
              <option key={value.uid} value={value.uid} disabled={!value.isAvailable}>
                {value.isAvailable ? value.label : t('cartPage.optionOutOfStock', { value: value.label })}
              </option>
            ))}
          </select>
        </label>
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
