import type { ToastInput } from '../src/domain/toast';
import type { CartEvent } from './cart.machine';
import type { SessionEvent } from './session.machine';
import type { WishlistEvent } from './wishlist.machine';

/**
 * The shell's bus, one way up. A page (under the router) or a form of the drawer reaches the shell's cart and
 * session with these events: it sends one to its parent, each parent passes it up, and the app hands the request
 * to its child. Parent to child all the way, so that every hop shows in a chart, and so that it survives a snapshot
 * restored in the browser (a reference to another actor's child would not be restored with it).
 */
export type ShellRequest =
  | { type: 'shell.cart'; request: CartEvent }
  | { type: 'shell.session'; request: Extract<SessionEvent, { type: 'session.tokenSet' | 'details.changed' }> }
  | { type: 'shell.wishlist'; request: Extract<WishlistEvent, { type: 'wishlist.changed' }> }
  /** A notice for the shopper that outlives the page or form telling it (an account made, erased): a toast. */
  | { type: 'shell.notify'; toast: ToastInput };

/** What the shell tells its pages, one way down: the cart each time it settles (the cart page follows it). */
export type ShellNews = { type: 'cart.settled'; cart: import('../src/domain/cart').Cart | null };
