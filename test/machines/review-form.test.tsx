import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { reviewFormMachine, type ReviewFormSnapshot } from '../../machines/review-form.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import type { Product } from '../../src/domain/product';
import type { ReviewSettings, ReviewSubmission } from '../../src/domain/reviews';
import type { Resolution } from '../../src/domain/routes';
import { NETWORK_DOWN } from '../fixtures/cart';
import { SIMPLE_PRODUCT } from '../fixtures/products';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { GUEST_REFUSED, GUESTS_WELCOME, REVIEW_GOOD, TOO_MANY_REVIEWS, reviewFormModel } from './reviews-models';

/** The krill oil's page; the store's review settings and the shop's answer to a review come when the test answers. */
async function openProduct() {
  const product: Product = SIMPLE_PRODUCT;
  const loads = deferredActor<Product | null, ProductInput>();
  const settings = deferredActor<ReviewSettings, unknown>();
  const sends = deferredActor<void, ReviewSubmission>();
  const route = fromPromise<Resolution, unknown>(async () => ({ type: 'page', page: { kind: 'product', uid: product.uid, urlKey: product.urlKey } }));
  const shop = await renderApp({
    path: `/${product.urlKey}.html`,
    resolveRoute: route,
    pages: {
      product: productPageMachine.provide({
        actors: { loadProduct: loads.logic, reviewForm: reviewFormMachine.provide({ actors: { loadReviewSettings: settings.logic, sendReview: sends.logic } }) },
      }),
    },
    ready: () => loads.next(),
  });
  await act(() => loads.resolve(product));
  await screen.findByRole('heading', { level: 1, name: product.name });
  const form = () => (routedPage(shop.app).getSnapshot() as { children: { reviewForm: AnyActorRef } }).children.reviewForm;
  return { shop, settings, sends, form };
}

const reviews = () => screen.getByRole('region', { name: 'Customer reviews' });
const field = (label: string) => within(reviews()).getByLabelText(`${label} * (required)`) as HTMLInputElement;
const star = (value: string) => within(reviews()).getByRole('radio', { name: value === '1' ? '1 star' : `${value} stars` }) as HTMLInputElement;
const LABELS = { nickname: 'Nickname', summary: 'Summary', text: 'Review' } as const;

/** The shop's refusals in the shopper's words (the en_US catalogue). */
const REFUSALS = new Map<unknown, string>([
  [GUEST_REFUSED, 'Sign in to write a review'],
  [TOO_MANY_REVIEWS, 'Too many reviews were written from your connection. Please try again in an hour.'],
  [NETWORK_DOWN, 'The shop cannot be reached. Check your connection, then try again.'],
]);

