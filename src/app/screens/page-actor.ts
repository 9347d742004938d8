import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { AnyActorRef } from 'xstate';
import type { RouterSnapshot } from '../../../machines/router.machine';
import { useShell } from '../shell/shell-actor';

export function useRouter<T>(selector: (snapshot: RouterSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const router = useShell((s) => s.children.router)!;
  return useSelector(router, selector, compare);
}

/** The machine of the page on screen, which the router spawned for it; given by the routed page. */
export const PageActor = createContext<AnyActorRef | null>(null);

export function usePageActor<A extends AnyActorRef>(): A {
  const page = useContext(PageActor);
  if (!page) throw new Error('usePageActor needs the routed page above it.');
  return page as A;
}

/** Reads the machine of the page on screen. */
export function usePageState<S, T>(selector: (snapshot: S) => T): T {
  return useSelector(usePageActor(), selector as (snapshot: unknown) => T);
}
