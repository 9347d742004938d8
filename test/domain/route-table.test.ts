import { describe, expect, it } from 'vitest';
import { isPublicPage, layoutOf, loadsOwnDocument, ROUTE_TABLE, routeOf } from '../../src/domain/route-table';
import { returnPath, shellPage } from '../../src/domain/routes';

// The route table against spec §2's list: each route's screen and access, the prefix and pattern routes, and the
// backend's share (categories, products, CMS pages, stores).

const SPEC_ROUTES: [path: string, screen: string, access: 'public' | 'signedIn' | 'guest'][] = [
  ['/', 'home', 'public'],
  ['/cart', 'cart', 'public'],
  ['/checkout', 'checkout', 'public'],
  ['/track-my-order/', 'trackOrder', 'public'],
  ['/subscriptions-auth', 'subscriptionsAuth', 'public'],
  ['/subscriptions', 'subscriptions', 'signedIn'],
  ['/customer/account/edit/', 'accountInformation', 'signedIn'],
  ['/gdpr-request/type/export/code/A1B2', 'accountInformation', 'signedIn'],
  ['/customer/account/', 'orderHistory', 'signedIn'],
  ['/order-history', 'orderHistory', 'signedIn'],
  ['/order-history/000000012', 'orderDetail', 'signedIn'],
  ['/wishlist', 'wishlist', 'signedIn'],
  ['/sign-in', 'signIn', 'guest'],
  ['/search.html', 'search', 'public'],
  ['/saved-payments', 'savedPayments', 'signedIn'],
  ['/customer/account/createPassword', 'resetPassword', 'public'],
  ['/forgot-password', 'forgotPassword', 'guest'],
  ['/create-account', 'createAccount', 'guest'],
  ['/contact-us', 'contact', 'public'],
  ['/communications', 'communications', 'signedIn'],
  ['/address-book', 'addressBook', 'signedIn'],
  ['/account-information', 'accountInformation', 'signedIn'],
  ['/customer-service', 'backend', 'public'],
  ['/about-us', 'backend', 'public'],
  ['/donnees-personnelles', 'backend', 'public'],
  ['/vitamines-mineraux.html', 'backend', 'public'],
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s shows %s (%s)', (path, screen, access) => {
    expect(routeOf(path).row).toMatchObject({ screen, access });
  });

  it('lists every route of spec §2, and nothing it does not name', () => {
    const screens = new Set(ROUTE_TABLE.map((row) => row.screen));
    expect([...screens].sort()).toEqual([...new Set(SPEC_ROUTES.map(([, screen]) => screen))].sort());
  });

  it('matches with or without the final slash, prefixes, any path holding /checkout, and keeps {name} segments', () => {
    expect(routeOf('/track-my-order').row.screen).toBe('trackOrder');
    expect(routeOf('/subscriptions/42/edit').row.screen).toBe('subscriptions');
    expect(routeOf('/subscriptions-auth').row.screen).toBe('subscriptionsAuth');
    expect(routeOf('/fr/checkout/payment').row).toMatchObject({ screen: 'checkout', layout: 'checkout' });
    expect(routeOf('/gdpr-request/type/erase/code/x%20y').params).toEqual({ type: 'erase', code: 'x y' });
    expect(routeOf('/gdpr-request/type/erase/code/%E0%A4%A').params).toEqual({ type: 'erase', code: '%E0%A4%A' });
    expect(routeOf('/gdpr-request/type/erase').row.screen).toBe('backend');
  });

  it('renders a customer’s own pages and checkout in the browser, which holds the session and the cart; every other page on the server', () => {
    // The portal's link too: its code is used once, by the browser whose session it signs in.
    for (const row of ROUTE_TABLE) expect(row.serverRendered, row.path).toBe(row.access !== 'signedIn' && row.screen !== 'checkout' && row.screen !== 'subscriptionsAuth');
  });

  it('loads checkout as its own document (its Content-Security-Policy), and no other page', () => {
    expect(['/checkout', '/fr/checkout/', '/checkout?step=2'].map(loadsOwnDocument)).toEqual([true, true, true]);
    expect(['/cart', '/', '/omega-3.html', '/sign-in'].map(loadsOwnDocument)).toEqual([false, false, false, false]);
  });

  it('gives the shell’s pages their parameters, and leaves the rest to the backend', () => {
    expect(shellPage('/gdpr-request/type/export/code/A1')).toEqual({ kind: 'accountInformation', params: { type: 'export', code: 'A1' } });
    expect(shellPage('/omega-3.html')).toBeNull();
  });

  it('returns after sign-in to a path of the shop only', () => {
    expect(returnPath('/order-history?page=2')).toBe('/order-history?page=2');
    for (const from of [null, undefined, '', 'https://evil.example/', '//evil.example/', '/\\evil.example']) expect(returnPath(from)).toBe('/');
  });
});

