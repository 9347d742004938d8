import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyMachineSnapshot, type NonReducibleUnknown } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { favoriteStoreMachine, type FavoriteStoreInput, type FavoriteStoreSnapshot } from '../../machines/favorite-store.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { MakeMyStore } from '../../src/app/screens/stores/make-my-store';
import { FavoriteStoreLink } from '../../src/app/shell/favorite-store-link';
import type { FavoriteStore, Origin, SavedFavorites } from '../../src/domain/favorite-store';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { STORES } from '../fixtures/cms';
import { RIVOLI } from '../fixtures/favorite-store';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { favoriteStoreModel } from './favorite-store-models';

/** The shop with favourites on, in two store views (French, English). */
const CONFIG = { ...STORE_CONFIG, favorite_point_of_sale_enabled: true };
const STORE_VIEWS = [
  { store_code: 'fr', store_name: 'Vitrine FR' },
  { store_code: 'en', store_name: 'Vitrine EN' },
];

/** Each lookup of the favourite's machine, answered by the test. */
function favoriteLookups() {
  return {
    server: deferredActor<FavoriteStore | null, NonReducibleUnknown>(),
    saved: deferredActor<SavedFavorites, FavoriteStoreInput>(),
    details: deferredActor<FavoriteStore | null, { identifier: string }>(),
    locate: deferredActor<Origin | null, NonReducibleUnknown>(),
    nearest: deferredActor<FavoriteStore | null, Origin>(),
    save: deferredActor<FavoriteStore, { identifier: string }>(),
  };
}

/** The app at `path`, favourites on: the favourite's chunk, as the app asks for it on the session's first news. */
function appWithFavorites(
  lookups: ReturnType<typeof favoriteLookups>,
  actions: NonNullable<Parameters<typeof favoriteStoreMachine.provide>[0]['actions']>,
  path: string,
  clock?: SimulatedClock,
) {
  const { server, saved, details, locate, nearest, save } = lookups;
  const favoriteStoreLogic = fromPromise<AnyActorLogic>(async () =>
    favoriteStoreMachine.provide({
      actors: { loadServerFavorite: server.logic, readSaved: saved.logic, loadStoreDetails: details.logic, locate: locate.logic, loadNearest: nearest.logic, saveFavorite: save.logic },
      actions,
    }),
  );
  return createActor(appMachine.provide({ actors: { favoriteStoreLogic } }), {
    input: { location: { path, search: '' }, storeConfig: CONFIG, availableStores: STORE_VIEWS },
    ...(clock && { clock }),
  }).start();
}

