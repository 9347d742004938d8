import { STORE_CURRENCY } from '../../domain/store';
import type { CartView } from '../cart/cart-service';
import { VAT, toCents, toEuros } from '../cart/totals';
import type { CheckoutSummary } from '../checkout/checkout-service';

/**
 * Magento's TotalsInterface (GET carts/…/totals, PaymentDetails.totals): amounts in EUR, base_* the same (one
 * currency), discount negative, and the total segments a summary shows, titled in French.
 */
export function cartTotals(view: CartView, checkout: CheckoutSummary): Record<string, unknown> {
  const t = view.totals;
  const discount = t.discount === 0 ? 0 : -t.discount;
  const both = (name: string, value: number) => ({ [name]: value, [`base_${name}`]: value });
  const rate = checkout.selected;
  return {
    ...both('grand_total', checkout.grandTotal),
    ...both('subtotal', t.subtotalExclTax),
    ...both('discount_amount', discount),
    ...both('subtotal_with_discount', toEuros(toCents(t.subtotalExclTax) - toCents(t.discount))),
    ...both('shipping_amount', checkout.shippingExclTax),
    ...both('shipping_discount_amount', 0),
    ...both('tax_amount', checkout.tax),
    weee_tax_applied_amount: null,
    ...both('shipping_tax_amount', checkout.shippingTax),
    subtotal_incl_tax: t.subtotalInclTax,
    ...both('shipping_incl_tax', checkout.shippingInclTax),
    base_currency_code: STORE_CURRENCY,
    quote_currency_code: STORE_CURRENCY,
    ...(view.couponCode ? { coupon_code: view.couponCode } : {}),
    items_qty: view.quantity,
    items: view.lines.map((l) => ({
      item_id: l.item.item_id,
      ...both('price', l.totals.price),
      qty: l.item.qty,
      ...both('row_total', l.totals.rowTotal),
      row_total_with_discount: 0,
      ...both('tax_amount', l.totals.tax),
      ...both('discount_amount', l.totals.discount),
      discount_percent: 0,
      ...both('price_incl_tax', l.totals.priceInclTax),
      ...both('row_total_incl_tax', l.totals.rowTotalInclTax),
      tax_percent: VAT.percent,
      options: '[]',
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: l.product.name,
    })),
    total_segments: [
      { code: 'subtotal', title: 'Sous-total', value: t.subtotalInclTax },
      ...(t.discount > 0 ? [{ code: 'discount', title: `Remise (${view.rule?.label ?? view.couponCode})`, value: discount }] : []),
      { code: 'shipping', title: rate ? `Livraison (${rate.carrierTitle} - ${rate.methodTitle})` : 'Livraison', value: checkout.shippingInclTax },
      { code: 'tax', title: 'TVA', value: checkout.tax, area: null,
        extension_attributes: { tax_grandtotal_details: checkout.tax > 0 ? [{ amount: checkout.tax, rates: [{ percent: String(VAT.percent), title: VAT.label }], group_id: 1 }] : [] } },
      { code: 'grand_total', title: 'Total TTC', value: checkout.grandTotal, area: 'footer' },
    ],
  };
}
