import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { orderHistoryMachine } from '../../machines/order-history.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { OrderHistoryPage } from '../../src/app/screens/orders/order-history-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { OrderPage, OrderSummary } from '../../src/domain/orders';
import { NO_ORDERS, SHORT_PAGE } from '../fixtures/orders';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { orderHistoryModel } from './orders-models';

// The order history: number, date, status, total of each order, newest first, a page at a time.

/** The fixture's 12 orders, newest first, as the table reads them in English: number, date, status, total. */
const ORDER_ROWS: [number: string, date: string, status: string, total: string][] = [
  ['000000012', 'December 8, 2030', en['trackOrder.status.processing'], '€32.00'],
  ['000000011', 'December 9, 2030', en['trackOrder.status.processing'], '€31.00'],
  ['000000010', 'December 10, 2030', en['trackOrder.status.canceled'], '€30.00'],
  ['000000009', 'December 11, 2030', en['trackOrder.status.processing'], '€29.00'],
  ['000000008', 'December 12, 2030', en['trackOrder.status.processing'], '€28.00'],
  ['000000007', 'December 13, 2030', en['trackOrder.status.processing'], '€27.00'],
  ['000000006', 'December 14, 2030', en['trackOrder.status.processing'], '€26.00'],
  ['000000005', 'December 15, 2030', en['trackOrder.status.canceled'], '€25.00'],
  ['000000004', 'December 16, 2030', en['trackOrder.status.processing'], '€24.00'],
  ['000000003', 'December 17, 2030', en['trackOrder.status.processing'], '€23.00'],
  ['000000002', 'December 18, 2030', en['trackOrder.status.processing'], '€22.00'],
  ['000000001', 'December 19, 2030', en['trackOrder.status.processing'], '€21.00'],
];

function renderHistory() {
  const loadOrders = deferredActor<OrderPage, { page: number; pageSize: number }>();
  // A page of orders that never comes: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: history } = asChild(orderHistoryMachine.provide({ actors: { loadOrders: loadOrders.logic } }), undefined, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'orderHistory', ref: history }}>
      <OrderHistoryPage />
    </PageActor.Provider>,
    { path: '/order-history' },
  );
  return { history, loadOrders, clock };
}

/** The rows of the table as the shopper reads them: number, date, status, total, and where "View Order" leads. */
function rows() {
  // Plain DOM reads: role queries over every row at every step are too slow for the whole chart.
  return [...document.querySelectorAll('tbody tr')].map((row) => {
    const cells = [...row.querySelectorAll('td')];
    const link = row.querySelector('a')!;
    return {
      number: row.querySelector('th[scope="row"]')!.textContent,
      date: cells[0]!.textContent,
      status: cells[1]!.textContent,
      total: cells[2]!.textContent,
      link: `${link.getAttribute('aria-label')} ${link.getAttribute('href')}`,
    };
  });
}

/** The first `count` rows, each with its "View Order" link to its page. */
const expectedRows = (count: number) =>
  ORDER_ROWS.slice(0, count).map(([number, date, status, total]) => ({ number, date, status, total, link: `View order ${number} /order-history/${number}` }));

const moreButton = () => screen.queryByRole('button', { name: new RegExp(`^(${en['accountArea.orderHistory.more']}|${en['accountArea.orderHistory.moreLoading']})$`) });

beforeAll(async () => {
  await screenMessages('accountArea', 'en_US');
});