describe('route matching, edge by edge', () => {
  it('reads trailing slashes off a path but never off the home', () => {
    expect(routeOf('/').row.screen).toBe('home');
    expect(routeOf('/cart///').row.screen).toBe('cart');
    expect(routeOf('/order-history/000000042/').params).toEqual({ number: '000000042' });
  });

  it('a {name} segment needs a value, and a pattern matches whole segments, as many as it has', () => {
    expect(routeOf('/order-history/').row.screen).toBe('orderHistory');
    expect(routeOf('/order-history//x').row.screen).toBe('backend');
    expect(routeOf('/gdpr-request/type//code/A1').row.screen).toBe('backend');
    expect(routeOf('/order-history/42/items').row.screen).toBe('backend');
    expect(routeOf('/x/cart').row.screen).toBe('backend');
    expect(routeOf('/cartx').row.screen).toBe('backend');
    expect(routeOf('/{number}').row.screen).toBe('backend');
  });

  it('a prefix row takes what starts with it; a row between stars takes what holds it', () => {
    expect(routeOf('/subscriptions').row.screen).toBe('subscriptions');
    expect(routeOf('/subscriptionsX/1').row.screen).toBe('subscriptions');
    expect(routeOf('/x/subscriptions').row.screen).toBe('backend');
    expect(routeOf('/checkout').row.screen).toBe('checkout');
    expect(routeOf('/a/b/checkoutz').row.screen).toBe('checkout');
    expect(routeOf('/check-out').row.screen).toBe('backend');
  });

  it('gives each path its layout, and keeps answering the same frozen match', () => {
    expect(layoutOf('/fr/checkout/shipping')).toBe('checkout');
    expect(layoutOf('/vitamines.html')).toBe('default');
    const first = routeOf('/order-history/7');
    expect(routeOf('/order-history/7')).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.params)).toBe(true);
  });

  it('keeps the matches of the paths a page links to, and forgets them after very many other paths', () => {
    const paths = ['/cart', '/wishlist', '/vitamines.html', '/order-history/7'];
    const links = paths.map((path) => routeOf(path));
    paths.forEach((path, i) => expect(routeOf(path), path).toBe(links[i]));
    for (let i = 0; i < 20_000; i += 1) routeOf(`/page-${i}.html`);
    expect(routeOf('/cart')).not.toBe(links[0]);
  });

  it('still answers right after many different paths', () => {
    for (let i = 0; i < 1100; i += 1) routeOf(`/order-history/${i}`);
    expect(routeOf('/order-history/1099').params).toEqual({ number: '1099' });
    expect(routeOf('/cart').row.screen).toBe('cart');
  });

  it('lets shared caches keep only the pages that are the same for every shopper', () => {
    for (const path of ['/', '/vitamines.html', '/about-us', '/search.html', '/contact-us']) expect(isPublicPage(path), path).toBe(true);
    for (const path of ['/cart', '/checkout', '/sign-in', '/wishlist', '/customer/account/createPassword', '/track-my-order', '/subscriptions-auth']) {
      expect(isPublicPage(path), path).toBe(false);
    }
  });
});
