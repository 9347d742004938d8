import { lazy, type ComponentType } from 'react';

/**
 * A component in its own chunk that can be fetched before it is needed: on pointer enter or focus of
 * the control that will show it, so that opening it waits for nothing.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded = false;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = true;
      return component;
    }));
  return {
    Component: lazy(() => preload().then((component) => ({ default: component }))),
    preload,
    /** Once loaded, keep it mounted so that closing can animate. */
    isLoaded: () => loaded,
  };
}
