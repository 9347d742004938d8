import { fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Embed } from '../src/domain/embeds';
import { WAIT_LIMITS } from './wait-limits';

export type EmbedWidgetEvent =
  // Told by the `embedScript` service.
  | { type: 'embed.loaded' }
  | { type: 'embed.failed' }
  /** The shop has no script for this widget (TINTUP_SCRIPT_URL…): its content shows without the widget. */
  | { type: 'embed.unconfigured' }
  /** The page was served without this widget (the shopper came by an in-app link): its CSP refuses the script. */
  | { type: 'embed.blocked' }
  /** The shopper tries again after a failure. */
  | { type: 'retry' };

export interface EmbedWidgetInput {
  embed: Embed;
}

/**
 * A third-party widget of CMS content (spec §3 tintup and trustbeauty): its script loads when the widget is on the
 * page, from the shop's configured address, then fills the widget. A page whose CSP does not allow the script (it
 * was served for another page) is loaded again from the server, which serves it with its widgets' CSP. A failed
 * load can be retried.
 */
export const embedWidgetMachine = setup({
  types: {
    context: {} as EmbedWidgetInput,
    events: {} as EmbedWidgetEvent,
    input: {} as EmbedWidgetInput,
  },
  actors: {
    // A browser service, provided by the app; on a server nothing is told.
    embedScript: fromCallback<EmbedWidgetEvent, EmbedWidgetInput>(() => undefined),
  },
  actions: {
    // A browser effect, provided by the app.
    reloadDocument: () => undefined,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'embedWidget',
  context: ({ input }) => ({ embed: input.embed }),
  initial: 'loading',
  states: {
    loading: {
      invoke: { src: 'embedScript', input: ({ context }) => ({ embed: context.embed }) },
      on: {
        'embed.loaded': 'ready',
        'embed.failed': 'failed',
        'embed.unconfigured': 'unconfigured',
        'embed.blocked': 'reloading',
      },
      // A script host that never answers fails as a failed load: the shopper may try again.
      after: { requestTimeout: 'failed' },
    },
    /** The script has run: the widget is its. */
    ready: {},
    /** No script to load: nothing to wait for, nothing failed, nothing to try again. */
    unconfigured: {},
    failed: {
      on: { retry: 'loading' },
    },
    /** The page loads again from the server. */
    reloading: {
      entry: 'reloadDocument',
    },
  },
});

export type EmbedWidgetSnapshot = SnapshotFrom<typeof embedWidgetMachine>;
export type EmbedWidgetActor = ActorRefFrom<typeof embedWidgetMachine>;

export const selectEmbedState = (s: EmbedWidgetSnapshot): 'loading' | 'ready' | 'failed' | 'unconfigured' =>
  s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('unconfigured') ? 'unconfigured' : 'loading';
