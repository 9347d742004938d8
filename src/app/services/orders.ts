import type { ResultOf } from '@graphql-typed-document-node/core';
import { orderDateOf, type OrderAddress, type OrderDetail, type OrderPage, type ReorderOutcome, type TrackQuery } from '../../domain/orders';
import { shippingNameOf } from '../../domain/shipping-name';
import type { OrderInformationInput } from '../graphql/generated/graphql';
import { CUSTOMER_ORDER, CUSTOMER_ORDERS, GUEST_ORDER, REORDER_ITEMS, type ORDER_ADDRESS, type ORDER_DETAILS } from '../graphql/orders';
import { money } from './fragments';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The customer's orders and the tracking lookup (issue 11). Private answers are read from the network: the cache
// may hold another customer's.

function addressOf(answer: ResultOf<typeof ORDER_ADDRESS> | null | undefined): OrderAddress | null {
  if (!answer) return null;
  return {
    name: `${answer.firstname} ${answer.lastname}`,
    company: answer.company ?? null,
    street: answer.street,
    postcode: answer.postcode ?? '',
    city: answer.city,
    country: answer.country_code ?? '',
    telephone: answer.telephone ?? null,
  };
}

export function orderOf(answer: ResultOf<typeof ORDER_DETAILS>): OrderDetail {
  const total = answer.total;
  return {
    number: answer.number,
    date: orderDateOf(answer.order_date),
    status: answer.status,
    total: money(total?.grand_total),
    subtotal: money(total?.subtotal),
    discounts: (total?.discounts ?? []).flatMap((d) => (d ? [{ label: d.label, amount: money(d.amount) }] : [])),
    shipping: money(total?.total_shipping),
    shippingInclTax: total?.shipping_handling?.amount_including_tax ? money(total.shipping_handling.amount_including_tax) : null,
    tax: money(total?.total_tax),
    taxRates: (total?.taxes ?? []).flatMap((tax) => (tax ? [tax.rate] : [])),
    lines: (answer.items ?? []).flatMap((item) => item ? [{
      id: item.id,
      name: item.product_name ?? item.product_sku,
      sku: item.product_sku,
      quantity: item.quantity_ordered ?? 0,
      unitPrice: money(item.product_sale_price),
      options: (item.selected_options ?? []).flatMap((o) => (o ? [{ label: o.label, value: o.value }] : [])),
    }] : []),
    shippingAddress: addressOf(answer.shipping_address),
    billingAddress: addressOf(answer.billing_address),
    shippingMethod: answer.shipping_method ? shippingNameOf(answer.shipping_method, answer.carrier ?? null) : null,
    payment: answer.payment_methods?.[0]?.name ?? null,
  };
}

/** A page of the customer's orders, newest first. */
export async function loadOrders({ client }: DataServices, { page, pageSize }: { page: number; pageSize: number }): Promise<OrderPage> {
  const { customer } = await queryData(await client(), CUSTOMER_ORDERS, { currentPage: page, pageSize }, { requestPolicy: 'network-only' });
  const orders = customer?.orders;
  if (!orders) throw new RequestError('Empty answer', false);
  return {
    orders: orders.items.flatMap((o) => (o ? [{ number: o.number, date: orderDateOf(o.order_date), status: o.status, total: money(o.total?.grand_total) }] : [])),
    total: orders.total_count ?? 0,
  };
}

/** One of the customer's orders by its number; null when they have none of that number. */
export async function loadOrder({ client }: DataServices, { number }: { number: string }): Promise<OrderDetail | null> {
  const { customer } = await queryData(await client(), CUSTOMER_ORDER, { number }, { requestPolicy: 'network-only' });
  const found = customer?.orders?.items[0];
  return found ? orderOf(found) : null;
}

/** The order's lines back in the customer's cart; what could not go, one problem per line. */
export async function reorder({ client }: DataServices, { number }: { number: string }): Promise<ReorderOutcome> {
  const { reorderItems } = await mutationData(await client(), REORDER_ITEMS, { orderNumber: number });
  if (!reorderItems) throw new RequestError('Empty answer', false);
  return { problems: reorderItems.userInputErrors.flatMap((e) => (e ? [e.code] : [])) };
}

/**
 * Magento's guestOrder: the order of that number, e-mail and billing postcode, or billing last name. The shop's schema
 * (2.4.7's) types the input with the postcode; for a 2.4.8 the server declares 2.4.8's input, which takes the last name
 * (src/server/document-variants.ts).
 */
export async function lookUpOrder({ client }: DataServices, query: TrackQuery): Promise<OrderDetail> {
  const input = query as OrderInformationInput;
  const { guestOrder } = await queryData(await client(), GUEST_ORDER, { input }, { requestPolicy: 'network-only' });
  return orderOf(guestOrder);
}
