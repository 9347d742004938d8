import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { orderDetailMachine } from '../../machines/order-detail.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { OrderDetailPage } from '../../src/app/screens/orders/order-detail-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { OrderDetail, ReorderOutcome } from '../../src/domain/orders';
import { ORDER } from '../fixtures/orders';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { orderDetailModel, REORDERED_IN_PART, REORDERED_NONE } from './orders-models';

// The issue's order page: lines, addresses, shipping, payment and totals; "Reorder" puts the lines back in the cart
// and the shell's cart refreshes.

function renderDetail() {
  const loadOrder = deferredActor<OrderDetail | null, { number: string }>();
  const reorder = deferredActor<ReorderOutcome, { number: string }>();
  // A request that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: detail, received: shell } = asChild(orderDetailMachine.provide({ actors: { loadOrder: loadOrder.logic, reorder: reorder.logic } }), {
    number: ORDER.number,
  }, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'orderDetail', ref: detail }}>
      <OrderDetailPage />
    </PageActor.Provider>,
    { path: `/order-history/${ORDER.number}` },
  );
  return { detail, shell, loadOrder, reorder, clock };
}

const reorderButton = () =>
  screen.queryByRole('button', { name: new RegExp(`^(${en['accountArea.orderHistory.reorder']}|${en['accountArea.orderHistory.reordering']})$`) });
const text = () => document.body.textContent ?? '';

/** Everything the issue asks the order page to show. */
function expectOrder(order: OrderDetail, say: Say = () => undefined) {
  say(`the order reads “${en['trackOrder.status.processing']}”, “Placed on December 20, 2030”`);
  // Magento answers €9.38 and €14.22 excluding the 5.5 % VAT; the shop shows prices including it.
  say('its lines read “Mélatonine 1 mg” × 2 at €9.90 (€19.80) and “Vitamine C liposomale” (150 g, Citron) × 1 at €15.00');
  say(`the shipping and billing addresses read “12 rue de la République, 69002 Lyon, France”, with “${order.shippingMethod}” and “${order.payment}”`);
  say('the totals read subtotal €34.80, shipping €14.60, grand total €49.40 including €2.58 VAT');
  expect(screen.getByText(en['trackOrder.status.processing'])).toBeTruthy();
  expect(screen.getByText('Placed on December 20, 2030')).toBeTruthy();
  const lines = [...document.querySelectorAll('.order-lines tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
  expect(lines).toEqual([
    ['Mélatonine 1 mgSKU: MELA-1', '2', '€9.90', '€19.80'],
    ['Vitamine C liposomaleContenance: 150 gSaveur: CitronSKU: VITC-150-CIT', '1', '€15.00', '€15.00'],
  ]);
  for (const heading of ['shippingAddress', 'billingAddress', 'shippingMethod', 'payment'] as const) {
    expect(screen.getByRole('heading', { name: en[`accountArea.orderHistory.detail.${heading}`] })).toBeTruthy();
  }
  expect(screen.getAllByText('12 rue de la République')).toHaveLength(2);
  expect(screen.getAllByText('69002 Lyon')).toHaveLength(2);
  expect(screen.getAllByText('France')).toHaveLength(2);
  expect(screen.getByText(order.shippingMethod!)).toBeTruthy();
  expect(screen.getByText(order.payment!)).toBeTruthy();
  const totals = [...document.querySelectorAll('.order-totals__row')].map((row) => row.textContent);
  expect(totals).toEqual([
    `${en['trackOrder.order.subtotalInclTax']}€34.80`,
    `${en['trackOrder.order.shippingInclTax']}€14.60`,
    `${en['trackOrder.order.grandTotal']}€49.40`,
    `${en['trackOrder.order.taxIncluded']}€2.58`,
  ]);
}

const PROBLEM_TEXT = (code: string) => en[`accountArea.orderHistory.problem.${code}` as 'accountArea.orderHistory.problem.UNDEFINED'];

beforeAll(async () => {
  await screenMessages('accountArea', 'en_US');
});

describe('order page: every path of its chart, on the page', () => {
  for (const path of pathsOf(orderDetailModel)) {
    it(describePath(path), async () => {
      const view = renderDetail();
      let order: OrderDetail | null = null;
      let outcome: ReorderOutcome | null = null;
      let reorderFailed = false;
      let refreshes = 0;
      await drive(orderDetailMachine, path, {
        clock: view.clock,
        actual: () => view.detail.getSnapshot(),
        events: {
          'xstate.done.actor.loadOrder': ({ output }) => {
            order = output as OrderDetail | null;
            return act(() => view.loadOrder.resolve(order));
          },
          'xstate.error.actor.loadOrder': ({ error }) => act(() => view.loadOrder.reject(error)),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['accountArea.orderHistory.retry'] })),
          reorder: () => {
            fireEvent.click(reorderButton()!);
            // Never sent twice: a second press while the cart fills does nothing.
            fireEvent.click(reorderButton()!);
            outcome = null;
            reorderFailed = false;
          },
          'xstate.done.actor.reorder': ({ output }) => {
            outcome = output as ReorderOutcome;
            refreshes += 1;
            return act(() => view.reorder.resolve(outcome!));
          },
          'xstate.error.actor.reorder': ({ error }) => {
            reorderFailed = true;
            return act(() => view.reorder.reject(error));
          },
          // No answer reads as a failed reorder, and nothing is sent again on its own.
          'xstate.after.requestTimeout.orderDetail.showing.reordering': () => {
            reorderFailed = true;
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
            expect(view.reorder.waiting).toEqual([]);
          },
        },
        expect: (snapshot, _step, say) => {
          const heading = snapshot.matches('notFound') ? en['accountArea.orderHistory.detail.notFoundTitle'] : `Order # ${ORDER.number}`;
          say(`the heading reads “${heading}” with “${en['accountArea.orderHistory.detail.back']}” linking to /order-history`);
          say(refreshes ? `the shell's cart was asked to refresh ${refreshes} time(s)` : 'the shell’s cart was not asked to refresh');
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
          expect(screen.getByRole('link', { name: en['accountArea.orderHistory.detail.back'] }).getAttribute('href')).toBe('/order-history');
          // The shell's cart is asked to refresh once per reorder that answered, never otherwise.
          expect(view.shell).toEqual(Array.from({ length: refreshes }, () => ({ type: 'shell.cart', request: { type: 'cart.refresh' } })));
          if (snapshot.matches('loading')) {
            say(`the status reads “${en['accountArea.orderHistory.detail.loading']}” and the order was asked once`);
            expect(screen.getByRole('status').textContent).toBe(en['accountArea.orderHistory.detail.loading']);
            expect(view.loadOrder.waiting).toEqual([{ number: ORDER.number }]);
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.orderHistory.detail.failed']}”`);
            expect(screen.getByRole('alert').textContent).toContain(en['accountArea.orderHistory.detail.failed']);
            return;
          }
          if (snapshot.matches('notFound')) {
            say(`the page reads “${en['accountArea.orderHistory.detail.notFound']}” with no Reorder button`);
            expect(text()).toContain(en['accountArea.orderHistory.detail.notFound']);
            expect(reorderButton()).toBeNull();
            return;
          }
          expectOrder(order!, say);
          if (snapshot.matches({ showing: 'reordering' })) {
            say(`the button reads “${en['accountArea.orderHistory.reordering']}” and the reorder was sent once`);
            expect(reorderButton()!.textContent).toBe(en['accountArea.orderHistory.reordering']);
            expect(view.reorder.waiting).toEqual([{ number: ORDER.number }]);
            return;
          }
          expect(reorderButton()!.textContent).toBe(en['accountArea.orderHistory.reorder']);
          expect(text().includes(en['accountArea.orderHistory.reorderFailed'])).toBe(reorderFailed);
          const problems = [...new Set(outcome?.problems ?? [])];
          for (const code of ['INSUFFICIENT_STOCK', 'NOT_SALABLE', 'PRODUCT_NOT_FOUND', 'REORDER_NOT_AVAILABLE', 'UNDEFINED']) {
            expect(text().includes(PROBLEM_TEXT(code)), code).toBe(problems.includes(code as never));
          }
          const allRefused = outcome !== null && outcome.problems.length >= ORDER.lines.length;
          say(`the button reads “${en['accountArea.orderHistory.reorder']}”`);
          if (reorderFailed) say(`the page reads “${en['accountArea.orderHistory.reorderFailed']}”`);
          say(problems.length ? `the page says why: ${problems.map((code) => `“${PROBLEM_TEXT(code)}”`).join(', ')}` : 'no reorder problem is said');
          if (outcome !== null) say(allRefused ? `the page reads “${en['accountArea.orderHistory.reorderNone']}” with no link to the cart` : `the page reads “${en['accountArea.orderHistory.reordered']}” with “${en['accountArea.orderHistory.viewCart']}” linking to /cart`);
          expect(text().includes(en['accountArea.orderHistory.reordered'])).toBe(outcome !== null && !allRefused);
          expect(text().includes(en['accountArea.orderHistory.reorderNone'])).toBe(allRefused);
          expect(screen.queryByRole('link', { name: en['accountArea.orderHistory.viewCart'] })?.getAttribute('href') ?? null)
            .toBe(outcome !== null && !allRefused ? '/cart' : null);
        },
      });
      // The page's checks read many nodes at each step: allow for a loaded machine.
    });
  }
});

