import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { startTestBackend, type TestBackend } from './helpers';

let t: TestBackend;
beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

describe('store configuration', () => {
  test('storeConfig serves the built-in copy’s values and the extension’s fields', async () => {
    const fields = Object.keys(STORE_CONFIG).join(' ');
    const reply = await t.gql(`{ storeConfig { ${fields} id root_category_uid timezone secure_base_media_url
      tax_cart_display_price tax_cart_display_subtotal tax_cart_display_shipping tax_cart_display_full_summary
      tax_defaults_postcode tax_defaults_country favorite_point_of_sale_enabled customer_access_token_lifetime
      gdpr_consent_texts { label_newsletter label_customer label_checkout label_contact label_account legal_checkout legal_customer legal_contact }
      marketing_email_consent { is_active checkbox_text }
      need_help { email phone_number start_day end_day start_time end_time } } }`);
    const config = reply.body.data?.storeConfig;
    expect(config).toMatchObject({ ...STORE_CONFIG, id: 13, root_category_uid: 'Mg==', timezone: 'Europe/Paris' });
    expect(config.secure_base_media_url).toBe(`${t.url}/media/`);
    expect(config).toMatchObject({
      tax_cart_display_price: 2, tax_defaults_country: 'FR', tax_defaults_postcode: null, favorite_point_of_sale_enabled: true,
      customer_access_token_lifetime: 1200 / 3600,
      need_help: { start_day: 'lundi', end_day: 'vendredi', start_time: '09:00', end_time: '18:00' },
      marketing_email_consent: { is_active: true },
    });
    expect(Object.values(config.gdpr_consent_texts).every((text) => typeof text === 'string' && text.length > 0)).toBe(true);
    expect(config.gdpr_consent_texts.legal_contact).toContain('href="/donnees-personnelles"');
  });

  test('availableStores, currency, reCAPTCHA and review metadata', async () => {
    const reply = await t.gql(`{ availableStores { store_code store_group_code store_group_name store_name store_sort_order locale
      default_display_currency_code secure_base_media_url }
      currency { base_currency_code default_display_currency_code default_display_currency_symbol available_currency_codes exchange_rates { currency_to rate } }
      recaptchaV3Config { website_key badge_position language_code forms is_enabled }
      productReviewRatingsMetadata { items { name values { value } } } }`);
    expect(reply.body.data).toEqual({
      availableStores: [{
        store_code: 'fr', store_group_code: 'vitrine', store_group_name: 'Vitrine', store_name: 'Vitrine FR', store_sort_order: 0,
        locale: 'fr_FR', default_display_currency_code: 'EUR', secure_base_media_url: `${t.url}/media/`,
      }],
      currency: {
        base_currency_code: 'EUR', default_display_currency_code: 'EUR', default_display_currency_symbol: '€',
        available_currency_codes: ['EUR'], exchange_rates: [{ currency_to: 'EUR', rate: 1 }],
      },
      recaptchaV3Config: { website_key: 'vitrine-proof-of-work', badge_position: 'bottomright', language_code: 'fr', forms: ['NEWSLETTER', 'CONTACT'], is_enabled: true },
      productReviewRatingsMetadata: { items: [{ name: 'Note', values: ['1', '2', '3', '4', '5'].map((value) => ({ value })) }] },
    });
  });

  test('URLs follow the origin, or the forwarded host and protocol', async () => {
    const reply = await t.gql('{ storeConfig { base_url secure_base_media_url } }', { headers: { 'X-Forwarded-Proto': 'https' } });
    const host = new URL(t.url).host;
    expect(reply.body.data?.storeConfig).toEqual({ base_url: `https://${host}/`, secure_base_media_url: `https://${host}/media/` });
    const proxied = await t.gql('{ storeConfig { secure_base_media_url } }', {
      headers: { 'X-Forwarded-Host': 'shop.example, proxy.internal', 'X-Forwarded-Proto': 'https' },
    });
    expect(proxied.body.data?.storeConfig).toEqual({ secure_base_media_url: 'https://shop.example/media/' });
  });
});

