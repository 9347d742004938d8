import { setup } from 'xstate';
import { LOADING_BAR_LINGER_MS } from '../src/domain/constants';

/** The page loading bar at the header's bottom (spec §4): off, loading, done; done lingers, then off. */
export const loadingBarMachine = setup({
  types: {
    events: {} as { type: 'loading.start' } | { type: 'loading.finish' },
  },
  delays: {
    LINGER: LOADING_BAR_LINGER_MS,
  },
}).createMachine({
  id: 'loadingBar',
  initial: 'off',
  states: {
    off: {
      on: { 'loading.start': 'loading' },
    },
    loading: {
      on: { 'loading.finish': 'done' },
    },
    done: {
      after: { LINGER: 'off' },
      on: { 'loading.start': 'loading' },
    },
  },
});
