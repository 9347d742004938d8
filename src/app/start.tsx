import { startTransition } from 'react';
import { createActor, type Snapshot } from 'xstate';
import type { ScreenKind } from '../../machines/pages';
import { COPY_FEATURES_KEY, type BackendFeature } from '../domain/feature-names';
import { layoutOf } from '../domain/route-table';
import { offersChoice, type AvailableStore, type ShellStoreConfig } from '../domain/store-config';
import { App } from './app';
import { createHydration } from './hydration';
import { screenCatalogues, screens } from './routes';
import { browserEffects } from './services/browser';
import { browserDataServices } from './services/browser-data';
import { replayTap, takeEarlyTap } from './services/early-tap';
import { changedFields } from './services/field-changes';
import { historyOrigin, watchHistoryMoves } from './services/history';
import type { ConfigCopy } from './services/graphql/config-exchange';
import { loadLocale } from './services/locale';
import { loadPages, PAGE_LOGIC, restoredScreens } from './services/page-logic';
import { readPreview, watchPreview } from './services/preview';
import { createBrowserStorage } from './services/storage';
import { shopLogic } from './services/shop-logic';
import { footerPart, megaMenuPart, toastPart } from './shell/panels';

/** JSON the server put in the page: the machines' snapshot and the configuration copy. */
function pageData<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

// Browser entry: restore the machines the server rendered (or start them), wire their browser services, hydrate.
async function start(): Promise<void> {
  // React's renderer is a chunk of its own (fetched with the entry's, see esbuild.config.ts), evaluated in a task of its
  // own: with the rest of the entry it made one long task of the page's start.
  const renderer = import('./renderer');
  // The shell's parts that hydrate apart with code of their own (the default layout's footer and mega menu, the
  // toasts): fetched beside the renderer, each hydrated once here.
  for (const part of layoutOf(location.pathname) === 'default' ? [footerPart, megaMenuPart, toastPart] : [toastPart]) part.preload();
  // An admin's preview is read once, before anything else: its message may come as soon as the page has loaded.
  const preview = readPreview();
  watchPreview(preview);
  watchHistoryMoves();
  const copy = pageData<ConfigCopy>('vitrine-config') ?? {};
  // The store view's language (spec §5): the one the server rendered the page in.
  const { locale, messages } = await loadLocale((copy.storeConfig as ShellStoreConfig | undefined)?.locale);
  // A preview's page is rendered here, with its draft: the server rendered the published content.
  const snapshot = preview ? undefined : pageData<Snapshot<unknown>>('vitrine-state');
  const inspect =
    process.env.NODE_ENV !== 'production' && new URLSearchParams(location.search).has('inspect')
      ? (await import('./services/inspector')).createInspector()
      : undefined;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  // Fields the shopper changed before they hydrated reach their forms as each part of the page hydrates, in the commit
  // that hydrated them, before any keystroke after it: a form may be sent while the rest of the page still hydrates.
  // The code that mends them comes once a field was changed before the app started or as it starts.
  let typing: Promise<typeof import('./services/early-typing')> | undefined;
  const loadTyping = () => void (typing ??= import('./services/early-typing'));
  if (changedFields(root)) loadTyping();
  root.addEventListener('input', loadTyping, true);
  const hydration = createHydration(() => void typing?.then((mending) => mending.replayTyping(root)));
  const storage = createBrowserStorage();
  // A shop with a choice of store views or currencies: the switchers' code, and the stored choice made the served one.
  const switching = offersChoice((copy.availableStores as AvailableStore[] | undefined) ?? [], (copy.currency as { available_currency_codes?: string[] } | undefined)?.available_currency_codes ?? [])
    ? await import('./services/switchers-logic')
    : undefined;
  switching?.adoptServedStore(storage, copy);
  const currency = switching?.currencyChoiceOf(copy, storage.getLocal('store_view_currency'));
  const data = browserDataServices(copy, storage, preview);
  const loadScreen = async (kind: ScreenKind) => {
    const catalogue = screenCatalogues[kind];
    // Its messages' loader is not in the first load: the home page has none of its own.
    const ownMessages = catalogue && import('./i18n/screen-messages').then((m) => m.screenMessages(catalogue, locale));
    await Promise.all([screens[kind].load(), PAGE_LOGIC[kind]?.(), ownMessages]);
  };
  const effects = browserEffects(data, { loadScreen, hydrated: hydration.done, stores: (copy.availableStores as AvailableStore[] | undefined) ?? [] }, storage);
  // The machines of the pages the server rendered, before their snapshot is restored; the others come with their screen.
  const pages = await loadPages(snapshot ? restoredScreens(snapshot) : [], data, effects);
  const logic = shopLogic(data, effects, pages, { ...(switching && { switchers: switching.switchersLogic(effects) }) });
  const app = createActor(logic, {
    input: {
      location: { path: location.pathname, search: location.search, from: historyOrigin() },
      ...(copy.storeConfig ? { storeConfig: copy.storeConfig as ShellStoreConfig } : {}),
      ...(copy.availableStores ? { availableStores: copy.availableStores as AvailableStore[] } : {}),
      ...(currency && { currency }),
      ...(copy[COPY_FEATURES_KEY] ? { features: copy[COPY_FEATURES_KEY] as BackendFeature[] } : {}),
    },
    ...(snapshot && { snapshot }),
    ...(inspect && { inspect }),
  }).start();
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content;
  const ui = <App locale={locale} messages={messages} app={app} nonce={nonce} hydration={hydration} />;
  // The machines restored above, then the renderer, then hydration: each in tasks of their own.
  await new Promise((next) => setTimeout(next));
  const { createRoot, hydrateRoot } = await renderer;
  // Hydration as a transition: React then works in slices of a few milliseconds and lets the browser answer the
  // shopper between them, where a default-priority hydration held the main thread for the whole page at once.
  // React listens from here on; a button tapped before, or on a part whose code had not come, is tapped again.
  if (snapshot) startTransition(() => void hydrateRoot(root, ui));
  else createRoot(root).render(ui);
  // The early tap once every part has hydrated and its fields are mended (the tap may be a form's submit).
  void hydration.done.then(() => {
    root.removeEventListener('input', loadTyping, true);
    return typing;
  }).then(() => replayTap(takeEarlyTap()));
  registerServiceWorkerAfterLoad();
}

/**
 * The production shop's service worker (the development server rebuilds on every change): its code and its install
 * wait for the page's load event, never competing with the first paint.
 */
function registerServiceWorkerAfterLoad(): void {
  if (process.env.NODE_ENV !== 'production') return;
  const register = () => void import('./services/service-worker').then((worker) => worker.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

void start();
