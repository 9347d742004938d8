import { Suspense } from 'react';
import type { LazyPanel as Panel } from './panels';

/** Mounts a lazily loaded panel once it is wanted; it stays mounted afterwards so that closing animates. */
export function LazyPanel({ panel, open }: { panel: Panel; open: boolean }) {
  if (!open && !panel.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <panel.Component />
    </Suspense>
  );
}
