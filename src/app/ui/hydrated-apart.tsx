import { memo, Suspense, type ComponentType } from 'react';

/**
 * A part of a page that React hydrates on its own, after the controls a shopper taps first (a Suspense boundary the
 * server's HTML already filled waits for the browser's idle time; a tap before then hydrates only what it lands in).
 * The part takes no props (it reads its state itself) and sits in a memo, so a re-render around it never hands the
 * boundary new children: a boundary changed before it has hydrated is hydrated at once, in the task of the change,
 * which is the shopper's tap.
 */
export function hydratedApart(Part: ComponentType): ComponentType {
  return memo(function HydratedApart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
}
