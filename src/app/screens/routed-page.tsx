import { Suspense } from 'react';
import { sameRoutedView, selectRoutedView } from '../../../machines/router.machine';
import { screens } from '../routes';
import { InternalError } from '../shell/internal-error';
import { NotFound } from '../shell/not-found';
import { PageLoading } from '../shell/page-loading';
import { useRouter } from './page-actor';

/** The page area: whatever the router resolved the location to (spec §2 generic route resolution). */
export function RoutedPage() {
  const view = useRouter(selectRoutedView, sameRoutedView);
  switch (view.state) {
    case 'resolving':
      return <PageLoading kind={view.expected} />;
    case 'notFound':
      return <NotFound />;
    case 'failed':
      return <InternalError />;
    case 'leaving':
      return null;
    case 'page': {
      const Screen = screens[view.kind].Component;
      return (
        <Suspense fallback={<PageLoading kind={view.kind} />}>
          <Screen />
        </Suspense>
      );
    }
  }
}
