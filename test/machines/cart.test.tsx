import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { selectCartView } from '../../machines/cart-page.machine';
import { cartMachine, selectItemCount, type CartSnapshot } from '../../machines/cart.machine';
import type { CartError } from '../../src/domain/cart-errors';
import { cartCounterText } from '../../src/domain/counter';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
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

const messageOf = (error: CartError) => (error.code ? en[`cart.error.${error.code}` as keyof typeof en] : error.text);

/** What the shopper sees of the cart in each state: the counter, and the cart page's shimmer, failure, emptiness or lines. */
async function expectShown(snapshot: CartSnapshot) {
  const counter = cartCounterText(selectItemCount(snapshot));
  await waitFor(() => expect(screen.queryByTestId('cart-counter')?.textContent ?? '').toBe(counter));
  const main = screen.getByRole('main');
  const view = selectCartView(snapshot);
  if (view === 'loading') {
    expect(within(main).getByTestId('page-shimmer')).toBeTruthy();
    return;
  }
  if (view === 'failed') {
    expect(within(main).getByRole('alert').textContent).toBe(messageOf(snapshot.context.errors.getDetails ?? snapshot.context.errors.getCart!));
    expect(within(main).getByRole('button', { name: en['page.retry'] })).toBeTruthy();
    return;
  }
  if (view === 'empty') {
    expect(await within(main).findByText(en['cartPage.empty'])).toBeTruthy();
    return;
  }
  const { cart, errors, estimate } = snapshot.context;
  const lines = await within(main).findByRole('region', { name: en['cartPage.lines'] });
  expect(within(lines).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(cart!.items.map((item) => item.name));
  // A request's error shows where it was asked: the coupon's and the estimate's under their forms.
  for (const error of [errors.coupon, errors.shipping, errors.getDetails]) if (error) expect(within(main).getByText(messageOf(error))).toBeTruthy();
  if (estimate) expect(within(main).getByText(estimate.title)).toBeTruthy();
  // Controls wait for the request they would disturb.
  const coupon = cart!.couponCode ? `Remove coupon ${cart!.couponCode}` : 'Apply';
  expect((within(main).getByRole('button', { name: coupon }) as HTMLButtonElement).disabled).toBe(snapshot.matches('applyingCoupon') || snapshot.matches('removingCoupon'));
  expect((within(main).getByRole('button', { name: 'Estimate' }) as HTMLButtonElement).disabled).toBe(snapshot.matches('estimating'));
  const updating = (['updating', 'changingOptions', 'removing', 'removingUnavailable'] as const).some((state) => snapshot.matches(state));
  for (const item of cart!.items) {
    const remove = within(main).getByRole('button', { name: `Remove ${item.name} from your cart` }) as HTMLButtonElement;
    expect(remove.disabled, item.name).toBe(updating);
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
        expect: async (snapshot, step) => {
          await expectShown(snapshot);
          // A guest cart that could not follow the shopper into their account: they are told.
          if ((step.event.type as string) === 'xstate.error.actor.mergeCarts') expect(await screen.findByText(en['cart.mergeFailed'])).toBeTruthy();
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});
