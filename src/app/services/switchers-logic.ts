import { fromPromise } from 'xstate';
import { switchersMachine, type SavedChoice } from '../../../machines/switchers.machine';
import { load } from './load-data';
import type { BrowserEffects } from './shop-logic';

export { adoptServedStore, currencyChoiceOf } from './store-view';

/**
 * The store and currency switchers' machine with its services: the route lookup, and in a browser the saving and
 * the page load. Its own chunk: only a shop with several store views or currencies loads it.
 */
export function switchersLogic(browser?: BrowserEffects) {
  return browser
    ? switchersMachine.provide({
        actors: {
          storeRoute: load<string, { storeCode: string; path: string; search: string }>((d, input) => d.storeRoute(input)),
          saveChoice: fromPromise<void, SavedChoice>(({ input }) => browser.saveChoice(input)),
          leave: fromPromise<void, { url: string | null }>(async ({ input }) => (input.url === null ? browser.reload() : browser.leave(input.url))),
        },
      })
    : switchersMachine;
}
