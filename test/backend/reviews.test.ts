import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bearer, newCustomer } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

const PRODUCT = `query Product($urlKey: String!, $pageSize: Int, $currentPage: Int) {
  products(filter: { url_key: { eq: $urlKey } }) {
    items {
      rating_summary
      review_count
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
        page_info { current_page page_size total_pages }
      }
    }
  }
}`;

describe('product reviews', () => {
  test('the rating metadata: the shop’s one rating, "Note", from 1 to 5, with encoded ids', async () => {
    const reply = await t.gql('{ productReviewRatingsMetadata { items { id name values { value_id value } } } }');
    expect(reply.body.data?.productReviewRatingsMetadata).toEqual({
      items: [{
        id: 'MQ==',
        name: 'Note',
        values: ['1', '2', '3', '4', '5'].map((value) => ({ value_id: Buffer.from(value).toString('base64'), value })),
      }],
    });
  });

  test('a reviewed product: its summary in percent, its count and its approved reviews, newest first', async () => {
    const reply = await t.gql(PRODUCT, { variables: { urlKey: 'melatonine-1-mg' } });
    expect(reply.body.errors).toBeUndefined();
    const product = reply.body.data?.products.items[0];
    expect(product).toMatchObject({ rating_summary: 90, review_count: 2 });
    expect(product.reviews.items).toEqual([
      { nickname: 'Marc', summary: 'Efficace', text: 'Petits comprimés faciles à prendre.', created_at: '2026-03-18 09:00:00',
        average_rating: 80, ratings_breakdown: [{ name: 'Note', value: '4' }], product: { sku: 'MELA-1' } },
      { nickname: 'Claire', summary: 'Je dors mieux', text: 'Endormissement plus rapide.', created_at: '2026-02-03 09:00:00',
        average_rating: 100, ratings_breakdown: [{ name: 'Note', value: '5' }], product: { sku: 'MELA-1' } },
    ]);
    expect(product.reviews.page_info).toEqual({ current_page: 1, page_size: 20, total_pages: 1 });
  });

  test('reviews come a page at a time; a page past the last gives the last', async () => {
    const reply = await t.gql(PRODUCT, { variables: { urlKey: 'melatonine-1-mg', pageSize: 1, currentPage: 2 } });
    const reviews = reply.body.data?.products.items[0].reviews;
    expect(reviews.items.map((review: { nickname: string }) => review.nickname)).toEqual(['Claire']);
    expect(reviews.page_info).toEqual({ current_page: 2, page_size: 1, total_pages: 2 });
    const past = await t.gql(PRODUCT, { variables: { urlKey: 'melatonine-1-mg', pageSize: 1, currentPage: 5 } });
    expect(past.body.data?.products.items[0].reviews).toMatchObject({ items: [{ nickname: 'Claire' }], page_info: { current_page: 2 } });
  });

  test('a product without reviews: no summary, no count, no reviews', async () => {
    const reply = await t.gql(PRODUCT, { variables: { urlKey: 'zinc-15-mg' } });
    expect(reply.body.data?.products.items[0]).toEqual({
      rating_summary: 0, review_count: 0, reviews: { items: [], page_info: { current_page: 1, page_size: 20, total_pages: 1 } },
    });
  });

  test('bad paging answers Magento’s errors', async () => {
    const zero = await t.gql(PRODUCT, { variables: { urlKey: 'melatonine-1-mg', currentPage: 0 } });
    expect(zero.body.errors?.[0]?.message).toBe('currentPage value must be greater than 0.');
    const empty = await t.gql(PRODUCT, { variables: { urlKey: 'melatonine-1-mg', pageSize: 0 } });
    expect(empty.body.errors?.[0]?.message).toBe('pageSize value must be greater than 0.');
  });
});

const CREATE_REVIEW = `mutation Review($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } }
}`;

/** Four stars on the shop's one rating, "Note" (ids as the rating metadata gives them). */
const FOUR_STARS = [{ id: 'MQ==', value_id: Buffer.from('4').toString('base64') }];

