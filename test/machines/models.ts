import { appMachine } from '../../machines/app.machine';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { toastsMachine } from '../../machines/toasts.machine';
import { createToast, OFFLINE_TOAST, ONLINE_TOAST, type ToastInput } from '../../src/domain/toast';
import { defineModel, type MachineModel } from '../harness/model';

// One model per machine of machines/index.ts: the events with payloads each traversal may send. The machine's
// test drives its view through the model's paths; the coverage test counts what those paths reach.

export const loadingBarModel = defineModel({ name: 'loadingBar', machine: loadingBarMachine });

/** A dismissable toast that stays until dismissed. */
export const STICKY_TOAST: ToastInput = { type: 'error', message: 'toast.unexpectedError', debug: 'AB12CD', dismissable: true, timeout: false };

const toastPayloads = [OFFLINE_TOAST, ONLINE_TOAST, STICKY_TOAST].map((input, i) => createToast(input, `toast-${i}`, 0));

export const toastsModel = defineModel({
  name: 'toasts',
  machine: toastsMachine,
  // Timed toasts share one timeout, so they expire in the order they were (re)added: the traversal only lets
  // the first timed toast expire, as a real clock would.
  events: (snapshot) => {
    const shown = snapshot.context.toasts;
    const nextToExpire = shown.find((toast) => toast.timeout !== false);
    return [
      ...toastPayloads.map((toast) => ({ type: 'toast.add' as const, toast })),
      ...shown.map((toast) => ({ type: 'toast.dismiss' as const, id: toast.id })),
      ...(nextToExpire ? [{ type: 'toast.expire' as const, id: nextToExpire.id }] : []),
    ];
  },
});

export const appModel = defineModel({
  name: 'app',
  machine: appMachine,
  events: () => [
    { type: 'drawer.open', which: 'nav' } as const,
    { type: 'root.next', component: 'CATEGORY' } as const,
    { type: 'error.unhandled', errorId: 'E1' } as const,
  ],
});

export const models: Record<string, MachineModel> = {
  app: appModel as MachineModel,
  loadingBar: loadingBarModel as MachineModel,
  toasts: toastsModel as MachineModel,
};
