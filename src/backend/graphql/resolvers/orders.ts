import { VAT } from '../../cart/totals';
import { paymentMethod } from '../../payment/methods';
import { ORDER_MESSAGES as TEXT } from '../../sales/messages';
import { STATUS_LABELS, type NumberFilter, type OrderSortField } from '../../sales/order-history';
import type { OrderAddressRow, OrderItemRow, OrderRow } from '../../sales/orders';
import type { UserError } from '../../cart/cart-service';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authorizationError, inputError, noSuchEntity } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import { encodeUid } from '../uid';
import { cartSource } from './cart';
import type { Resolvers } from './types';

/** Longest values the tracking form's fields may hold: anything longer cannot be an order's. */
const LOOKUP_BOUNDS = { number: 32, email: 254, postcode: 20 } as const;

interface OrdersArgs {
  currentPage: number;
  pageSize: number;
  filter?: { number?: NumberFilter | null } | null;
  sort?: { sort_field: OrderSortField; sort_direction: 'ASC' | 'DESC' } | null;
}

interface OrderInformationInput {
  number: string;
  email: string;
  postcode: string;
}

const orderDate = (iso: string) => iso.replace('T', ' ').slice(0, 19);

function addressNode(row: OrderAddressRow | undefined) {
  return row && {
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    country_code: row.country_id,
    telephone: row.telephone,
  };
}

function itemNode(item: OrderItemRow, currency: string) {
  return {
    id: encodeUid(item.item_id),
    product_name: item.name,
    product_sku: item.sku,
    // Magento's getPrice(): the unit price excluding tax.
    product_sale_price: { value: item.price, currency },
    quantity_ordered: item.qty_ordered,
    selected_options: JSON.parse(item.product_options) as Array<{ label: string; value: string }>,
    status: 'Ordered',
  };
}

/** An order as Magento's order formatter gives it (the fields Vitrine serves). */
function orderNode(order: OrderRow, context: Context) {
  const history = context.services.orderHistory;
  const money = (value: number) => ({ value, currency: order.order_currency_code });
  return {
    id: encodeUid(order.entity_id),
    number: order.increment_id,
    order_date: orderDate(order.created_at),
    status: STATUS_LABELS[order.status] ?? order.status,
    email: order.customer_email,
    shipping_method: order.shipping_description,
    carrier: order.shipping_description.split(' - ')[0],
    total: {
      subtotal: money(order.subtotal),
      total_shipping: money(order.shipping_amount),
      total_tax: money(order.tax_amount),
      taxes: order.tax_amount === 0 ? [] : [{ amount: money(order.tax_amount), rate: VAT.percent, title: VAT.label }],
      shipping_handling: {
        amount_excluding_tax: money(order.shipping_amount),
        amount_including_tax: money(order.shipping_incl_tax),
        total_amount: money(order.shipping_amount),
        taxes: order.shipping_tax_amount === 0 ? [] : [{ amount: money(order.shipping_tax_amount), rate: VAT.percent, title: VAT.label }],
        discounts: [],
      },
      grand_total: money(order.grand_total),
      discounts: order.discount_amount === 0 ? [] : [{
        amount: money(-order.discount_amount),
        applied_to: 'ITEM',
        coupon: order.coupon_code ? { code: order.coupon_code } : null,
        label: order.discount_description ?? order.coupon_code ?? '',
      }],
    },
    items: () => history.items(order.entity_id).map((item) => itemNode(item, order.order_currency_code)),
    shipping_address: () => addressNode(history.address(order.entity_id, 'shipping')),
    billing_address: () => addressNode(history.address(order.entity_id, 'billing')),
    payment_methods: () => {
      const code = history.paymentMethod(order.entity_id);
      return code ? [{ name: paymentMethod(code)?.title ?? code, type: code }] : [];
    },
  };
}

/** An e-mail or postcode as a shopper may type it: case and spaces are not what tells one from another. */
const typed = (value: string) => value.replace(/\s+/g, '').toLowerCase();
const same = (stored: string | null, given: string) => stored !== null && typed(stored) === typed(given);

