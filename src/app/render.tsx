import { cacheExchange as documentCache, type Client } from '@urql/core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Router } from 'wouter';
import { createActor, waitFor } from 'xstate';
import { categoryTreeSettled, type CategoryTreeActor } from '../../machines/category-tree.machine';
import { selectBlockContent } from '../../machines/cms-block.machine';
import { routeSettled, selectShownPage, type RouterActor, type RouterSnapshot } from '../../machines/router.machine';
import { COPY_FEATURES_KEY, type BackendFeature } from '../domain/feature-names';
import { toLanguageTag } from '../domain/locales';
import { embedsOf, type Embed } from '../domain/embeds';
import type { Content } from '../domain/page-builder';
import { STORE_CODE } from '../domain/store';
import type { AvailableStore, ShellStoreConfig } from '../domain/store-config';
import { App } from './app';
import { IntlProvider } from './i18n/intl-provider';
import { fragmentCache, toHtml } from './server-html';
import { ShellProvider } from './shell/shell-actor';
import { FragmentCacheContext } from './ui/cached-element';
import { SHELL_CONFIG } from './graphql/store-config';
import { createGraphqlClient } from './services/graphql/client';
import { queryData } from './services/graphql/request';
import type { ConfigCopy } from './services/graphql/config-exchange';
import { loadLocale } from './services/locale';
import { currencyChoiceOf, switchersShown } from './services/store-view';
import { switchersLogic } from './services/switchers-logic';
import { loadPages, PAGE_LOGIC } from './services/page-logic';
import type { DataServices } from './services/route';
import { shopLogic } from './services/shop-logic';

// Server entry: the same machines and views as the browser. The machines load the page's data; once they
// have settled, the views render to HTML and the snapshot goes with it, so the browser carries on from there.

export interface RenderRequest {
  path: string;
  /** With its "?", or empty. */
  search: string;
  /** The shopper's currency (their cookie), when the store offers it. */
  currency?: string | null;
}

export interface RenderEnvironment {
  /** A client for this request, talking to the backend directly. */
  client: Client;
  config: ConfigCopy;
  /** The response's CSP nonce, for the <style> elements the page renders (its content's styles). */
  nonce?: string;
  /** How long the machines may take before the page renders with what it has. */
  timeoutMs?: number;
  /**
   * Whether the parts many pages share come from the server's fragment cache (src/app/ui/cached-element.tsx), as they
   * do unless false: then each is rendered in place, the HTML the cached one is checked against.
   */
  sharedFragments?: boolean;
}

export type Rendered =
  /** `storeCode`: the URL began with it (spec §2): the server keeps it (the cookie) before the browser goes on. */
  | { type: 'redirect'; location: string; status: 301 | 302; storeCode?: string }
  | {
      type: 'page';
      status: 200 | 404 | 503;
      html: string;
      state: string;
      kind: string | null;
      title: string | null;
      lang: string;
      /** The third-party widgets the page shows: its CSP allows their scripts. */
      embeds: Embed[];
      /** Everything settled before the timeout: the page is whole, with no shimmer where data was late. */
      complete: boolean;
    };

/** The server gives the sanitiser its DOM step (over src/server/sanitiser-dom.ts's jsdom): this bundle carries no jsdom. */
export { domSanitiser, provideSanitiser } from './pagebuilder/sanitiser';

const SETTLE_TIMEOUT_MS = 4000;

/** The data services of the render under way: its actors, however deep, reach them through `renderServices`. */
const rendering = new AsyncLocalStorage<DataServices>();
const renderServices: DataServices = {
  client: () => current().client(),
  storeCodes: () => current().storeCodes(),
};
function current(): DataServices {
  const services = rendering.getStore();
  if (!services) throw new Error('A server render\'s service was called outside of its render.');
  return services;
}

/**
 * The shop's machines with every actor provided, built once per server (with or without the switchers) rather than
 * on every render, which took a tenth of a render: each render's actors find its client through `rendering`.
 */
const serverLogics = new Map<boolean, Promise<ReturnType<typeof shopLogic>>>();
function serverLogic(switchers: boolean): Promise<ReturnType<typeof shopLogic>> {
  let logic = serverLogics.get(switchers);
  if (!logic) {
    logic = loadPages(Object.keys(PAGE_LOGIC), renderServices).then((pages) =>
      shopLogic(renderServices, undefined, pages, { ...(switchers && { switchers: switchersLogic() }) }));
    serverLogics.set(switchers, logic);
  }
  return logic;
}

export function renderPage(request: RenderRequest, env: RenderEnvironment): Promise<Rendered> {
  const stores = (env.config.availableStores as { store_code: string }[] | undefined) ?? [];
  const services = { client: async () => env.client, storeCodes: () => stores.map((s) => s.store_code) };
  return rendering.run(services, () => renderWith(request, env));
}

