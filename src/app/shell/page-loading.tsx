import { useEffect } from 'react';
import type { PageKind } from '../../domain/routes';
import { useShellActor } from './shell-actor';

/**
 * What shows while a page resolves or its code loads: a shimmer shaped like the expected page (spec §2), and
 * the app machine is told, which drives the loading bar.
 */
export function PageLoading({ kind }: { kind: PageKind | null }) {
  const app = useShellActor();
  useEffect(() => {
    app.send({ type: 'page.loading' });
    return () => app.send({ type: 'page.loaded' });
  }, [app]);
  return <div className={`page-shimmer page-shimmer--${kind ?? 'page'}`} aria-hidden="true" data-testid="page-shimmer" />;
}
