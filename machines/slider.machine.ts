import { and, assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SliderInput } from '../src/domain/page-builder';

export type SliderEvent =
  | { type: 'slide.next' }
  | { type: 'slide.previous' }
  | { type: 'slide.show'; index: number }
  | { type: 'pointer.enter' }
  | { type: 'pointer.leave' }
  | { type: 'focus.enter' }
  | { type: 'focus.leave' }
  /** The shopper's pause and play button. */
  | { type: 'rotation.stop' }
  | { type: 'rotation.start' }
  /** The shopper's motion preference, told by the motionPreference service at start and on each change. */
  | { type: 'motion.allowed' }
  | { type: 'motion.reduced' };

export interface SliderContext extends SliderInput {
  /** The slide on screen, 0-based. */
  index: number;
  /** The pointer is over the slider. */
  hovered: boolean;
  /** The keyboard focus is inside the slider. */
  focused: boolean;
}

const wrap = (index: number, count: number) => (index + count) % count;

/**
 * A slider of Page Builder content (spec §3 slider): previous/next arrows (wrapping round only when infinite),
 * a dot per slide, and rotation when the slider autoplays. Rotation waits for the shopper's motion preference
 * (a server never learns it, so it never rotates), stops for good with reduced motion or the pause button, and
 * pauses while the pointer or the focus is inside. Rotation always wraps round.
 */
export const sliderMachine = setup({
  types: {
    context: {} as SliderContext,
    events: {} as SliderEvent,
    input: {} as SliderInput,
  },
  actors: {
    // A browser service, provided by the app; on a server nothing is told.
    motionPreference: fromCallback(() => undefined),
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showSlide: assign({ index: (_, params: { index: number }) => params.index }),
    setHovered: assign({ hovered: (_, params: { hovered: boolean }) => params.hovered }),
    setFocused: assign({ focused: (_, params: { focused: boolean }) => params.focused }),
  },
  guards: {
    autoplays: ({ context }) => context.autoplay && context.count > 1,
    isHeld: ({ context }) => context.hovered || context.focused,
    isHovered: ({ context }) => context.hovered,
    isFocused: ({ context }) => context.focused,
    hasNext: ({ context }) => context.count > 1 && (context.infinite || context.index < context.count - 1),
    hasPrevious: ({ context }) => context.count > 1 && (context.infinite || context.index > 0),
    isOtherSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count && params.index !== context.index,
  },
  delays: {
    AUTOPLAY: ({ context }) => context.autoplaySpeed,
  },
}).createMachine({
  id: 'slider',
  context: ({ input }) => ({ ...input, index: 0, hovered: false, focused: false }),
  invoke: { id: 'motionPreference', src: 'motionPreference' },
  on: {
    'slide.next': { guard: 'hasNext', actions: 'showNext' },
    'slide.previous': { guard: 'hasPrevious', actions: 'showPrevious' },
    'slide.show': {
      guard: { type: 'isOtherSlide', params: ({ event }) => ({ index: event.index }) },
      actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
    },
    'pointer.enter': { actions: { type: 'setHovered', params: { hovered: true } } },
    'pointer.leave': { actions: { type: 'setHovered', params: { hovered: false } } },
    'focus.enter': { actions: { type: 'setFocused', params: { focused: true } } },
    'focus.leave': { actions: { type: 'setFocused', params: { focused: false } } },
  },
  initial: 'waiting',
  states: {
    /** Not rotating yet: the motion preference is unknown, or the slider does not autoplay. */
    waiting: {
      on: {
        'motion.allowed': [
          { guard: and(['autoplays', 'isHeld']), target: 'paused' },
          { guard: 'autoplays', target: 'playing' },
        ],
        'motion.reduced': { guard: 'autoplays', target: 'stopped' },
      },
    },
    playing: {
      after: { AUTOPLAY: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        'pointer.enter': { target: 'paused', actions: { type: 'setHovered', params: { hovered: true } } },
        'focus.enter': { target: 'paused', actions: { type: 'setFocused', params: { focused: true } } },
        'rotation.stop': 'stopped',
        'motion.reduced': 'stopped',
      },
    },
    paused: {
      on: {
        'pointer.leave': [
          { guard: 'isFocused', actions: { type: 'setHovered', params: { hovered: false } } },
          { target: 'playing', actions: { type: 'setHovered', params: { hovered: false } } },
        ],
        'focus.leave': [
          { guard: 'isHovered', actions: { type: 'setFocused', params: { focused: false } } },
          { target: 'playing', actions: { type: 'setFocused', params: { focused: false } } },
        ],
        'rotation.stop': 'stopped',
        'motion.reduced': 'stopped',
      },
    },
    /** Stopped by the shopper or by reduced motion; only the shopper starts it again. */
    stopped: {
      on: {
        'rotation.start': [{ guard: 'isHeld', target: 'paused' }, { target: 'playing' }],
      },
    },
  },
});

export type SliderSnapshot = SnapshotFrom<typeof sliderMachine>;
export type SliderActor = ActorRefFrom<typeof sliderMachine>;

export const selectSlide = (s: SliderSnapshot) => s.context.index;
/** Where rotation stands: the view offers pause while it rotates (or pauses), play once stopped. */
export const selectRotation = (s: SliderSnapshot) => s.value;
export const selectCanStep = (s: SliderSnapshot) => ({ next: s.can({ type: 'slide.next' }), previous: s.can({ type: 'slide.previous' }) });