async function renderWith({ path, search, currency: storedCurrency = null }: RenderRequest, env: RenderEnvironment): Promise<Rendered> {
  const storeConfig = env.config.storeConfig as ShellStoreConfig | undefined;
  // The store view's language (spec §5), for the page and its html element.
  const { locale, messages } = await loadLocale(storeConfig?.locale);
  const currency = currencyChoiceOf(env.config, storedCurrency);
  // A server has every screen's machine at hand, by name: the browser restores the page's from the snapshot.
  const logic = await serverLogic(switchersShown(env.config));
  const app = createActor(logic, {
    input: {
      location: { path, search },
      ...(storeConfig ? { storeConfig } : {}),
      ...(env.config.availableStores ? { availableStores: env.config.availableStores as AvailableStore[] } : {}),
      ...(currency && { currency }),
      ...(env.config[COPY_FEATURES_KEY] ? { features: env.config[COPY_FEATURES_KEY] as BackendFeature[] } : {}),
    },
  }).start();
  try {
    // Past the timeout, the page renders with what it has (shimmers) and the browser carries on. The menu's
    // categories load meanwhile, so that the mega menu is in the HTML; the layout's block too: the hello bar, or on a
    // checkout path the checkout footer's block (in the HTML, the page does not move when the browser takes over).
    const timeout = env.timeoutMs ?? SETTLE_TIMEOUT_MS;
    const { checkoutLinks, helloBar } = app.getSnapshot().context;
    const settled = await Promise.all([
      routeSettled(app.getSnapshot().children.router as RouterActor, timeout),
      categoryTreeSettled(app.getSnapshot().children.categoryTree as CategoryTreeActor, timeout),
      ...[checkoutLinks, helloBar].map((block) => block && waitFor(block, (s) => s.hasTag('settled'), { timeout })),
    ].map((waiting) => Promise.resolve(waiting).then(() => true, () => false)));
    const router = app.getSnapshot().children.router!.getSnapshot() as RouterSnapshot;
    const resolution = router.context.resolution;
    if (resolution?.type === 'redirect') {
      return { type: 'redirect', location: resolution.to, status: resolution.code, ...(resolution.storeCode && { storeCode: resolution.storeCode }) };
    }
    if (resolution?.type === 'external') return { type: 'redirect', location: resolution.url, status: 302 };
    // The route, or the page's own machine (a product URL whose product is gone), tells the status.
    const page = selectShownPage(router)?.getSnapshot() as
      | { hasTag(tag: string): boolean; context?: { movedTo?: unknown; page?: { content?: Content } | null } }
      | undefined;
    // A page that moved while loading (a listing's page past the last) is where the browser would have gone.
    if (typeof page?.context?.movedTo === 'string') return { type: 'redirect', location: page.context.movedTo, status: 302 };
    const location = { ssrPath: path, ssrSearch: search.replace(/^\?/, '') };
    // The contexts a shared part may read; no nonce: it holds nothing of one request.
    const fragments = env.sharedFragments === false ? undefined : fragmentCache(locale, (content, partMessages) => (
      <IntlProvider locale={locale} messages={partMessages}>
        <ShellProvider value={app}>
          <Router {...location}>{content}</Router>
        </ShellProvider>
      </IntlProvider>
    ));
    const html = await toHtml(
      <FragmentCacheContext.Provider value={fragments ?? null}>
        <App locale={locale} messages={messages} app={app} nonce={env.nonce} router={location} />
      </FragmentCacheContext.Provider>,
    );
    const status = router.matches('notFound') || page?.hasTag('notFound') ? 404 : router.matches('failed') || page?.hasTag('failed') ? 503 : 200;
    const kind = resolution?.type === 'page' ? resolution.page.kind : null;
    // The widgets of the page's CMS content and of the header's hello bar.
    const contents = [
      page?.context?.page?.content,
      helloBar ? selectBlockContent(helloBar.getSnapshot()) : null,
    ];
    const embeds = embedsOf(contents.flatMap((content) => content?.nodes ?? []));
    return {
      type: 'page', status, html, state: JSON.stringify(app.getPersistedSnapshot()), kind, title: null, lang: toLanguageTag(locale), embeds,
      complete: settled.every(Boolean),
    };
  } finally {
    app.stop();
  }
}

/**
 * A client for one server render: no persistence, no retries, the backend's address; the shopper's host is
 * forwarded so that absolute URLs in the answers (CMS links, media) point to the shop, not to this server. Its answers
 * are kept by query and variables (urql's document cache), not normalized: the client lives for one page, asks each
 * thing once and updates nothing, so normalizing the answers and reading them back gave the same data for a fifth of
 * a render's work (10.0 → 8.1 ms a product page; the HTML of 30 pages of every kind byte for byte the same).
 */
export function createServerClient(
  url: string,
  config: ConfigCopy,
  forwarded?: { host: string; proto: string },
  shopper: { storeCode?: string; currency?: string | null } = {},
  /** The requests' fetch: the server's page cache reads the answers' cache tags through it. */
  fetchAnswer?: typeof fetch,
): Client {
  return createGraphqlClient({
    url,
    cache: documentCache,
    ...(fetchAnswer && { fetch: fetchAnswer }),
    identity: {
      storeCode: () => shopper.storeCode ?? STORE_CODE,
      currency: () => shopper.currency ?? null,
      token: () => null,
      cacheId: () => null,
      preview: () => null,
      ...(forwarded && { forwarded }),
    },
    config: () => config,
  });
}

/** The configuration copy every page carries (spec §7): the shell's config queries, answered by the backend. */
export async function fetchConfigCopy(client: Client): Promise<ConfigCopy> {
  // The answer as it came names its root type too (`__typename: "Query"`), which the copy has no use for.
  const { __typename, ...copy } = (await queryData(client, SHELL_CONFIG, {})) as ConfigCopy;
  return copy;
}
