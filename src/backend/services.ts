import type { Database } from 'better-sqlite3';
import { STORE_GROUP_NAME } from '../domain/store';
import { CartService } from './cart/cart-service';
import { CartRepository } from './cart/carts';
import { Inventory } from './cart/inventory';
import { Promotions } from './cart/promotions';
import { Carriers } from './cart/shipping';
import { QuoteAddresses } from './checkout/addresses';
import { CheckoutService } from './checkout/checkout-service';
import { QuotePayments } from './checkout/quote-payments';
import { CategoryTree } from './catalog/category-tree';
import { ProductLinks } from './catalog/product-links';
import { ProductRepository } from './catalog/product-repository';
import { ProductReviews } from './catalog/reviews';
import { ProductSearch } from './catalog/product-search';
import { searchQueryLength } from './catalog/query-length';
import { ConfigRepository } from './config/config-repository';
import { FULL_PROFILE, type BackendProfile } from './config/profile';
import { StoreViews, type StoreSetup } from './config/store-views';
import { CmsRepository } from './content/cms-repository';
import { AccountLocks } from './customers/account-lock';
import { CustomerAddresses } from './customers/addresses';
import { CustomerAccounts } from './customers/accounts';
import { PasswordResets } from './customers/password-resets';
import { CustomerTokens } from './customers/tokens';
import { BotProtection } from './forms/bot-protection';
import { ADMIN_SIGN_IN_LIMIT, AdminTokens, type AdminCredentials } from './preview/admin-tokens';
import { DraftRepository } from './preview/drafts';
import { Submissions } from './forms/submissions';
import { ConsentLog } from './gdpr/consent-log';
import { GdprRequests } from './gdpr/requests';
import { MailService } from './mail/mail-service';
import { PaymentAttempts } from './payment/attempts';
import { CardPayments } from './payment/card-payments';
import { StoredCards } from './payment/stored-cards';
import { Vault } from './payment/vault';
import { ThreeDSSigner } from './payment/three-ds';
import { MODULE_REWRITE_TYPES, UrlRewrites } from './routing/url-rewrites';
import { OrderService } from './sales/order-service';
import { AttemptLimiter, LOOKUP_LIMIT } from './limits/attempt-limiter';
import { shopLimiters, type ShopLimiters } from './limits/shop-limits';
import { OrderHistory } from './sales/order-history';
import { OrderRepository } from './sales/orders';
import { StockReservations } from './sales/reservations';
import { PickupLocations } from './stores/pickup-locations';
import { PointsOfSale } from './stores/points-of-sale';
import { WishlistService } from './wishlist/wishlist-service';
import { WishlistRepository } from './wishlist/wishlists';
import { SHOP_CONTACT } from './config/shop-contact';
import { SubscriptionPortal } from './subscriptions/portal';
import { SubscriptionService } from './subscriptions/subscription-service';
import { SubscriptionRepository } from './subscriptions/subscriptions';

/** The long-lived parts of the backend: repositories over one database, built once at start. */
export interface Services {
  db: Database;
  config: ConfigRepository;
  /** The store views and currencies served. */
  stores: StoreViews;
  categories: CategoryTree;
  products: ProductRepository;
  /** Product reviews and the ratings they vote on. */
  reviews: ProductReviews;
  /** Related products, up-sells and cross-sells. */
  links: ProductLinks;
  search: ProductSearch;
  urls: UrlRewrites;
  cms: CmsRepository;
  pointsOfSale: PointsOfSale;
  /** Relay points and stores an order may be collected from. */
  pickupLocations: PickupLocations;
  customers: CustomerAccounts;
  /** The customers' address books. */
  addresses: CustomerAddresses;
  locks: AccountLocks;
  passwordResets: PasswordResets;
  tokens: CustomerTokens;
  /** The admin's tokens (integration/admin/token), which open previews of drafts. */
  adminTokens: AdminTokens;
  /** Drafts of CMS pages, blocks and products, shown in an admin's preview. */
  drafts: DraftRepository;
  mail: MailService;
  submissions: Submissions;
  /** Checks the X-ReCaptcha answers of the forms recaptchaV3Config guards. */
  botProtection: BotProtection;
  /** Every data-protection consent given or withdrawn, with the notice shown. */
  consentLog: ConsentLog;
  /** Customers' export and erasure requests. */
  gdprRequests: GdprRequests;
  inventory: Inventory;
  carts: CartService;
  carriers: Carriers;
  checkout: CheckoutService;
  orders: OrderService;
  /** Customers' orders and their details, as the account and the tracking page read them. */
  orderHistory: OrderHistory;
  /** The order tracking form's failed attempts, per client address. */
  orderLookups: AttemptLimiter;
  /** Per client and per recipient (limits/shop-limits.ts). */
  limits: ShopLimiters;
  wishlists: WishlistService;
  /** The subscription provider's module. */
  subscriptions: SubscriptionService;
  /** The card payment simulator (Adyen's API for the test cards). */
  cardPayments: CardPayments;
  /** The customers' saved cards (Magento Vault). */
  vault: Vault;
  /** Runs `fn` in one write transaction, taken at once. */
  transaction<T>(fn: () => T): T;
  /** Where unexpected errors go (never to the client). */
  log: (error: unknown) => void;
  /** The Magento this backend stands in for (config/profile.ts). */
  profile: BackendProfile;
}

