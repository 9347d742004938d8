import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { communicationsMachine } from '../../machines/communications.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { CommunicationsPage } from '../../src/app/screens/account/communications-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { Communications } from '../../src/domain/profile';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { communicationsModel } from './profile-models';

async function renderPage() {
  await screenMessages('accountArea', 'en_US');
  const load = deferredActor<Communications, unknown>();
  const save = deferredActor<boolean, { isSubscribed: boolean }>();
  // A request that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const page = createActor(communicationsMachine.provide({ actors: { loadCommunications: load.logic, saveSubscription: save.logic } }), { clock }).start();
  renderInShell(
    <PageActor.Provider value={{ kind: 'communications', ref: page }}>
      <CommunicationsPage />
    </PageActor.Provider>,
    { path: '/communications' },
  );
  return { page, load, save, clock };
}

const newsletterSwitch = () => screen.getByRole('switch', { name: en['accountArea.communications.subscribe'] }) as HTMLInputElement;

describe('communications: every path of its chart, on the page', () => {
  for (const path of pathsOf(communicationsModel)) {
    it(describePath(path), async () => {
      const view = await renderPage();
      let communications: Communications | null = null;
      let shownOn = false;
      let said: { text: string; alert: boolean } | null = null;
      await drive(communicationsMachine, path, {
        clock: view.clock,
        actual: () => view.page.getSnapshot(),
        events: {
          'xstate.done.actor.loadCommunications': ({ output }) => {
            communications = output as Communications;
            shownOn = communications.isSubscribed;
            return act(() => view.load.resolve(communications!));
          },
          'xstate.error.actor.loadCommunications': ({ error }) => act(() => view.load.reject(error)),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
          'subscription.set': ({ value }) => {
            fireEvent.click(newsletterSwitch());
            expect(view.save.waiting).toEqual([{ isSubscribed: value }]);
            shownOn = value;
            said = null;
          },
          'xstate.done.actor.saveSubscription': ({ output }) => {
            shownOn = output as boolean;
            said = { text: en[shownOn ? 'accountArea.communications.subscribed' : 'accountArea.communications.unsubscribed'], alert: false };
            return act(() => view.save.resolve(output as boolean));
          },
          'xstate.error.actor.saveSubscription': ({ error }) => {
            shownOn = !shownOn;
            said = { text: en['accountArea.accountInformation.error.network'], alert: true };
            return act(() => view.save.reject(error));
          },
          // No answer reads as a lost connection, and the answer is not sent again on its own.
          'xstate.after.requestTimeout.communications.saving': () => {
            shownOn = !shownOn;
            said = { text: en['accountArea.accountInformation.error.network'], alert: true };
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
            expect(view.save.waiting).toEqual([]);
          },
        },
        expect: (snapshot, _step, say) => {
          say('the heading reads “Communications”');
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Communications');
          if (snapshot.matches('loading')) {
            say('the page shows its loading shimmer and no switch');
            expect(screen.getByTestId('page-shimmer')).toBeTruthy();
            expect(screen.queryByRole('switch')).toBeNull();
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.communications.loadFailed']}” and no switch shows`);
            expect(screen.getByRole('alert').textContent).toBe(en['accountArea.communications.loadFailed']);
            expect(screen.queryByRole('switch')).toBeNull();
            return;
          }
          say(`the newsletter switch is ${shownOn ? 'on' : 'off'}, described by the store’s consent text`);
          say(said ? `the page ${said.alert ? 'alerts' : 'says'} “${said.text}”` : 'no alert shows');
          if (snapshot.matches('saving')) say(`the status reads “${en['accountArea.communications.saving']}”`);
          expect(newsletterSwitch().checked).toBe(shownOn);
          // The store's marketing consent text describes the switch.
          const described = newsletterSwitch().getAttribute('aria-describedby');
          expect(document.getElementById(described!)?.textContent).toBe(communications!.consentText);
          expect(screen.queryByRole('alert')?.textContent ?? null).toBe(said?.alert ? said.text : null);
          const status = screen.queryAllByRole('status').map((element) => element.textContent);
          if (said && !said.alert) expect(status).toContain(said.text);
          if (snapshot.matches('saving')) expect(status).toContain(en['accountArea.communications.saving']);
        },
      });
    });
  }
});
