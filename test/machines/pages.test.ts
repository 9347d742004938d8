import { describe, expect, it } from 'vitest';
import { builtAccountPages, leadsToScreen, pageInput, type PageOpening } from '../../machines/pages';
import { ALL_FEATURES } from '../../src/domain/feature-names';
import { shellPage, type Page } from '../../src/domain/routes';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';

const shell: PageOpening = { policy: { minLength: 12, classes: 4 }, searchLength: { min: 2, max: 64 }, features: ALL_FEATURES, signedIn: true };

/** What the page at `url` (a path of the route table and its query string) starts from. */
function inputAt(url: string, opening: PageOpening = shell): unknown {
  const { pathname, search } = new URL(url, 'http://shop.local');
  return pageInput(shellPage(pathname)!, { path: pathname, search }, opening);
}

describe('what a page starts from, by its route', () => {
  it('the forms that set a password get the store’s password rule; creating an account after an order, the order’s names', () => {
    expect(inputAt('/create-account?email=anne%40example.fr&firstName=Anne&lastName=Martin')).toEqual({
      policy: shell.policy,
      asksConsent: true,
      prefill: { email: 'anne@example.fr', firstname: 'Anne', lastname: 'Martin' },
    });
    expect(inputAt('/create-account')).toEqual({ policy: shell.policy, asksConsent: true, prefill: { email: '', firstname: '', lastname: '' } });
    expect(inputAt('/customer/account/createPassword?token=T0K3N', { ...shell, policy: DEFAULT_PASSWORD_POLICY })).toEqual({
      token: 'T0K3N',
      email: null,
      policy: DEFAULT_PASSWORD_POLICY,
    });
    // The link carries the account's e-mail with the token.
    expect(inputAt('/customer/account/createPassword?token=T0K3N&email=anne%40example.fr')).toMatchObject({ token: 'T0K3N', email: 'anne@example.fr' });
    expect(inputAt('/customer/account/createPassword')).toEqual({ token: null, email: null, policy: shell.policy });
  });

  it('account information opens a GDPR request from its link, and only from it', () => {
    expect(inputAt('/gdpr-request/type/erase/code/abc123')).toEqual({ policy: shell.policy, link: { type: 'erase', code: 'abc123' } });
    expect(inputAt('/gdpr-request/type/sell/code/abc123')).toEqual({ policy: shell.policy, link: 'invalid' });
    expect(inputAt('/account-information')).toEqual({ policy: shell.policy, link: null });
    expect(inputAt('/customer/account/edit')).toEqual({ policy: shell.policy, link: null });
  });

  it('checkout knows who the shopper is; an order its number; the subscriptions their link’s code, and no portal token yet', () => {
    expect(inputAt('/checkout')).toEqual({ signedIn: true, asksConsent: true });
    expect(inputAt('/checkout', { ...shell, signedIn: false })).toEqual({ signedIn: false, asksConsent: true });
    expect(inputAt('/order-history/000000042')).toEqual({ number: '000000042' });
    expect(inputAt('/subscriptions-auth?code=C0DE')).toEqual({ code: 'C0DE' });
    expect(inputAt('/subscriptions-auth')).toEqual({ code: null });
    expect(inputAt('/subscriptions')).toEqual({ portalToken: null });
  });

  it('order tracking asks the billing postcode where the backend looks orders up by it, else the billing last name (Magento 2.4.8)', () => {
    expect(inputAt('/track-my-order')).toEqual({ asksPostcode: true, prefill: { number: '', email: '' } });
    expect(inputAt('/track-my-order', { ...shell, features: ALL_FEATURES.filter((feature) => feature !== 'orderLookupByPostcode') })).toEqual({
      asksPostcode: false,
      prefill: { number: '', email: '' },
    });
  });

  it('order tracking takes the number and e-mail a guest’s receipt links with', () => {
    expect(inputAt('/track-my-order?number=000000042&email=lea%40example.fr')).toEqual({ asksPostcode: true, prefill: { number: '000000042', email: 'lea@example.fr' } });
  });

  it('the cart, the sign-in and forgot-password forms and the communications page start from nothing', () => {
    for (const path of ['/cart', '/sign-in', '/forgot-password', '/communications']) expect(inputAt(path), path).toEqual({});
  });

  it('the search page and the pages the backend names', () => {
    expect(inputAt('/search.html?q=zinc')).toEqual({ source: { kind: 'search' }, search: '?q=zinc', path: '/search.html', searchLength: shell.searchLength });
    const location = { path: '/omega-3.html', search: '?p=2' };
    const backend = (page: Page) => pageInput(page, location, shell);
    expect(backend({ kind: 'category', uid: 'NDI=' } as Page)).toEqual({ source: { kind: 'category', uid: 'NDI=' }, search: '?p=2', path: '/omega-3.html' });
    expect(backend({ kind: 'product', uid: 'MTA=', urlKey: 'omega-3' } as Page)).toEqual({ uid: 'MTA=', urlKey: 'omega-3' });
    expect(backend({ kind: 'cms', identifier: 'about-us' } as Page)).toEqual({ identifier: 'about-us' });
    expect(backend({ kind: 'pointOfSale', identifier: 'lyon' } as Page)).toEqual({ identifier: 'lyon' });
    expect(backend({ kind: 'pointOfSaleList' } as Page)).toEqual({ identifier: null });
    expect(inputAt('/')).toEqual({ identifier: 'home' });
  });
});

describe('what a link leads to, by the backend’s features', () => {
  const without = (...off: string[]) => ALL_FEATURES.filter((feature) => !off.includes(feature));

  it('a route of the shop leads to its screen while the backend has its feature; the backend’s own pages always do', () => {
    expect(leadsToScreen('/saved-payments', ALL_FEATURES)).toBe(true);
    expect(leadsToScreen('/saved-payments', without('adyenCard'))).toBe(false);
    expect(leadsToScreen('/subscriptions?page=2', without('subscriptions'))).toBe(false);
    expect(leadsToScreen('/wishlist', [])).toBe(true);
    // Pages the backend resolves (a CMS page, a product, any other URL) need no feature of the shop's.
    expect(leadsToScreen('/about-us', [])).toBe(true);
    expect(leadsToScreen('/omega-3-krill.html', [])).toBe(true);
  });

  it('lists the account pages in their order, without those whose feature is off', () => {
    const paths = (features: readonly string[]) => builtAccountPages(features as typeof ALL_FEATURES).map((page) => page.path);
    expect(paths(ALL_FEATURES)).toEqual(['/account-information', '/address-book', '/order-history', '/wishlist', '/subscriptions', '/saved-payments', '/communications']);
    expect(paths(without('subscriptions', 'adyenCard'))).toEqual(['/account-information', '/address-book', '/order-history', '/wishlist', '/communications']);
  });
});

