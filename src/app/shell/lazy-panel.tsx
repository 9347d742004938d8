import { Suspense } from 'react';
import type { AppSnapshot } from '../../../machines/app.machine';
import type { LazyPanel as Panel } from './panels';
import { useShell } from './shell-actor';

/** Mounts a lazily loaded panel once it is wanted; it stays mounted afterwards so that closing animates. */
export function LazyPanel({ panel, open }: { panel: Panel; open: boolean }) {
  if (!open && !panel.isLoaded()) return null;
  return (
    <Suspense fallback={null}>
      <panel.Component />
    </Suspense>
  );
}

/**
 * A shell's panel, opened by the app's state: read here, not by the layout around it, so that opening re-renders this
 * slot and the panel, not the whole shell (a first tap on the menu re-rendered the header and all in it). `whileOpen`:
 * mounted only while open, made anew each time (search, its field focused).
 */
export function ShellPanel({ panel, opened, whileOpen = false }: { panel: Panel; opened: (snapshot: AppSnapshot) => boolean; whileOpen?: boolean }) {
  const open = useShell(opened);
  return whileOpen && !open ? null : <LazyPanel panel={panel} open={open} />;
}
