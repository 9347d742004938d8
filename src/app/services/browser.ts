import type { Client } from '@urql/core';
import { navigate } from 'wouter/use-browser-location';
import type { PageKind } from '../../domain/routes';
import { unhandledErrorsActor } from './errors';
import type { ConfigCopy } from './graphql/config-exchange';
import { networkActor } from './network';
import type { DataServices } from './route';
import { browserCart } from './cart-storage';
import type { BrowserEffects } from './shop-logic';
import { createBrowserStorage } from './storage';

/** The data services of the browser: the client is created, with urql, on the first request. */
export function browserServices(copy: ConfigCopy): DataServices {
  let client: Promise<Client> | undefined;
  const stores = (copy.availableStores as { store_code: string }[] | undefined) ?? [];
  return {
    client: () =>
      (client ??= import('./graphql/browser-client').then(({ createBrowserClient }) => createBrowserClient(createBrowserStorage(), copy))),
    storeCodes: () => stores.map((store) => store.store_code),
  };
}

/** The browser's side of the machines' effects; `warmScreen` fetches a screen's code. */
export function browserEffects(warmScreen: (kind: PageKind) => void): BrowserEffects {
  return {
    network: networkActor,
    unhandledErrors: unhandledErrorsActor,
    navigate: (to, { replace }) => navigate(to, { replace }),
    leave: (url) => window.location.assign(url),
    reload: () => window.location.reload(),
    warmScreen,
    cart: browserCart(createBrowserStorage()),
  };
}
