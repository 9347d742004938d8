import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { loadingBarMachine } from '../../../machines/loading-bar.machine';
import { useT } from '../i18n/use-t';
import { useShell } from './shell-actor';

/** The page loading bar at the header's bottom, driven by the shell's loading bar actor. */
export function LoadingBar() {
  const bar = useShell((s) => s.children.loadingBar);
  return bar ? <LoadingBarView bar={bar} /> : null;
}

/** Hidden when off; growing while loading; full, then fading, when done. */
export function LoadingBarView({ bar }: { bar: ActorRefFrom<typeof loadingBarMachine> }) {
  const t = useT();
  const state = useSelector(bar, (s) => s.value);
  if (state === 'off') return null;
  return (
    <div
      className="loading-bar"
      data-state={state}
      role="progressbar"
      aria-label={t('loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      {...(state === 'done' && { 'aria-valuenow': 100 })}
    />
  );
}
