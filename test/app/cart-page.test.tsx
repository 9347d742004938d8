import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromCallback } from 'xstate';
import { cartPageMachine, type CrossSellsInput } from '../../machines/cart-page.machine';
import { cartMachine, type AddAnswer, type CartAnswer, type CartEvent } from '../../machines/cart.machine';
import type { Cart, CartItem, CartLine, ShippingEstimate } from '../../src/domain/cart';
import type { LinkedProduct } from '../../src/domain/product';
import { BAD_COUPON, CART, COLLAGEN_CART, COLLAGEN_LINE, DISCOUNTED_CART, EMPTY_CART, ESTIMATES, failure, MORE_OMEGA_CART, OMEGA_LINE, PAID_ESTIMATES } from '../fixtures/cart';
import { CART_CROSS_SELLS } from '../fixtures/cross-sells';
import { deferredActor } from '../harness/deferred';
import { en } from '../harness/intl';
import { renderApp } from '../harness/render-app';

/** The shop on `path` with a cart whose stored id is `cartId` (or none); the test answers each of its services. */
async function shopWithCart(cartId: string | null, path = '/cart') {
  const services = {
    loads: deferredActor<CartAnswer, { cartId: string }>(),
    adds: deferredActor<AddAnswer, { cartId: string; line: CartLine }>(),
    updates: deferredActor<Cart, { cartId: string; uid: string; quantity: number }>(),
    removals: deferredActor<Cart, { cartId: string; uids: string[] }>(),
    coupons: deferredActor<Cart, { cartId: string; code: string }>(),
    couponRemovals: deferredActor<Cart, { cartId: string }>(),
    estimates: deferredActor<ShippingEstimate[], { cartId: string; postcode: string }>(),
    crossSells: deferredActor<LinkedProduct[], CrossSellsInput>(),
  };
  const cart = cartMachine.provide({
    actors: {
      cartStorage: fromCallback<CartEvent>(({ sendBack }) => sendBack({ type: 'cart.stored', cartId })),
      loadCart: services.loads.logic,
      addItem: services.adds.logic,
      updateItem: services.updates.logic,
      removeItems: services.removals.logic,
      applyCoupon: services.coupons.logic,
      removeCoupon: services.couponRemovals.logic,
      estimateShipping: services.estimates.logic,
    },
  });
  const shop = await renderApp({
    path,
    cart,
    pages: { cart: cartPageMachine.provide({ actors: { loadCrossSells: services.crossSells.logic } }) },
    ready: () => (cartId ? services.loads.next() : screen.findByRole('heading', { level: 1 })),
  });
  return { ...shop, ...services };
}

/** The stored cart is read once: the page's own refresh, asked meanwhile, is answered by that read. */
async function openCart(answer: Cart = CART) {
  const shop = await shopWithCart(answer.id);
  await act(() => shop.loads.resolve({ cart: answer, unavailable: [] }));
  expect(shop.loads.waiting).toEqual([]);
  await screen.findByRole('heading', { level: 1, name: 'Cart' });
  return shop;
}

/** Text as read, spaces of any kind as plain ones. */
const text = (element: Element) => element.textContent!.replace(/\s+/g, ' ').trim();
const lineOf = (item: CartItem) => screen.getByRole('heading', { level: 3, name: item.name }).closest('li')!;
const stepperOf = (item: CartItem) => within(lineOf(item)).getByRole('textbox', { name: `Quantity of ${item.name}` }) as HTMLInputElement;
const summaryRows = () => within(screen.getByRole('region', { name: 'Summary' })).getAllByRole('term').map((term) => `${text(term)} ${text(term.nextElementSibling!)}`);

