import { useSelector } from '@xstate/react';
import { useT } from '../i18n/use-t';
import { ShellActor } from './shell-actor';
import './loading-bar.css';

/** The page loading bar at the header's bottom: hidden when off, growing while loading, full then fading when done. */
export function LoadingBar() {
  const t = useT();
  const bar = ShellActor.useSelector((s) => s.children.loadingBar);
  const state = useSelector(bar, (s) => (s ? String(s.value) : 'off'));
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