describe('CMS content', () => {
  test('a page renders its directives: products widget, media, store URL, blocks; unknown ones stay', async () => {
    const reply = await t.gql('{ cmsPage(identifier: "home") { identifier url_key title meta_title content_heading page_layout content } }');
    const page = reply.body.data?.cmsPage;
    expect(page).toMatchObject({ identifier: 'home', url_key: 'home', title: 'Accueil', meta_title: 'Vitrine', page_layout: 'cms-full-width' });
    const html: string = page.content;
    // The products widget lists the SKUs in the given order, each with Magento's product link classes.
    expect([...html.matchAll(/<a href="([^"]+)" class="product-item-photo"/g)].map((m) => m[1])).toEqual([
      `${t.url}/magnesium-bisglycinate-b6.html`, `${t.url}/melatonine-1-mg.html`,
    ]);
    expect(html).toContain('<ol class="product-items widget-product-carousel">');
    expect(html).toContain('class="product-item-link">Mélatonine 1 mg</a>');
    expect(html).toContain('<span class="price">9,90\u00a0€</span>');
    expect(html).toContain(`<img src="${t.url}/media/catalog/product/m/e/melatonine-1-mg-front.png" alt="">`);
    expect(html).toContain('<div class="widget block block-static-block"><p>Livraison offerte dès 49 €</p></div>');
    expect(html).toContain(`<a href="${t.url}/sommeil-stress.html/">Sommeil</a>`);
    expect(html).toContain('{{unknown directive}}');
    expect(html).not.toContain('{{widget');
    expect(reply.headers.get('x-magento-tags')?.split(',')).toEqual(expect.arrayContaining(['cms_p', 'cms_p_1']));
  });

  test('a category condition of a widget names the category the seed named by key', async () => {
    const reply = await t.gql('{ cmsPage(identifier: "selection-sommeil") { content } }');
    const links = [...(reply.body.data?.cmsPage.content as string).matchAll(/class="product-item-link">([^<]+)</g)].map((m) => m[1]);
    expect(links).toEqual(['Mélatonine 1 mg', 'Magnésium bisglycinate B6']);
    expect(reply.body.data?.cmsPage.content).toContain('widget-product-grid');
  });

  test('cmsPage errors', async () => {
    const missing = await t.gql('{ cmsPage(identifier: "nope") { title } }');
    expect(missing.body.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "nope" ID doesn\'t exist.', extensions: { category: 'graphql-no-such-entity' },
    });
    const none = await t.gql('{ cmsPage { title } }');
    expect(none.body.errors?.[0]?.message).toBe('Page id/identifier should be specified');
    const byId = await t.gql('{ cmsPage(id: 2) { identifier } }');
    expect(byId.body.data?.cmsPage).toEqual({ identifier: 'donnees-personnelles' });
  });

  test('cmsBlocks returns the blocks that exist and an error for each missing one', async () => {
    const reply = await t.gql('{ cmsBlocks(identifiers: ["footer-checkout-links-block", "missing", "promo-banner"]) { items { identifier title content } } }');
    expect(reply.body.data?.cmsBlocks.items).toEqual([
      { identifier: 'footer-checkout-links-block', title: 'Liens du pied de page', content: '<ul><li><a href="/donnees-personnelles">Données personnelles</a></li></ul>' },
      null,
      { identifier: 'promo-banner', title: 'Bannière', content: '<p>Livraison offerte dès 49 €</p>' },
    ]);
    expect(reply.body.errors).toEqual([{
      message: 'The CMS block with the "missing" ID doesn\'t exist.', locations: [{ line: 1, column: 88 }],
      path: ['cmsBlocks', 'items', 1], extensions: { category: 'graphql-no-such-entity' },
    }]);
    const empty = await t.gql('{ cmsBlocks(identifiers: []) { items { identifier } } }');
    expect(empty.body.errors?.[0]?.message).toBe('"identifiers" of CMS blocks should be specified');
  });
});