describe('favourite store: every path of its chart, in the header and on Rivoli’s page', () => {
  for (const path of pathsOf(favoriteStoreModel)) {
    it(describePath(path), async () => {
      const lookups = favoriteLookups();
      const { server, saved, details, locate, nearest, save } = lookups;
      const storeLocally = vi.fn();
      const forgetLocally = vi.fn();
      // A lookup or a save that never answers: the clock runs past the wait's limit.
      const clock = new SimulatedClock();
      const app = appWithFavorites(lookups, { storeLocally, forgetLocally }, '/stores/paris-rivoli', clock);
      const view = renderInShell(
        <>
          <FavoriteStoreLink />
          <MakeMyStore store={STORES[0]!} />
        </>,
        { app, path: '/stores/paris-rivoli' },
      );
      const favorites = () => app.getSnapshot().context.favoriteStore;
      // Who the shopper is and what the lookups found: the favourite is the last store found or chosen, forgotten
      // on a sign-out; its save to the account may have failed.
      let signedIn = false;
      let store: FavoriteStore | null = null;
      let saveFailed = false;
      const found = (output: unknown) => {
        if (output) [store, saveFailed] = [output as FavoriteStore, false];
      };
      /** A store found by a lookup is kept in the browser under this store view's key. */
      const keptLocally = async (output: unknown, run: () => Promise<void>) => {
        const before = storeLocally.mock.calls.length;
        found(output);
        await act(run);
        expect(storeLocally.mock.calls.length).toBe(output ? before + 1 : before);
        if (output) expect(storeLocally.mock.lastCall![1]).toEqual({ storeCode: 'fr', store: output });
      };
      await drive(favoriteStoreMachine, path, {
        clock,
        // Before the session's first news the app has not asked for the favourite's chunk: the chart's waiting.
        actual: () => favorites()?.getSnapshot() ?? ({ value: 'waiting' } as AnyMachineSnapshot),
        events: {
          // The session tells the shell, which tells the favourite store; a sign-out forgets the saved one.
          'favoriteStore.session': async (event) => {
            const wasSignedIn = signedIn;
            if (wasSignedIn && !event.signedIn) [store, saveFailed] = [null, false];
            signedIn = event.signedIn;
            const forgotten = forgetLocally.mock.calls.length;
            await act(() => app.send({ type: 'session.changed', signedIn: event.signedIn }));
            // The first news brings the favourite's machine, which hears it.
            await waitFor(() => expect(favorites()).not.toBeNull());
            expect(forgetLocally.mock.calls.length).toBe(wasSignedIn && !event.signedIn ? forgotten + 1 : forgotten);
          },
          // Rivoli's "make this my store": the store is kept in the browser at once.
          'favoriteStore.set': () => {
            const before = storeLocally.mock.calls.length;
            fireEvent.click(screen.getByRole('button', { name: 'Make this my store' }));
            [store, saveFailed] = [RIVOLI, false];
            expect(storeLocally.mock.calls.length).toBe(before + 1);
            expect(storeLocally.mock.lastCall![1]).toEqual({ storeCode: 'fr', store: RIVOLI });
          },
          'xstate.done.actor.loadServerFavorite': (event) => keptLocally(event.output, () => server.resolve(event.output as FavoriteStore | null)),
          'xstate.error.actor.loadServerFavorite': (event) => act(() => server.reject(event.error)),
          'xstate.done.actor.readSaved': async (event) => {
            expect(saved.waiting.at(-1)).toEqual({ storeCode: 'fr', otherStoreCodes: ['en'] });
            found((event.output as SavedFavorites).here);
            await act(() => saved.resolve(event.output as SavedFavorites));
          },
          'xstate.error.actor.readSaved': (event) => act(() => saved.reject(event.error)),
          'xstate.done.actor.loadStoreDetails': async (event) => {
            expect(details.waiting.at(-1)).toEqual({ identifier: RIVOLI.identifier });
            await keptLocally(event.output, () => details.resolve(event.output as FavoriteStore | null));
          },
          'xstate.error.actor.loadStoreDetails': (event) => act(() => details.reject(event.error)),
          'xstate.done.actor.locate': (event) => act(() => locate.resolve(event.output as Origin | null)),
          'xstate.error.actor.locate': (event) => act(() => locate.reject(event.error)),
          'xstate.done.actor.loadNearest': async (event) => {
            expect(nearest.waiting.at(-1)).toEqual({ latitude: 48.8606, longitude: 2.3376 });
            await keptLocally(event.output, () => nearest.resolve(event.output as FavoriteStore | null));
          },
          'xstate.error.actor.loadNearest': (event) => act(() => nearest.reject(event.error)),
          'xstate.done.actor.saveFavorite': async (event) => {
            expect(save.waiting.at(-1)).toEqual({ identifier: RIVOLI.identifier });
            await act(() => save.resolve(event.output as FavoriteStore));
          },
          'xstate.error.actor.saveFavorite': (event) => {
            saveFailed = true;
            return act(() => save.reject(event.error));
          },
          // A save with no answer fails as one refused: kept on this device, the shopper told.
          'xstate.after.requestTimeout.favoriteStore.started.saving': () => {
            saveFailed = true;
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        // The header names the favourite (a link to its page) or offers the stores; Rivoli's page offers to choose
        // it, or says it is the shopper's, while it is saved to the account, and when that failed.
        expect: async (s: FavoriteStoreSnapshot, _step, say) => {
          const favourite = store as FavoriteStore | null;
          const current = favourite?.identifier === RIVOLI.identifier;
          const saving = current && s.matches({ started: 'saving' });
          say(favourite ? `the header links “My store: ${favourite.name}” to /stores/${favourite.urlKey}` : 'the header links “Find a store” to /stores');
          say(current ? 'Rivoli’s page reads “This is your store”, with no “Make this my store”' : 'Rivoli’s page offers “Make this my store”');
          if (saving) say('Rivoli’s page reads “Saving to your account…”');
          if (current && saveFailed) say('Rivoli’s page alerts that the store could not be saved to the account');
          const link = await screen.findByRole('link', { name: favourite ? `My store: ${favourite.name}` : 'Find a store' });
          expect(link.getAttribute('href')).toBe(favourite ? `/stores/${favourite.urlKey}` : '/stores');
          await waitFor(() => expect(screen.queryByText('This is your store') !== null).toBe(current));
          expect(screen.queryByRole('button', { name: 'Make this my store' }) !== null).toBe(!current);
          expect(screen.queryByText('Saving to your account…') !== null).toBe(saving);
          expect(screen.queryByRole('alert')?.textContent ?? null).toBe(
            current && saveFailed ? 'Your store is kept on this device but could not be saved to your account.' : null,
          );
        },
      });
      view.unmount();
      app.stop();
    });
  }
});

describe('favourite store: the header’s link as its machine comes', () => {
  it('keeps the server’s link element and changes its text and address', async () => {
    // Only the favourite kept in the browser answers here.
    const lookups = favoriteLookups();
    const app = appWithFavorites(lookups, { storeLocally: () => undefined, forgetLocally: () => undefined }, '/');
    const view = renderInShell(<FavoriteStoreLink />, { app, path: '/' });
    const link = screen.getByRole('link', { name: 'Find a store' });
    await act(() => app.send({ type: 'session.changed', signedIn: false }));
    await waitFor(() => expect(app.getSnapshot().context.favoriteStore).not.toBeNull());
    await act(() => lookups.saved.resolve({ here: RIVOLI, elsewhere: null }));
    // The element the server sent, its text and address now the favourite's.
    expect(await screen.findByRole('link', { name: `My store: ${RIVOLI.name}` })).toBe(link);
    expect(link.getAttribute('href')).toBe(`/stores/${RIVOLI.urlKey}`);
    view.unmount();
    app.stop();
  });
});

describe('favourite store switched off', () => {
  it('shows no header control and no choice on a store page', () => {
    const view = renderInShell(
      <>
        <FavoriteStoreLink />
        <MakeMyStore store={STORES[0]!} />
      </>,
    );
    expect(view.app.getSnapshot().context.favoriteStore).toBeNull();
    expect(view.container.textContent).toBe('');
    view.unmount();
  });
});