describe('the cart page', () => {
  it('shows a shimmer while the stored cart is read, under the page’s title', async () => {
    await shopWithCart(CART.id);
    await waitFor(() => expect(document.title).toBe('Cart | Vitrine FR'));
    expect(document.querySelector('main .page-shimmer--cart')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('says the cart is empty, with the way back to the shop', async () => {
    await shopWithCart(null);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
    expect(within(main).getByText('There are no items in your cart.')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(within(main).queryByRole('region', { name: 'Summary' })).toBeNull();
  });

  it('reads the cart again when the shopper comes to the page', async () => {
    const shop = await shopWithCart(CART.id, '/');
    await act(() => shop.loads.resolve({ cart: CART, unavailable: [] }));
    expect(shop.loads.waiting).toEqual([]);
    act(() => shop.location.navigate('/cart'));
    await shop.loads.next();
    expect(shop.loads.waiting).toEqual([{ cartId: CART.id }]);
    await act(() => shop.loads.resolve({ cart: CART, unavailable: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeTruthy();
  });

  it('lists each line with its image, link, options, prices and quantity, and sums them up', async () => {
    await openCart();
    expect(text(screen.getByText(/items?$/, { selector: '.cart-page__count' }))).toBe('3 items');
    const omega = lineOf(OMEGA_LINE);
    expect(within(omega).getByRole('link', { name: OMEGA_LINE.name }).getAttribute('href')).toBe('/omega-3-algue-dha-vegetal.html');
    const image = omega.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')]).toEqual(['96', '96', '']);
    expect(text(omega)).toContain('Unit price: €27.90');
    expect(text(omega)).toContain('Total for this item: €55.80');
    expect(stepperOf(OMEGA_LINE).value).toBe('2');
    // Only a configurable line can change its options.
    expect(within(omega).queryByRole('button', { name: /^Edit/ })).toBeNull();
    const collagen = lineOf(COLLAGEN_LINE);
    expect(within(collagen).getByText('Saveur: Citron')).toBeTruthy();
    expect(within(collagen).getByRole('button', { name: `Edit the options of ${COLLAGEN_LINE.name}` })).toBeTruthy();
    expect(summaryRows()).toEqual(['Subtotal €90.70', 'Estimated total €90.70', 'Including TVA 5,5 % €4.73']);
    expect(document.querySelector('footer')!.classList.contains('footer--mobile-cart')).toBe(true);
  });

  it('sends a quantity stepped or typed, refuses a bad one with the stepper’s message, and follows the cart’s answer', async () => {
    const shop = await openCart();
    fireEvent.click(within(lineOf(OMEGA_LINE)).getByRole('button', { name: 'Increase quantity' }));
    expect(shop.updates.waiting).toEqual([{ cartId: CART.id, uid: OMEGA_LINE.uid, quantity: 3 }]);
    await act(() => shop.updates.resolve(MORE_OMEGA_CART));
    expect(stepperOf(OMEGA_LINE).value).toBe('3');
    expect(text(lineOf(OMEGA_LINE))).toContain('Total for this item: €83.70');
    expect(summaryRows()[0]).toBe('Subtotal €118.60');

    // Not a quantity: said so under the field, nothing sent, even on leaving it.
    fireEvent.change(stepperOf(OMEGA_LINE), { target: { value: 'abc' } });
    fireEvent.blur(stepperOf(OMEGA_LINE));
    expect(text(lineOf(OMEGA_LINE))).toContain('Enter a number, for example 2.');
    expect(shop.updates.waiting).toEqual([]);

    // Typed, then Enter; refused by the stock: the line says why and shows the cart's quantity again.
    fireEvent.change(stepperOf(OMEGA_LINE), { target: { value: '40' } });
    fireEvent.keyDown(stepperOf(OMEGA_LINE), { key: 'Enter' });
    expect(shop.updates.waiting).toEqual([{ cartId: CART.id, uid: OMEGA_LINE.uid, quantity: 40 }]);
    await act(() => shop.updates.reject(failure('Could not update the product with SKU OMG-ALGUE: The requested qty is not available')));
    expect(within(lineOf(OMEGA_LINE)).getByRole('alert').textContent).toBe(en['cart.error.qtyNotAvailable']);
    expect(within(lineOf(COLLAGEN_LINE)).queryByRole('alert')).toBeNull();
    expect(stepperOf(OMEGA_LINE).value).toBe('3');
  });

  it('removes a line, and shows the empty cart once the last one is gone', async () => {
    const shop = await openCart();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${OMEGA_LINE.name} from your cart` }));
    expect(shop.removals.waiting).toEqual([{ cartId: CART.id, uids: [OMEGA_LINE.uid] }]);
    // While the cart removes it, the other line's actions wait.
    expect((screen.getByRole('button', { name: `Remove ${COLLAGEN_LINE.name} from your cart` }) as HTMLButtonElement).disabled).toBe(true);
    await act(() => shop.removals.resolve(COLLAGEN_CART));
    expect(screen.queryByRole('heading', { level: 3, name: OMEGA_LINE.name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: `Remove ${COLLAGEN_LINE.name} from your cart` }));
    await act(() => shop.removals.resolve(EMPTY_CART));
    expect(screen.getByText('There are no items in your cart.')).toBeTruthy();
  });

  it('shows the cross-sells of the cart’s products under “Complete Your Order”, asks again when it holds other products, and leaves the row out when they fail', async () => {
    const shop = await openCart();
    const row = () => screen.queryByRole('region', { name: 'Complete Your Order' });
    await shop.crossSells.next();
    expect(shop.crossSells.waiting).toEqual([{ skus: [OMEGA_LINE.sku, COLLAGEN_LINE.sku] }]);
    expect(row()).toBeNull();
    // Each once, and not the omega-3 the cart holds (the collagen's cross-sell).
    await act(() => shop.crossSells.resolve(CART_CROSS_SELLS));
    expect(within(row()!).getByRole('heading', { level: 2 }).textContent).toBe('Complete Your Order');
    expect(within(row()!).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Magnésium bisglycinate', '/magnesium-bisglycinate.html'],
      ['Vitamine D3 2000 UI végétale', '/vitamine-d3-2000-ui-vegetale.html'],
      ['Zinc bisglycinate', '/zinc-bisglycinate.html'],
      ['Huile de krill antarctique', '/huile-de-krill-antarctique.html'],
    ]);

    // One more of a product the cart holds: the same cross-sells, not asked again.
    fireEvent.click(within(lineOf(OMEGA_LINE)).getByRole('button', { name: 'Increase quantity' }));
    await act(() => shop.updates.resolve(MORE_OMEGA_CART));
    expect(shop.crossSells.waiting).toEqual([]);

    // The omega-3 gone: asked again for the collagen alone; that failing, the row goes, the cart stays.
    fireEvent.click(screen.getByRole('button', { name: `Remove ${OMEGA_LINE.name} from your cart` }));
    await act(() => shop.removals.resolve(COLLAGEN_CART));
    await shop.crossSells.next();
    expect(shop.crossSells.waiting).toEqual([{ skus: [COLLAGEN_LINE.sku] }]);
    await act(() => shop.crossSells.reject(failure('Failed to fetch', true)));
    expect(row()).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lineOf(COLLAGEN_LINE)).toBeTruthy();
  });

  it('changes the options of a configurable line, or only closes the form when they are the same', async () => {
    const shop = await openCart();
    const edit = () => fireEvent.click(screen.getByRole('button', { name: `Edit the options of ${COLLAGEN_LINE.name}` }));
    const form = () => screen.getByRole('form', { name: `Edit the options of ${COLLAGEN_LINE.name}` });
    edit();
    expect((within(form()).getByRole('radio', { name: 'Citron' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form()).getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('form')).toBeNull();
    edit();
    fireEvent.click(within(form()).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    edit();
    fireEvent.click(within(form()).getByRole('radio', { name: 'Nature' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Update' }));
    // The chosen variant is added first, then the old line goes; the form closes with it.
    expect(shop.adds.waiting).toEqual([{ cartId: CART.id, line: { sku: COLLAGEN_LINE.sku, selectedOptions: ['bmF0dXJl'], quantity: 1, name: COLLAGEN_LINE.name, image: null } }]);
    const nature: CartItem = { ...COLLAGEN_LINE, uid: 'Mw==', options: [{ ...COLLAGEN_LINE.options[0]!, value: 'Nature', valueUid: 'bmF0dXJl' }] };
    await act(() => shop.adds.resolve({ cart: { ...CART, items: [...CART.items, nature] }, errors: [] }));
    expect(shop.removals.waiting).toEqual([{ cartId: CART.id, uids: [COLLAGEN_LINE.uid] }]);
    await act(() => shop.removals.resolve({ ...CART, items: [OMEGA_LINE, nature] }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(within(lineOf(nature)).getByText('Saveur: Nature')).toBeTruthy();
  });

  it('says why the options could not be changed, on the line, and keeps its form open', async () => {
    const shop = await openCart();
    fireEvent.click(screen.getByRole('button', { name: `Edit the options of ${COLLAGEN_LINE.name}` }));
    const form = screen.getByRole('form', { name: `Edit the options of ${COLLAGEN_LINE.name}` });
    // Nature was in stock when the cart was read; the last one went since.
    fireEvent.click(within(form).getByRole('radio', { name: 'Nature' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
    await act(() => shop.adds.resolve({ cart: CART, errors: ['The required options you selected are not available.'] }));
    expect(within(lineOf(COLLAGEN_LINE)).getByRole('alert').textContent).toBe(en['cart.error.optionsUnavailable']);
    expect(screen.getByRole('form', { name: `Edit the options of ${COLLAGEN_LINE.name}` })).toBeTruthy();
    expect(shop.removals.waiting).toEqual([]);
  });

  it('applies a coupon; a refused code stays in the field under the reason; the applied one can be removed', async () => {
    const shop = await openCart();
    const field = () => screen.getByRole('textbox', { name: 'Enter your coupon code' }) as HTMLInputElement;
    const apply = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    fireEvent.click(apply());
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code.');
    expect(shop.coupons.waiting).toEqual([]);

    fireEvent.change(field(), { target: { value: ' nope ' } });
    fireEvent.click(apply());
    expect(shop.coupons.waiting).toEqual([{ cartId: CART.id, code: 'nope' }]);
    expect(apply().disabled).toBe(true);
    await act(() => shop.coupons.reject(BAD_COUPON));
    expect(screen.getByRole('alert').textContent).toBe(en['cart.error.couponInvalid']);
    expect(field().value).toBe(' nope ');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field().getAttribute('aria-describedby')!)!.textContent).toBe(en['cart.error.couponInvalid']);

    fireEvent.change(field(), { target: { value: 'BIENVENUE10' } });
    fireEvent.click(apply());
    await act(() => shop.coupons.resolve(DISCOUNTED_CART));
    expect(screen.getByText('Coupon BIENVENUE10 applied')).toBeTruthy();
    expect(summaryRows()).toEqual(['Subtotal €90.70', 'BIENVENUE10 −€9.07', 'Estimated total €81.63', 'Including TVA 5,5 % €4.73']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon BIENVENUE10' }));
    expect(shop.couponRemovals.waiting).toEqual([{ cartId: CART.id }]);
    await act(() => shop.couponRemovals.resolve(CART));
    expect(field().value).toBe('');
  });

  it('estimates shipping for a French postcode, adds it to the total, and estimates again when the cart changes', async () => {
    const shop = await openCart();
    const field = screen.getByRole('textbox', { name: 'Postcode' });
    const region = screen.getByRole('region', { name: 'Estimate shipping' });
    expect(within(region).getByText('Country: France')).toBeTruthy();
    fireEvent.change(field, { target: { value: '7500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(within(region).getByRole('alert').textContent).toBe('Enter a French postcode of 5 digits, for example 75001.');
    expect(shop.estimates.waiting).toEqual([]);

    fireEvent.change(field, { target: { value: '75001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(shop.estimates.waiting).toEqual([{ cartId: CART.id, postcode: '75001' }]);
    expect(within(region).queryByRole('alert')).toBeNull();
    await act(() => shop.estimates.resolve(PAID_ESTIMATES));
    expect(text(within(region).getByRole('status'))).toBe('Colissimo – Livraison à domicile €4.90');
    expect(summaryRows()).toEqual(['Subtotal €90.70', 'Estimated shipping €4.90', 'Estimated total €95.60', 'Including TVA 5,5 % €4.73']);

    // One more unit: the estimate made for the cart before is asked again, and shipping becomes free.
    fireEvent.click(within(lineOf(OMEGA_LINE)).getByRole('button', { name: 'Increase quantity' }));
    await act(() => shop.updates.resolve(MORE_OMEGA_CART));
    expect(shop.estimates.waiting).toEqual([{ cartId: CART.id, postcode: '75001' }]);
    await act(() => shop.estimates.resolve(ESTIMATES));
    expect(text(within(region).getByRole('status'))).toBe('Colissimo – Livraison à domicile Free');
    expect(summaryRows()).toEqual(['Subtotal €118.60', 'Estimated shipping Free', 'Estimated total €118.60', 'Including TVA 5,5 % €6.18']);
  });
});
