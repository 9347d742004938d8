import { memo, Suspense, type ComponentType } from 'react';

/**
 * A part of the shell that React hydrates on its own, after the header's controls and the page (a Suspense boundary
 * the server's HTML already filled waits for the browser's idle time). The part takes no props and sits in a memo, so
 * a re-render around it never hands the boundary new children: a boundary changed before it has hydrated is hydrated
 * at once, in the task of the change, which is the shopper's tap.
 */
export function hydratedApart(Part: ComponentType): ComponentType {
  const Apart = memo(function HydratedApart() {
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  });
  Apart.displayName = `HydratedApart(${Part.displayName ?? Part.name})`;
  return Apart;
}
