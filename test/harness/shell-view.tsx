import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { ShellProvider, type AppActor } from '../../src/app/shell/shell-actor';
import { inEnglish } from './intl';

/**
 * Renders a shell view in English inside a shell (an app actor, for its links' pre-resolving) on a memory
 * location; the view's own actors are the test's (and the app actor too, when given).
 */
export function renderInShell(ui: ReactElement, { path = '/', app = createActor(appMachine, { input: { location: { path, search: '' } } }).start() }: { path?: string; app?: AppActor } = {}) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    inEnglish(
      <ShellProvider value={app}>
        <Router hook={location.hook}>{ui}</Router>
      </ShellProvider>,
    ),
  );
  return { ...view, app, location };
}
