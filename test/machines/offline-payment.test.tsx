import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { offlinePaymentMachine, type OfflinePaymentActor } from '../../machines/offline-payment.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { OfflinePaymentForm } from '../../src/app/screens/checkout/offline-payment-form';
import type { PaymentMethod } from '../../src/domain/checkout';
import type { OrderDraft, PlacedOrder } from '../../src/domain/payment';
import { CHECKOUT_GENERIC, CHECKOUT_NETWORK } from '../fixtures/checkout';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { offlinePaymentModel } from './checkout-models';

function renderPayment(draft: OrderDraft, methods: PaymentMethod[]) {
  const placeOfflineOrder = deferredActor<PlacedOrder, { draft: OrderDraft; method: string }>();
  // An order that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const payment: OfflinePaymentActor = createActor(offlinePaymentMachine.provide({ actors: { placeOfflineOrder: placeOfflineOrder.logic } }), {
    input: { draft, methods },
    clock,
  }).start();
  renderInShell(<OfflinePaymentForm payment={payment} />);
  return { payment, placeOfflineOrder, clock };
}

/** The shop's names of Magento's offline methods (en_US: Magento's own titles). */
const NAMES: Record<string, string> = { checkmo: en['checkout.offline.checkmo'], banktransfer: en['checkout.offline.banktransfer'] };
const FAILURES = new Map<unknown, string>([
  [CHECKOUT_NETWORK, en['cart.error.network']],
  [CHECKOUT_GENERIC, en['account.error.generic']],
]);

describe('offline payment: every path of its chart, on the payment step', () => {
  for (const path of pathsOf(offlinePaymentModel)) {
    it(describePath(path), async () => {
      const { draft, methods } = path.steps[0]!.state.context as { draft: OrderDraft; methods: PaymentMethod[] };
      const { payment, placeOfflineOrder, clock } = renderPayment(draft, methods);
      // The first method offered is chosen until the shopper picks another.
      let chosen = methods[0]!.code;
      let alert: string | null = null;
      let sent = 0;
      await drive(offlinePaymentMachine, path, {
        actual: () => payment.getSnapshot(),
        events: {
          'method.choose': ({ code }) => {
            chosen = code;
            fireEvent.click(screen.getByRole('radio', { name: NAMES[code] }));
          },
          submit: () => {
            fireEvent.click(screen.getByRole('button', { name: en['checkout.offline.placeOrder'] }));
            if (draft.cartId === '') alert = en['checkout.error.missingCartId'];
            else {
              alert = null;
              sent += 1;
            }
          },
          'xstate.done.actor.placeOfflineOrder': ({ output }) => act(() => placeOfflineOrder.resolve(output as PlacedOrder)),
          'xstate.error.actor.placeOfflineOrder': ({ error }) => {
            alert = FAILURES.get(error)!;
            return act(() => placeOfflineOrder.reject(error));
          },
          // No answer: read as a lost connection, and the order is not asked again until the shopper does.
          'xstate.after.requestTimeout.offlinePayment.placing': () => {
            alert = en['cart.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
            expect(placeOfflineOrder.waiting).toEqual([]);
          },
        },
        expect: (snapshot, _step, say) => {
          if (snapshot.status === 'done') {
            say('the machine ends with the order placed, paid with the method chosen');
            expect(snapshot.output).toEqual({ orderId: '000000007', orderNumber: '000000007', paidWith: { kind: 'offline', code: chosen, title: methods.find((method) => method.code === chosen)!.title } });
            return;
          }
          const placing = snapshot.matches('placing');
          say(`“${NAMES.checkmo}” and “${NAMES.banktransfer}” are offered, “${NAMES[chosen]}” chosen`);
          const radios = screen.getAllByRole('radio') as HTMLInputElement[];
          expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(methods.map((method) => NAMES[method.code]));
          expect(radios.map((radio) => radio.checked)).toEqual(methods.map((method) => method.code === chosen));
          say(alert ? `the step shows the alert “${alert}”` : 'the step shows no alert');
          expect(screen.queryAllByRole('alert').map((node) => node.textContent)).toEqual(alert ? [alert] : []);
          say(placing ? `the button reads “${en['checkout.offline.placingOrder']}” and the order was asked once, with the method chosen` : `the button reads “${en['checkout.offline.placeOrder']}”`);
          expect(screen.getByRole('button', { name: placing ? en['checkout.offline.placingOrder'] : en['checkout.offline.placeOrder'] })).toBeTruthy();
          if (placing) expect(placeOfflineOrder.waiting).toEqual([{ draft, method: chosen }]);
          expect(sent, 'one attempt a submission').toBeGreaterThanOrEqual(placeOfflineOrder.waiting.length);
        },
      });
    });
  }
});