describe('review form: every path of its chart, on the product page', () => {
  for (const path of pathsOf(reviewFormModel)) {
    it(describePath(path), async () => {
      const { shop, settings, sends, form } = await openProduct();
      const typed: Record<string, string> = { rating: '', nickname: '', summary: '', text: '' };
      let submittedOnce = false;
      let refusal: string | null = null;
      await drive(reviewFormMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock: shop.clock,
        actual: () => form().getSnapshot(),
        events: {
          open: ({ signedIn }) => {
            act(() => shop.app.send({ type: 'session.changed', signedIn }));
            fireEvent.click(within(reviews()).getByRole('button', { name: 'Write a review' }));
          },
          'xstate.done.actor.loadReviewSettings': ({ output }) => act(() => settings.resolve(output as ReviewSettings)),
          'xstate.error.actor.loadReviewSettings': ({ error }) => act(() => settings.reject(error)),
          retry: () => void fireEvent.click(within(reviews()).getByRole('button', { name: 'Try again' })),
          'field.change': ({ field: name, value }) => {
            if (name === 'rating') {
              // The stars cannot be cleared by a click: a cleared choice is sent as the form would.
              if (value === '') act(() => form().send({ type: 'field.change', field: 'rating', value: '' }));
              else fireEvent.click(star(String(value)));
            } else fireEvent.change(field(LABELS[name]), { target: { value } });
            typed[name] = String(value);
          },
          submit: () => {
            fireEvent.click(within(reviews()).getByRole('button', { name: 'Submit review' }));
            submittedOnce = true;
            refusal = null;
          },
          'xstate.done.actor.sendReview': async () => {
            expect(sends.waiting).toEqual([{
              sku: 'OMG-KRILL', nickname: typed.nickname!.trim(), summary: typed.summary!.trim(), text: typed.text!.trim(),
              ratings: [{ id: 'MQ==', value_id: btoa(typed.rating!) }],
            }]);
            await act(() => sends.resolve());
            for (const name of Object.keys(typed)) typed[name] = '';
            submittedOnce = false;
          },
          'xstate.error.actor.sendReview': async ({ error }) => {
            await act(() => sends.reject(error));
            refusal = REFUSALS.get(error) ?? null;
          },
          // No answer in time: the review is dropped and the shopper reads the network's message.
          'xstate.after.requestTimeout.reviewForm.submitting': () => {
            act(() => shop.clock.increment(WAIT_LIMITS.requestTimeout));
            refusal = REFUSALS.get(NETWORK_DOWN)!;
          },
          again: () => void fireEvent.click(within(reviews()).getByRole('button', { name: 'Write another review' })),
        },
        expect: (snapshot: ReviewFormSnapshot, _step, say) => {
          const region = within(reviews());
          if (snapshot.matches('closed') || snapshot.matches('loading')) {
            say(`“Write a review” shows${snapshot.matches('loading') ? ', busy' : ''}, no form`);
            expect(region.getByRole('button', { name: 'Write a review' }).getAttribute('aria-busy')).toBe(snapshot.matches('loading') ? 'true' : null);
            expect(region.queryByRole('form')).toBeNull();
            return;
          }
          if (snapshot.matches('loadFailed')) {
            say('“The review form could not be loaded.” is announced, with “Try again”');
            expect(region.getByRole('alert').textContent).toBe('The review form could not be loaded.');
            return;
          }
          if (snapshot.matches('signInNeeded')) {
            say('a guest reads “Sign in to write a review”, a link to /sign-in, and no form');
            expect(region.getByRole('link', { name: 'Sign in to write a review' }).getAttribute('href')).toBe('/sign-in');
            expect(region.queryByRole('textbox')).toBeNull();
            return;
          }
          if (snapshot.matches('unavailable')) {
            say('the store takes no reviews: no form, no button');
            expect(region.queryByRole('button', { name: 'Write a review' })).toBeNull();
            expect(region.queryByRole('textbox')).toBeNull();
            return;
          }
          if (snapshot.matches('submitted')) {
            say('“Thank you, your review will be published once approved.” with “Write another review”; the review is not listed');
            expect(region.getByRole('status').textContent).toContain('Thank you, your review will be published once approved.');
            expect(region.queryByRole('article')).toBeNull();
            return;
          }
          // The form: what was typed kept, the rule messages once submitted (spec §5), the refusal above.
          for (const [name, label] of Object.entries(LABELS)) {
            const error = submittedOnce && typed[name]!.trim() === '' ? 'Is required.' : null;
            say(`${label} shows “${typed[name]}”${error ? ` with “${error}”` : ''}`);
            expect(field(label).value).toBe(typed[name]);
            expect(field(label).getAttribute('aria-invalid')).toBe(error ? 'true' : null);
          }
          expect(field('Nickname').getAttribute('autocomplete')).toBe('nickname');
          say(typed.rating ? `${typed.rating} stars chosen` : `no star chosen${submittedOnce ? ' with “Is required.”' : ''}`);
          for (const value of ['1', '2', '3', '4', '5']) expect(star(value).checked).toBe(typed.rating === value);
          say(refusal ? `“${refusal}” is announced above the form` : 'no refusal shows');
          const alert = region.queryByRole('alert');
          expect(alert?.textContent ?? null).toBe(refusal);
          const busy = snapshot.matches('submitting');
          say(busy ? 'the button says “Submitting…”' : 'the button says “Submit review”');
          expect(region.getByRole('button', { name: busy ? 'Submitting…' : 'Submit review' })).toBeTruthy();
        },
      });
    });
  }
});

describe('review form', () => {
  it('in a shop that rates nothing, asks for no stars and sends the review without a rating', async () => {
    const { shop, settings, sends } = await openProduct();
    fireEvent.click(within(reviews()).getByRole('button', { name: 'Write a review' }));
    await act(() => settings.resolve({ ...GUESTS_WELCOME, rating: null }));
    expect(within(reviews()).queryAllByRole('radio')).toEqual([]);
    for (const [name, label] of Object.entries(LABELS)) fireEvent.change(field(label), { target: { value: REVIEW_GOOD[name as keyof typeof LABELS] } });
    fireEvent.click(within(reviews()).getByRole('button', { name: 'Submit review' }));
    await sends.next();
    expect(sends.waiting).toEqual([{ sku: SIMPLE_PRODUCT.sku, nickname: 'Léa', summary: 'Bien toléré', text: 'Aucune gêne, je recommande.', ratings: [] }]);
    shop.app.stop();
  });
});
