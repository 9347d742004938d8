// Every machine of the shop. The coverage test walks this list; the charts are generated from it.
import { appMachine } from './app.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { routerMachine } from './router.machine';
import { toastsMachine } from './toasts.machine';

export const machines = {
  app: appMachine,
  loadingBar: loadingBarMachine,
  router: routerMachine,
  toasts: toastsMachine,
} as const;

export type MachineName = keyof typeof machines;
