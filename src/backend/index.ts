import type { IncomingMessage, ServerResponse } from 'node:http';
import { printSchema } from 'graphql';
import { productTags } from './cache-tags';
import { openDatabase } from './db/open';
import { shopSeed } from './db/seed-source';
import type { SeedData } from './db/seed';
import { GraphQLEndpoint } from './graphql/http';
import { resolvers } from './graphql/resolvers';
import { buildServedSchema } from './graphql/schema';
import type { MediaOptions } from './media/render';
import { MediaRoute } from './media/route';
import { createSimulatorPages } from './payment/pages';
import { ADMIN_PREVIEW_PATH, createAdminPreviewPage } from './preview/admin-page';
import { adminCredentials, type AdminCredentials } from './preview/admin-tokens';
import { SIMULATOR_PATH } from './payment/three-ds';
import { RestEndpoint } from './rest/route';
import { backendProfileFromEnv, type BackendProfile } from './config/profile';
import { storeSetupFromEnv, type StoreSetup } from './config/store-views';
import { createServices } from './services';
import { TEST_HOOKS_PATH, createTestHooks, handleTestHook, testHooksRequested, type TestHooks } from './testing/hooks';

export interface BackendOptions {
  dataDir: string;
  /** Clock in ms, for token expiry tests. */
  now?: () => number;
  /** Serves the test hooks over HTTP under /__test__/ (testing/hooks.ts). Default: VITRINE_TEST_HOOKS=1. */
  testHooks?: boolean;
  /** Sends e-mail through this SMTP server; '' writes messages under <dataDir>/mail/. Default: SMTP_URL. */
  smtpUrl?: string;
  /** The media variant cache's byte budget and the drawing queue's size (media/render.ts). */
  media?: MediaOptions;
  /** The admin who signs in for previews (admin token, /admin/preview). Default: ADMIN_USERNAME and ADMIN_PASSWORD. */
  admin?: AdminCredentials | null;
  /** The store views and currencies served. Default: VITRINE_STORES (config/store-views.ts). */
  stores?: StoreSetup;
  /** The Magento stood in for. Default: VITRINE_BACKEND_PROFILE (config/profile.ts). */
  profile?: BackendProfile;
}

export interface Backend {
  /** Handles a request whose path starts with one of `paths`; writes the whole response. Never throws. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  paths: readonly string[];
  /** The test hooks, in process (over HTTP only with `testHooks`). */
  hooks: TestHooks;
  /** The schema served at /graphql, as its SDL: what the storefront reads the backend's features from. */
  schema: string;
  /** Waits for the e-mail under way, then closes the database. */
  close(): Promise<void>;
  /**
   * Tells `listener` the cache tags of the public content each write changes (Magento's X-Magento-Tags: a product's
   * stock `cat_p_<id>`, a store setting `gql_store_config`), for the caches of pages built from it to drop them.
   */
  onPurge(listener: (tags: readonly string[]) => void): void;
}

/**
 * The card payment simulator's 3-D Secure pages and the admin's preview page are served on the shop's origin too
 * (never by a real Magento).
 */
export const BACKEND_PATHS = ['/graphql', '/rest/', '/media/', SIMULATOR_PATH, ADMIN_PREVIEW_PATH] as const;

/** The data directory from the environment: VITRINE_DATA_DIR, else ./var. */
export function defaultDataDir(): string {
  return process.env.VITRINE_DATA_DIR || 'var';
}

/** Starts the backend on the database in `dataDir` (created and seeded on first start). */
export function createBackend(options: BackendOptions): Promise<Backend> {
  return startBackend(options, shopSeed);
}

/** createBackend with another seed: tests load a small catalogue. */
export async function startBackend(options: BackendOptions, seed: () => SeedData): Promise<Backend> {
  const now = options.now ?? Date.now;
  const log = (error: unknown) => console.error('[backend]', error);
  const db = await openDatabase(options.dataDir, async () => seed(), now());
  // Set once the GraphQL endpoint exists: public content changed, and cached answers and pages show it.
  let purge = (_tags: readonly string[]) => {};
  const services = createServices(db, {
    dataDir: options.dataDir, smtpUrl: options.smtpUrl ?? (process.env.SMTP_URL || undefined), log,
    stockChanged: (ids) => purge(productTags(ids)),
    admin: options.admin === undefined ? adminCredentials() : options.admin,
    stores: options.stores ?? storeSetupFromEnv(),
    profile: options.profile ?? backendProfileFromEnv(),
  });
  // What a crash or a failed delivery left in the outbox goes out now (or when its retry is due).
  services.mail.resume(now());
  const schema = buildServedSchema(resolvers, services.search.filterable, services.profile);
  const graphql = new GraphQLEndpoint(schema, services, now);
  const purgeListeners = new Set<(tags: readonly string[]) => void>();
  purge = (tags) => {
    graphql.purgePageCache();
    for (const listener of purgeListeners) {
      try {
        listener(tags);
      } catch (error) {
        log(error);
      }
    }
  };
  const rest = new RestEndpoint(services, now);
  const simulator = createSimulatorPages({
    payments: services.cardPayments,
    transaction: services.transaction,
    amountOf: (attempt) => services.orders.byId(attempt.orderId)?.grand_total,
    now,
  });
  const adminPreview = createAdminPreviewPage(services, now, (tags) => purge(tags));
  const media = new MediaRoute(options.dataDir, services, options.media);
  const hooks = createTestHooks(services, now, (tags) => purge(tags));
  const serveHooks = options.testHooks ?? testHooksRequested();
  if (serveHooks) console.warn(`[backend] Test hooks are served under ${TEST_HOOKS_PATH} (never in production).`);

  const fail = (res: ServerResponse, error: unknown) => {
    log(error);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Internal error');
  };
  return {
    paths: serveHooks ? [...BACKEND_PATHS, TEST_HOOKS_PATH] : BACKEND_PATHS,
    hooks,
    schema: printSchema(schema),
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]!;
      const work = path === '/graphql'
        ? graphql.handle(req, res)
        : path.startsWith('/media/')
          ? media.handle(req, res)
          : path.startsWith(SIMULATOR_PATH)
            ? simulator.handle(req, res)
            : path.startsWith(ADMIN_PREVIEW_PATH)
              ? adminPreview.handle(req, res)
              : serveHooks && path.startsWith(TEST_HOOKS_PATH)
                ? handleTestHook(req, res, hooks)
                : rest.handle(req, res);
      work.catch((error: unknown) => fail(res, error));
    },
    async close() {
      await services.mail.close();
      db.close();
    },
    onPurge(listener) {
      purgeListeners.add(listener);
    },
  };
}
