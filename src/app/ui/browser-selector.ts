import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * What an actor fed by the browser (its storage, its location, the shopper's preferences) shows: the render that
 * hydrates the server's page shows `serverValue`, as the server did, however early the browser answered; the next
 * render shows the actor's. Without the actor (not started yet), `serverValue` too.
 */
export function useBrowserSelector<A extends AnyActorRef, T>(actor: A | null | undefined, selector: (snapshot: SnapshotFrom<A>) => T, serverValue: T): T {
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = actor?.subscribe(changed);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? selector(actor.getSnapshot() as SnapshotFrom<A>) : serverValue), () => serverValue);
}
