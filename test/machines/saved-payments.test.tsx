import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { savedPaymentsMachine } from '../../machines/saved-payments.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { SavedPaymentsPage } from '../../src/app/screens/account/saved-payments-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { SavedCard } from '../../src/domain/saved-cards';
import { CARDS_OFFLINE, TOKEN_NOT_FOUND } from '../fixtures/saved-cards';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { savedPaymentsModel } from './saved-payments-models';

/** What the shopper reads of the fixture's cards: the brand as printed, and the expiry as MM/YY. */
const BRANDS: Record<string, string> = { visa: 'Visa', mc: 'Mastercard' };
const EXPIRY: Record<string, string> = { '1111': '03/30', '4444': '11/28' };
const deleteLabel = (card: SavedCard) => `Delete the ${BRANDS[card.brand]} card ending in ${card.last4}`;

async function renderPage() {
  await screenMessages('accountArea', 'en_US');
  const loads = deferredActor<SavedCard[], unknown>();
  const deletes = deferredActor<SavedCard[], { publicHash: string }>();
  // A request that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: page } = asChild(savedPaymentsMachine.provide({ actors: { loadSavedCards: loads.logic, deleteSavedCard: deletes.logic } }), undefined, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'savedPayments', ref: page }}>
      <SavedPaymentsPage />
    </PageActor.Provider>,
    { path: '/saved-payments' },
  );
  return { page, loads, deletes, clock };
}

const FAILURES = new Map<unknown, string>([
  [TOKEN_NOT_FOUND, en['account.error.generic']],
  [CARDS_OFFLINE, en['account.error.network']],
]);

