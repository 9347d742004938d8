import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { Actor } from 'xstate';
import type { appMachine, AppSnapshot } from '../../../machines/app.machine';

export type AppActor = Actor<typeof appMachine>;

// The app shell actor is created by whoever renders the app (the browser entry, a test, a server render)
// and handed down here, so its services and clock are chosen there.
const ShellContext = createContext<AppActor | null>(null);

export const ShellProvider = ShellContext.Provider;

export function useShellActor(): AppActor {
  const actor = useContext(ShellContext);
  if (!actor) throw new Error('useShellActor needs a ShellProvider above it.');
  return actor;
}

export function useShell<T>(selector: (snapshot: AppSnapshot) => T): T {
  return useSelector(useShellActor(), selector);
}
