import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { productReviewsMachine, type ProductReviewsSnapshot } from '../../machines/product-reviews.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import type { Product } from '../../src/domain/product';
import type { ReviewPage } from '../../src/domain/reviews';
import type { Resolution } from '../../src/domain/routes';
import { SIMPLE_PRODUCT } from '../fixtures/products';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { ONLY_PAGE, productReviewsModel } from './reviews-models';

/** The krill oil's page, with `page` as its first page of reviews; the next pages come when the test answers. */
async function openReviewedProduct(page: ReviewPage) {
  const product: Product = { ...SIMPLE_PRODUCT, reviews: page };
  const loads = deferredActor<Product | null, ProductInput>();
  const pages = deferredActor<ReviewPage, { urlKey: string; page: number }>();
  const route = fromPromise<Resolution, unknown>(async () => ({ type: 'page', page: { kind: 'product', uid: product.uid, urlKey: product.urlKey } }));
  const shop = await renderApp({
    path: `/${product.urlKey}.html`,
    resolveRoute: route,
    pages: {
      product: productPageMachine.provide({
        actors: { loadProduct: loads.logic, productReviews: productReviewsMachine.provide({ actors: { loadReviewPage: pages.logic } }) },
      }),
    },
    ready: () => loads.next(),
  });
  await act(() => loads.resolve(product));
  await screen.findByRole('heading', { level: 1, name: product.name });
  return { pages, clock: shop.clock, list: () => (routedPage(shop.app).getSnapshot() as { children: { reviews: AnyActorRef } }).children.reviews };
}

const reviewsRegion = () => screen.getByRole('region', { name: 'Customer reviews' });
const moreButton = () => within(reviewsRegion()).queryByRole('button', { name: 'Show more reviews' });

describe('product reviews: every path of its chart, on the product page', () => {
  for (const path of pathsOf(productReviewsModel)) {
    it(describePath(path), async () => {
      const first = (path.steps[0]!.state as ProductReviewsSnapshot).context.page;
      const { pages, list, clock } = await openReviewedProduct(first);
      // The summaries shown, newest first, as the loader answered them.
      let shown = first.reviews.map((review) => review.summary);
      let failed = false;
      await drive(productReviewsMachine, path, {
        actual: () => list().getSnapshot(),
        events: {
          'reviews.more': () => {
            fireEvent.click(moreButton()!);
            failed = false;
          },
          'xstate.done.actor.loadReviewPage': async ({ output }) => {
            expect(pages.waiting).toEqual([{ urlKey: SIMPLE_PRODUCT.urlKey, page: 2 }]);
            await act(() => pages.resolve(output as ReviewPage));
            shown = [...shown, ...(output as ReviewPage).reviews.map((review) => review.summary)];
          },
          'xstate.error.actor.loadReviewPage': async ({ error }) => {
            await act(() => pages.reject(error));
            failed = true;
          },
          // No answer in time: the shopper is told, as for any failure, and may ask again.
          'xstate.after.requestTimeout.productReviews.loadingMore': () => {
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
            failed = true;
          },
        },
        expect: (snapshot: ProductReviewsSnapshot, _step, say) => {
          const more = snapshot.context.page.currentPage < snapshot.context.page.totalPages;
          say(`the reviews read ${shown.map((summary) => `“${summary}”`).join(', ')}, each with its stars and “by nickname, date”`);
          const headings = within(reviewsRegion()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
          expect(headings).toEqual(shown);
          say(failed ? '“More reviews could not be loaded. Please try again.” is announced' : 'no alert shows');
          expect(within(reviewsRegion()).queryByRole('alert')?.textContent ?? null).toBe(failed ? 'More reviews could not be loaded. Please try again.' : null);
          const loading = snapshot.matches('loadingMore');
          say(more ? `“Show more reviews” shows${loading ? ', busy' : ''}` : 'no “Show more reviews” button: every review shows');
          expect(moreButton() !== null).toBe(more);
          if (more) expect(moreButton()!.getAttribute('aria-busy')).toBe(loading ? 'true' : null);
        },
      });
    });
  }
});

describe('product reviews', () => {
  it('say when nobody has reviewed the product yet, with no button for more', async () => {
    await openReviewedProduct({ reviews: [], currentPage: 1, totalPages: 1 });
    expect(within(reviewsRegion()).getByText('No reviews yet: be the first to review Huile de krill antarctique.')).toBeTruthy();
    expect(moreButton()).toBeNull();
  });

  it('show a review’s stars, its text and who wrote it when', async () => {
    await openReviewedProduct(ONLY_PAGE);
    const item = within(reviewsRegion()).getByRole('article');
    expect(within(item).getByRole('img').getAttribute('aria-label')).toBe('Rating: 4 out of 5');
    expect(within(item).getByText('Capsules pratiques, vraiment.')).toBeTruthy();
    expect(within(item).getByText('Marc, February 2, 2026')).toBeTruthy();
  });
});
