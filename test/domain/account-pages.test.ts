import { describe, expect, it } from 'vitest';
import catalogue from '../../lang/en_US.json';
import { accountPageTitle } from '../../src/domain/account-pages';

const title = (screen: string | null) => {
  const id = accountPageTitle(screen);
  return id && catalogue[id];
};

describe('a customer\'s page titled while it waits for the session (spec §2)', () => {
  it('by its name in the account\'s navigation', () => {
    expect(['accountInformation', 'addressBook', 'orderHistory', 'wishlist', 'subscriptions', 'savedPayments', 'communications'].map(title)).toEqual([
      catalogue['accountPages.accountInformation'], catalogue['accountPages.addressBook'], catalogue['accountPages.orderHistory'],
      catalogue['accountPages.wishlist'], catalogue['accountPages.subscriptions'], catalogue['accountPages.savedPayments'],
      catalogue['accountPages.communications'],
    ]);
  });

  it('an order\'s page under its history; any other page, or none, untitled', () => {
    expect(title('orderDetail')).toBe(catalogue['accountPages.orderHistory']);
    expect([title('product'), title('signIn'), title(null)]).toEqual([null, null, null]);
  });
});
