import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { subscriptionsMachine, type ChangeRequest, type SubscriptionsSnapshot } from '../../machines/subscriptions.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { PageActor } from '../../src/app/screens/page-actor';
import { SubscriptionsPage } from '../../src/app/screens/subscriptions/subscriptions-page';
import type { Subscription } from '../../src/domain/subscriptions';
import { NETWORK_DOWN } from '../fixtures/cart';
import { ACTIVE, NOT_FOUND, PAUSED, SUBSCRIPTIONS } from '../fixtures/subscriptions';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { subscriptionsModel } from './subscriptions-models';

/** The fixture's delivery days and those a skip (30 or 60 days on) leads to, as the page writes them in English. */
const DAYS: Record<string, string> = {
  '2031-01-19': 'January 19, 2031',
  '2031-02-18': 'February 18, 2031',
  '2031-03-20': 'March 20, 2031',
  '2031-04-19': 'April 19, 2031',
  '2031-05-19': 'May 19, 2031',
};
const day = (iso: string) => {
  if (!DAYS[iso]) throw new Error(`No English date written out for ${iso}`);
  return DAYS[iso];
};
const text = (key: keyof typeof en, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), en[key]);

async function renderSubscriptions() {
  await screenMessages('accountArea', 'en_US');
  const loads = deferredActor<Subscription[], { portalToken: string | null }>();
  const changes = deferredActor<Subscription, ChangeRequest>();
  const clock = new SimulatedClock();
  const page = createActor(subscriptionsMachine.provide({ actors: { loadSubscriptions: loads.logic, changeSubscription: changes.logic } }), {
    input: { portalToken: null },
    clock,
  }).start();
  renderInShell(
    <PageActor.Provider value={{ kind: 'subscriptions', ref: page }}>
      <SubscriptionsPage />
    </PageActor.Provider>,
    { path: '/subscriptions' },
  );
  await screen.findByRole('heading', { level: 1, name: en['accountArea.subscriptions.title'] });
  return { page, loads, changes, clock };
}

// `hidden`: the list stays what it is behind the cancellation's dialog (which hides it from the accessibility tree).
const card = (s: Subscription) => screen.getByRole('article', { name: s.productName, hidden: true });
const button = (s: Subscription, key: keyof typeof en) => within(card(s)).queryByRole('button', { name: en[key], hidden: true });
const frequencySelect = (s: Subscription) => document.querySelector<HTMLSelectElement>(`select[name="frequency-${s.id}"]`);

/** A subscription as its card must show it: facts, status, and the actions its status allows. */
function expectCard(s: Subscription, busy: boolean) {
  const shown = card(s);
  expect(within(shown).getByText(en[`accountArea.subscriptions.status.${s.status}`])).toBeTruthy();
  const facts = [...shown.querySelectorAll('dd')].map((dd) => dd.textContent);
  expect(facts).toEqual([String(s.quantity), text('accountArea.subscriptions.every', { days: s.frequency }),
    s.nextDeliveryDate ? day(s.nextDeliveryDate) : en['accountArea.subscriptions.noNext']]);
  const expected = {
    'accountArea.subscriptions.skip': s.status === 'ACTIVE',
    'accountArea.subscriptions.pause': s.status === 'ACTIVE',
    'accountArea.subscriptions.resume': s.status === 'PAUSED',
    'accountArea.subscriptions.cancel': s.status !== 'CANCELED',
  } as const;
  for (const [key, present] of Object.entries(expected)) {
    const found = button(s, key as keyof typeof en);
    if (!busy) expect(found !== null, `${s.productName}: ${key}`).toBe(present);
  }
  expect(frequencySelect(s) !== null).toBe(s.status !== 'CANCELED');
}

