import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export type ImageCarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.select'; index: number }
  /** Another set of images (a variant was chosen): back to the first one. */
  | { type: 'carousel.show'; count: number }
  | { type: 'zoom.open' }
  | { type: 'zoom.close' };

export interface ImageCarouselContext {
  /** The image on screen, 0-based. */
  index: number;
  count: number;
}

/**
 * The product image carousel (spec §2): one image on screen, previous/next (both wrap round), a thumbnail per
 * image, and a zoom dialog with the large image. The zoom is modal: thumbnails behind it cannot be chosen,
 * previous/next still work inside it. A new set of images only arrives while browsing (options sit behind the
 * zoom too).
 */
export const imageCarouselMachine = setup({
  types: {
    context: {} as ImageCarouselContext,
    events: {} as ImageCarouselEvent,
    input: {} as { count: number },
  },
  actions: {
    showNext: assign({ index: ({ context }) => (context.index + 1) % context.count }),
    showPrevious: assign({ index: ({ context }) => (context.index - 1 + context.count) % context.count }),
    showImage: assign({ index: (_, params: { index: number }) => params.index }),
    showFirstOf: assign((_, params: { count: number }) => ({ index: 0, count: params.count })),
  },
  guards: {
    hasSeveralImages: ({ context }) => context.count > 1,
    /** An image of the set (a thumbnail of another set, still on its way out, names none). */
    isInSet: ({ context }, params: { index: number }) => params.index >= 0 && params.index < context.count,
    hasImages: ({ context }) => context.count > 0,
  },
}).createMachine({
  id: 'imageCarousel',
  context: ({ input }) => ({ index: 0, count: input.count }),
  on: {
    'carousel.next': { guard: 'hasSeveralImages', actions: 'showNext' },
    'carousel.previous': { guard: 'hasSeveralImages', actions: 'showPrevious' },
  },
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'carousel.select': {
          guard: { type: 'isInSet', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showImage', params: ({ event }) => ({ index: event.index }) },
        },
        'carousel.show': { actions: { type: 'showFirstOf', params: ({ event }) => ({ count: event.count }) } },
        'zoom.open': { guard: 'hasImages', target: 'zoomed' },
      },
    },
    zoomed: {
      on: { 'zoom.close': 'browsing' },
    },
  },
});

export type ImageCarouselSnapshot = SnapshotFrom<typeof imageCarouselMachine>;
export type ImageCarouselActor = ActorRefFrom<typeof imageCarouselMachine>;

export const selectImageIndex = (s: ImageCarouselSnapshot) => s.context.index;
export const selectZoomOpen = (s: ImageCarouselSnapshot) => s.matches('zoomed');
/** Previous/next only make sense with more than one image. */
export const selectCanStep = (s: ImageCarouselSnapshot) => s.can({ type: 'carousel.next' });
