import { describe, expect, it } from 'vitest';
import { loadsOwnDocument, ROUTE_TABLE, routeOf } from '../../src/domain/route-table';
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
