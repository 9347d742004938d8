import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { subscriptionOfferMachine, type SubscriptionOfferSnapshot } from '../../machines/subscription-offer.machine';
import type { Product } from '../../src/domain/product';
import type { Resolution } from '../../src/domain/routes';
import { SIMPLE_PRODUCT } from '../fixtures/products';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { subscriptionOfferModel } from './subscriptions-models';

/** The krill oil, which the subscription provider offers every 30, 60 or 90 days at 10 % off. */
const OFFERED: Product = { ...SIMPLE_PRODUCT, subscriptionOffer: { frequencies: [30, 60, 90], discountPercent: 10 } };

async function openOfferedProduct(product: Product = OFFERED) {
  const loads = deferredActor<Product | null, ProductInput>();
  const route = fromPromise<Resolution, unknown>(async () => ({ type: 'page', page: { kind: 'product', uid: product.uid, urlKey: product.urlKey } }));
  const shop = await renderApp({
    path: `/${product.urlKey}.html`,
    resolveRoute: route,
    pages: { product: productPageMachine.provide({ actors: { loadProduct: loads.logic } }) },
    ready: () => loads.next(),
  });
  await act(() => loads.resolve(product));
  // The product page's chunk may take a while on a loaded machine (the UI wait of test/harness/limits.ts).
  await screen.findByRole('heading', { level: 1, name: product.name });
  const offer = () => (routedPage(shop.app).getSnapshot() as { children: { subscription?: AnyActorRef } }).children.subscription!;
  return { shop, offer };
}

const radio = (name: RegExp) => screen.getByRole('radio', { name });
const ONCE = /^One-time purchase/;
const SUBSCRIBE = /^Subscribe and save 10%/;
const frequencyField = () => document.querySelector<HTMLSelectElement>('select[name="subscription-frequency"]');

describe('subscription offer: every path of its chart, on the product page', () => {
  for (const path of pathsOf(subscriptionOfferModel)) {
    it(describePath(path), async () => {
      const { shop, offer } = await openOfferedProduct();
      // Every 30 days until the shopper chooses another frequency the provider offers (30, 60, 90).
      let frequency = 30;
      await drive(subscriptionOfferMachine, path, {
        actual: () => offer().getSnapshot(),
        events: {
          'offer.subscribe': () => void fireEvent.click(radio(SUBSCRIBE)),
          'offer.once': () => void fireEvent.click(radio(ONCE)),
          'offer.frequency': ({ frequency: chosen }) => {
            // A frequency the provider does not offer is no option of the select: sent as the page would never send it.
            if (chosen === 45) offer().send({ type: 'offer.frequency', frequency: chosen });
            else fireEvent.change(frequencyField()!, { target: { value: String(chosen) } });
            if ([30, 60, 90].includes(chosen)) frequency = chosen;
          },
        },
        expect: (snapshot: SubscriptionOfferSnapshot, step, say) => {
          const subscribed = snapshot.matches('subscribed');
          const last = step === path.steps.at(-1);
          say('“One-time purchase” shows €19.90 and “Subscribe and save 10%” shows €17.91');
          say(subscribed ? `“Subscribe and save 10%” is chosen, the frequency reads “Every ${frequency} days”` : '“One-time purchase” is chosen, with no frequency to choose');
          if (last) say(subscribed ? `Add to cart sends the line with a delivery every ${frequency} days` : 'Add to cart sends the line with no frequency');
          // Both ways to buy with their price: the subscription's is 10 % off, the one-time price struck through.
          expect(within(radio(ONCE).closest('label')!).getByText('€19.90')).toBeTruthy();
          expect(radio(SUBSCRIBE).closest('label')!.textContent).toContain('€17.91');
          expect((radio(SUBSCRIBE) as HTMLInputElement).checked).toBe(subscribed);
          expect((radio(ONCE) as HTMLInputElement).checked).toBe(!subscribed);
          expect(frequencyField() !== null).toBe(subscribed);
          if (subscribed) {
            const chosen = screen.getByRole('button', { name: /Delivery frequency/ });
            expect(chosen.textContent).toContain(`Every ${frequency} days`);
          }
          // At the path's end, add to cart: it carries the frequency of a subscription, nothing for a one-time purchase.
          if (!last) return;
          fireEvent.click(screen.getByRole('button', { name: en['product.addToCart'] }));
          const added = shop.receivedBy('cart').filter((e) => e.type === 'cart.add').at(-1) as unknown as { line: { frequency?: number } };
          expect(added.line.frequency ?? null).toBe(subscribed ? frequency : null);
        },
      });
    });
  }
});

describe('subscription offer', () => {
  it('is not offered for a product the provider does not offer', async () => {
    await openOfferedProduct({ ...OFFERED, subscriptionOffer: null });
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
