import { useEffect } from 'react';
import { Router, type RouterProps } from 'wouter';
import type { Locale } from '../domain/locales';
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
  /** Called once React has committed the page area's first render (in a browser, the hydration of the server's page). */
  onRendered?: () => void;
}

/**
 * Says when the page area has rendered: beside the routed page, inside the shell's Suspense boundary, whose
 * server HTML React hydrates after the rest of the shell. An effect runs after the commit, and never on a server.
 */
function Rendered({ onRendered }: { onRendered: (() => void) | undefined }) {
  useEffect(() => onRendered?.(), [onRendered]);
  return null;
}

/** Providers and the shell. A render error outside any page falls back to a bare error screen. */
export function App({ locale, messages, app, router, nonce, onRendered }: AppProps) {
  return (
    <CspNonce.Provider value={nonce}>
      <IntlProvider locale={locale} messages={messages}>
        <ErrorBoundary fallback={() => <ErrorScreen />}>
          <ShellProvider value={app}>
            <Router {...router}>
              <Shell>
                <RoutedPage />
                <Rendered onRendered={onRendered} />
              </Shell>
            </Router>
          </ShellProvider>
        </ErrorBoundary>
      </IntlProvider>
    </CspNonce.Provider>
  );
}