describe('subscriptions page: every path of its chart, on the page', () => {
  for (const path of pathsOf(subscriptionsModel)) {
    it(describePath(path), async () => {
      const { page, loads, changes, clock } = await renderSubscriptions();
      // What the shopper sees follows from what the backend answered: the list as it is now.
      let list: Subscription[] = [];
      let sent: ChangeRequest | null = null;
      // The change the backend made last (its notice shows until another is sent), or its refusal.
      let done: ChangeRequest | null = null;
      let refused = false;
      // What the refusal says: the backend's (the subscription is gone), or the network's when no answer came in time.
      let refusal = en['accountArea.subscriptions.error.notFound'];
      await drive(subscriptionsMachine, path, {
        // The list never answers: the clock runs past the wait's limit.
        clock,
        actual: () => page.getSnapshot(),
        events: {
          'xstate.done.actor.loadSubscriptions': async ({ output }) => {
            list = output as Subscription[];
            refused = false;
            await act(() => loads.resolve(list));
          },
          'xstate.error.actor.loadSubscriptions': ({ error }) => act(() => loads.reject(error)),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['accountArea.subscriptions.retry'] })),
          skip: () => {
            fireEvent.click(button(ACTIVE, 'accountArea.subscriptions.skip')!);
            sent = { action: 'skip', id: ACTIVE.id, portalToken: null };
          },
          pause: () => {
            fireEvent.click(button(ACTIVE, 'accountArea.subscriptions.pause')!);
            sent = { action: 'pause', id: ACTIVE.id, portalToken: null };
          },
          resume: () => {
            fireEvent.click(button(PAUSED, 'accountArea.subscriptions.resume')!);
            sent = { action: 'resume', id: PAUSED.id, portalToken: null };
          },
          'frequency.change': ({ frequency }) => {
            fireEvent.change(frequencySelect(ACTIVE)!, { target: { value: String(frequency) } });
            sent = { action: 'changeFrequency', id: ACTIVE.id, frequency, portalToken: null };
          },
          'cancel.ask': () => void fireEvent.click(button(ACTIVE, 'accountArea.subscriptions.cancel')!),
          'cancel.dismiss': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.subscriptions.cancelKeep'] })),
          'cancel.confirm': () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.subscriptions.cancelConfirm'] }));
            sent = { action: 'cancel', id: ACTIVE.id, portalToken: null };
          },
          'xstate.done.actor.changeSubscription': async ({ output }) => {
            const answer = output as Subscription;
            list = list.map((s) => (s.id === answer.id ? answer : s));
            [done, refused] = [sent, false];
            await act(() => changes.resolve(answer));
          },
          'xstate.error.actor.changeSubscription': ({ error }) => {
            [done, refused, refusal] = [null, true, en['accountArea.subscriptions.error.notFound']];
            return act(() => changes.reject(error));
          },
          // The change got no answer: it is not sent again, and the shopper reads the network's message.
          'xstate.after.requestTimeout.subscriptions.changing': () => {
            [done, refused, refusal] = [null, true, en['accountArea.subscriptions.error.network']];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot: SubscriptionsSnapshot, _step, say) => {
          const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
          if (snapshot.matches('loading')) {
            say(`the status reads “${en['accountArea.subscriptions.loading']}” and no subscription shows`);
            expect(screen.getByRole('status').textContent).toBe(en['accountArea.subscriptions.loading']);
            expect(screen.queryByRole('article')).toBeNull();
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.subscriptions.error.network']}” with “${en['accountArea.subscriptions.retry']}”, and no subscription shows`);
            expect(alerts).toEqual([`${en['accountArea.subscriptions.error.network']}${en['accountArea.subscriptions.retry']}`]);
            expect(screen.queryByRole('article')).toBeNull();
            return;
          }
          const busy = snapshot.matches('changing');
          say(`the cards show ${list.map((s) => `“${s.productName}”: ${s.status.toLowerCase()}, ${s.quantity}, every ${s.frequency} days, ${s.nextDeliveryDate ? day(s.nextDeliveryDate) : 'no next delivery'}`).join('; ')}`);
          if (!busy) say('each card offers the actions its status allows, and a frequency select unless canceled');
          for (const s of list) expectCard(s, busy);
          if (busy) {
            say(`the ${sent!.action} was sent once, “${en['accountArea.subscriptions.working']}” shows once, every other action is disabled`);
            // One change at a time: it is on its way, the other actions wait, and a second press sends nothing.
            expect(changes.waiting).toEqual([sent]);
            expect(screen.getAllByText(en['accountArea.subscriptions.working'])).toHaveLength(1);
            const others = screen.getAllByRole('button', { hidden: true }).filter((b) => b.closest('article') && b.textContent !== en['accountArea.subscriptions.working']);
            for (const other of others) expect(other.hasAttribute('disabled') || other.getAttribute('aria-disabled') === 'true' || other.hasAttribute('data-disabled')).toBe(true);
            return;
          }
          say('nothing is being sent');
          say(refused ? `the alert reads “${refusal}”` : 'no alert shows');
          say(snapshot.matches('confirmingCancel') ? `a dialog asks “${en['accountArea.subscriptions.cancelTitle']}” for “${ACTIVE.productName}”` : 'no dialog shows');
          say(done && !refused ? `the status tells the ${(done as ChangeRequest).action} was done` : 'no status notice shows');
          expect(changes.waiting).toEqual([]);
          expect(alerts).toEqual(refused ? [refusal] : []);
          const dialog = screen.queryByRole('alertdialog');
          if (snapshot.matches('confirmingCancel')) {
            expect(within(dialog!).getByRole('heading').textContent).toBe(en['accountArea.subscriptions.cancelTitle']);
            expect(dialog!.textContent).toContain(text('accountArea.subscriptions.cancelText', { product: ACTIVE.productName }));
          } else {
            expect(dialog).toBeNull();
          }
          const notice = screen.queryAllByRole('status').map((s) => s.textContent);
          if (!done || refused) {
            expect(notice).toEqual([]);
          } else {
            const made = done as ChangeRequest;
            const s = list.find((each) => each.id === made.id)!;
            expect(notice).toEqual([text(`accountArea.subscriptions.done.${made.action}`, {
              product: s.productName, date: s.nextDeliveryDate ? day(s.nextDeliveryDate) : '', days: s.frequency,
            })]);
          }
        },
      });
    });
  }
});

