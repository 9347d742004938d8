import type { ActorOptions } from 'xstate';
import { Router } from 'wouter';
import { appMachine } from '../../machines/app.machine';
import type { Locale } from '../domain/locales';
import { IntlProvider } from './i18n/intl-provider';
import { Routes } from './routes';
import type { Messages } from './services/locale';
import { ErrorBoundary } from './shell/error-boundary';
import { ErrorScreen } from './shell/error-screen';
import { Shell } from './shell/shell';
import { ShellActor } from './shell/shell-actor';

export interface AppProps {
  locale: Locale;
  messages: Messages;
  /** The app machine with its browser services provided. */
  logic: typeof appMachine;
  actorOptions?: ActorOptions<typeof appMachine>;
  /** The path to render at, on a server; the browser's location otherwise. */
  ssrPath?: string;
}

/** Providers and the shell. A render error outside any page falls back to a bare error screen. */
export function App({ locale, messages, logic, actorOptions, ssrPath }: AppProps) {
  return (
    <IntlProvider locale={locale} messages={messages}>
      <ErrorBoundary fallback={() => <ErrorScreen />}>
        <ShellActor.Provider logic={logic} {...(actorOptions && { options: actorOptions })}>
          <Router {...(ssrPath !== undefined && { ssrPath })}>
            <Shell>
              <Routes />
            </Shell>
          </Router>
        </ShellActor.Provider>
      </ErrorBoundary>
    </IntlProvider>
  );
}
