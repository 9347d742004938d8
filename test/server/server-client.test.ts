import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerClient, fetchConfigCopy, renderPage } from '../../src/app/render';
import { createGraphqlClient } from '../../src/app/services/graphql/client';
import type { ConfigCopy } from '../../src/app/services/graphql/config-exchange';
import { STORE_CODE } from '../../src/domain/store';
import { servedBackend } from './served-backend';

// A server render's client keeps answers by document, not normalized as the browser's does: it must render every
// kind of page exactly as the normalized cache would, HTML and snapshot alike.
let closeBackend: () => Promise<void>;
let graphqlUrl: string;
let config: ConfigCopy;

beforeAll(async () => {
  ({ graphqlUrl, close: closeBackend } = await servedBackend('server-client'));
  config = await fetchConfigCopy(createServerClient(graphqlUrl, {}));
  // A first render loads the screens' code: the comparison starts from a warm server, as a shopper's page does.
  for (const path of ['/', '/vitamines-mineraux.html']) await renderPage({ path, search: '' }, { client: createServerClient(graphqlUrl, config), config });
});
afterAll(() => closeBackend());

/** The browser's client, normalized, pointed at the same backend as a server render's. */
const normalizedClient = () =>
  createGraphqlClient({
    url: graphqlUrl,
    identity: { storeCode: () => STORE_CODE, currency: () => null, token: () => null, cacheId: () => null, preview: () => null },
    config: () => config,
  });

const PAGES = [
  '/', '/whey-isolat-native.html', '/huile-de-krill-antarctique.html', '/vitamines-mineraux.html', '/vitamines-mineraux.html?sort=price-desc&page=2',
  '/search.html?query=magnesium', '/about-us', '/cart', '/checkout', '/aucune-page-ici.html',
];

describe('a server render’s client', () => {
  it('holds the configuration copy without the answer’s root type', () => {
    expect(config).not.toHaveProperty('__typename');
    expect(config).toHaveProperty('storeConfig');
  });

  it.each(PAGES)('renders %s as the normalized cache does, HTML and snapshot', async (url) => {
    const [path, query = ''] = url.split('?');
    const request = { path: path!, search: query && `?${query}` };
    const byDocument = await renderPage(request, { client: createServerClient(graphqlUrl, config), config });
    const normalized = await renderPage(request, { client: normalizedClient(), config });
    expect(byDocument.type).toBe('page');
    // Set apart what differs between any two renders: the actors' session ids, and whether the loading bar's linger
    // (a 750 ms timer) ran out before the snapshot, which a slow render may outlast.
    const scrub = (rendered: typeof byDocument) =>
      rendered.type === 'page'
        ? { ...rendered, state: rendered.state.replace(/"sessionId":"[^"]*"/g, '').replace(/("loadingBar":\{"snapshot":\{"status":"active","value":)"(done|off)"/, '$1""') }
        : rendered;
    expect(scrub(byDocument)).toEqual(scrub(normalized));
  });
});
