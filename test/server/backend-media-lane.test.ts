import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { mediaPlaces } from '../../src/server/backend-bridge';
import { embeddedShop } from './embedded-shop';
import { request } from './http';

// Images wait in the backend for their turn to be drawn; with two places, one is theirs at most, so that a page's
// burst of new images never keeps GraphQL waiting behind them.
let shop: Awaited<ReturnType<typeof embeddedShop>>;
let base: string;

beforeAll(async () => {
  vi.stubEnv('VITRINE_BACKEND_CONCURRENCY', '2');
  shop = await embeddedShop('media-lane');
  base = shop.base;
}, 60_000);

afterAll(async () => {
  vi.unstubAllEnvs();
  await shop.upstream.close();
  await shop.close();
});

it('gives images a quarter of the backend’s places, at least one', () => {
  expect([1, 2, 4, 8, 16].map(mediaPlaces)).toEqual([1, 1, 1, 2, 4]);
});

it('answers GraphQL while images not drawn yet wait for their share of the places', async () => {
  // A product's picture, as the catalogue names it.
  const query = '{ products(filter: { price: { from: "0" } }, pageSize: 1) { items { image { url } } } }';
  const found = JSON.parse((await request(base, `/graphql?query=${encodeURIComponent(query)}`)).text) as { data: { products: { items: { image: { url: string } }[] } } };
  const picture = new URL(found.data.products.items[0]!.image.url).pathname;
  const answered: string[] = [];
  const track = <T>(name: string, answer: Promise<T>) => answer.then((value) => (answered.push(name), value));
  // Three images no request asked for before: each is drawn when its turn comes.
  const images = [2560, 1920, 1440].map((width) => track(`image ${width}`, request(base, `${picture}?width=${width}`)));
  const graphql = await track('graphql', request(base, `/graphql?query=${encodeURIComponent('{__typename}')}`));
  expect(graphql.status).toBe(200);
  expect(JSON.parse(graphql.text)).toEqual({ data: { __typename: 'Query' } });
  expect((await Promise.all(images)).map((image) => image.status)).toEqual([200, 200, 200]);
  // With both places held by images, GraphQL would have waited for the first of them.
  expect(answered[0]).toBe('graphql');
}, 60_000);
