import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, createActor, sendParent, setup, type AnyActorRef, type AnyEventObject } from 'xstate';
import { cartPageMachine, type CartPageSnapshot, type CrossSellsInput } from '../../machines/cart-page.machine';
import { cartMachine, type CartContext } from '../../machines/cart.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import type { Cart, CartItem } from '../../src/domain/cart';
import type { LinkedProduct } from '../../src/domain/product';
import { drive, type Say } from '../harness/drive';
import { CART, COLLAGEN_CART, EMPTY_CART, MORE_OMEGA_CART } from '../fixtures/cart';
import { CART_CROSS_SELLS, COLLAGEN_CROSS_SELLS } from '../fixtures/cross-sells';
import { deferredActor } from '../harness/deferred';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { cartPageModel, SETTLED_CARTS } from './models';

/**
 * A cart that does nothing by itself: it settles with the cart the test gives (busy, then idle, telling the shell as
 * the real one does after a request), and keeps what the page asked of it. The page's chart then meets exactly the path's events.
 */
function stubCart() {
  const received: AnyEventObject[] = [];
  const logic = setup({
    types: { context: {} as CartContext, events: {} as AnyEventObject },
    actions: { record: ({ event }) => void received.push(event) },
  }).createMachine({
    id: 'cart',
    context: createActor(cartMachine).getSnapshot().context,
    initial: 'idle',
    on: {
      'cart.edit.begin': { actions: ['record', assign({ editing: ({ event }) => event.uid as string })] },
      'cart.edit.end': { actions: ['record', assign({ editing: null })] },
      '*': { actions: 'record' },
    },
    states: {
      idle: { on: { 'stub.busy': 'busy' } },
      busy: {
        on: {
          // Back in idle with nothing waiting, as the cart tells the shell.
          'stub.settle': {
            target: 'idle',
            actions: [assign({ cart: ({ event }) => event.cart as Cart }), sendParent(({ event }) => ({ type: 'cart.idle', cart: event.cart as Cart, queued: 0 }))],
          },
        },
      },
    },
  });
  return { logic, last: () => received.at(-1), asked: (type: string) => received.filter((event) => event.type === type) };
}

const itemOf = (uid: string) => SETTLED_CARTS.flatMap((cart) => cart.items).find((item) => item.uid === uid)!;
const lineOf = (item: CartItem) => screen.getByRole('textbox', { name: `Quantity of ${item.name}` }).closest('li')!;
const stepperOf = (name: string) => screen.getByRole('textbox', { name: `Quantity of ${name}` }) as HTMLInputElement;

/** The fixture carts' lines as the page lists them, with their quantities (test/fixtures/cart.ts). */
const OMEGA = 'Oméga-3 d’algue, DHA végétal';
const COLLAGEN = 'Collagène marin hydrolysé';
const LINES = new Map<Cart, [uid: string, name: string, quantity: number][]>([
  [CART, [['MQ==', OMEGA, 2], ['Mg==', COLLAGEN, 1]]],
  [MORE_OMEGA_CART, [['MQ==', OMEGA, 3], ['Mg==', COLLAGEN, 1]]],
  [COLLAGEN_CART, [['Mg==', COLLAGEN, 1]]],
  [EMPTY_CART, []],
]);

/** The products whose cross-sells are asked for: the cart's, once each, in the order of its lines. */
const ASKED_FOR = new Map<Cart, string[]>([
  [CART, ['OMG-ALGUE', 'BEA-COLLAGENE']],
  [MORE_OMEGA_CART, ['OMG-ALGUE', 'BEA-COLLAGENE']],
  [COLLAGEN_CART, ['BEA-COLLAGENE']],
]);

const MAGNESIUM = 'Magnésium bisglycinate';
const VITAMIN_D3 = 'Vitamine D3 2000 UI végétale';
const ZINC = 'Zinc bisglycinate';
const KRILL = 'Huile de krill antarctique';

/**
 * The cards of “Complete Your Order”: the cross-sells last answered (test/fixtures/cross-sells.ts), each once, none the
 * cart holds; no row when there are none.
 */
function crossSellsShown(answered: LinkedProduct[], settled: Cart | null): string[] {
  const holdsOmega = settled === CART || settled === MORE_OMEGA_CART;
  if (answered === CART_CROSS_SELLS) return holdsOmega ? [MAGNESIUM, VITAMIN_D3, ZINC, KRILL] : [MAGNESIUM, VITAMIN_D3, ZINC, KRILL, OMEGA];
  if (answered === COLLAGEN_CROSS_SELLS) return holdsOmega ? [KRILL, VITAMIN_D3] : [KRILL, OMEGA, VITAMIN_D3];
  return [];
}

