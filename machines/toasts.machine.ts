import { and, assign, enqueueActions, setup } from 'xstate';
import type { Toast } from '../src/domain/toast';

/**
 * Toasts (spec §4): added, auto-removed after their timeout, or dismissed by the shopper.
 * Adding a toast with the id of one already shown replaces it and restarts its timer.
 * Toasts arrive already checked by `createToast`, which throws on a bad one.
 */
export type ToastsEvent =
  | { type: 'toast.add'; toast: Toast }
  | { type: 'toast.dismiss'; id: string }
  | { type: 'toast.expire'; id: string };

export const toastsMachine = setup({
  types: {
    context: {} as { toasts: Toast[] },
    events: {} as ToastsEvent,
  },
  actions: {
    addToast: assign({
      toasts: ({ context, event }) => {
        if (event.type !== 'toast.add') return context.toasts;
        return [...context.toasts.filter((t) => t.id !== event.toast.id), event.toast];
      },
    }),
    removeToast: assign({
      toasts: ({ context, event }) =>
        event.type === 'toast.add' ? context.toasts : context.toasts.filter((t) => t.id !== event.id),
    }),
    /** One delayed `toast.expire` per timed toast, keyed by the toast id so a re-add or a dismissal cancels it. */
    scheduleExpiry: enqueueActions(({ event, enqueue }) => {
      if (event.type !== 'toast.add') return;
      const { id, timeout } = event.toast;
      enqueue.cancel(id);
      if (timeout) enqueue.raise({ type: 'toast.expire', id }, { id, delay: timeout });
    }),
    cancelExpiry: enqueueActions(({ event, enqueue }) => {
      if (event.type === 'toast.dismiss') enqueue.cancel(event.id);
    }),
  },
  guards: {
    isShown: ({ context, event }) => event.type !== 'toast.add' && context.toasts.some((t) => t.id === event.id),
    isDismissable: ({ context, event }) =>
      event.type === 'toast.dismiss' && context.toasts.some((t) => t.id === event.id && t.dismissable),
    isOnlyToast: ({ context }) => context.toasts.length === 1,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [] },
  initial: 'empty',
  states: {
    empty: {
      on: {
        'toast.add': { target: 'showing', actions: ['addToast', 'scheduleExpiry'] },
      },
    },
    showing: {
      on: {
        'toast.add': { actions: ['addToast', 'scheduleExpiry'] },
        'toast.dismiss': [
          { guard: and(['isDismissable', 'isOnlyToast']), target: 'empty', actions: ['cancelExpiry', 'removeToast'] },
          { guard: 'isDismissable', actions: ['cancelExpiry', 'removeToast'] },
        ],
        'toast.expire': [
          { guard: and(['isShown', 'isOnlyToast']), target: 'empty', actions: 'removeToast' },
          { guard: 'isShown', actions: 'removeToast' },
        ],
      },
    },
  },
});
