import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARDS, payGuest, readyGuestCart } from './checkout-support';
import { startTestBackend, type TestBackend } from './helpers';

// The backend tells the page caches in front of it (onPurge) which cache tags each write of public content changes:
// the very tags its GraphQL answers carry (X-Magento-Tags).

let t: TestBackend;
const purged: string[][] = [];
beforeAll(async () => {
  t = await startTestBackend();
  t.backend.onPurge((tags) => purged.push([...tags]));
});
afterAll(() => t.close());

/** The cache tags of an anonymous GET for a product, as its answer gives them. */
async function productTags(urlKey: string): Promise<string[]> {
  const reply = await t.gql('query ($key: String!) { products(filter: { url_key: { eq: $key } }) { items { sku stock_status } } }', { variables: { key: urlKey } });
  expect(reply.body.errors).toBeUndefined();
  return (reply.headers.get('X-Magento-Tags') ?? '').split(',');
}

describe('cache purges', () => {
  test('an order purges the tags of the products whose stock it took, as their answers name them', async () => {
    const tags = await productTags('melatonine-1-mg');
    const own = tags.filter((tag) => /^cat_p_\d+$/.test(tag));
    expect(own).toHaveLength(1);
    t.backend.hooks.setStock('MELA-1', 2);
    purged.length = 0;
    const cartId = await readyGuestCart(t, [{ sku: 'MELA-1', quantity: 2 }]);
    expect(purged).toEqual([]);
    expect((await payGuest(t, cartId, CARDS.authorised)).status).toBe(200);
    expect(purged).toEqual([own]);
    // The GraphQL answers drop what they held too: the product is out of stock at once.
    const reply = await t.gql('{ products(filter: { url_key: { eq: "melatonine-1-mg" } }) { items { stock_status } } }');
    expect(reply.body.data!.products.items[0].stock_status).toBe('OUT_OF_STOCK');
  });

  test('the stock and config test hooks purge what they change', async () => {
    const own = (await productTags('melatonine-1-mg')).filter((tag) => /^cat_p_\d+$/.test(tag));
    purged.length = 0;
    expect(t.backend.hooks.setStock('MELA-1', 9)).toBe(true);
    expect(purged).toEqual([own]);
    expect(t.backend.hooks.setConfig('copyright', 'Tous droits réservés')).toBeUndefined();
    expect(purged[1]).toEqual(['gql_store_config']);
    const config = await t.gql('{ storeConfig { copyright } }');
    expect(config.headers.get('X-Magento-Tags')).toContain('gql_store_config');
    expect(t.backend.hooks.setStock('NO-SUCH-SKU', 1)).toBe(false);
    expect(purged).toHaveLength(2);
  });
});

describe('cache tags of linked products', () => {
  test('a product’s answer with its related products and up-sells carries their tags: a change to one refreshes it', async () => {
    const reply = await t.gql('{ products(filter: { sku: { eq: "MAG-B6" } }) { items { sku related_products { sku } upsell_products { sku } } } }');
    expect(reply.body.errors).toBeUndefined();
    const tags = (reply.headers.get('X-Magento-Tags') ?? '').split(',');
    const zinc = (await productTags('zinc-15-mg')).filter((tag) => /^cat_p_\d+$/.test(tag));
    const vitaminC = (await productTags('vitamine-c-liposomale')).filter((tag) => /^cat_p_\d+$/.test(tag));
    expect(tags).toEqual(expect.arrayContaining([...zinc, ...vitaminC]));
    purged.length = 0;
    expect(t.backend.hooks.approveReviews('ZINC-15')).toBe(0);
    expect(purged).toEqual([zinc]);
  });
});