describe('points of sale', () => {
  const FIELDS = 'identifier name url_key store_type address1 address2 postcode city region country_id telephone latitude longitude is_active distance relative_url';

  test('lists shops by name, or nearest first from an origin', async () => {
    const byName = await t.gql(`{ pointsOfSale { total_count items { ${FIELDS} } page_info { total_pages } } }`);
    expect(byName.body.data?.pointsOfSale.total_count).toBe(2);
    expect(byName.body.data?.pointsOfSale.items[0]).toEqual({
      identifier: 'lyon-bellecour', name: 'Vitrine Lyon Bellecour', url_key: 'lyon-bellecour', store_type: 'corner',
      address1: '3 place Bellecour', address2: 'Galerie', postcode: '69002', city: 'Lyon', region: 'Auvergne-Rhône-Alpes',
      country_id: 'FR', telephone: '+33 4 11 22 33 44', latitude: 45.7578, longitude: 4.832, is_active: true, distance: null,
      relative_url: 'stores/lyon-bellecour',
    });
    const fromParis = await t.gql('{ pointsOfSale(origin: { latitude: 48.8566, longitude: 2.3522 }) { items { identifier distance } } }');
    const items = fromParis.body.data?.pointsOfSale.items;
    expect(items.map((i: { identifier: string }) => i.identifier)).toEqual(['paris-marais', 'lyon-bellecour']);
    expect(items[0].distance).toBeLessThan(1);
    expect(items[1].distance).toBeGreaterThan(390);
    const filtered = await t.gql('{ pointsOfSale(filter: { city: { eq: "lyon" } }) { items { identifier } } }');
    expect(filtered.body.data?.pointsOfSale.items).toEqual([{ identifier: 'lyon-bellecour' }]);
    const byIdentifier = await t.gql('{ pointsOfSale(filter: { identifier: { eq: "paris-marais" } }) { total_count items { name } } }');
    expect(byIdentifier.body.data?.pointsOfSale).toEqual({ total_count: 1, items: [{ name: 'Vitrine Paris Marais' }] });
    expect(byIdentifier.headers.get('x-magento-tags')?.split(',')).toEqual(expect.arrayContaining(['pos', 'pos_1']));
  });

  test('opening hours, special hours and the schedule of a date range', async () => {
    const reply = await t.gql(`query ($start: String, $end: String) { pointsOfSale { items { identifier
      opening_hours { day dayLabel open close }
      special_hours(start: $start, end: $end) { title date dayLabel open close }
      special_schedule(start: $start, end: $end) { date dayLabel open close is_special title } } } }`,
    { variables: { start: '2030-12-23', end: '2030-12-25' } });
    const [lyon, paris] = reply.body.data?.pointsOfSale.items;
    expect(lyon.opening_hours).toEqual([
      { day: 1, dayLabel: 'lundi', open: '09:30', close: '12:30' }, { day: 1, dayLabel: 'lundi', open: '14:00', close: '19:00' },
    ]);
    expect(lyon.special_schedule).toEqual([
      { date: '2030-12-23', dayLabel: 'lundi 23 décembre', open: '09:30', close: '12:30', is_special: false, title: null },
      { date: '2030-12-23', dayLabel: 'lundi 23 décembre', open: '14:00', close: '19:00', is_special: false, title: null },
      { date: '2030-12-24', dayLabel: 'mardi 24 décembre', open: null, close: null, is_special: false, title: null },
      { date: '2030-12-25', dayLabel: 'mercredi 25 décembre', open: null, close: null, is_special: false, title: null },
    ]);
    expect(paris.opening_hours.map((h: { day: number }) => h.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(paris.special_hours).toEqual([
      { title: 'Réveillon', date: '2030-12-24', dayLabel: 'mardi 24 décembre', open: '10:00', close: '16:00' },
      { title: 'Noël', date: '2030-12-25', dayLabel: 'mercredi 25 décembre', open: null, close: null },
    ]);
    expect(paris.special_schedule.map((d: { date: string; open: string | null; is_special: boolean }) => [d.date, d.open, d.is_special]))
      .toEqual([['2030-12-23', '10:00', false], ['2030-12-24', '10:00', true], ['2030-12-25', null, true]]);
  });

  test('the default range is the week from today, in Paris', async () => {
    // The test clock is 2030-12-20 10:00 UTC.
    const reply = await t.gql('{ pointsOfSale(filter: { identifier: { eq: "paris-marais" } }) { items { special_hours { date } special_schedule { date } } } }');
    const shop = reply.body.data?.pointsOfSale.items[0];
    expect(shop.special_hours).toEqual([{ date: '2030-12-24' }, { date: '2030-12-25' }]);
    expect(shop.special_schedule.map((d: { date: string }) => d.date)).toEqual([
      '2030-12-20', '2030-12-21', '2030-12-22', '2030-12-23', '2030-12-24', '2030-12-25', '2030-12-26',
    ]);
  });

  test('bad date ranges and origins are input errors', async () => {
    const cases: Array<[string, string]> = [
      ['special_hours(start: "24/12/2030")', 'Invalid date "24/12/2030": use the YYYY-MM-DD format.'],
      ['special_hours(start: "2030-02-30")', 'Invalid date "2030-02-30": use the YYYY-MM-DD format.'],
      ['special_hours(start: "2030-12-24", end: "2030-12-01")', 'The end date must not be before the start date.'],
      ['special_schedule(start: "2030-01-01", end: "2031-06-01")', 'The date range must not exceed 366 days.'],
    ];
    for (const [field, message] of cases) {
      const reply = await t.gql(`{ pointsOfSale { items { ${field} { date } } } }`);
      expect(reply.body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
    const origin = await t.gql('{ pointsOfSale(origin: { latitude: 91, longitude: 0 }) { total_count } }');
    expect(origin.body.errors?.[0]?.message).toBe('Invalid origin: latitude must be between -90 and 90 and longitude between -180 and 180.');
  });

  test('a guest’s favourite store is the nearest one to the origin, or none', async () => {
    const nearest = await t.gql('{ favoriteStore(origin: { latitude: 45.76, longitude: 4.83 }) { identifier distance } }');
    expect(nearest.body.data?.favoriteStore).toEqual({ identifier: 'lyon-bellecour', distance: 0.3 });
    expect(nearest.headers.get('cache-control')).toContain('no-store');
    const none = await t.gql('{ favoriteStore { identifier } }');
    expect(none.body.data).toEqual({ favoriteStore: null });
  });
});
