import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  isSubscriptionFrequency,
  subscribedPrice,
  subscriptionActions,
  subscriptionFailureOf,
  withSubscription,
  type Subscription,
} from '../../src/domain/subscriptions';
import { NETWORK_DOWN, failure } from '../fixtures/cart';

const SUB: Subscription = { id: '7', productName: 'Magnésium', sku: 'MAG-60', quantity: 1, frequency: 30, nextDeliveryDate: '2026-12-01', status: 'ACTIVE' };

describe('subscription offer rules', () => {
  it('delivers every 30, 60 or 90 days only', () => {
    expect([30, 60, 90].every(isSubscriptionFrequency)).toBe(true);
    for (const value of [0, 15, 45, 120, '30', null]) expect(isSubscriptionFrequency(value)).toBe(false);
  });

  it('takes the discount off and rounds to the cent', () => {
    expect(subscribedPrice(14.9, 10)).toBe(13.41);
    expect(subscribedPrice(19.99, 10)).toBe(17.99);
    expect(subscribedPrice(20, 0)).toBe(20);
    expect(subscribedPrice(9.95, 15)).toBe(8.46);
  });

  it('counts calendar days across months, years and a leap day', () => {
    expect(addCalendarDays('2026-11-26', 30)).toBe('2026-12-26');
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-28', 2)).toBe('2026-03-30');
  });

  it('offers each status its actions', () => {
    expect(subscriptionActions('ACTIVE')).toEqual({ skip: true, change: true, pause: true, resume: false, cancel: true });
    expect(subscriptionActions('PAUSED')).toEqual({ skip: false, change: true, pause: false, resume: true, cancel: true });
    expect(subscriptionActions('CANCELED')).toEqual({ skip: false, change: false, pause: false, resume: false, cancel: false });
  });
});

describe('subscriptionFailureOf', () => {
  it('reads the module’s texts', () => {
    const cases: [string, string][] = [
      ['Could not find a subscription with ID "9"', 'notFound'],
      ['Only an active subscription can be paused.', 'notAllowed'],
      ['Only a paused subscription can be resumed.', 'notAllowed'],
      ['The subscription is canceled.', 'notAllowed'],
      ['The link is invalid or has expired.', 'linkInvalid'],
      ["The current customer isn't authorized.", 'linkInvalid'],
      ['Anything else', 'generic'],
    ];
    for (const [text, expected] of cases) {
      expect(subscriptionFailureOf(failure(text))).toBe(expected);
      expect(subscriptionFailureOf(text)).toBe(expected);
    }
    expect(subscriptionFailureOf(NETWORK_DOWN)).toBe('network');
    expect(subscriptionFailureOf(Object.assign(new Error('The subscription is canceled.'), { network: 'no' }))).toBe('notAllowed');
  });
});

describe('withSubscription', () => {
  it('replaces only the changed subscription, keeping the order', () => {
    const other = { ...SUB, id: '8', sku: 'OMEGA' };
    const paused = { ...SUB, status: 'PAUSED' as const };
    expect(withSubscription([SUB, other], paused)).toEqual([paused, other]);
    expect(withSubscription([SUB, other], { ...other, quantity: 2 })).toEqual([SUB, { ...other, quantity: 2 }]);
    expect(withSubscription([SUB], { ...SUB, id: '99' })).toEqual([SUB]);
  });
});
