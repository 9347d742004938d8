import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { cartMachine, type CartSnapshot } from '../../machines/cart.machine';
import type { CartError } from '../../src/domain/cart-errors';
import { CART, DISCOUNTED_CART } from '../fixtures/cart';
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
  const cart = cartMachine.provide({
    actors: { cartStorage: storage.logic as never, ...Object.fromEntries(SERVICES.map((id) => [id, services[id].logic])) },
    actions: { reloadPage: () => void reloads.count++ },
  });
  const shop = await renderApp({ path: '/cart', cart, ready: () => screen.findByTestId('page-shimmer') });
  const actor = () => shop.app.getSnapshot().children.cart!;
  return { shop, storage, services, actor, reloads };
}

/** The fixture carts' lines as the page lists them (test/fixtures/cart.ts): Oméga-3 ×2 and Collagène ×1, 3 items in all. */
const LINES = ['Oméga-3 d’algue, DHA végétal', 'Collagène marin hydrolysé'];

/** The shop's message for each failure the model's services give (spec §8, lang/en_US.json). */
const SHOWN_ERROR: Record<string, string> = {
  'Failed to fetch': 'The shop could not be reached. Check your connection and try again.',
  "The cart isn't active.": 'Your cart is no longer available and its products went with it. Please add them again.',
  "The coupon code isn't valid. Verify the code and try again.": "This coupon code isn't valid.",
};
const shownError = (error: CartError) => SHOWN_ERROR[error.text] ?? error.text;

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

describe('cart: every path of its chart, on the shop’s views', () => {
  for (const path of pathsOf(cartModel)) {
    it(describePath(path), async () => {
      const { shop, storage, services, actor, reloads } = await openCartPage();
      const send = (event: AnyEventObject) => act(() => actor().send(event as never));
      const answer = (event: AnyEventObject) => {
        const [, outcome, , id] = event.type.split('.') as [string, 'done' | 'error', string, (typeof SERVICES)[number]];
        return act(() => (outcome === 'done' ? services[id].resolve(event.output) : services[id].reject(event.error)));
      };
      await drive(cartMachine, path, {
        actual: () => actor().getSnapshot(),
        events: {
          // The browser's storage tells the stored id, and that another tab stored another: the page reloads.
          'cart.stored': (event) => act(() => storage.send(event)),
          'cart.storedElsewhere': async (event) => {
            await act(() => storage.send(event));
            expect(reloads.count).toBe(1);
          },
          'cart.reset': send,
          // The shell sends these when the session says the shopper signed in, or that a sign-out ended.
          'cart.signIn': send,
          'cart.signOut': send,
          'cart.edit.end': send,
          'cart.add': send,
          'cart.update': send,
          'cart.changeOptions': send,
          'cart.remove': send,
          'cart.coupon.apply': send,
          'cart.coupon.remove': send,
          'cart.shipping.estimate': send,
          'cart.refresh': send,
          'cart.edit.begin': send,
          ...Object.fromEntries(SERVICES.flatMap((id) => [`xstate.done.actor.${id}`, `xstate.error.actor.${id}`].map((type) => [type, answer]))),
        },
        expect: async (snapshot, step, say) => {
          await expectShown(snapshot, say);
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
