import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { cartMachine, selectAddErrorFor, selectIsAdding, type CartRequest, type CartSnapshot } from '../../machines/cart.machine';
import type { Cart, CartItem } from '../../src/domain/cart';
import type { CartError } from '../../src/domain/cart-errors';
import { CART, COLLAGEN_CART, DISCOUNTED_CART, ESTIMATES, GONE_CART, OMEGA_ADD, OMEGA_LINE, PAID_ESTIMATES } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { fakeService, renderApp } from '../harness/render-app';
import { cartModel } from './models';

// The cart's chart walked on the shop at /cart: the stored id comes from a fake browser storage, each service
// answers when the path says, and requests arrive as the pages send them (the cart page's and the product page's
// own tests show which click sends which request). After each step, the header's counter and the cart page must
// show the cart as the chart says.

const SERVICES = [
  'loadCart', 'createCart', 'cacheImage', 'addItem', 'updateItem', 'removeItems', 'applyCoupon', 'removeCoupon', 'estimateShipping',
  'customerCartId', 'mergeCarts',
] as const;

async function openCartPage() {
  const storage = fakeService();
  const services = Object.fromEntries(SERVICES.map((id) => [id, deferredActor<unknown, unknown>()])) as Record<
    (typeof SERVICES)[number],
    ReturnType<typeof deferredActor<unknown, unknown>>
  >;
  const reloads = { count: 0 };
  /** The ids the browser was told to keep, in order. */
  const stored: string[] = [];
  const cart = cartMachine.provide({
    actors: { cartStorage: storage.logic as never, ...Object.fromEntries(SERVICES.map((id) => [id, services[id].logic])) },
    actions: { reloadPage: () => void reloads.count++, storeCartId: (_, { cartId }: { cartId: string }) => void stored.push(cartId) },
  });
  const shop = await renderApp({ path: '/cart', cart, ready: () => screen.findByTestId('page-shimmer') });
  const actor = () => shop.app.getSnapshot().children.cart!;
  return { shop, storage, services, actor, reloads, stored };
}

/** The fixture carts' lines as the page lists them (test/fixtures/cart.ts): Oméga-3 ×2 and Collagène ×1, 3 items in all. */
const LINES = ['Oméga-3 d’algue, DHA végétal', 'Collagène marin hydrolysé'];

/** The shop's message for each failure the model's services give (spec §8, lang/en_US.json). */
const SHOWN_ERROR: Record<string, string> = {
  "The cart isn't active.": 'Your cart is no longer available and its products went with it. Please add them again.',
  "The coupon code isn't valid. Verify the code and try again.": "This coupon code isn't valid.",
};
/** A lost connection and a request that never answered read alike: the shopper may try again. */
const NETWORK = 'The shop could not be reached. Check your connection and try again.';
const shownError = (error: CartError) => (error.network ? NETWORK : (SHOWN_ERROR[error.text] ?? error.text));

/**
 * What the shopper sees of the cart in each state: the counter, and the cart page's shimmer, failure, emptiness or
 * lines. The rules come from the chart's states (spec §2 cart counter, §4 cart); the texts from the fixtures.
 */