/**
 * What the shopper sees: the lines of the cart last settled with their quantities (the one asked for until the cart
 * answers), the fields' checks, the cross-sells.
 */
function expectShown(snapshot: CartPageSnapshot, settled: Cart | null, asked: Record<string, number>, answered: LinkedProduct[], say: Say) {
  const main = screen.getByRole('main');
  const shown = settled ? LINES.get(settled)! : [];
  if (shown.length === 0) {
    say('the page says “There are no items in your cart.” with a “Continue shopping” link to /, and no “Complete Your Order”');
    expect(within(main).getByText('There are no items in your cart.')).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(within(main).queryByRole('region', { name: 'Complete Your Order' })).toBeNull();
    return;
  }
  const quantities = shown.map(([uid, name, quantity]) => [name, asked[uid] ?? quantity] as const);
  say(`the page lists ${quantities.map(([name, quantity]) => `“${name}” with quantity ${quantity}`).join(' and ')}`);
  const lines = within(within(main).getByRole('region', { name: 'Items in your cart' })).getAllByRole('listitem');
  expect(lines.map((line) => within(line).getByRole('heading', { level: 3 }).textContent)).toEqual(shown.map(([, name]) => name));
  for (const [name, quantity] of quantities) expect(stepperOf(name).value, name).toBe(String(quantity));
  const codeMissing = snapshot.matches({ filled: { coupon: 'codeMissing' } });
  say(codeMissing ? 'the coupon field says “Enter a coupon code.”' : 'the coupon field shows no error');
  expect(within(main).queryByText('Enter a coupon code.') !== null).toBe(codeMissing);
  const badPostcode = snapshot.matches({ filled: { postcode: 'invalid' } });
  say(badPostcode ? 'the postcode field says “Enter a French postcode of 5 digits, for example 75001.”' : 'the postcode field shows no error');
  expect(within(main).queryByText('Enter a French postcode of 5 digits, for example 75001.') !== null).toBe(badPostcode);
  const cards = crossSellsShown(answered, settled);
  const row = within(main).queryByRole('region', { name: 'Complete Your Order' });
  say(cards.length ? `“Complete Your Order” shows ${cards.map((name) => `“${name}”`).join(', ')}` : 'no “Complete Your Order” row shows');
  expect(row && within(row).getAllByRole('link').map((link) => link.textContent)).toEqual(cards.length ? cards : null);
}


// The page renders in checkout's messages, loaded with it in the shop.
beforeAll(async () => {
  await screenMessages('checkout', 'en_US');
});
/** The cart page in the shop, over the stub cart; `settle` makes the shell's cart settle as after a request. */
async function openCartPage() {
  const cart = stubCart();
  const crossSells = deferredActor<LinkedProduct[], CrossSellsInput>();
  const shop = await renderApp({
    path: '/cart',
    cart: cart.logic,
    pages: { cart: cartPageMachine.provide({ actors: { loadCrossSells: crossSells.logic } }) },
    ready: () => screen.findByRole('heading', { level: 1, name: 'Cart' }),
  });
  const stub = shop.app.getSnapshot().children.cart as unknown as AnyActorRef;
  const settle = (settled: Cart | null) =>
    act(() => {
      stub.send({ type: 'stub.busy' });
      stub.send({ type: 'stub.settle', cart: settled });
    });
  const page = () => routedPage(shop.app).getSnapshot() as CartPageSnapshot;
  const send = (event: AnyEventObject) => act(() => routedPage(shop.app).send(event));
  return { cart, crossSells, shop, settle, page, send };
}

