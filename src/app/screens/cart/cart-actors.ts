import type { CartPageActor } from '../../../../machines/cart-page.machine';
import type { CartActor } from '../../../../machines/cart.machine';
import { useShell } from '../../shell/shell-actor';
import { usePage } from '../page-actor';

/** The shell's cart: its lines, totals, errors and busy states. */
export const useCart = (): CartActor => useShell((s) => s.children.cart)!;

/** The cart page's own machine (line steppers, the fields' checks), which the router invoked for /cart. */
export const useCartPage = (): CartPageActor => usePage('cart');