export interface ServiceOptions {
  /** The data directory, where the file mail transport writes. */
  dataDir: string;
  /** Sends e-mail through this SMTP server instead of writing files (SMTP_URL). */
  smtpUrl?: string;
  log: (error: unknown) => void;
  /** Products whose stock an order changed: their cached records and the answers showing them are stale. */
  stockChanged?: (productIds: number[]) => void;
  /** The admin who may sign in for previews; none: no admin sign-in. */
  admin?: AdminCredentials | null;
  /** The store views and currencies served; the seeded shop's one store when absent. */
  stores?: StoreSetup;
  /** The Magento stood in for; the spec's when absent. */
  profile?: BackendProfile;
}

export function createServices(db: Database, { dataDir, smtpUrl, log, stockChanged, admin = null, stores, profile = FULL_PROFILE }: ServiceOptions): Services {
  const config = new ConfigRepository(db);
  const categories = new CategoryTree(db);
  const pointsOfSale = new PointsOfSale(db);
  const pickupLocations = new PickupLocations(db, pointsOfSale);
  const products = new ProductRepository(db);
  const inventory = new Inventory(db);
  const customers = new CustomerAccounts(db);
  const mail = new MailService({ db, dataDir, smtpUrl, log, from: () => `"${STORE_GROUP_NAME}" <${supportEmail(config)}>` });
  const cartRepository = new CartRepository(db);
  const carriers = new Carriers(db);
  const carts = new CartService(cartRepository, products, inventory, new Promotions(db), carriers);
  const checkout = new CheckoutService(
    cartRepository, carts, new QuoteAddresses(db), new QuotePayments(db), carriers, customers, profile, pickupLocations,
  );
  const cardPayments = new CardPayments(new PaymentAttempts(db), new StoredCards(db, config.tokenSecret), new ThreeDSSigner(config.tokenSecret));
  const vault = new Vault(db);
  const limits = shopLimiters(db);
  const subscriptions = new SubscriptionService(new SubscriptionRepository(db), new SubscriptionPortal(db, config.tokenSecret), customers, mail, limits);
  const orders = new OrderService(cartRepository, carts, checkout, new OrderRepository(db), cardPayments, customers, mail, vault, subscriptions, new StockReservations(db, inventory), (ids) => {
    products.forget(ids);
    stockChanged?.(ids);
  });
  return {
    db,
    config,
    stores: new StoreViews(stores),
    categories,
    products,
    reviews: new ProductReviews(db),
    links: new ProductLinks(db),
    search: new ProductSearch(db, categories, products, () => searchQueryLength(config)),
    urls: new UrlRewrites(db, profile.extensions ? [] : MODULE_REWRITE_TYPES),
    cms: new CmsRepository(db),
    pointsOfSale,
    pickupLocations,
    customers,
    addresses: new CustomerAddresses(db),
    locks: new AccountLocks(db),
    passwordResets: new PasswordResets(db),
    tokens: new CustomerTokens(config.tokenSecret),
    adminTokens: new AdminTokens(config.tokenSecret, admin, new AttemptLimiter(db, 'admin-sign-in', ADMIN_SIGN_IN_LIMIT)),
    drafts: new DraftRepository(db),
    mail,
    submissions: new Submissions(db),
    botProtection: new BotProtection(db, config.tokenSecret),
    consentLog: new ConsentLog(db),
    gdprRequests: new GdprRequests(db),
    inventory,
    carts,
    carriers,
    checkout,
    orders,
    orderHistory: new OrderHistory(db),
    orderLookups: new AttemptLimiter(db, 'order-lookup', LOOKUP_LIMIT),
    limits,
    wishlists: new WishlistService(new WishlistRepository(db), products, carts),
    subscriptions,
    cardPayments,
    vault,
    transaction: (fn) => cartRepository.transaction(fn),
    log,
    profile,
  };
}

/** The shop's customer service address (StoreConfig.need_help.email): the sender and the contact in e-mails. */
export function supportEmail(config: ConfigRepository): string {
  const needHelp = config.store.need_help as { email?: string | null } | null | undefined;
  return needHelp?.email || SHOP_CONTACT.email;
}
