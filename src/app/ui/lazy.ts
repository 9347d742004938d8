import { lazy, type ComponentType } from 'react';
import { online, untilDone } from '../services/until-done';

/** A thenable that is already settled: React's lazy reads it at once, where a resolved promise still waits a tick. */
const settled = <T>(value: T) => ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

/**
 * A component in its own chunk that can be fetched before it is needed: on pointer enter or focus of
 * the control that will show it, so that opening it waits for nothing. Once fetched (the router fetches the next
 * screen's code before it shows it), it renders at once: suspending for even a tick would make the Suspense
 * boundary above hide what is on screen and show its fallback in its place. `precached`: the service worker precaches
 * the code, so it is asked for offline too (see `online`).
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>, precached?: boolean) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // Fetched once; a load that failed all the same (the connection dropped on the way) is forgotten, and the next one
  // asks again: a browser that fetches a failed module anew gets it then, one that keeps the failure (Chromium 150 on)
  // fails it again until a reload.
  const fetchOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Asked for once the browser has a connection (see `online`); code already there (or on its way) waits for none.
  const loadOnce = () => loading ?? online(precached).then(fetchOnce);
  // A render waits until the code is there: React's own lazy would keep a failure for the rest of the visit, and the
  // part would never come once the shopper is back online.
  const untilLoaded = () => untilDone(fetchOnce, precached);
  return {
    Component: lazy(() => (loaded ? settled({ default: loaded }) : untilLoaded().then((component) => ({ default: component })))),
    /** Loads the code, or rejects with why it could not (the router shows a failed navigation). */
    load: loadOnce,
    /** Fetches the code ahead of need, a hint: a failure is left to the render that needs it. */
    preload: (): void => void loadOnce().catch(() => undefined),
    /** Once loaded, keep it mounted so that closing can animate. */
    isLoaded: () => loaded !== undefined,
  };
}
