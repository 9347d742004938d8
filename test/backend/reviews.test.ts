import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
