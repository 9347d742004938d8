import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { RouterSnapshot } from '../../../machines/router.machine';
import { useShell } from '../shell/shell-actor';

export function useRouter<T>(selector: (snapshot: RouterSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const router = useShell((s) => s.children.router)!;
  return useSelector(router, selector, compare);
}

/** Reads the machine of the page on screen, which the router invoked for this route. */
export function usePageState<S, T>(selector: (snapshot: S) => T): T {
  const page = useRouter((s) => s.children.page as AnyActorRef);
  return useSelector(page, selector as (snapshot: unknown) => T);
}
