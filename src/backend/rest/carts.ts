import type { QuoteRow } from '../cart/carts';
import { unauthorized, noSuchCart } from './errors';
import { text, type RestContext } from './context';

/**
 * The cart of a guest-carts route: a guest cart (a customer's cart is no guest's, whatever token comes with it),
 * active — or, with `ordered`, inactive because its order was placed, so that a repeated placement finds its order.
 * Anything else is "No such entity with cartId = …" (404), as Magento answers an unknown or inactive quote.
 */
export function guestCart(context: RestContext, ordered = false): QuoteRow {
  const maskedId = context.params.cartId!;
  const quote = context.services.carts.find(maskedId);
  if (!quote || quote.customer_id !== null || !usable(context, quote, ordered)) throw noSuchCart(maskedId);
  return quote;
}

/**
 * The signed-in customer's cart of a carts/mine route: the one the body names by its masked id (cartId) when it is
 * theirs, else their active cart.
 */
export function customerCart(context: RestContext, ordered = false): QuoteRow {
  const customer = context.customer;
  if (!customer) throw unauthorized();
  const named = text(context.body.cartId);
  const quote = named ? context.services.carts.find(named) : context.services.carts.activeCartOf(customer.id);
  if (!quote || quote.customer_id !== customer.id || !usable(context, quote, ordered)) throw noSuchCart(named || null);
  return quote;
}

function usable(context: RestContext, quote: QuoteRow, ordered: boolean): boolean {
  if (quote.is_active === 1) return true;
  return ordered && context.services.orders.isPlaced(context.services.orders.orderOf(quote));
}