describe('cart page: every path of its chart, on the page', () => {
  for (const path of pathsOf(cartPageModel)) {
    it(describePath(path), async () => {
      const { cart, crossSells, shop, settle, page } = await openCartPage();
      // The cart as it last settled, and the quantities asked for since: what the page should show.
      let settled: Cart | null = null;
      let asked: Record<string, number> = {};
      // The cross-sells the loader answered last: none after a failure.
      let answered: LinkedProduct[] = [];
      /** The loader was asked once, for the products of the cart last settled. */
      const expectAskedOnce = async () => {
        await crossSells.next();
        expect(crossSells.waiting).toEqual([{ skus: ASKED_FOR.get(settled!) }]);
      };
      await drive(cartPageMachine, path, {
        actual: page,
        events: {
          'cart.settled': (event) => {
            settle(event.cart);
            settled = event.cart;
            asked = {};
          },
          'xstate.done.actor.loadCrossSells': async (event) => {
            await expectAskedOnce();
            answered = event.output as LinkedProduct[];
            await act(() => crossSells.resolve(answered));
          },
          'xstate.error.actor.loadCrossSells': async () => {
            await expectAskedOnce();
            answered = [];
            await act(() => crossSells.reject(new Error('Failed to fetch')));
          },
          // Cross-sells that never come: the row is left out, as when they fail.
          'xstate.after.requestTimeout.cartPage.filled.crossSells.loading': async () => {
            await expectAskedOnce();
            answered = [];
            act(() => shop.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          // − or + beside the quantity shown: the line asks for one unit less or more.
          'quantity.settled': (event) => {
            const item = itemOf(event.key);
            const shown = Number(stepperOf(item.name).value);
            fireEvent.click(within(lineOf(item)).getByRole('button', { name: event.quantity > shown ? 'Increase quantity' : 'Decrease quantity' }));
            expect(cart.last()).toEqual({ type: 'cart.update', uid: event.key, quantity: event.quantity });
            asked = { ...asked, [event.key]: event.quantity };
          },
          'line.remove': (event) => {
            fireEvent.click(screen.getByRole('button', { name: `Remove ${itemOf(event.uid).name} from your cart` }));
            expect(cart.last()).toEqual({ type: 'cart.remove', uid: event.uid });
          },
          // Edit (unless its form is open), choose, update: the same options only close the form. A value out of stock is
          // disabled, struck through and named so: it cannot be chosen, and the cart is asked nothing.
          'line.changeOptions': (event) => {
            const item = itemOf(event.uid);
            const name = `Edit the options of ${item.name}`;
            if (!screen.queryByRole('form', { name })) fireEvent.click(screen.getByRole('button', { name }));
            const form = screen.getByRole('form', { name });
            const before = cart.last();
            const inStock = item.variants.some((variant) => variant.inStock && item.choices.every((choice, i) => variant.options[choice.code] === event.selectedOptions[i]));
            item.choices.forEach((choice, i) => {
              const group = within(form).getByRole('group', { name: choice.label });
              for (const value of choice.values) {
                const available = item.variants.some((variant) => variant.inStock && variant.options[choice.code] === value.uid);
                const radio = within(group).getByRole('radio', { name: available ? value.label : `${value.label} (out of stock)` }) as HTMLInputElement;
                expect(radio.disabled, value.label).toBe(!available);
              }
              const chosen = within(group).getAllByRole('radio').find((radio) => (radio as HTMLInputElement).value === event.selectedOptions[i]) as HTMLInputElement;
              fireEvent.click(chosen);
              expect(chosen.checked).toBe(!chosen.disabled);
            });
            if (!inStock) {
              expect(cart.last()).toEqual(before);
              return;
            }
            fireEvent.click(within(form).getByRole('button', { name: 'Update' }));
            const unchanged = item.options.every((option, i) => option.valueUid === event.selectedOptions[i]);
            expect(cart.last()).toEqual(
              unchanged ? { type: 'cart.edit.end' } : { type: 'cart.changeOptions', uid: event.uid, selectedOptions: event.selectedOptions },
            );
          },
          'coupon.submit': (event, step) => {
            fireEvent.change(screen.getByRole('textbox', { name: 'Enter your coupon code' }), { target: { value: event.code } });
            fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
            if (step.state.matches({ filled: { coupon: 'ready' } })) expect(cart.last()).toEqual({ type: 'cart.coupon.apply', code: event.code.trim() });
          },
          'estimate.submit': (event, step) => {
            fireEvent.change(screen.getByRole('textbox', { name: 'Postcode' }), { target: { value: event.postcode } });
            fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
            if (step.state.matches({ filled: { postcode: 'ready' } })) expect(cart.last()).toEqual({ type: 'cart.shipping.estimate', postcode: event.postcode });
          },
        },
        expect: (snapshot, _step, say) => {
          expectShown(snapshot, settled, asked, answered, say);
          // One request at a time, for the cart's products: while they load, and only then.
          const loading = snapshot.matches({ filled: { crossSells: 'loading' } });
          say(loading ? `the cross-sells of ${ASKED_FOR.get(settled!)!.join(' and ')} are asked for` : 'no cross-sells are being asked for');
          expect(crossSells.waiting).toEqual(loading ? [{ skus: ASKED_FOR.get(settled!) }] : []);
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

describe('cart page', () => {
  it('a change of one line leaves what the shopper is typing in another; a line gone takes its quantity field with it', async () => {
    const { settle, page, shop } = await openCartPage();
    settle(CART);
    fireEvent.change(stepperOf(OMEGA), { target: { value: '5' } });
    const moreCollagen = { ...CART, items: CART.items.map((item) => (item.uid === 'Mg==' ? { ...item, quantity: 2 } : item)) };
    settle(moreCollagen);
    expect(stepperOf(OMEGA).value).toBe('5');
    expect(stepperOf(COLLAGEN).value).toBe('2');
    settle(COLLAGEN_CART);
    expect(stepperOf(COLLAGEN).value).toBe('1');
    expect(screen.queryByRole('textbox', { name: `Quantity of ${OMEGA}` })).toBeNull();
    expect(Object.keys(page().children).filter((id) => id.startsWith('quantity:'))).toEqual(['quantity:Mg==']);
    shop.app.stop();
  });

  it('a quantity asked while the cart answers is compared with the one asked, not the one the line had', async () => {
    const { cart, settle, shop } = await openCartPage();
    settle(CART);
    const omega = within(lineOf(itemOf('MQ==')));
    fireEvent.click(omega.getByRole('button', { name: 'Increase quantity' }));
    // Back to the line's own quantity before the cart answered the first: the cart is asked for it too.
    fireEvent.click(omega.getByRole('button', { name: 'Decrease quantity' }));
    expect(cart.asked('cart.update')).toEqual([{ type: 'cart.update', uid: 'MQ==', quantity: 3 }, { type: 'cart.update', uid: 'MQ==', quantity: 2 }]);
    shop.app.stop();
  });

  it('asks nothing for a line the cart no longer holds, or for a variant out of stock', async () => {
    const { cart, settle, send, shop } = await openCartPage();
    settle(CART);
    send({ type: 'quantity.settled', key: 'OTk=', quantity: 4 });
    send({ type: 'line.changeOptions', uid: 'OTk=', selectedOptions: ['Y2l0cm9u'] });
    send({ type: 'line.changeOptions', uid: 'Mg==', selectedOptions: ['ZnJ1aXRz'] });
    expect([cart.asked('cart.update'), cart.asked('cart.changeOptions'), cart.asked('cart.edit.end')]).toEqual([[], [], []]);
    expect(stepperOf(OMEGA).value).toBe('2');
    shop.app.stop();
  });

  it('estimates for the postcode typed, spaces around it left out, and again whenever the cart holds something else', async () => {
    const { cart, settle, shop } = await openCartPage();
    settle(CART);
    fireEvent.change(screen.getByRole('textbox', { name: 'Postcode' }), { target: { value: ' 75001 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    const estimate = { type: 'cart.shipping.estimate', postcode: '75001' };
    expect(cart.asked('cart.shipping.estimate')).toEqual([estimate]);
    // Another quantity: the estimate is asked again, for the same postcode.
    settle(MORE_OMEGA_CART);
    expect(cart.asked('cart.shipping.estimate')).toEqual([estimate, estimate]);
    // The same contents settled again (the estimate's own answer): nothing more.
    settle(MORE_OMEGA_CART);
    expect(cart.asked('cart.shipping.estimate')).toEqual([estimate, estimate]);
    // A cart the backend ended has nothing to estimate.
    settle(null);
    expect(cart.asked('cart.shipping.estimate')).toEqual([estimate, estimate]);
    expect(screen.getByText('There are no items in your cart.')).toBeTruthy();
    shop.app.stop();
  });

  it('estimates nothing on a change of the cart before a postcode was given', async () => {
    const { cart, settle, shop } = await openCartPage();
    settle(CART);
    settle(MORE_OMEGA_CART);
    settle(EMPTY_CART);
    expect(cart.asked('cart.shipping.estimate')).toEqual([]);
    expect(screen.getByText('There are no items in your cart.')).toBeTruthy();
    shop.app.stop();
  });

  it('says the cart is empty when the backend ended it, its quantity fields gone', async () => {
    const { settle, page, shop } = await openCartPage();
    settle(CART);
    settle(null);
    expect(screen.getByText('There are no items in your cart.')).toBeTruthy();
    expect(screen.queryAllByRole('textbox', { name: /^Quantity of/ })).toEqual([]);
    expect(Object.keys(page().children).filter((id) => id.startsWith('quantity:'))).toEqual([]);
    shop.app.stop();
  });
});