describe('order page: reorder outcomes a path does not tell apart', () => {
  async function reorderWith(outcome: ReorderOutcome) {
    const view = renderDetail();
    await act(() => view.loadOrder.resolve(ORDER));
    fireEvent.click(reorderButton()!);
    await act(() => view.reorder.resolve(outcome));
    return view;
  }

  it('some lines refused: the others are in the cart, and why the rest are not', async () => {
    const view = await reorderWith(REORDERED_IN_PART);
    expect(screen.getByText(en['accountArea.orderHistory.reordered'])).toBeTruthy();
    expect(screen.getByText(PROBLEM_TEXT('INSUFFICIENT_STOCK'))).toBeTruthy();
    expect(screen.getByRole('link', { name: en['accountArea.orderHistory.viewCart'] }).getAttribute('href')).toBe('/cart');
    expect(view.shell).toEqual([{ type: 'shell.cart', request: { type: 'cart.refresh' } }]);
  });

  it('every line refused: nothing was added, said once per kind, no way to the cart', async () => {
    await reorderWith(REORDERED_NONE);
    expect(screen.getByText(en['accountArea.orderHistory.reorderNone'])).toBeTruthy();
    expect(screen.getAllByText(PROBLEM_TEXT('PRODUCT_NOT_FOUND'))).toHaveLength(1);
    expect(screen.queryByText(en['accountArea.orderHistory.reordered'])).toBeNull();
    expect(screen.queryByRole('link', { name: en['accountArea.orderHistory.viewCart'] })).toBeNull();
  });
});
