import { useEffect } from 'react';
import { useShellActor } from './shell-actor';

/** Suspense fallback while a screen's code loads: tells the app machine, which drives the loading bar. */
export function PageLoading() {
  const app = useShellActor();
  useEffect(() => {
    app.send({ type: 'page.loading' });
    return () => app.send({ type: 'page.loaded' });
  }, [app]);
  return <div className="page-loading" aria-hidden="true" />;
}
