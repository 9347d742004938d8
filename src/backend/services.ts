import type { Database } from 'better-sqlite3';
import { CartService } from './cart/cart-service';
import { CartRepository } from './cart/carts';
import { Inventory } from './cart/inventory';
import { Promotions } from './cart/promotions';
import { Carriers } from './cart/shipping';
import { CategoryTree } from './catalog/category-tree';
import { ProductRepository } from './catalog/product-repository';
import { ProductSearch } from './catalog/product-search';
import { ConfigRepository } from './config/config-repository';
import { CmsRepository } from './content/cms-repository';
import { CustomerAccounts } from './customers/accounts';
import { CustomerTokens } from './customers/tokens';
import { Submissions } from './forms/submissions';
import { UrlRewrites } from './routing/url-rewrites';
import { PointsOfSale } from './stores/points-of-sale';

/** The long-lived parts of the backend: repositories over one database, built once at start. */
export interface Services {
  db: Database;
  config: ConfigRepository;
  categories: CategoryTree;
  products: ProductRepository;
  search: ProductSearch;
  urls: UrlRewrites;
  cms: CmsRepository;
  pointsOfSale: PointsOfSale;
  customers: CustomerAccounts;
  tokens: CustomerTokens;
  submissions: Submissions;
  inventory: Inventory;
  carts: CartService;
  /** Where unexpected errors go (never to the client). */
  log: (error: unknown) => void;
}

export function createServices(db: Database, log: (error: unknown) => void): Services {
  const config = new ConfigRepository(db);
  const categories = new CategoryTree(db);
  const products = new ProductRepository(db);
  const inventory = new Inventory(db);
  return {
    db,
    config,
    categories,
    products,
    search: new ProductSearch(db, categories, products),
    urls: new UrlRewrites(db),
    cms: new CmsRepository(db),
    pointsOfSale: new PointsOfSale(db),
    customers: new CustomerAccounts(db),
    tokens: new CustomerTokens(config.tokenSecret),
    submissions: new Submissions(db),
    inventory,
    carts: new CartService(new CartRepository(db), products, inventory, new Promotions(db), new Carriers(db)),
    log,
  };
}
