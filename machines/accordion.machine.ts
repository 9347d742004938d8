import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { initiallyOpen, toggleSection, type AccordionInput } from '../src/domain/page-builder';

export type AccordionEvent = { type: 'section.toggle'; index: number };

export interface AccordionContext {
  count: number;
  multiple: boolean;
  /** Open sections, by index, in order. */
  open: number[];
}

/**
 * An accordion (spec §4), such as the FAQ of CMS content: each section open or closed. Toggling an open section
 * closes it; when only one section may be open, opening one closes the others. Sections flagged open are open at
 * start (only the first of them when one at a time).
 */
export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    input: {} as AccordionInput,
  },
  actions: {
    toggleSection: assign({
      open: ({ context }, params: { index: number }) => toggleSection(context.open, params.index, context.multiple),
    }),
  },
  guards: {
    isSection: ({ context }, params: { index: number }) => Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
  },
}).createMachine({
  id: 'accordion',
  context: ({ input }) => ({ count: input.count, multiple: input.multiple, open: initiallyOpen(input) }),
  initial: 'active',
  states: {
    active: {
      on: {
        'section.toggle': {
          guard: { type: 'isSection', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'toggleSection', params: ({ event }) => ({ index: event.index }) },
        },
      },
    },
  },
});

export type AccordionSnapshot = SnapshotFrom<typeof accordionMachine>;
export type AccordionActor = ActorRefFrom<typeof accordionMachine>;

export const selectOpenSections = (s: AccordionSnapshot) => s.context.open;
