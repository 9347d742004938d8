import { createActorContext } from '@xstate/react';
import { appMachine } from '../../../machines/app.machine';

/** The app shell actor, created by its Provider (one per render tree, so per request once rendered on a server). */
export const ShellActor = createActorContext(appMachine);
