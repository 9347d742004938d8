// The order confirmation e-mail (Magento's "New Order" e-mail), in French, sent once the card payment is authorised
// or the order is taken with an offline method.
import { shippingNameOf } from '../../domain/shipping-name';
import { STORE_GROUP_NAME as SHOP, TIMEZONE } from '../../domain/store';
import { countryLabel } from '../checkout/addresses';
import { paymentMethod } from '../payment/methods';
import type { PickupLocation } from '../stores/pickup-locations';
import type { OrderAddressRow, OrderItemRow, OrderRow } from '../sales/orders';
import type { Mail } from './mail-service';
import { compose, type MailContext, type Part } from './messages';

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: TIMEZONE });

function addressLine(a: OrderAddressRow): string {
  return [`${a.firstname} ${a.lastname}`, a.company, ...a.street.split('\n'), `${a.postcode ?? ''} ${a.city}`.trim(),
    countryLabel(a.country_id) ?? a.country_id].filter(Boolean).join(', ');
}

function itemLine(item: OrderItemRow): string {
  const options = (JSON.parse(item.product_options) as Array<{ label: string; value: string }>).map((o) => `${o.label} : ${o.value}`);
  const name = options.length > 0 ? `${item.name} (${options.join(', ')})` : item.name;
  return `${item.qty_ordered} × ${name} : ${euros.format(item.row_total_incl_tax)}`;
}

/** What comes next: the parcel, once the card paid or with nothing to pay, else once the payment by `method` arrives. */
function opening(order: OrderRow, method: string | undefined): string {
  if (order.state === 'processing') return 'Merci pour votre commande ! Votre paiement est accepté : nous préparons votre colis.';
  if (order.grand_total === 0) return 'Merci pour votre commande ! Nous préparons votre colis.';
  const title = paymentMethod(method ?? '')?.title ?? method;
  return `Merci pour votre commande ! Nous la préparerons dès réception de votre paiement${title ? ` (${title})` : ''}.`;
}

/** Where the parcel goes: the store or relay point it is collected from, else the shipping address. */
function destination(shipping: OrderAddressRow | undefined, pickup: PickupLocation | null): Part[][] {
  const place = (p: PickupLocation) => `${p.name}, ${p.street}, ${p.postcode} ${p.city}`;
  if (pickup) return [[`${pickup.kind === 'store' ? 'Retrait à' : 'Livraison au point relais'} ${place(pickup)}`]];
  return shipping ? [[`Adresse de livraison : ${addressLine(shipping)}`]] : [];
}

export function orderConfirmationMail(
  order: OrderRow, items: readonly OrderItemRow[], addresses: readonly OrderAddressRow[], method: string | undefined, context: MailContext,
  pickup: PickupLocation | null = null,
): Mail {
  const shipping = addresses.find((a) => a.address_type === 'shipping');
  const totals: Part[][] = [
    [`Sous-total : ${euros.format(order.subtotal_incl_tax)}`],
    // As the cart and checkout showed it: the rule's label, with the coupon applied.
    ...(order.discount_amount !== 0
      ? [[`${order.discount_description ?? 'Remise'}${order.coupon_code ? ` (${order.coupon_code})` : ''} : −${euros.format(-order.discount_amount)}`]]
      : []),
    [`Livraison (${shippingNameOf(order.shipping_description, order.shipping_description.split(' - ')[0]!)}) : ${order.shipping_incl_tax === 0 ? 'offerte' : euros.format(order.shipping_incl_tax)}`],
    [`Total TTC : ${euros.format(order.grand_total)}, dont TVA ${euros.format(order.tax_amount)}`],
  ];
  return compose('order-confirmation', { email: order.customer_email, firstname: order.customer_firstname, lastname: order.customer_lastname },
    `Votre commande ${SHOP} n° ${order.increment_id}`, [
      [opening(order, method)],
      [`Commande n° ${order.increment_id} du ${day.format(new Date(order.created_at))}`],
      ...items.map((item) => [itemLine(item)]),
      ...totals,
      ...destination(shipping, pickup),
      [`Une question sur votre commande ? Écrivez-nous à ${context.supportEmail} en rappelant son numéro, ou rendez-vous sur `,
        { href: `${context.origin}/`, label: SHOP }, '.'],
    ]);
}
