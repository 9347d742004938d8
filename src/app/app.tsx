import { Router, type RouterProps } from 'wouter';
import type { Locale } from '../domain/locales';
import { HydrationContext, type Hydration } from './hydration';
import { IntlProvider } from './i18n/intl-provider';
import { RoutedPage } from './screens/routed-page';
import type { Messages } from './services/locale';
import { ErrorBoundary } from './shell/error-boundary';
import { ErrorScreen } from './shell/error-screen';
import { Shell } from './shell/shell';
import { ShellProvider, type AppActor } from './shell/shell-actor';
import { CspNonce } from './ui/csp-nonce';

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** The started app shell actor, its services wired by the caller. */
  app: AppActor;
  /** Where the router reads the location: the browser's by default; memory in tests, a path on a server. */
  router?: Partial<RouterProps>;
  /** The page's CSP nonce, which the <style> elements of CMS content carry. */
  nonce?: string | undefined;
  /** In a browser, the hydration of the server's page, told when the page area has committed its first render. */
  hydration?: Hydration;
}

/** Providers and the shell. A render error outside any page falls back to a bare error screen. */
export function App({ locale, messages, app, router, nonce, hydration }: AppProps) {
  return (
    <HydrationContext.Provider value={hydration ?? null}>
      <CspNonce.Provider value={nonce}>
        <IntlProvider locale={locale} messages={messages}>
          <ErrorBoundary fallback={() => <ErrorScreen />}>
            <ShellProvider value={app}>
              <Router {...router}>
                <Shell>
                  <RoutedPage />
                </Shell>
              </Router>
            </ShellProvider>
          </ErrorBoundary>
        </IntlProvider>
      </CspNonce.Provider>
    </HydrationContext.Provider>
  );
}
