import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { PREVIEW_TTL_MS, type Preview } from '../src/domain/preview';
import { providedByTheApp } from './provided';

export type PreviewEvent =
  /** A message from the admin's origin carried a token and a version. */
  | { type: 'preview.received'; preview: Preview }
  /** The stored preview's time is up. */
  | { type: 'preview.expired' };

export interface PreviewInput {
  /** The message that woke the preview up (the page's tiny listener heard it first). */
  received?: Preview | null;
  /** The preview this page read once at start from the tab's storage. */
  stored?: Preview | null;
}

export interface PreviewContext {
  /** A preview to store, then reload with. */
  received: Preview | null;
  /** The preview this page shows, until its time is up. */
  stored: Preview | null;
}

/**
 * An admin's preview in this tab (spec §4 "Preview mode", §9): a message from the admin's origin carrying
 * Authorization and Preview-Version is stored in the tab's session storage and the page reloads. A page that starts
 * with a stored preview has read it once (its requests of CMS pages, blocks and products carry it) and removes it
 * after 10 seconds, so that the next load shows the published content again; then it listens anew. A storage that
 * refuses the preview leaves the page as it is. The browser's parts (the message listener, the storage, the reload,
 * the timer) are the app's actors.
 */
export const previewMachine = setup({
  types: {
    context: {} as PreviewContext,
    events: {} as PreviewEvent,
    input: {} as PreviewInput,
  },
  actors: {
    /** Answers `preview.received` for each valid message from the admin's origin. */
    previewMessages: fromCallback<PreviewEvent>(() => undefined),
    /** Keeps the preview in the tab's session storage; fails when the storage refuses it. */
    storePreview: providedByTheApp<void, Preview>('storePreview'),
    /** Reloads the page, which then starts with the stored preview. */
    reloadPage: fromCallback<PreviewEvent>(() => undefined),
    /** Answers `preview.expired` once `ms` have passed. */
    previewTimer: fromCallback<PreviewEvent, { ms: number }>(() => undefined),
    /** Removes the stored preview (never fails: a storage that refuses has nothing stored). */
    removePreview: fromPromise<void>(async () => undefined),
  },
  actions: {
    keepReceived: assign({ received: (_, params: { preview: Preview }) => params.preview }),
    forgetReceived: assign({ received: null }),
    forgetStored: assign({ stored: null }),
  },
  guards: {
    hasReceived: ({ context }) => context.received !== null,
    hasStored: ({ context }) => context.stored !== null,
  },
}).createMachine({
  id: 'preview',
  context: ({ input }) => ({ received: input.received ?? null, stored: input.stored ?? null }),
  initial: 'listening',
  states: {
    listening: {
      // A page that starts with a message or a stored preview goes on at once.
      always: [
        { guard: 'hasReceived', target: 'storing' },
        { guard: 'hasStored', target: 'previewing' },
      ],
      invoke: { src: 'previewMessages' },
      on: {
        'preview.received': { target: 'storing', actions: { type: 'keepReceived', params: ({ event }) => ({ preview: event.preview }) } },
      },
    },
    storing: {
      invoke: {
        id: 'storePreview',
        src: 'storePreview',
        input: ({ context }) => context.received!,
        onDone: 'reloading',
        onError: { target: 'listening', actions: 'forgetReceived' },
      },
    },
    reloading: {
      invoke: { src: 'reloadPage' },
    },
    previewing: {
      invoke: { src: 'previewTimer', input: { ms: PREVIEW_TTL_MS } },
      on: { 'preview.expired': 'expiring' },
    },
    expiring: {
      invoke: { id: 'removePreview', src: 'removePreview', onDone: { target: 'listening', actions: 'forgetStored' } },
    },
  },
});
