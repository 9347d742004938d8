import { useSelector } from '@xstate/react';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { selectCopyright, selectDrawer, selectMinicartOpen, type AppSnapshot } from '../../../machines/app.machine';
import { selectLayout } from '../../../machines/router.machine';
import { useT } from '../i18n/use-t';
import { hydratedApart } from '../ui/hydrated-apart';
import { CheckoutFooter } from './checkout-footer';
import { CheckoutHeader } from './checkout-header';
import { ErrorBoundary } from './error-boundary';
import { ErrorScreen } from './error-screen';
import { Header } from './header';
import { ShellPanel } from './lazy-panel';
import { PageLoading } from './page-loading';
import { RouteSync } from './route-sync';
import { footerPart, miniCartPanel, navDrawerPanel, toastPart } from './panels';
import { useShell } from './shell-actor';

const selectNavOpen = (snapshot: AppSnapshot) => selectDrawer(snapshot) === 'nav';

/** The default layout's footer: nothing in it is wanted in the first seconds. */
const DefaultFooter = hydratedApart(footerPart.Component);
/** The toasts' live region, empty until a shopper's action adds one. */
const ToastArea = hydratedApart(toastPart.Component);

/**
 * The page shell: header, the routed page (with its own error boundary), footer, panels and toasts. The layout
 * around the page is the router's `selectLayout` (the route table's, spec §2): the default header and footer, or on
 * checkout paths the reduced checkout header and footer on the checkout background.
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const [location, navigate] = useLocation();
  const copyright = useShell(selectCopyright);
  const router = useShell((s) => s.children.router)!;
  const checkout = useSelector(router, selectLayout) === 'checkout';
  return (
    <div className={checkout ? 'shell shell--checkout' : 'shell'}>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <RouteSync />
      {checkout ? <CheckoutHeader /> : <Header />}
      <main id="main" className="shell__main" tabIndex={-1}>
        <ErrorBoundary
          key={location}
          fallback={(reset) => (
            <ErrorScreen
              onHome={() => {
                reset();
                navigate('/');
              }}
            />
          )}
        >
          <Suspense fallback={<PageLoading kind={null} />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      {checkout ? <CheckoutFooter copyright={copyright} now={new Date()} /> : <DefaultFooter />}
      <ShellPanel panel={navDrawerPanel} opened={selectNavOpen} />
      <ShellPanel panel={miniCartPanel} opened={selectMinicartOpen} />
      <ToastArea />
    </div>
  );
}
