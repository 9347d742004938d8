import { Suspense, type ComponentType } from 'react';
import { lazyWithPreload } from '../../ui/lazy';

/**
 * A renderer in its own chunk, for content types the home page does without: a server waits for it; a browser
 * keeps the server's markup of it until its code is there.
 */
export function lazyRenderer<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component } = lazyWithPreload(load);
  return function LazyRenderer(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