/**
 * Magento's guestOrder check: the order of that number whose billing address has that e-mail and postcode, whatever
 * their case or spaces ("Camille@Example.com", "69 002"): a shopper who typed the address of the order is not refused,
 * nor counted toward the lookup limit.
 */
function lookUp(input: OrderInformationInput, context: Context): OrderRow | undefined {
  const { number, email, postcode } = input;
  if (number.length > LOOKUP_BOUNDS.number || email.length > LOOKUP_BOUNDS.email || postcode.length > LOOKUP_BOUNDS.postcode) return undefined;
  const order = context.services.orders.byIncrementId(number.trim());
  const billing = order && context.services.orderHistory.address(order.entity_id, 'billing');
  return billing && same(billing.email, email) && same(billing.postcode, postcode) ? order : undefined;
}

/** Magento's Reorder: each line back into the customer's cart, what cannot be added reported with its code. */
function reorder(order: OrderRow, context: Context) {
  const { carts, orderHistory } = context.services;
  const errors: UserError[] = [];
  const requests = orderHistory.items(order.entity_id).flatMap((item) => {
    const sold = context.session.product(item.product_id);
    const parent = item.parent_product_id === null ? undefined : context.session.product(item.parent_product_id);
    if (!sold || (item.parent_product_id !== null && !parent)) {
      errors.push({ code: 'PRODUCT_NOT_FOUND', message: TEXT.productIdNotFound(item.parent_product_id ?? item.product_id) });
      return [];
    }
    if (!parent) return [{ sku: sold.sku, quantity: item.qty_ordered, selectedOptions: [] }];
    const selectedOptions = parent.superAttributes.flatMap((attribute) => {
      const value = sold.options.find((o) => o.attribute_id === attribute.attribute_id);
      return value ? [encodeUid(`configurable/${attribute.attribute_id}/${value.option_id}`)] : [];
    });
    return [{ sku: parent.sku, quantity: item.qty_ordered, selectedOptions }];
  });
  const quote = carts.customerCart(context.customer!.id, context.now);
  const result = requests.length > 0 ? carts.addProducts(quote, requests, context.session, context.now) : { quote, userErrors: [] };
  return {
    cart: cartSource(result.quote, context),
    userInputErrors: [...errors, ...result.userErrors].map((e) => ({ ...e, path: ['orderNumber'] })),
  };
}

export const orderResolvers: Resolvers = {
  fields: {
    Customer: {
      orders: (customer: { id: number }, args: OrdersArgs, context: Context) => {
        context.cache.markPrivate();
        checkPaging(args.pageSize, args.currentPage);
        const sort = { field: args.sort?.sort_field ?? 'CREATED_AT', direction: args.sort?.sort_direction ?? 'DESC' } as const;
        const orders = context.services.orderHistory.ofCustomer(customer.id, args.filter?.number ?? undefined, sort);
        return {
          items: pageSlice(orders, args.pageSize, args.currentPage).map((order) => orderNode(order, context)),
          page_info: pageInfo(orders.length, args.pageSize, args.currentPage),
          total_count: orders.length,
        };
      },
    },
    Query: {
      // Failed lookups count per client address; once a client used them up, it is refused until the window passes.
      guestOrder: (_s, args: { input: OrderInformationInput }, context: Context) => {
        context.cache.markPrivate();
        const limiter = context.services.orderLookups;
        if (limiter.isBlocked(context.clientIp, context.now)) throw inputError(TEXT.tooManyLookups);
        const order = lookUp(args.input, context);
        if (!order) {
          limiter.record(context.clientIp, context.now);
          throw noSuchEntity(TEXT.cannotLocate);
        }
        if (order.customer_id !== null) throw authorizationError(TEXT.loginToView);
        return orderNode(order, context);
      },
    },
    Mutation: {
      reorderItems: (_s, args: { orderNumber: string }, context: Context) => {
        context.cache.markPrivate();
        if (!context.customer) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
        const order = context.services.orders.byIncrementId(args.orderNumber);
        if (!order || order.customer_id !== context.customer.id) throw inputError(TEXT.notCustomers(args.orderNumber));
        return reorder(order, context);
      },
    },
  },
  types: {
    OrderItemInterface: () => 'OrderItem',
  },
};
