import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS, RETRY_AFTER_SECONDS, mediaPlaces, mediaWaiting } from '../../src/server/backend-bridge';
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
});

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
});

it('keeps images waiting past the GraphQL budget, and lets them wait a quarter of the queue at most', () => {
  expect([1, 4, 8, 256].map(mediaWaiting)).toEqual([1, 1, 2, 64]);
  expect(DEFAULT_LIMITS.mediaBudgetMs).toBeGreaterThanOrEqual(6 * DEFAULT_LIMITS.budgetMs);
});

describe('a busy host: images wait for their turn rather than being refused', () => {
  let slow: Awaited<ReturnType<typeof embeddedShop>>;
  beforeAll(async () => {
    // A GraphQL budget shorter than one image's drawing, one place for images, a queue of eight (two images).
    vi.stubEnv('VITRINE_BACKEND_BUDGET_MS', '200');
    vi.stubEnv('VITRINE_BACKEND_CONCURRENCY', '2');
    vi.stubEnv('VITRINE_BACKEND_QUEUE', '8');
    slow = await embeddedShop('media-wait');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await slow.upstream.close();
    await slow.close();
  });

  it('answers every image of a page whose drawing outlasts the budget, and refuses (503, logged with its cause) only past their share of the queue', async () => {
    const query = '{ products(filter: { price: { from: "0" } }, pageSize: 4) { items { image { url } } } }';
    const found = JSON.parse((await request(slow.base, `/graphql?query=${encodeURIComponent(query)}`)).text) as { data: { products: { items: { image: { url: string } }[] } } };
    const pictures = found.data.products.items.map((item) => new URL(item.image.url).pathname);
    // A page's cards: one place draws them one after the other, well past 200 ms for the last.
    const cards = await Promise.all(pictures.slice(0, 2).map((picture) => request(slow.base, `${picture}?width=1280&format=webp`)));
    expect(cards.map((card) => card.status)).toEqual([200, 200]);
    // A flood: one drawing runs, two wait, the rest are turned away at once with Retry-After and a line in the log.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const flood = await Promise.all([640, 960, 1280, 1600, 2560].flatMap((width) => pictures.slice(2).map((picture) => request(slow.base, `${picture}?width=${width}&format=pjpg`))));
    const refused = flood.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(flood.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    for (const answer of refused) expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(warnings.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^\[503\] the images' share of the queue is full \(2 waiting\): GET \/media\//));
    warnings.mockRestore();
  }, 120_000);
});
