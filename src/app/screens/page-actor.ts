import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { machines } from '../../../machines/index';
import type { RouterSnapshot } from '../../../machines/router.machine';
import type { ScreenKind } from '../../domain/screens';
import { useShell } from '../shell/shell-actor';
import type { AppScreenOf } from './screens';

export function useRouter<T>(selector: (snapshot: RouterSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  const router = useShell((s) => s.children.router)!;
  return useSelector(router, selector, compare);
}

/** The page on screen and the machine the router spawned for it; given by the routed page. */
export const PageActor = createContext<{ kind: ScreenKind; ref: AnyActorRef } | null>(null);

/** The actor of a screen's machine: its chart's (src/app/screens/screens.ts). */
export type PageActorOf<K extends ScreenKind> = ActorRefFrom<(typeof machines)[AppScreenOf<K>['chart']]>;

/** The machine of the page on screen, which is one of `kinds` (a view shared by screens names each of them). */
export function usePage<K extends ScreenKind>(...kinds: [K, ...K[]]): PageActorOf<K> {
  const page = useContext(PageActor);
  if (!page || !(kinds as ScreenKind[]).includes(page.kind)) throw new Error(`No ${kinds.join('/')} page`);
  return page.ref as PageActorOf<K>;
}

/** Reads the machine of the page on screen. */
export function usePageState<S, T>(selector: (snapshot: S) => T): T {
  const page = useContext(PageActor);
  if (!page) throw new Error('No page');
  return useSelector(page.ref, selector as (snapshot: unknown) => T);
}
