import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { FavoriteStore, Origin, SavedFavorites } from '../src/domain/favorite-store';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type FavoriteStoreEvent =
  /** From the app: who the shopper is, as the session says (first at start, in a browser only). */
  | { type: 'favoriteStore.session'; signedIn: boolean }
  /** A store page's "make this my store". */
  | { type: 'favoriteStore.set'; store: FavoriteStore };

export interface FavoriteStoreInput {
  storeCode: string;
  /** The other store views, whose saved favourite is taken when this one has none. */
  otherStoreCodes: readonly string[];
}

export interface FavoriteStoreContext extends FavoriteStoreInput {
  signedIn: boolean;
  store: FavoriteStore | null;
  /** The last choice could not be saved on the server (it is kept in the browser). */
  saveFailed: boolean;
  /** The favourite another store view saved, to look up here. */
  elsewhere: string | null;
  /** Where the device is, to find the nearest store. */
  origin: Origin | null;
}

type Session = Extract<FavoriteStoreEvent, { type: 'favoriteStore.session' }>;

/**
 * The shopper's favourite store (spec §4 "Favourite store"), made by the app when the store enables it. It starts
 * on the session's first news (a server never gives any, and renders no favourite): a signed-in customer's is the
 * server's; else this store view's saved one; else one saved for another store view, looked up by identifier;
 * else (or when that lookup finds nothing) the store nearest to the device's location. Choosing a store keeps it in
 * the browser and, signed in, on the server. A sign-in looks it up again; a sign-out forgets it.
 * What views read is in favorite-store-selectors.ts: the header's control is in the first load, the chart comes in
 * its own chunk (app.machine.ts).
 */
