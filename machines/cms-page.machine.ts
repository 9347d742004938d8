import { assign, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { widgetsOf, type Content } from '../src/domain/page-builder';
import { accordionMachine } from './accordion.machine';
import { blockLinkMachine } from './block-link.machine';
import { sliderMachine } from './slider.machine';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface CmsPageData {
  identifier: string;
  title: string;
  contentHeading: string | null;
  /** The page's content tree, read out of its Page Builder HTML. */
  content: Content;
  metaTitle: string | null;
  metaDescription: string | null;
}

export type CmsPageEvent = { type: 'retry' };

export interface CmsPageContext {
  identifier: string;
  page: CmsPageData | null;
}

/**
 * A CMS page (spec §2 generic route), the home page among them: loads its content, then starts a machine for
 * each widget in it (FAQ accordions, sliders, block links) under the widget's id. A failed load can be retried.
 */
export const cmsPageMachine = setup({
  types: {
    context: {} as CmsPageContext,
    events: {} as CmsPageEvent,
    input: {} as { identifier: string },
  },
  actors: {
    loadCmsPage: providedByTheApp<CmsPageData, { identifier: string }>('loadCmsPage'),
    accordion: accordionMachine,
    slider: sliderMachine,
    blockLink: blockLinkMachine,
  },
  actions: {
    keepPage: assign({ page: (_, params: { page: CmsPageData }) => params.page }),
    startWidgets: enqueueActions(({ enqueue }, params: { content: Content }) => {
      for (const widget of widgetsOf(params.content.nodes)) {
        if (widget.src === 'accordion') enqueue.spawnChild('accordion', { id: widget.id, input: widget.input });
        if (widget.src === 'slider') enqueue.spawnChild('slider', { id: widget.id, input: widget.input });
        if (widget.src === 'blockLink') enqueue.spawnChild('blockLink', { id: widget.id, input: widget.input });
      }
    }),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'cmsPage',
  context: ({ input }) => ({ identifier: input.identifier, page: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCmsPage',
        src: 'loadCmsPage',
        input: ({ context }) => ({ identifier: context.identifier }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
            { type: 'startWidgets', params: ({ event }) => ({ content: event.output.content }) },
          ],
        },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    ready: { tags: 'settled' },
    failed: {
      tags: ['settled', 'failed'],
      on: { retry: 'loading' },
    },
  },
});

export type CmsPageSnapshot = SnapshotFrom<typeof cmsPageMachine>;
export type CmsPageActor = ActorRefFrom<typeof cmsPageMachine>;

export const selectCmsPage = (s: CmsPageSnapshot) => s.context.page;
export const selectCmsFailed = (s: CmsPageSnapshot) => s.matches('failed');

/** The page's head (spec §2): its meta title, else its title, and its meta description. */
export const selectCmsHead = (s: CmsPageSnapshot): { title: string; description: string | null } | null => {
  const page = s.context.page;
  return page ? { title: page.metaTitle || page.title, description: page.metaDescription || null } : null;
};
