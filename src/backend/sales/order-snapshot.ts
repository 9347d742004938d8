import { STORE_CURRENCY } from '../../domain/store';
import type { CartView } from '../cart/cart-service';
import { VAT } from '../cart/totals';
import type { CheckoutSummary } from '../checkout/checkout-service';
import type { OrderSnapshot } from './orders';

export interface Buyer {
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string;
}

/**
 * What the order keeps of the cart, its checkout and its buyer (Magento's quote-to-order conversion): lines with
 * their prices, discounts and tax, both addresses, the shipping method and the totals. The caller checked that the
 * checkout is complete (addresses, method).
 */
export function orderSnapshot(view: CartView, checkout: CheckoutSummary, buyer: Buyer, paymentMethod: string): OrderSnapshot {
  const rate = checkout.selected!;
  return {
    header: {
      customer_id: buyer.customerId,
      customer_is_guest: buyer.customerId === null ? 1 : 0,
      customer_email: buyer.email,
      customer_firstname: buyer.firstname,
      customer_lastname: buyer.lastname,
      shipping_method: `${rate.carrierCode}_${rate.methodCode}`,
      shipping_description: `${rate.carrierTitle} - ${rate.methodTitle}`,
      coupon_code: view.couponCode,
      // Magento's discount description: the rule's label, else its coupon code.
      discount_description: view.rule ? view.rule.label || view.couponCode : null,
      pickup_location_code: checkout.pickup?.code ?? null,
      subtotal: view.totals.subtotalExclTax,
      subtotal_incl_tax: view.totals.subtotalInclTax,
      discount_amount: view.totals.discount === 0 ? 0 : -view.totals.discount,
      shipping_amount: checkout.shippingExclTax,
      shipping_incl_tax: checkout.shippingInclTax,
      shipping_tax_amount: checkout.shippingTax,
      tax_amount: checkout.tax,
      grand_total: checkout.grandTotal,
      total_qty_ordered: view.quantity,
      order_currency_code: STORE_CURRENCY,
    },
    items: view.lines.map((line) => ({
      product_id: line.sold.entity_id,
      parent_product_id: line.variant ? line.product.entity_id : null,
      sku: line.sold.sku,
      name: line.product.name,
      product_options: JSON.stringify(line.product.superAttributes.flatMap((s) => {
        const value = line.variant?.options.find((o) => o.attribute_id === s.attribute_id);
        return value ? [{ label: s.label, value: value.label }] : [];
      })),
      qty_ordered: line.item.qty,
      price: line.totals.price,
      price_incl_tax: line.totals.priceInclTax,
      row_total: line.totals.rowTotal,
      row_total_incl_tax: line.totals.rowTotalInclTax,
      discount_amount: line.totals.discount,
      tax_amount: line.totals.tax,
      tax_percent: VAT.percent,
    })),
    addresses: [
      { type: 'shipping', address: checkout.shipping!, email: buyer.email },
      { type: 'billing', address: checkout.billing!, email: buyer.email },
    ],
    paymentMethod,
  };
}