export const favoriteStoreMachine = setup({
  types: {
    context: {} as FavoriteStoreContext,
    events: {} as FavoriteStoreEvent,
    input: {} as FavoriteStoreInput,
  },
  actors: {
    /** The signed-in customer's favourite on the server (GetFavoriteStore), or null. */
    loadServerFavorite: providedByTheApp<FavoriteStore | null>('loadServerFavorite'),
    /** What the browser keeps for this store view and the others. */
    readSaved: providedByTheApp<SavedFavorites, FavoriteStoreInput>('readSaved'),
    /** A store by identifier (FavoriteStoreFullDetails), or null when it has none. */
    loadStoreDetails: providedByTheApp<FavoriteStore | null, { identifier: string }>('loadStoreDetails'),
    /** The device's location, or null when the shopper refuses it. */
    locate: providedByTheApp<Origin | null>('locate'),
    loadNearest: providedByTheApp<FavoriteStore | null, Origin>('loadNearest'),
    saveFavorite: providedByTheApp<FavoriteStore, { identifier: string }>('saveFavorite'),
  },
  actions: {
    keepSession: assign({ signedIn: (_, params: Session) => params.signedIn }),
    keepStore: assign({ store: (_, params: { store: FavoriteStore }) => params.store, saveFailed: false }),
    markSaveFailed: assign({ saveFailed: true }),
    forget: assign({ store: null, saveFailed: false }),
    keepElsewhere: assign({ elsewhere: (_, params: SavedFavorites) => params.elsewhere }),
    keepOrigin: assign({ origin: (_, params: { origin: Origin | null }) => params.origin }),
    // Browser effects, provided by the app: the `favorite_store_{store_code}` entry.
    storeLocally: (_, _params: { storeCode: string; store: FavoriteStore }) => undefined,
    forgetLocally: (_, _params: { storeCode: string }) => undefined,
  },
  guards: {
    signsIn: (_, params: Session) => params.signedIn,
    signsOut: ({ context }, params: Session) => context.signedIn && !params.signedIn,
    isSignedIn: ({ context }) => context.signedIn,
    isFound: (_, params: { store: FavoriteStore | null }) => params.store !== null,
    savedHere: (_, params: SavedFavorites) => params.here !== null,
    savedElsewhere: (_, params: SavedFavorites) => params.elsewhere !== null,
    isLocated: (_, params: { origin: Origin | null }) => params.origin !== null,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'favoriteStore',
  context: ({ input }) => ({ ...input, signedIn: false, store: null, saveFailed: false, elsewhere: null, origin: null }),
  initial: 'waiting',
  states: {
    /** Until the session's first news: on a server, for good. */
    waiting: {
      on: {
        'favoriteStore.session': [
          { guard: { type: 'signsIn', params: ({ event }) => event }, target: 'started.askingServer', actions: { type: 'keepSession', params: ({ event }) => event } },
          { target: 'started.readingSaved' },
        ],
      },
    },
    started: {
      on: {
        'favoriteStore.session': [
          { guard: { type: 'signsIn', params: ({ event }) => event }, target: '.askingServer', actions: { type: 'keepSession', params: ({ event }) => event } },
          {
            guard: { type: 'signsOut', params: ({ event }) => event },
            target: '.none',
            actions: [{ type: 'keepSession', params: ({ event }) => event }, 'forget', { type: 'forgetLocally', params: ({ context }) => context }],
          },
        ],
        'favoriteStore.set': [
          { guard: 'isSignedIn', target: '.saving', actions: { type: 'keepStore', params: ({ event }) => event } },
          { target: '.chosen', actions: { type: 'keepStore', params: ({ event }) => event } },
        ],
      },
      initial: 'readingSaved',
      states: {
        askingServer: {
          invoke: {
            id: 'loadServerFavorite',
            src: 'loadServerFavorite',
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ store: event.output }) },
                target: 'chosen',
                actions: { type: 'keepStore', params: ({ event }) => ({ store: event.output! }) },
              },
              { target: 'readingSaved' },
            ],
            onError: 'readingSaved',
          },
          after: { requestTimeout: 'readingSaved' },
        },
        readingSaved: {
          invoke: {
            id: 'readSaved',
            src: 'readSaved',
            input: ({ context }) => ({ storeCode: context.storeCode, otherStoreCodes: context.otherStoreCodes }),
            onDone: [
              {
                guard: { type: 'savedHere', params: ({ event }) => event.output },
                target: 'chosen',
                actions: { type: 'keepStore', params: ({ event }) => ({ store: event.output.here! }) },
              },
              {
                guard: { type: 'savedElsewhere', params: ({ event }) => event.output },
                target: 'lookingUp',
                actions: { type: 'keepElsewhere', params: ({ event }) => event.output },
              },
              { target: 'locating' },
            ],
            onError: 'locating',
          },
          after: { requestTimeout: 'locating' },
        },
        /** The favourite of another store view, as this one names it; gone (no identifier back): the nearest instead. */
        lookingUp: {
          invoke: {
            id: 'loadStoreDetails',
            src: 'loadStoreDetails',
            input: ({ context }) => ({ identifier: context.elsewhere! }),
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ store: event.output }) },
                target: 'chosen',
                actions: { type: 'keepStore', params: ({ event }) => ({ store: event.output! }) },
              },
              { target: 'locating' },
            ],
            onError: 'none',
          },
          after: { requestTimeout: 'none' },
        },
        /** Asking the device where the shopper is; a refusal (logged as a warning) leaves no favourite. */
        locating: {
          invoke: {
            id: 'locate',
            src: 'locate',
            onDone: [
              {
                guard: { type: 'isLocated', params: ({ event }) => ({ origin: event.output }) },
                target: 'findingNearest',
                actions: { type: 'keepOrigin', params: ({ event }) => ({ origin: event.output }) },
              },
              { target: 'none' },
            ],
            onError: 'none',
          },
        },
        findingNearest: {
          invoke: {
            id: 'loadNearest',
            src: 'loadNearest',
            input: ({ context }) => context.origin!,
            onDone: [
              {
                guard: { type: 'isFound', params: ({ event }) => ({ store: event.output }) },
                target: 'chosen',
                actions: { type: 'keepStore', params: ({ event }) => ({ store: event.output! }) },
              },
              { target: 'none' },
            ],
            onError: 'none',
          },
          after: { requestTimeout: 'none' },
        },
        /** Saving a signed-in customer's choice on the server (it is kept in the browser already). */
        saving: {
          entry: { type: 'storeLocally', params: ({ context }) => ({ storeCode: context.storeCode, store: context.store! }) },
          invoke: {
            id: 'saveFavorite',
            src: 'saveFavorite',
            input: ({ context }) => ({ identifier: context.store!.identifier }),
            onDone: 'chosen',
            onError: { target: 'chosen', actions: 'markSaveFailed' },
          },
          // No answer reads as a failed save: kept in the browser, the shopper told; never sent again on its own.
          after: { requestTimeout: { target: 'chosen', actions: 'markSaveFailed' } },
        },
        /** The favourite, whoever chose it, is kept in the browser for the next visit. */
        chosen: { entry: { type: 'storeLocally', params: ({ context }) => ({ storeCode: context.storeCode, store: context.store! }) } },
        none: {},
      },
    },
  },
});

export type FavoriteStoreSnapshot = SnapshotFrom<typeof favoriteStoreMachine>;
export type FavoriteStoreActor = ActorRefFrom<typeof favoriteStoreMachine>;
