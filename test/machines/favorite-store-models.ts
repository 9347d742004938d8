import { favoriteStoreMachine, type FavoriteStoreSnapshot } from '../../machines/favorite-store.machine';
import { RequestError } from '../../src/app/services/graphql/request';
import { defineModel } from '../harness/model';
import { LYON, NEAR_RIVOLI, RIVOLI } from '../fixtures/favorite-store';

export const NETWORK_DOWN = new RequestError('Failed to fetch', true);

/**
 * The favourite store: the session's news (a guest at start, a sign-in, a sign-out); Rivoli chosen on its page;
 * every lookup answering a store, nothing, or failing: the server's favourite (Lyon), what the browser saved (Lyon
 * here, Rivoli in another store view, nothing), the lookup of Rivoli, the device's location (near Rivoli or
 * refused), the nearest store (Rivoli), the server's save. What tells states apart: who the shopper is, which
 * store is the favourite, and whether its save failed.
 */
export const favoriteStoreModel = defineModel({
  name: 'favoriteStore',
  machine: favoriteStoreMachine,
  input: { storeCode: 'fr', otherStoreCodes: ['en'] },
  identity: (s: FavoriteStoreSnapshot) => ({ signedIn: s.context.signedIn, store: s.context.store?.identifier ?? null, saveFailed: s.context.saveFailed }),
  events: () => [
    { type: 'favoriteStore.session' as const, signedIn: true },
    { type: 'favoriteStore.session' as const, signedIn: false },
    { type: 'favoriteStore.set' as const, store: RIVOLI },
    { type: 'xstate.done.actor.loadServerFavorite' as const, output: LYON },
    { type: 'xstate.done.actor.loadServerFavorite' as const, output: null },
    { type: 'xstate.error.actor.loadServerFavorite' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.readSaved' as const, output: { here: LYON, elsewhere: null } },
    { type: 'xstate.done.actor.readSaved' as const, output: { here: null, elsewhere: RIVOLI.identifier } },
    { type: 'xstate.done.actor.readSaved' as const, output: { here: null, elsewhere: null } },
    { type: 'xstate.error.actor.readSaved' as const, error: new Error('The storage cannot be read') },
    { type: 'xstate.done.actor.loadStoreDetails' as const, output: RIVOLI },
    { type: 'xstate.done.actor.loadStoreDetails' as const, output: null },
    { type: 'xstate.error.actor.loadStoreDetails' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.locate' as const, output: NEAR_RIVOLI },
    { type: 'xstate.done.actor.locate' as const, output: null },
    { type: 'xstate.error.actor.locate' as const, error: new Error('No geolocation') },
    { type: 'xstate.done.actor.loadNearest' as const, output: RIVOLI },
    { type: 'xstate.done.actor.loadNearest' as const, output: null },
    { type: 'xstate.error.actor.loadNearest' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.saveFavorite' as const, output: RIVOLI },
    { type: 'xstate.error.actor.saveFavorite' as const, error: NETWORK_DOWN },
  ],
});
