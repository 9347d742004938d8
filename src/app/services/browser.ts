import { navigate } from 'wouter/use-browser-location';
import type { ScreenKind } from '../../../machines/pages';
import type { AvailableStore } from '../../domain/store-config';
import { unhandledErrorsActor } from './errors';
import { networkActor } from './network';
import type { BrowserDataServices } from './browser-data';
import { browserCart } from './cart-storage';
import type { HistoryState } from './history';
import { browserSession } from './session-storage';
import type { BrowserEffects } from './shop-logic';
import type { BrowserStorage } from './storage';

/**
 * The browser's side of the machines' effects; `loadScreen` fetches a screen's code. What the browser stored (the
 * cart, the session) is told once `hydrated` resolves, so that the first render is the server's.
 */
export function browserEffects(
  data: BrowserDataServices,
  { loadScreen, hydrated, stores = [] }: { loadScreen: (kind: ScreenKind) => Promise<void>; hydrated: Promise<void>; stores?: readonly AvailableStore[] },
  storage: BrowserStorage,
): BrowserEffects {
  return {
    network: networkActor,
    unhandledErrors: unhandledErrorsActor,
    navigate: (to, { replace, from }) => navigate(to, { replace, ...(from && { state: { from } satisfies HistoryState }) }),
    leave: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    scrollToTop: () => window.scrollTo({ top: 0, behavior: 'instant' }),
    saveChoice: async (saved) => (await import('./store-view-save')).saveChoice(storage, saved),
    async enterStore(storeCode, to) {
      (await import('./store-view-save')).enterStore(storage, stores, storeCode);
      window.location.assign(to);
    },
    loadScreen,
    cart: browserCart(storage, hydrated),
    session: browserSession(storage, hydrated),
    clearCachedData: () => void data.clearCustomerData(),
    storage,
  };
}
