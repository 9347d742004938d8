import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Content } from '../src/domain/page-builder';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface CmsBlockInput {
  identifier: string;
}

export interface CmsBlockContext extends CmsBlockInput {
  content: Content | null;
}

export type CmsBlockEvent =
  /** Asked again (the shopper is back where the block shows); only a failed load answers. */
  { type: 'retry' };

/**
 * A CMS block the shell shows in its layout (spec §2: the header's hello bar `top-banner`, the checkout footer's
 * `footer-checkout-links-block`): it loads once when made, and shows or fails; a failed load is asked again on
 * `retry`. States where a server may render carry `settled`.
 */
export const cmsBlockMachine = setup({
  types: {
    context: {} as CmsBlockContext,
    events: {} as CmsBlockEvent,
    input: {} as CmsBlockInput,
  },
  actors: {
    loadBlock: providedByTheApp<Content, CmsBlockInput>('loadBlock'),
  },
  actions: {
    keepContent: assign({ content: (_, params: { content: Content }) => params.content }),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'cmsBlock',
  context: ({ input }) => ({ identifier: input.identifier, content: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBlock',
        src: 'loadBlock',
        input: ({ context }) => ({ identifier: context.identifier }),
        onDone: { target: 'shown', actions: { type: 'keepContent', params: ({ event }) => ({ content: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    shown: { tags: 'settled' },
    failed: {
      tags: 'settled',
      on: { retry: 'loading' },
    },
  },
});

export type CmsBlockSnapshot = SnapshotFrom<typeof cmsBlockMachine>;
export type CmsBlockActor = ActorRefFrom<typeof cmsBlockMachine>;

/** The block's content once loaded; nothing while it loads or when it failed. */
export const selectBlockContent = (s: CmsBlockSnapshot): Content | null => (s.matches('shown') ? s.context.content : null);
