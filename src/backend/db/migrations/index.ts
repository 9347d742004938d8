// Every schema migration, in order. A migration is never edited once shipped: add the next one instead.
import { sql as initial } from './001-initial';
import { sql as carts } from './002-carts';
import { sql as customerAccounts } from './003-customer-accounts';
import { sql as checkoutOrders } from './004-checkout-orders';
import { sql as subscriptions } from './005-subscriptions';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'carts', sql: carts },
  { version: 3, name: 'customer-accounts', sql: customerAccounts },
  { version: 4, name: 'checkout-orders', sql: checkoutOrders },
  { version: 5, name: 'subscriptions', sql: subscriptions },
];
