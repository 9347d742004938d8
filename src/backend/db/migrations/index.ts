// Every schema migration, in order. A migration is never edited once shipped: add the next one instead.
import { sql as initial } from './001-initial';
import { sql as carts } from './002-carts';
import { sql as customerAccounts } from './003-customer-accounts';
import { sql as checkoutOrders } from './004-checkout-orders';
import { sql as payments } from './005-payments';
import { sql as wishlist } from './006-wishlist';
import { sql as addresses } from './007-addresses';
import { sql as profile } from './008-profile';
import { sql as subscriptions } from './009-subscriptions';
import { sql as cart } from './010-cart';
import { sql as newsletterConsent } from './011-newsletter-consent';
import { sql as preview } from './012-preview';
import { sql as reviews } from './013-reviews';
import { sql as searchBounds } from './014-sanitiser';
import { sql as attempts } from './015-attempts';
import { sql as mailOutbox } from './016-mail-outbox';
import { sql as keptToken } from './017-kept-token';
import { sql as stockReservations } from './018-stock-reservations';
import { sql as botProtectionUsed } from './019-bot-protection-used';
import { sql as orderStateNew } from './020-order-state-new';
import { sql as productLinks } from './021-product-links';
import { sql as pickupLocations } from './022-pickup-locations';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * Rebuilds a table other tables reference (SQLite changes a constraint no other way): it runs with foreign keys off,
   * else dropping the old table would delete or refuse the rows that reference it, and they are checked before it
   * commits.
   */
  rebuildsReferencedTable?: boolean;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'carts', sql: carts },
  { version: 3, name: 'customer-accounts', sql: customerAccounts },
  { version: 4, name: 'checkout-orders', sql: checkoutOrders },
  { version: 5, name: 'payments', sql: payments },
  { version: 6, name: 'wishlist', sql: wishlist },
  { version: 7, name: 'addresses', sql: addresses },
  { version: 8, name: 'profile', sql: profile },
  { version: 9, name: 'subscriptions', sql: subscriptions },
  { version: 10, name: 'cart', sql: cart },
  { version: 11, name: 'newsletter-consent', sql: newsletterConsent },
  { version: 12, name: 'preview', sql: preview },
  { version: 13, name: 'reviews', sql: reviews },
  { version: 14, name: 'search-bounds', sql: searchBounds },
  { version: 15, name: 'attempts', sql: attempts },
  { version: 16, name: 'mail-outbox', sql: mailOutbox },
  { version: 17, name: 'kept-token', sql: keptToken },
  { version: 18, name: 'stock-reservations', sql: stockReservations },
  { version: 19, name: 'bot-protection-used', sql: botProtectionUsed },
  { version: 20, name: 'order-state-new', sql: orderStateNew, rebuildsReferencedTable: true },
  { version: 21, name: 'product-links', sql: productLinks },
  { version: 22, name: 'pickup-locations', sql: pickupLocations },
];