const review = (input: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.gql(CREATE_REVIEW, { method: 'POST', variables: { input: { sku: 'ZINC-15', nickname: 'Léa', summary: 'Bien', text: 'Très bien toléré.', ratings: FOUR_STARS, ...input } }, headers });

const zincReviews = async () => (await t.gql(PRODUCT, { variables: { urlKey: 'zinc-15-mg' } })).body.data?.products.items[0];

describe('writing a review (createProductReview)', () => {
  test('a guest’s review is kept pending: neither listed nor counted until the shop approves it, then both', async () => {
    const hooks = await startTestBackend({ testHooks: true });
    try {
      const written = await hooks.gql(CREATE_REVIEW, {
        method: 'POST',
        variables: { input: { sku: 'ZINC-15', nickname: ' Léa ', summary: 'Bien toléré', text: 'Aucune gêne.', ratings: FOUR_STARS } },
      });
      expect(written.body.errors).toBeUndefined();
      expect(written.body.data?.createProductReview.review).toEqual({
        nickname: 'Léa', summary: 'Bien toléré', text: 'Aucune gêne.', average_rating: 80, ratings_breakdown: [{ name: 'Note', value: '4' }], product: { sku: 'ZINC-15' },
      });
      const before = (await hooks.gql(PRODUCT, { variables: { urlKey: 'zinc-15-mg' } })).body.data?.products.items[0];
      expect(before).toMatchObject({ review_count: 0, rating_summary: 0, reviews: { items: [] } });
      const approve = await fetch(`${hooks.url}/__test__/reviews/ZINC-15/approve`, { method: 'POST' });
      expect(await approve.json()).toEqual({ ok: true, approved: 1 });
      const after = (await hooks.gql(PRODUCT, { variables: { urlKey: 'zinc-15-mg' } })).body.data?.products.items[0];
      expect(after).toMatchObject({ review_count: 1, rating_summary: 80, reviews: { items: [{ nickname: 'Léa', summary: 'Bien toléré' }] } });
      expect((await fetch(`${hooks.url}/__test__/reviews/NOPE/approve`, { method: 'POST' })).status).toBe(404);
    } finally {
      await hooks.close();
    }
  });

  test('missing fields, unknown ratings and products answer GraphQL errors', async () => {
    const messages = async (input: Record<string, unknown>) => (await review(input)).body.errors?.map((e) => [e.message, e.extensions?.category]);
    expect(await messages({ nickname: '  ' })).toEqual([['Please enter a nickname.', 'graphql-input']]);
    expect(await messages({ summary: '' })).toEqual([['Please enter a review summary.', 'graphql-input']]);
    expect(await messages({ text: ' ' })).toEqual([['Please enter a review.', 'graphql-input']]);
    expect(await messages({ ratings: [{ id: 'MQ==', value_id: Buffer.from('9').toString('base64') }] }))
      .toEqual([['The rating is invalid. Verify it and try again.', 'graphql-input']]);
    expect(await messages({ ratings: [...FOUR_STARS, ...FOUR_STARS] })).toEqual([['A review rates each rating once.', 'graphql-input']]);
    expect(await messages({ sku: 'VITC-150-CIT' })).toEqual([['Could not find a product with SKU "VITC-150-CIT"', 'graphql-no-such-entity']]);
    expect(await zincReviews()).toMatchObject({ review_count: 0 });
  });

  test('lengths are bounded: a longer field answers an input error, never a failure', async () => {
    const long = await review({ nickname: 'x'.repeat(129) });
    expect(long.status).toBe(200);
    expect(long.body.errors?.[0]?.message).toBe('"Nickname" length must be equal or less than 128 characters.');
    expect((await review({ summary: 'x'.repeat(256) })).body.errors?.[0]?.message).toBe('"Summary" length must be equal or less than 255 characters.');
    expect((await review({ text: 'x'.repeat(5001) })).body.errors?.[0]?.message).toBe('"Review" length must be equal or less than 5000 characters.');
  });

  test('a store that keeps reviews to customers refuses a guest’s, and takes a signed-in customer’s', async () => {
    const hooks = await startTestBackend({ testHooks: true });
    try {
      await fetch(`${hooks.url}/__test__/config`, { method: 'POST', body: JSON.stringify({ path: 'allow_guests_to_write_product_reviews', value: '0' }) });
      const input = { sku: 'ZINC-15', nickname: 'Léa', summary: 'Bien', text: 'Très bien.', ratings: FOUR_STARS };
      const guest = await hooks.gql(CREATE_REVIEW, { method: 'POST', variables: { input } });
      expect(guest.body.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([["Guest customers aren't allowed to add product reviews.", 'graphql-authorization']]);
      const token = await newCustomer(hooks, 'lea.review@example.fr');
      const customer = await hooks.gql(CREATE_REVIEW, { method: 'POST', variables: { input }, headers: bearer(token) });
      expect(customer.body.errors).toBeUndefined();
      expect(customer.body.data?.createProductReview.review.nickname).toBe('Léa');
    } finally {
      await hooks.close();
    }
  });
});