describe('subscriptions page', () => {
  it('says so when there is none, with the way to the shop', async () => {
    const { loads } = await renderSubscriptions();
    await act(() => loads.resolve([]));
    expect(screen.getByText(en['accountArea.subscriptions.empty'], { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['accountArea.subscriptions.browse'] }).getAttribute('href')).toBe('/');
  });

  it('sends nothing for the frequency it already has', async () => {
    const { loads, changes, page } = await renderSubscriptions();
    await act(() => loads.resolve(SUBSCRIPTIONS));
    page.send({ type: 'frequency.change', id: ACTIVE.id, frequency: ACTIVE.frequency });
    page.send({ type: 'frequency.change', id: ACTIVE.id, frequency: 45 });
    expect(changes.waiting).toEqual([]);
    expect(page.getSnapshot().value).toBe('ready');
  });

  it('keeps the list as it was when the backend refuses a change (another customer’s subscription)', async () => {
    const { loads, changes } = await renderSubscriptions();
    await act(() => loads.resolve(SUBSCRIPTIONS));
    fireEvent.click(button(ACTIVE, 'accountArea.subscriptions.skip')!);
    await act(() => changes.reject(NOT_FOUND));
    expect(screen.getByRole('alert').textContent).toBe(en['accountArea.subscriptions.error.notFound']);
    expectCard(ACTIVE, false);
  });

  it('a lost connection while loading offers another try', async () => {
    const { loads } = await renderSubscriptions();
    await act(() => loads.reject(NETWORK_DOWN));
    fireEvent.click(screen.getByRole('button', { name: en['accountArea.subscriptions.retry'] }));
    await act(() => loads.resolve(SUBSCRIPTIONS));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});