async function expectShown(snapshot: CartSnapshot, say: Say) {
  const { cart, errors, estimate } = snapshot.context;
  // The model's answers are the fixture cart, with or without its coupon, or nothing yet.
  expect([null, CART, DISCOUNTED_CART]).toContainEqual(cart);
  const counter = cart ? '3' : '';
  say(cart ? 'the header counter reads “3”' : 'the header counter is blank');
  await waitFor(() => expect(screen.queryByTestId('cart-counter')?.textContent ?? '').toBe(counter));
  const main = screen.getByRole('main');
  // The stored cart is being read (waiting for its id, then its details): not a refresh a request asked for.
  if (snapshot.matches('opening') || (snapshot.matches('loading') && snapshot.context.current === null)) {
    say('the cart page shows its loading shimmer');
    expect(within(main).getByTestId('page-shimmer')).toBeTruthy();
    return;
  }
  const failure = errors.getDetails ?? errors.getCart;
  if (!cart && failure) {
    say(`the cart page shows “${shownError(failure)}” with a “Try again” button`);
    expect(within(main).getByRole('alert').textContent).toBe(shownError(failure));
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
    return;
  }
  if (!cart) {
    say('the cart page says “There are no items in your cart.”');
    expect(await within(main).findByText('There are no items in your cart.')).toBeTruthy();
    return;
  }
  say(`the cart page lists ${LINES.map((name) => `“${name}”`).join(' and ')}`);
  const lines = await within(main).findByRole('region', { name: 'Items in your cart' });
  expect(within(lines).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(LINES);
  // A request's error shows where it was asked: the coupon's and the estimate's under their forms.
  for (const error of [errors.coupon, errors.shipping, errors.getDetails]) {
    if (!error) continue;
    say(`the page shows “${shownError(error)}”`);
    expect(within(main).getByText(shownError(error))).toBeTruthy();
  }
  if (estimate) {
    say('the estimate shows “Colissimo – Livraison à domicile”');
    expect(within(main).getByText('Colissimo – Livraison à domicile')).toBeTruthy();
  }
  // Shipping that costs nothing reads “Free” (the model's estimate is the fixture's free Colissimo).
  const free = estimate !== null && estimate.amount.value === 0;
  say(free ? 'the shipping reads “Free”' : 'nothing reads “Free”');
  expect(within(main).queryAllByText('Free').length > 0).toBe(free);
  // Controls wait for the request they would disturb.
  const coupon = cart.couponCode === null ? 'Apply' : 'Remove coupon BIENVENUE10';
  const couponBusy = snapshot.matches('applyingCoupon') || snapshot.matches('removingCoupon');
  say(`the “${coupon}” button is ${couponBusy ? 'disabled while the coupon is sent' : 'enabled'}`);
  expect((within(main).getByRole('button', { name: coupon }) as HTMLButtonElement).disabled).toBe(couponBusy);
  const estimating = snapshot.matches('estimating');
  say(`the Estimate button is ${estimating ? 'disabled while the estimate is asked' : 'enabled'}`);
  expect((within(main).getByRole('button', { name: 'Estimate' }) as HTMLButtonElement).disabled).toBe(estimating);
  const updating = (['updating', 'changingOptions', 'removing', 'removingUnavailable'] as const).some((state) => snapshot.matches(state));
  say(`each line's Remove button is ${updating ? 'disabled while a line is changed' : 'enabled'}`);
  for (const name of LINES) {
    const remove = within(main).getByRole('button', { name: `Remove ${name} from your cart` }) as HTMLButtonElement;
    expect(remove.disabled, name).toBe(updating);
  }
}

type Known = { cartId: string | null; customerCartId: string | null; customer: boolean; unavailable: CartItem[]; addRetried?: boolean };

/**
 * What each service must be asked (spec §7's operations): the cart known from the storage and the backend's answers,
 * and the fields of the request being carried out (the one the shopper sent that the chart is on).
 */
function expectedInput(id: (typeof SERVICES)[number], request: CartRequest | null, known: Known): unknown {
  const cartId = known.cartId;
  const field = <K extends string>(key: K) => (request as unknown as Record<K, unknown>)[key];
  switch (id) {
    case 'loadCart':
    case 'removeCoupon':
      return { cartId };
    case 'createCart':
      return { customer: known.customer };
    case 'cacheImage':
      return field('line');
    case 'addItem': {
      if (request?.type === 'cart.add') return { cartId, line: request.line };
      // Another variant of a line: the same product and quantity with the options chosen, added first.
      const item = CART.items.find((each) => each.uid === field('uid'))!;
      return { cartId, line: { sku: item.sku, selectedOptions: field('selectedOptions'), quantity: item.quantity, name: item.name, image: null } };
    }
    case 'updateItem':
      return { cartId, uid: field('uid'), quantity: field('quantity') };
    case 'removeItems':
      // A line removed or replaced by the shopper; else the lines the stock no longer covers.
      return { cartId, uids: request?.type === 'cart.remove' || request?.type === 'cart.changeOptions' ? [field('uid')] : known.unavailable.map((item) => item.uid) };
    case 'applyCoupon':
      return { cartId, code: field('code') };
    case 'estimateShipping':
      return { cartId, postcode: field('postcode') };
    case 'customerCartId':
      return undefined;
    case 'mergeCarts':
      return { source: cartId, destination: known.customerCartId };
  }
}

/** What an answer tells about the cart: its id, the customer's cart, lines out of stock; and what the browser keeps. */
function learn(id: (typeof SERVICES)[number], outcome: 'done' | 'error', event: AnyEventObject, added: boolean, known: Known, stored: string[]) {
  const output = event.output as { cart?: Cart; unavailable?: CartItem[]; errors?: string[] } | Cart | string | undefined;
  if (outcome === 'error') {
    // A merge that failed: the customer's own cart takes over, and the browser keeps its id.
    if (id === 'mergeCarts') {
      known.cartId = known.customerCartId;
      expect(stored.at(-1)).toBe(known.customerCartId);
    }
    return;
  }
  if (id === 'createCart') known.cartId = output as string;
  else if (id === 'customerCartId') {
    known.customer = true;
    // A guest cart of another id merges into the customer's; otherwise the customer's is the cart, kept by the browser.
    if (known.cartId !== null && known.cartId !== output) known.customerCartId = output as string;
    else {
      known.cartId = output as string;
      expect(stored.at(-1)).toBe(output);
    }
  } else if (id === 'loadCart') {
    const answer = output as { cart: Cart; unavailable: CartItem[] };
    [known.cartId, known.unavailable] = [answer.cart.id, answer.unavailable];
  } else if (id === 'addItem') {
    known.cartId = (output as { cart: Cart }).cart.id;
    // Once a product's add is in (or refused with the cart), the browser keeps the cart's id for the next visit and other tabs.
    if (added) expect(stored.at(-1)).toBe(known.cartId);
  } else if (id !== 'cacheImage' && id !== 'estimateShipping') {
    known.cartId = (output as Cart).id;
    if (id === 'mergeCarts') expect(stored.at(-1)).toBe(known.cartId);
  }
}

/** Back to no cart: the counter blank, the cart page empty. */
async function expectNoCart() {
  expect(screen.queryByTestId('cart-counter')?.textContent ?? '').toBe('');
  expect(await within(screen.getByRole('main')).findByText('There are no items in your cart.')).toBeTruthy();
}

/** The Edit button of the collagen line, whose options can change; none while its editor is open or it is not listed. */
const editButton = () => screen.queryByRole('button', { name: `Edit the options of ${LINES[1]}` });

/** What an answer shows beyond the cart itself: the notices of spec §4 and §8, a failed read of the cart. */
async function expectAnswerShown(
  id: (typeof SERVICES)[number],
  outcome: 'done' | 'error',
  event: AnyEventObject,
  request: CartRequest | null,
  known: Known,
  services: Record<(typeof SERVICES)[number], ReturnType<typeof deferredActor<unknown, unknown>>>,
  added: () => unknown,
) {
  const output = event.output as { cart: Cart; unavailable?: CartItem[]; errors?: string[] } | undefined;
  if (id === 'loadCart' && outcome === 'done') {
    // Lines the stock no longer covers are removed at once, and only those.
    const uids = output!.unavailable!.map((item) => item.uid);
    expect(services.removeItems.waiting).toEqual(uids.length ? [{ cartId: known.cartId, uids }] : []);
  }
  if (id === 'loadCart' && outcome === 'error' && request === null && (event.error as { network?: boolean }).network) {
    // The stored cart could not be read: the page says why, and offers to try again.
    expect(within(screen.getByRole('main')).getByRole('alert').textContent).toBe(NETWORK);
  }
  if (id === 'addItem' && outcome === 'done' && request?.type === 'cart.add' && output!.errors!.length === 0) {
    expect(await screen.findByText(`${request.line.quantity} × ${request.line.name} was added to your cart.`)).toBeTruthy();
    // Spec §3's added-to-cart data: what the last add put in the cart.
    expect(added()).toEqual({ name: request.line.name, quantity: request.line.quantity });
  }
  const main = screen.getByRole('main');
  if (id === 'estimateShipping' && outcome === 'done') expect(within(main).getByText('Colissimo – Livraison à domicile')).toBeTruthy();
  // A coupon's or an estimate's failure shows under its form, the cart kept.
  const failure = event.error as (Error & { network?: boolean }) | undefined;
  if (['applyCoupon', 'removeCoupon', 'estimateShipping'].includes(id) && outcome === 'error' && failure!.message !== GONE_CART.message) {
    expect(within(main).getByText(failure!.network ? NETWORK : (SHOWN_ERROR[failure!.message] ?? failure!.message))).toBeTruthy();
  }
  if (id === 'removeItems' && outcome === 'done' && request === null) {
    const names = known.unavailable.map((item) => item.name).join(', ');
    expect(await screen.findByText(`This product is no longer in stock and was removed from your cart: ${names}.`)).toBeTruthy();
  }
}

describe('cart: every path of its chart, on the shop’s views', () => {
  for (const path of pathsOf(cartModel)) {
    it(describePath(path), async () => {
      const { shop, storage, services, actor, reloads, stored } = await openCartPage();
      const send = (event: AnyEventObject) => act(() => actor().send(event as never));
      // What the backend and the browser said so far: the cart the services must act on follows from it.
      const known = { cartId: null as string | null, customerCartId: null as string | null, customer: false, unavailable: [] as CartItem[], addRetried: false };
      const answer = async (event: AnyEventObject) => {
        const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, (typeof SERVICES)[number]];
        await services[id].next();
        const { current } = actor().getSnapshot().context;
        expect(services[id].waiting, `what ${id} was asked`).toEqual([expectedInput(id, current, known)]);
        // Spec §4: only an add makes a cart; nothing else is asked without one.
        if (id !== 'createCart' && id !== 'customerCartId') expect(known.cartId, `the cart ${id} is for`).not.toBeNull();
        const network = outcome === 'error' && Boolean((event.error as { network?: boolean }).network);
        const counter = () => screen.queryByTestId('cart-counter')?.textContent ?? '';
        const counted = counter();
        // A gone cart takes a first add once more, in a new cart (spec §4 "Cart recovery"); a second refusal is shown.
        const gone = outcome === 'error' && (event.error as Error).message === GONE_CART.message;
        const retry = id === 'addItem' && gone && current?.type === 'cart.add' && !known.customer && !known.addRetried;
        // The customer's cart (found, or being found, after a sign-in) turned out gone: not an image's, a new cart's or a merge's failure.
        const customer = known.customer || id === 'customerCartId';
        const refusedCustomer = outcome === 'error' && customer && (event.error as Error).message === GONE_CART.message && !['createCart', 'cacheImage', 'mergeCarts'].includes(id);
        const signOuts = () => shop.receivedBy('session').filter((received) => received.type === 'session.signOut').length;
        const before = signOuts();
        await act(() => (outcome === 'done' ? services[id].resolve(event.output) : services[id].reject(event.error)));
        learn(id, outcome, event, current?.type === 'cart.add', known, stored);
        await expectAnswerShown(id, outcome, event, current, known, services, () => actor().getSnapshot().context.added);
        // Spec §4: a lost connection never forgets the cart.
        if (network) expect(counter(), 'the counter after a lost connection').toBe(counted);
        if (id === 'addItem' && current?.type === 'cart.add') {
          expect(services.createCart.waiting.length, 'a new cart made for the add').toBe(retry ? 1 : 0);
          known.addRetried = retry;
        }
        // Spec §4 "Cart recovery": a customer's cart that is gone signs the shopper out.
        expect(signOuts() - before, 'the shopper signed out').toBe(refusedCustomer ? 1 : 0);
      };
      await drive(cartMachine, path, {
        // A request that never answers: the shop's clock runs past the wait's limit.
        clock: shop.clock,
        actual: () => actor().getSnapshot(),
        events: {
          // The browser's storage tells the stored id, and that another tab stored another: the page reloads.
          'cart.stored': async (event) => {
            known.cartId = event.cartId as string | null;
            await act(() => storage.send(event));
            // No stored id: no cart to read, none until the first add makes one.
            if (event.cartId === null) {
              expect(services.loadCart.waiting).toEqual([]);
              expect(await within(screen.getByRole('main')).findByText('There are no items in your cart.')).toBeTruthy();
            }
          },
          'cart.storedElsewhere': async (event) => {
            await act(() => storage.send(event));
            expect(reloads.count).toBe(1);
          },
          'cart.reset': async (event) => {
            known.cartId = null;
            await send(event);
            await expectNoCart();
          },
          // The shell sends these when the session says the shopper signed in, or that a sign-out ended.
          'cart.signIn': send,
          'cart.signOut': async (event) => {
            Object.assign(known, { cartId: null, customer: false });
            await send(event);
            await expectNoCart();
          },
          // The line's options editor opens in place of its Edit button, and closes.
          'cart.edit.end': async (event) => {
            await send(event);
            if (screen.queryByRole('region', { name: 'Items in your cart' })) expect(editButton()).not.toBeNull();
          },
          'cart.add': send,
          'cart.update': send,
          'cart.changeOptions': send,
          'cart.remove': send,
          'cart.coupon.apply': send,
          'cart.coupon.remove': send,
          'cart.shipping.estimate': send,
          'cart.refresh': send,
          'cart.edit.begin': async (event) => {
            await send(event);
            expect(editButton()).toBeNull();
          },
          ...Object.fromEntries(SERVICES.flatMap((id) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`].map((type) => [type, answer]))),
        },
        expect: async (snapshot, step, say) => {
          await expectShown(snapshot, say);
          // Settled (idle, nothing waiting): the shop's pages hear of the cart it holds (the cart page follows it).
          if (snapshot.matches('idle') && snapshot.context.queue.length === 0) {
            say('the shop’s pages are told the cart settled');
            expect(shop.receivedBy('router').filter((received) => received.type === 'cart.settled').at(-1)).toEqual({ type: 'cart.settled', cart: snapshot.context.cart });
          }
          // A guest cart that could not follow the shopper into their account: they are told.
          if ((step.event.type as string) === 'xstate.error.actor.mergeCarts') {
            say('a message says the previous cart’s items could not be added to the account’s cart');
            expect(await screen.findByText("The items of your previous cart could not be added to your account's cart.")).toBeTruthy();
          }
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

describe('cart, as a product page reads it', () => {
  // Spec §2: while the cart adds, “Add to Cart” shows progress and takes no click, also while an add waits its turn.
  it('is adding while an add is sent or waits behind another request, and only then', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    expect(selectIsAdding(actor().getSnapshot())).toBe(false);
    act(() => actor().send({ type: 'cart.update', uid: OMEGA_LINE.uid, quantity: 3 }));
    expect(selectIsAdding(actor().getSnapshot()), 'an update on its way').toBe(false);
    act(() => actor().send({ type: 'cart.remove', uid: OMEGA_LINE.uid }));
    expect(selectIsAdding(actor().getSnapshot()), 'a removal waiting').toBe(false);
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD }));
    expect(selectIsAdding(actor().getSnapshot()), 'an add queued behind an update and a removal').toBe(true);
    await act(() => services.updateItem.resolve(CART));
    await act(() => services.removeItems.resolve(CART));
    expect(selectIsAdding(actor().getSnapshot()), 'the add on its way').toBe(true);
    await act(() => services.cacheImage.resolve(undefined));
    await act(() => services.addItem.resolve({ cart: CART, errors: [] }));
    expect(selectIsAdding(actor().getSnapshot()), 'the add answered').toBe(false);
    shop.unmount();
    shop.app.stop();
  });

  // Spec §2: a burst of clicks on “Add to Cart” arrives before the button shows progress: the shopper meant one add.
  it('turns away a pressed add while another is on its way or waits its turn; other adds all wait theirs', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    act(() => actor().send({ type: 'cart.update', uid: OMEGA_LINE.uid, quantity: 3 }));
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD, pressed: true }));
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD, pressed: true }));
    expect(actor().getSnapshot().context.queue, 'one add waits behind the update').toEqual([{ type: 'cart.add', line: OMEGA_ADD, pressed: true }]);
    await act(() => services.updateItem.resolve(CART));
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD, pressed: true }));
    await act(() => services.cacheImage.resolve(undefined));
    await act(() => services.addItem.resolve({ cart: CART, errors: [] }));
    expect(actor().getSnapshot().context.queue, 'no other add waits').toEqual([]);
    expect(services.addItem.waiting, 'nor is on its way').toEqual([]);
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD, pressed: true }));
    expect(actor().getSnapshot().matches('adding'), 'the next click, once the add is answered, adds again').toBe(true);
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD }));
    expect(actor().getSnapshot().context.queue, 'an add not pressed waits its turn').toEqual([{ type: 'cart.add', line: OMEGA_ADD }]);
    shop.unmount();
    shop.app.stop();
  });

  // After an order, or once signed out, the cart is no more: the next add makes a new one.
  it.each(['cart.reset', 'cart.signOut'] as const)('holds no cart after %s', async (type) => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    expect(screen.getByTestId('cart-counter').textContent).toBe('3');
    await act(() => actor().send({ type }));
    await expectNoCart();
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD }));
    expect(services.createCart.waiting).toEqual([{ customer: false }]);
    shop.unmount();
    shop.app.stop();
  });

  // Spec §4: a change to a line the cart no longer has is dropped, nothing sent.
  it('drops a change to a line the cart no longer has', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: COLLAGEN_CART, unavailable: [] }));
    act(() => actor().send({ type: 'cart.update', uid: OMEGA_LINE.uid, quantity: 3 }));
    act(() => actor().send({ type: 'cart.remove', uid: OMEGA_LINE.uid }));
    expect(services.updateItem.waiting).toEqual([]);
    expect(services.removeItems.waiting).toEqual([]);
    expect(actor().getSnapshot().context.queue).toEqual([]);
    shop.unmount();
    shop.app.stop();
  });

  // A page waiting for the cart to settle (checkout, the cart page) hears it also when the request waiting is dropped.
  it('tells the shop’s pages it settled when it drops the request that waited', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: null }));
    const settled = () => shop.receivedBy('router').filter((received) => received.type === 'cart.settled');
    act(() => actor().send({ type: 'cart.signIn' }));
    act(() => actor().send({ type: 'cart.refresh' }));
    const before = settled().length;
    // The customer's cart could not be found: no cart, and the refresh that waited is about nothing.
    await act(() => services.customerCartId.reject(new Error('network down')));
    expect(actor().getSnapshot().context.queue).toEqual([]);
    expect(settled().slice(before)).toEqual([{ type: 'cart.settled', cart: null }]);
    shop.unmount();
    shop.app.stop();
  });

  it('queues a pressed add behind other requests that wait', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    act(() => actor().send({ type: 'cart.update', uid: OMEGA_LINE.uid, quantity: 3 }));
    act(() => actor().send({ type: 'cart.remove', uid: OMEGA_LINE.uid }));
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD, pressed: true }));
    expect(actor().getSnapshot().context.queue).toEqual([
      { type: 'cart.remove', uid: OMEGA_LINE.uid },
      { type: 'cart.add', line: OMEGA_ADD, pressed: true },
    ]);
    shop.unmount();
    shop.app.stop();
  });

  // Spec §8: an add's refusal shows under the button of the product it was for, not on another product's page.
  it('shows an add’s error on the page of the product it was for only', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    expect(selectAddErrorFor(OMEGA_ADD.sku)(actor().getSnapshot())).toBeNull();
    act(() => actor().send({ type: 'cart.add', line: OMEGA_ADD }));
    await act(() => services.cacheImage.resolve(undefined));
    await act(() => services.addItem.resolve({ cart: CART, errors: ['The requested qty is not available'] }));
    expect(selectAddErrorFor(OMEGA_ADD.sku)(actor().getSnapshot())?.text).toBe('The requested qty is not available');
    expect(selectAddErrorFor('COLLAGENE-MARIN')(actor().getSnapshot())).toBeNull();
    shop.unmount();
    shop.app.stop();
  });
});

describe('cart, as the cart page reads it', () => {
  // Spec §3: shipping is free when the estimate costs nothing; a paid estimate shows its price.
  it('reads “Free” for an estimate that costs nothing, and a paid one’s price', async () => {
    const { shop, services, actor, storage } = await openCartPage();
    await act(() => storage.send({ type: 'cart.stored', cartId: 'CART1' }));
    await act(() => services.loadCart.resolve({ cart: CART, unavailable: [] }));
    const main = screen.getByRole('main');
    await within(main).findByRole('button', { name: 'Estimate' });
    act(() => actor().send({ type: 'cart.shipping.estimate', postcode: '75001' }));
    await act(() => services.estimateShipping.resolve(PAID_ESTIMATES));
    expect(within(main).queryAllByText('Free')).toEqual([]);
    expect(within(main).getAllByText('€4.90').length).toBeGreaterThan(0);
    act(() => actor().send({ type: 'cart.shipping.estimate', postcode: '69003' }));
    await act(() => services.estimateShipping.resolve(ESTIMATES));
    expect(within(main).queryAllByText('Free').length).toBeGreaterThan(0);
    shop.unmount();
    shop.app.stop();
  });
});
