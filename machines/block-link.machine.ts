import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { widgetsOf, type BlockLinkInput, type Content } from '../src/domain/page-builder';
import { accordionMachine } from './accordion.machine';
import { sliderMachine } from './slider.machine';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type BlockLinkEvent = { type: 'open' } | { type: 'close' } | { type: 'retry' };

export interface BlockLinkContext extends BlockLinkInput {
  content: Content | null;
}

/**
 * A button linking to a CMS block (spec §4): it opens a modal, and the block's content loads on the first open
 * only. Closing while it loads gives up; opening again loads again. The content's own widgets (an FAQ, a slider)
 * get their machines once it has loaded.
 */
export const blockLinkMachine = setup({
  types: {
    context: {} as BlockLinkContext,
    events: {} as BlockLinkEvent,
    input: {} as BlockLinkInput,
  },
  actors: {
    loadBlock: providedByTheApp<Content, BlockLinkInput>('loadBlock'),
    accordion: accordionMachine,
    slider: sliderMachine,
  },
  actions: {
    keepContent: assign({ content: (_, params: { content: Content }) => params.content }),
    startWidgets: enqueueActions(({ enqueue }, params: { content: Content }) => {
      for (const widget of widgetsOf(params.content.nodes)) {
        if (widget.src === 'accordion') enqueue.spawnChild('accordion', { id: widget.id, input: widget.input });
        if (widget.src === 'slider') enqueue.spawnChild('slider', { id: widget.id, input: widget.input });
      }
    }),
  },
  guards: {
    hasContent: ({ context }) => context.content !== null,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'blockLink',
  context: ({ input }) => ({ identifier: input.identifier, content: null }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: [{ guard: 'hasContent', target: 'open.shown' }, { target: 'open.loading' }],
      },
    },
    open: {
      on: { close: 'closed' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadBlock',
            src: 'loadBlock',
            input: ({ context }) => ({ identifier: context.identifier }),
            onDone: {
              target: 'shown',
              actions: [
                { type: 'keepContent', params: ({ event }) => ({ content: event.output }) },
                { type: 'startWidgets', params: ({ event }) => ({ content: event.output }) },
              ],
            },
            onError: 'failed',
          },
          after: { requestTimeout: 'failed' },
        },
        shown: {},
        failed: {
          on: { retry: 'loading' },
        },
      },
    },
  },
});

export type BlockLinkSnapshot = SnapshotFrom<typeof blockLinkMachine>;
export type BlockLinkActor = ActorRefFrom<typeof blockLinkMachine>;

export const selectModalOpen = (s: BlockLinkSnapshot) => s.matches('open');
/** What the open modal holds: a shimmer while the block loads, an error with a retry, or the block's content. */
export const selectBlockView = (s: BlockLinkSnapshot): 'loading' | 'failed' | 'content' =>
  s.matches({ open: 'loading' }) ? 'loading' : s.matches({ open: 'failed' }) ? 'failed' : 'content';
