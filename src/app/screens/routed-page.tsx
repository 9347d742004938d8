import { Suspense, useContext, useLayoutEffect } from 'react';
import { sameRoutedView, selectRoutedView } from '../../../machines/router.machine';
import { HydrationContext } from '../hydration';
import { screens } from '../routes';
import { InternalError } from '../shell/internal-error';
import { NotFound } from '../shell/not-found';
import { PageLoading } from '../shell/page-loading';
import { PageActor, useRouter } from './page-actor';

/**
 * Tells the page's hydration that what it sits beside has committed (an effect runs after the commit, never on a
 * server): in the commit itself, so that what the shopper typed before reaches the form before any keystroke after.
 */
function Rendered() {
  const hydration = useContext(HydrationContext);
  useLayoutEffect(() => hydration?.rendered(), [hydration]);
  return null;
}

/**
 * The page area (spec §2 generic route resolution): the page the router shows, with its machine; the next one
 * is prepared behind it and replaces it once ready. A shimmer shows only before the first page. Each view tells the
 * page's hydration when it has committed: a screen's boundary hydrates once its code and messages have come.
 */
export function RoutedPage() {
  const view = useRouter(selectRoutedView, sameRoutedView);
  switch (view.state) {
    case 'loading':
      return (
        <>
          <PageLoading kind={view.kind} />
          <Rendered />
        </>
      );
    case 'notFound':
      return (
        <>
          <NotFound />
          <Rendered />
        </>
      );
    case 'failed':
      return (
        <>
          <InternalError />
          <Rendered />
        </>
      );
    case 'page': {
      const Screen = screens[view.kind].Component;
      return (
        <PageActor.Provider value={view}>
          <Suspense fallback={<PageLoading kind={view.kind} />}>
            <Screen />
            <Rendered />
          </Suspense>
        </PageActor.Provider>
      );
    }
  }
}