describe('saved payments: every path of its chart, on the page', () => {
  for (const path of pathsOf(savedPaymentsModel)) {
    it(describePath(path), async () => {
      const { page, loads, deletes, clock } = await renderPage();
      let cards: SavedCard[] | null = null;
      let loadFailed = false;
      let asked: SavedCard | null = null;
      let sent = false;
      let deleted: SavedCard | null = null;
      let failure: string | null = null;
      const passLimit = () => act(() => clock.increment(WAIT_LIMITS.requestTimeout));
      await drive(savedPaymentsMachine, path, {
        actual: () => page.getSnapshot(),
        events: {
          'xstate.done.actor.loadSavedCards': ({ output }) => {
            cards = output as SavedCard[];
            loadFailed = false;
            return act(() => loads.resolve(cards!));
          },
          'xstate.error.actor.loadSavedCards': ({ error }) => {
            loadFailed = true;
            return act(() => loads.reject(error));
          },
          retry: () => {
            loadFailed = false;
            fireEvent.click(screen.getByRole('button', { name: en['page.retry'] }));
          },
          'card.delete': ({ publicHash }) => {
            asked = cards!.find((card) => card.publicHash === publicHash)!;
            fireEvent.click(screen.getByRole('button', { name: deleteLabel(asked) }));
          },
          'delete.cancel': () => {
            asked = null;
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.savedPayments.cancel'] }));
          },
          'delete.confirm': () => {
            sent = true;
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.savedPayments.confirm'] }));
          },
          'xstate.done.actor.deleteSavedCard': ({ output }) => {
            cards = output as SavedCard[];
            deleted = asked;
            failure = null;
            asked = null;
            sent = false;
            return act(() => deletes.resolve(cards!));
          },
          'xstate.error.actor.deleteSavedCard': ({ error }) => {
            failure = FAILURES.get(error)!;
            deleted = null;
            asked = null;
            sent = false;
            return act(() => deletes.reject(error));
          },
          // No answer fails as a lost connection: the list with its retry, or the card kept with the network's message.
          'xstate.after.requestTimeout.savedPayments.loading': () => {
            loadFailed = true;
            passLimit();
          },
          'xstate.after.requestTimeout.savedPayments.ready.deleting': () => {
            [failure, deleted, asked, sent] = [en['account.error.network'], null, null, false];
            passLimit();
          },
        },
        expect: (_snapshot, _step, say) => {
          // Behind the open dialog, the page is hidden from assistive technologies: read it all the same.
          const hidden = asked !== null;
          say(`the heading reads “${en['accountPages.savedPayments']}”`);
          if (cards === null) say(loadFailed ? `the alert reads “${en['accountArea.savedPayments.loadFailed']}” with a retry` : 'the page shows its shimmer');
          else {
            const list = cards as SavedCard[];
            say(list.length ? `the cards read ${list.map((card) => `“${BRANDS[card.brand]} •••• ${card.last4}, expiry ${EXPIRY[card.last4]}”`).join(' and ')}, each with its Delete` : `the page reads “${en['accountArea.savedPayments.empty']}”`);
            say(deleted ? `the status reads “The ${BRANDS[(deleted as SavedCard).brand]} card ending in ${(deleted as SavedCard).last4} has been deleted.”` : 'the status is empty');
            say(failure ? `the alert reads “${failure}”` : 'no alert shows');
            if (!asked) say('no dialog shows and nothing was sent');
            else say(`a dialog asks “${en['accountArea.savedPayments.confirmTitle']}” for the ${BRANDS[(asked as SavedCard).brand]} card ending in ${(asked as SavedCard).last4}${sent ? ', its button busy, the deletion sent once' : ', nothing sent'}`);
          }
          expect(screen.getByRole('heading', { level: 1, name: en['accountPages.savedPayments'], hidden })).toBeTruthy();
          const main = document.querySelector('.account-area__page') as HTMLElement;
          if (cards === null) {
            if (loadFailed) {
              expect(within(main).getByRole('alert', { hidden }).textContent).toBe(`${en['accountArea.savedPayments.loadFailed']}${en['page.retry']}`);
            } else {
              expect(main.querySelector('.page-shimmer--savedPayments')).not.toBeNull();
            }
            return;
          }
          // Each card: brand, masked number (read out as "ending in"), expiry, its own Delete.
          const shown = within(main).queryAllByRole('listitem', { hidden });
          expect(shown.map((item) => item.textContent)).toEqual(
            cards.map((card) => `${BRANDS[card.brand]}•••• ${card.last4}ending in ${card.last4}Expiry date: ${EXPIRY[card.last4]}Delete`),
          );
          for (const card of cards) expect(within(main).getByRole('button', { name: deleteLabel(card), hidden })).toBeTruthy();
          expect(within(main).queryByText(en['accountArea.savedPayments.empty']) !== null, 'the empty state').toBe(cards.length === 0);
          expect(within(main).getByRole('status', { hidden }).textContent).toBe(
            deleted ? `The ${BRANDS[(deleted as SavedCard).brand]} card ending in ${(deleted as SavedCard).last4} has been deleted.` : '',
          );
          expect(within(main).queryAllByRole('alert', { hidden }).map((element) => element.textContent)).toEqual(failure ? [failure] : []);
          // The confirmation: nothing sent before the shopper confirms; then one request for that card, the dialog waiting.
          const dialog = screen.queryByRole('alertdialog');
          if (!asked) {
            expect(dialog).toBeNull();
            expect(deletes.waiting).toEqual([]);
            return;
          }
          const card = asked as SavedCard;
          expect(within(dialog!).getByRole('heading', { name: en['accountArea.savedPayments.confirmTitle'] })).toBeTruthy();
          expect(dialog!.textContent).toContain(`The ${BRANDS[card.brand]} card ending in ${card.last4} will no longer be offered at checkout.`);
          if (sent) {
            const busy = within(dialog!).getByRole('button', { name: en['accountArea.savedPayments.deleting'] });
            expect(busy.getAttribute('aria-busy')).toBe('true');
            fireEvent.click(busy);
            expect(deletes.waiting).toEqual([{ publicHash: card.publicHash }]);
          } else {
            expect(deletes.waiting).toEqual([]);
          }
        },
      });
    });
  }
});

describe('saved payments: no card', () => {
  it('says there is none and how to save one, with nothing to delete', async () => {
    const { loads } = await renderPage();
    await act(() => loads.resolve([]));
    const main = document.querySelector('.account-area__page') as HTMLElement;
    expect(within(main).getByText(en['accountArea.savedPayments.empty'])).toBeTruthy();
    expect(within(main).getByText('Tick “Save this card for my next purchases” when you pay for an order, and it will be here for the next one.')).toBeTruthy();
    expect(within(main).queryAllByRole('listitem')).toEqual([]);
    expect(within(main).queryAllByRole('button')).toEqual([]);
  });
});
