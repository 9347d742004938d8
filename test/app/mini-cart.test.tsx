import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { cartMachine, type CartAnswer, type CartEvent } from '../../machines/cart.machine';
import { Shell } from '../../src/app/shell/shell';
import { ShellProvider } from '../../src/app/shell/shell-actor';
import type { Cart } from '../../src/domain/cart';
import { CART, COLLAGEN_LINE, OMEGA_LINE } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { inEnglish } from '../harness/intl';

/** The shell with a cart whose stored id is `cartId` (or none), read and changed by the test's services. */
function shellWithCart(cartId: string | null) {
  const loads = deferredActor<CartAnswer, { cartId: string }>();
  const removals = deferredActor<Cart, { cartId: string; uids: string[] }>();
  const cart = cartMachine.provide({
    actors: {
      cartStorage: fromCallback<CartEvent>(({ sendBack }) => sendBack({ type: 'cart.stored', cartId })),
      loadCart: loads.logic,
      removeItems: removals.logic,
    },
  });
  const app = createActor(appMachine.provide({ actors: { cart } }), { input: { location: { path: '/', search: '' } } }).start();
  const location = memoryLocation({ path: '/', record: true });
  render(
    inEnglish(
      <ShellProvider value={app}>
        <Router hook={location.hook}>
          <Shell>
            <h1>Home</h1>
          </Shell>
        </Router>
      </ShellProvider>,
    ),
  );
  return { app, loads, removals };
}

const cartTrigger = () => screen.getByRole('button', { name: /^Toggle mini cart/ });
const openMiniCart = async () => {
  fireEvent.click(cartTrigger());
  return screen.findByRole('dialog', { name: 'Cart' });
};

describe('the cart trigger', () => {
  it('counts nothing while the stored cart is read, then the cart’s items', async () => {
    const { loads } = shellWithCart(CART.id);
    expect(screen.queryByTestId('cart-counter')).toBeNull();
    await act(() => loads.resolve({ cart: CART, unavailable: [] }));
    expect(screen.getByTestId('cart-counter').textContent).toBe('3');
    expect(cartTrigger().getAttribute('aria-label')).toBe('Toggle mini cart. You have 3 items in your cart.');
  });
});

describe('the mini cart', () => {
  it('says the cart is empty when no cart is stored', async () => {
    shellWithCart(null);
    const dialog = await openMiniCart();
    expect(within(dialog).getByText('There are no items in your cart.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'View Cart' })).toBeNull();
  });

  it('shimmers while the stored cart is read, then lists its lines, their options, quantities and totals, and the subtotal', async () => {
    const { loads } = shellWithCart(CART.id);
    const dialog = await openMiniCart();
    expect(within(dialog).getByTestId('mini-cart-shimmer')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading your cart…');
    await act(() => loads.resolve({ cart: CART, unavailable: [] }));
    const [omega, collagen] = within(dialog).getAllByRole('listitem');
    expect(within(omega!).getByRole('link', { name: OMEGA_LINE.name }).getAttribute('href')).toBe('/omega-3-algue-dha-vegetal.html');
    expect(within(omega!).getByText('Qty: 2')).toBeTruthy();
    expect(within(omega!).getByText('€55.80')).toBeTruthy();
    const image = omega!.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['80', '80']);
    expect(within(collagen!).getByRole('link', { name: COLLAGEN_LINE.name }).getAttribute('href')).toBe('/collagene-marin-hydrolyse.html');
    expect(within(collagen!).getByText('Saveur: Citron')).toBeTruthy();
    expect(within(dialog).getByText('Subtotal').parentElement!.textContent).toBe('Subtotal€90.70');
    expect(within(dialog).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('removes a line: every remove button waits meanwhile, and the line goes with the answer', async () => {
    const { loads, removals } = shellWithCart(CART.id);
    await act(() => loads.resolve({ cart: CART, unavailable: [] }));
    const dialog = await openMiniCart();
    // Opening refreshes the cart: its lines stay on screen meanwhile.
    await act(() => loads.resolve({ cart: CART, unavailable: [] }));
    fireEvent.click(within(dialog).getByRole('button', { name: `Remove ${OMEGA_LINE.name} from your cart` }));
    expect(removals.waiting).toEqual([{ cartId: CART.id, uids: [OMEGA_LINE.uid] }]);
    for (const button of within(dialog).getAllByRole('button', { name: /^Remove / })) expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(() => removals.resolve({ ...CART, items: [COLLAGEN_LINE], itemCount: 1, totalQuantity: 1 }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect((within(dialog).getByRole('button', { name: `Remove ${COLLAGEN_LINE.name} from your cart` }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('cart-counter').textContent).toBe('1');
  });
});
