import { appMachine } from '../../machines/app.machine';
import { loadingBarMachine } from '../../machines/loading-bar.machine';
import { routerMachine } from '../../machines/router.machine';
import type { Resolution } from '../../src/domain/routes';
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
  input: { location: { path: '/', search: '' } },
  events: () => [
    { type: 'drawer.open', which: 'nav' } as const,
    { type: 'root.next', component: 'CATEGORY' } as const,
    { type: 'error.unhandled', errorId: 'E1' } as const,
  ],
});

/** One answer of the backend for each way a route can go. */
export const RESOLUTIONS: Resolution[] = [
  { type: 'redirect', to: '/omega-3-acides-gras.html', code: 301 },
  { type: 'external', url: 'https://www.example.org/' },
  { type: 'notFound' },
  { type: 'page', page: { kind: 'home' } },
  { type: 'page', page: { kind: 'search' } },
  { type: 'page', page: { kind: 'category', uid: 'NDI=' } },
  { type: 'page', page: { kind: 'product', uid: 'MTA=', urlKey: 'omega-3-epa-dha-marin' } },
  { type: 'page', page: { kind: 'cms', identifier: 'about-us' } },
  { type: 'page', page: { kind: 'pointOfSale', identifier: 'paris-marais' } },
  { type: 'page', page: { kind: 'pointOfSaleList' } },
];

export const routerModel = defineModel({
  name: 'router',
  machine: routerMachine,
  input: { path: '/start.html', search: '' },
  events: (snapshot) => [
    // Another path, and the same path with a new query string.
    { type: 'location.changed' as const, path: snapshot.context.location.path === '/a.html' ? '/b.html' : '/a.html', search: '' },
    { type: 'location.changed' as const, path: snapshot.context.location.path, search: '?page=2' },
    { type: 'route.prefetch' as const, path: '/' },
    ...RESOLUTIONS.map((output) => ({ type: 'xstate.done.actor.resolveRoute' as const, output })),
  ],
});

export const models: Record<string, MachineModel> = {
  app: appModel as MachineModel,
  loadingBar: loadingBarModel as MachineModel,
  router: routerModel as MachineModel,
  toasts: toastsModel as MachineModel,
};
