import { assign, enqueueActions, setup } from 'xstate';
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

/** The toast an add brings, and the toast a dismissal or an expiry is about: what the actions and guards act on. */
const withToast = ({ event }: { event: { toast: Toast } }) => ({ toast: event.toast });
const byId = ({ event }: { event: { id: string } }) => ({ id: event.id });

export const toastsMachine = setup({
  types: {
    context: {} as { toasts: Toast[] },
    events: {} as ToastsEvent,
  },
  actions: {
    addToast: assign({ toasts: ({ context }, params: { toast: Toast }) => [...context.toasts.filter((t) => t.id !== params.toast.id), params.toast] }),
    removeToast: assign({ toasts: ({ context }, params: { id: string }) => context.toasts.filter((t) => t.id !== params.id) }),
    /** One delayed `toast.expire` per timed toast, keyed by the toast id so a re-add or a dismissal cancels it. */
    scheduleExpiry: enqueueActions(({ enqueue }, { toast: { id, timeout } }: { toast: Toast }) => {
      enqueue.cancel(id);
      if (timeout) enqueue.raise({ type: 'toast.expire', id }, { id, delay: timeout });
    }),
    cancelExpiry: enqueueActions(({ enqueue }, params: { id: string }) => enqueue.cancel(params.id)),
  },
  guards: {
    isShown: ({ context }, params: { id: string }) => context.toasts.some((t) => t.id === params.id),
    isDismissable: ({ context }, params: { id: string }) => context.toasts.some((t) => t.id === params.id && t.dismissable),
    isEmpty: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [] },
  initial: 'empty',
  states: {
    empty: {
      on: { 'toast.add': { target: 'showing', actions: [{ type: 'addToast', params: withToast }, { type: 'scheduleExpiry', params: withToast }] } },
    },
    showing: {
      // The last toast gone, nothing shows.
      always: { guard: 'isEmpty', target: 'empty' },
      on: {
        'toast.add': { actions: [{ type: 'addToast', params: withToast }, { type: 'scheduleExpiry', params: withToast }] },
        'toast.dismiss': { guard: { type: 'isDismissable', params: byId }, actions: [{ type: 'cancelExpiry', params: byId }, { type: 'removeToast', params: byId }] },
        'toast.expire': { guard: { type: 'isShown', params: byId }, actions: { type: 'removeToast', params: byId } },
      },
    },
  },
});
