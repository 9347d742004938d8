import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface CmsPageData {
  identifier: string;
  title: string;
  contentHeading: string | null;
  /** Page Builder HTML as the backend stores it. */
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
}

/** A CMS page (spec §2 generic route): loads its content. */
export const cmsPageMachine = setup({
  types: {
    context: {} as { identifier: string; page: CmsPageData | null },
    input: {} as { identifier: string },
  },
  actors: {
    loadCmsPage: fromPromise<CmsPageData, { identifier: string }>(async () => {
      throw new Error('loadCmsPage is provided by the app.');
    }),
  },
}).createMachine({
  id: 'cmsPage',
  context: ({ input }) => ({ identifier: input.identifier, page: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCmsPage',
        input: ({ context }) => ({ identifier: context.identifier }),
        onDone: { target: 'ready', actions: assign({ page: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { tags: 'settled' },
    failed: { tags: 'settled' },
  },
});

export type CmsPageSnapshot = SnapshotFrom<typeof cmsPageMachine>;
