import { Suspense } from 'react';
import { sameRoutedView, selectRoutedView } from '../../../machines/router.machine';
import { screens } from '../routes';
import { InternalError } from '../shell/internal-error';
import { NotFound } from '../shell/not-found';
import { PageLoading } from '../shell/page-loading';
import { PageActor, useRouter } from './page-actor';

/**
 * The page area (spec §2 generic route resolution): the page the router shows, with its machine; the next one
 * is prepared behind it and replaces it once ready. A shimmer shows only before the first page.
 */
export function RoutedPage() {
  const view = useRouter(selectRoutedView, sameRoutedView);
  switch (view.state) {
    case 'loading':
      return <PageLoading kind={view.kind} />;
    case 'notFound':
      return <NotFound />;
    case 'failed':
      return <InternalError />;
    case 'page': {
      const Screen = screens[view.kind].Component;
      return (
        <PageActor.Provider value={view.ref}>
          <Suspense fallback={<PageLoading kind={view.kind} />}>
            <Screen />
          </Suspense>
        </PageActor.Provider>
      );
    }
  }
}