describe('order history: every path of its chart, on the page', () => {
  for (const path of pathsOf(orderHistoryModel)) {
    it(describePath(path), async () => {
      const view = renderHistory();
      // What the backend answered: what the page shows follows from it.
      let shown: OrderSummary[] = [];
      let total = 0;
      let moreFailed = false;
      await drive(orderHistoryMachine, path, {
        clock: view.clock,
        actual: () => view.history.getSnapshot(),
        events: {
          'xstate.done.actor.loadOrders': ({ output }) => {
            const page = output as OrderPage;
            shown = [...shown, ...page.orders];
            total = page.total;
            moreFailed = false;
            return act(() => view.loadOrders.resolve(page));
          },
          'xstate.error.actor.loadOrders': ({ error }) => {
            if (shown.length) moreFailed = true;
            return act(() => view.loadOrders.reject(error));
          },
          // No answer fails as a failure does: the first page with its retry, a next one with its message.
          'xstate.after.requestTimeout.orderHistory.loading': () => act(() => view.clock.increment(WAIT_LIMITS.requestTimeout)),
          'xstate.after.requestTimeout.orderHistory.showing.loadingMore': () => {
            moreFailed = true;
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['accountArea.orderHistory.retry'] })),
          more: () => {
            fireEvent.click(moreButton()!);
            // A second press while the page comes asks nothing more.
            fireEvent.click(moreButton()!);
          },
        },
        expect: (snapshot, _step, say) => {
          say(`the heading reads “${en['accountPages.orderHistory']}”`);
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['accountPages.orderHistory']);
          if (snapshot.matches('loading')) {
            say(`the status reads “${en['accountArea.orderHistory.loading']}” and the first page of 10 was asked once`);
            expect(screen.getByRole('status').textContent).toBe(en['accountArea.orderHistory.loading']);
            expect(view.loadOrders.waiting).toEqual([{ page: 1, pageSize: 10 }]);
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.orderHistory.loadFailed']}” and no order shows`);
            expect(screen.getByRole('alert').textContent).toContain(en['accountArea.orderHistory.loadFailed']);
            expect(rows()).toEqual([]);
            return;
          }
          if (total === 0) {
            say(`the page reads “${en['accountArea.orderHistory.empty']}” with “${en['accountArea.orderHistory.startShopping']}” linking to the home page, and no table`);
            expect(screen.getByText(en['accountArea.orderHistory.empty'])).toBeTruthy();
            expect(screen.getByRole('link', { name: en['accountArea.orderHistory.startShopping'] }).getAttribute('href')).toBe('/');
            expect(screen.queryByRole('table')).toBeNull();
            return;
          }
          const loadingMore = snapshot.matches({ showing: 'loadingMore' });
          say(`the table shows ${shown.length} orders, newest first (${ORDER_ROWS[0]![0]} to ${ORDER_ROWS[shown.length - 1]![0]}), each with its date, status, total and link, under “${shown.length} of ${total} orders”`);
          if (loadingMore) say(`the button reads “${en['accountArea.orderHistory.moreLoading']}” and page 2 was asked once`);
          else say(shown.length < total ? `the button reads “${en['accountArea.orderHistory.more']}”` : 'no button for more orders shows');
          say(moreFailed ? `the page reads “${en['accountArea.orderHistory.moreFailed']}”` : 'no failure to load more shows');
          expect(rows()).toEqual(expectedRows(shown.length));
          expect(screen.getByText(`${shown.length} of ${total} orders`)).toBeTruthy();
          if (loadingMore) {
            expect(moreButton()!.textContent).toBe(en['accountArea.orderHistory.moreLoading']);
            expect(view.loadOrders.waiting).toEqual([{ page: 2, pageSize: 10 }]);
          } else {
            expect(moreButton()?.textContent ?? null).toBe(shown.length < total ? en['accountArea.orderHistory.more'] : null);
          }
          expect(screen.queryByText(en['accountArea.orderHistory.moreFailed']) !== null).toBe(moreFailed);
        },
      });
    });
  }
});

describe('order history: the answers a path does not tell apart', () => {
  it('no orders: says so and leads to the shop, no table', async () => {
    const view = renderHistory();
    await act(() => view.loadOrders.resolve(NO_ORDERS));
    expect(screen.getByText(en['accountArea.orderHistory.empty'])).toBeTruthy();
    expect(screen.getByRole('link', { name: en['accountArea.orderHistory.startShopping'] }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('one page holds them all: every order, no "More Orders"', async () => {
    const view = renderHistory();
    await act(() => view.loadOrders.resolve(SHORT_PAGE));
    expect(rows()).toEqual(expectedRows(3));
    expect(screen.getByText('3 of 3 orders')).toBeTruthy();
    expect(moreButton()).toBeNull();
  });
});
