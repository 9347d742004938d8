import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { cardPaymentMachine, type CardPaymentActor } from '../../machines/card-payment.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { PaymentForm } from '../../src/app/screens/checkout/payment-step';
import { threeDSFrameActor } from '../../src/app/services/three-ds';
import type { Card, CardField } from '../../src/domain/card';
import type { CardChoice, OrderDraft, PaymentResult, PlacedOrder } from '../../src/domain/payment';
import type { SavedCard } from '../../src/domain/saved-cards';
import { MASTERCARD, VISA } from '../fixtures/saved-cards';
import { AUTHORISED, CARD_GOOD, CHALLENGE, CHECKOUT_GENERIC, CHECKOUT_NETWORK, CHECKOUT_REFUSED, DRAFT, ORDER, UNUSABLE } from '../fixtures/checkout';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { cardPaymentModel, CUSTOMER_DRAFT, TODAY } from './checkout-models';

type Typed = Record<CardField, string>;

/**
 * The card's checks as the shop promises them: required, Luhn over 12–19 digits, an expiry not passed, 3–4 digits;
 * a saved card asks its security code only.
 */
function specErrors(typed: Typed, saved = false): Record<CardField, string | null> {
  const digits = typed.number.replace(/\s/g, '');
  const luhn = [...digits].reverse().reduce((sum, char, i) => {
    const d = Number(char) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0);
  const [month, year] = typed.expiry.split('/').map(Number);
  const required = (value: string) => (value.trim() === '' ? 'Is required.' : null);
  const cvc = required(typed.cvc) ?? (/^\d{3,4}$/.test(typed.cvc) ? null : en['validation.cardCvc']);
  if (saved) return { holderName: null, number: null, expiry: null, cvc };
  return {
    holderName: required(typed.holderName),
    number: required(typed.number) ?? (/^\d{12,19}$/.test(digits) && luhn % 10 === 0 ? null : en['validation.cardNumber']),
    // Today is 25 November 2026: 10/26 has passed, 03/30 has not.
    expiry: required(typed.expiry) ?? (2000 + year! > 2026 || (2000 + year! === 2026 && month! >= 11) ? null : en['validation.cardExpiry']),
    cvc,
  };
}

const cardOf = (typed: Typed): Card => ({ holderName: typed.holderName, number: typed.number.replace(/\s/g, ''), expiryMonth: typed.expiry.split('/')[0]!, expiryYear: `20${typed.expiry.split('/')[1]}`, cvc: typed.cvc });

const SHOP = 'http://shop.local';

function renderPayment(draft: OrderDraft, savedCards: SavedCard[] = []) {
  const placeOrder = deferredActor<PlacedOrder, { draft: OrderDraft; payment: CardChoice }>();
  const paymentStatus = deferredActor<PaymentResult, { draft: OrderDraft; order: PlacedOrder }>();
  const paymentDetails = deferredActor<PaymentResult, { draft: OrderDraft; order: PlacedOrder; threeDSResult: string }>();
  const clock = new SimulatedClock();
  const payment: CardPaymentActor = createActor(
    cardPaymentMachine.provide({ actors: { placeOrder: placeOrder.logic, paymentStatus: paymentStatus.logic, paymentDetails: paymentDetails.logic, threeDSFrame: threeDSFrameActor } }),
    { input: { draft, now: TODAY, savedCards }, clock },
  ).start();
  renderInShell(<PaymentForm payment={payment} />);
  return { payment, placeOrder, paymentStatus, paymentDetails, clock };
}

const field = (name: CardField) => screen.getByLabelText(`${en[`field.${name}`]} * ${en['form.required']}`) as HTMLInputElement;
const placeButton = (busy: boolean) => screen.getByRole('button', { name: busy ? en['checkout.placingOrder'] : en['checkout.placeOrder'] });
const messageOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

/** The frame's message, as the provider's page posts it from its own origin. */
const fromFrame = (data: unknown, origin = SHOP) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin })));

const FAILURES = new Map<unknown, string>([
  [CHECKOUT_NETWORK, en['cart.error.network']],
  [CHECKOUT_GENERIC, en['account.error.generic']],
  [CHECKOUT_REFUSED, en['checkout.error.paymentRefused']],
]);

describe('card payment: every path of its chart, on the payment step', () => {
  for (const path of pathsOf(cardPaymentModel)) {
    it(describePath(path), async () => {
      const { draft, savedCards } = path.steps[0]!.state.context as { draft: OrderDraft; savedCards: SavedCard[] };
      const { payment, placeOrder, paymentStatus, paymentDetails, clock } = renderPayment(draft, savedCards);
      /** Nobody answers for that long. */
      const elapse = (ms: number) => act(() => clock.increment(ms));
      const typed: Typed = { holderName: '', number: '', expiry: '', cvc: '' };
      // A saved card is offered first; a customer's new card is saved only if asked.
      let choice: SavedCard | null = savedCards[0] ?? null;
      let store = false;
      let submitted = false;
      let alert: string | null = null;
      let order: PlacedOrder | null = null;
      let threeDSResult = '';
      // The module refused the 3-D Secure step: the status read next tells why.
      let refusedStep = false;
      const notAuthenticated = (result: PaymentResult) => result.resultCode === 'Refused' && result.refusal?.code === '11';
      const answer = (result: PaymentResult) => {
        if (notAuthenticated(result)) alert = en['checkout.error.authenticationFailed'];
        else if (result.resultCode === 'Refused') alert = en['checkout.error.paymentRefused'];
        else if (result.resultCode !== 'Authorised' && !result.action) alert = en['account.error.generic'];
        else alert = null;
      };
      await drive(cardPaymentMachine, path, {
        actual: () => payment.getSnapshot(),
        events: {
          'field.change': ({ field: name, value }) => {
            fireEvent.change(field(name), { target: { value } });
            typed[name] = String(value);
          },
          submit: () => {
            fireEvent.click(placeButton(false));
            submitted = true;
            if (draft.cartId === '') alert = en['checkout.error.missingCartId'];
            else if (Object.values(specErrors(typed, choice !== null)).every((error) => error === null)) alert = null;
          },
          'card.choose': ({ publicHash }) => {
            choice = savedCards.find((card) => card.publicHash === publicHash) ?? null;
            fireEvent.click(screen.getByRole('radio', { name: choice ? /^Visa ending in 1111/ : en['checkout.savedCards.newCard'] }));
          },
          'card.store': () => {
            store = !store;
            fireEvent.click(screen.getByRole('checkbox', { name: en['checkout.savedCards.store'] }));
          },
          'xstate.done.actor.placeOrder': ({ output }) => {
            order = output as PlacedOrder;
            return act(() => placeOrder.resolve(order!));
          },
          'xstate.error.actor.placeOrder': ({ error }) => {
            alert = FAILURES.get(error)!;
            return act(() => placeOrder.reject(error));
          },
          'xstate.done.actor.paymentStatus': ({ output }) => {
            // After a refused step, a failed check lets the same card try again; any other answer is a refusal.
            if (refusedStep) alert = en[notAuthenticated(output as PaymentResult) ? 'checkout.error.authenticationFailed' : 'checkout.error.paymentRefused'];
            else answer(output as PaymentResult);
            refusedStep = false;
            return act(() => paymentStatus.resolve(output as PaymentResult));
          },
          'xstate.error.actor.paymentStatus': ({ error }) => {
            if (error === CHECKOUT_REFUSED || refusedStep) alert = en['checkout.error.paymentRefused'];
            refusedStep = false;
            return act(() => paymentStatus.reject(error));
          },
          'xstate.done.actor.paymentDetails': ({ output }) => {
            answer(output as PaymentResult);
            return act(() => paymentDetails.resolve(output as PaymentResult));
          },
          'xstate.error.actor.paymentDetails': ({ error }) => {
            refusedStep = error === CHECKOUT_REFUSED;
            return act(() => paymentDetails.reject(error));
          },
          'threeDS.result': async (event) => {
            threeDSResult = event.threeDSResult;
            // A message from another origin is not the bank's: ignored.
            await fromFrame({ type: 'threeDS2', threeDSResult: 'FORGED' }, 'http://elsewhere.example');
            await fromFrame({ type: 'threeDS2', threeDSResult });
          },
          'threeDS.error': () => {
            alert = en['account.error.generic'];
            return fromFrame({ type: 'threeDS2', error: 'timeout' });
          },
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['checkout.retry'] })),
          // A wait that runs out ends as the failure the shopper already knows, with its way to try again.
          'xstate.after.requestTimeout.cardPayment.placing': () => {
            alert = en['cart.error.network'];
            elapse(WAIT_LIMITS.requestTimeout);
          },
          'xstate.after.requestTimeout.cardPayment.checkingStatus': () => elapse(WAIT_LIMITS.requestTimeout),
          'xstate.after.requestTimeout.cardPayment.sendingDetails': () => elapse(WAIT_LIMITS.requestTimeout),
          'xstate.after.requestTimeout.cardPayment.readingRefusal': () => {
            alert = en['checkout.error.paymentRefused'];
            refusedStep = false;
            elapse(WAIT_LIMITS.requestTimeout);
          },
          'xstate.after.fingerprintTimeout.cardPayment.identifyingShopper': () => {
            alert = en['account.error.generic'];
            elapse(WAIT_LIMITS.fingerprintTimeout);
          },
          'xstate.after.issuerTimeout.cardPayment.challengingShopper': () => {
            alert = en['account.error.generic'];
            elapse(WAIT_LIMITS.issuerTimeout);
          },
        },
        clock,
        expect: (snapshot, _step, say) => {
          say(choice ? 'only the security code is asked, showing what was typed' : 'the holder, number, expiry and security code fields show what was typed');
          say(submitted ? 'each card field that breaks a rule shows its message under it' : choice ? 'the security code says which card it is for' : 'no field shows a message');
          say(savedCards.length ? `“Visa ending in 1111 Expires 03/30” and “${en['checkout.savedCards.newCard']}” are offered, the ${choice ? 'saved card' : 'new card'} chosen` : 'no saved card is offered');
          say(draft.signedIn && choice === null ? `“${en['checkout.savedCards.store']}” is offered, ${store ? 'ticked' : 'unticked'}` : `“${en['checkout.savedCards.store']}” is not offered`);
          // The card keeps what was typed through everything; its errors show once submitted. A saved card asks its
          // security code only.
          const errors = specErrors(typed, choice !== null);
          for (const name of Object.keys(typed) as CardField[]) {
            if (choice && name !== 'cvc') {
              expect(screen.queryByLabelText(new RegExp(`^${en[`field.${name}`]}`)), name).toBeNull();
              continue;
            }
            expect(field(name).value, name).toBe(typed[name]);
            // Under a saved card's security code, which card it is (its error instead, once shown).
            const hint = choice ? 'The 3 digits on the back of the Visa card ending in 1111.' : null;
            expect(messageOf(field(name)), `${name}'s message`).toBe((submitted ? errors[name] : null) ?? hint);
          }
          // The saved cards and a new card, as choices; the one chosen checked.
          const radios = screen.queryAllByRole('radio') as HTMLInputElement[];
          expect(radios.map((radio) => radio.closest('label')!.textContent)).toEqual(savedCards.length ? ['Visa ending in 1111Expires 03/30', en['checkout.savedCards.newCard']] : []);
          expect(radios.map((radio) => radio.checked)).toEqual(savedCards.length ? [choice !== null, choice === null] : []);
          // "Save this card": a customer's new card only.
          const save = screen.queryByRole('checkbox', { name: en['checkout.savedCards.store'] }) as HTMLInputElement | null;
          expect(save !== null, 'save offered').toBe(draft.signedIn && choice === null);
          if (save) expect(save.checked).toBe(store);
          const interrupted = snapshot.matches('interrupted');
          const alerts = screen.queryAllByRole('alert').map((element) => element.textContent);
          say(alert || interrupted ? `the alerts read ${[alert, interrupted ? en['checkout.interrupted'] : null].filter(Boolean).map((text) => `“${text}”`).join(' and ')}` : 'no alert shows');
          expect(alerts).toEqual([...(alert ? [alert] : []), ...(interrupted ? [`${en['checkout.interrupted']}${en['checkout.retry']}`] : [])]);
          const frames = [...document.querySelectorAll('iframe')].map((frame) => [frame.getAttribute('src'), frame.getAttribute('aria-hidden')]);
          say(snapshot.matches('editing') || interrupted ? 'Place order can be clicked and no bank frame shows' : 'Place order is busy and a second click sends nothing more');
          if (snapshot.matches('editing') || interrupted) {
            expect(placeButton(false).getAttribute('aria-busy')).toBeNull();
            expect(frames).toEqual([]);
            // Whatever was lost or ran out, nothing is sent or asked again until the shopper says so.
            say('nothing is sent to the provider or asked of it until the shopper acts');
            expect([...placeOrder.waiting, ...paymentStatus.waiting, ...paymentDetails.waiting]).toEqual([]);
          } else {
            // Once placing, "Place order" takes no second click.
            expect(placeButton(true).getAttribute('aria-busy')).toBe('true');
            fireEvent.click(placeButton(true));
            expect(placeOrder.waiting.length).toBeLessThanOrEqual(1);
          }
          if (snapshot.matches('placing')) {
            const paid: CardChoice = choice ? { kind: 'saved', card: choice, cvc: typed.cvc } : { kind: 'new', card: cardOf(typed), store: draft.signedIn && store };
            say(choice ? 'the order was sent once with the saved card and its security code' : 'the order was sent once with the card as typed');
            expect(placeOrder.waiting).toEqual([{ draft, payment: paid }]);
          }
          if (snapshot.matches('checkingStatus')) {
            say('the payment’s status was asked once for the order placed');
            expect(paymentStatus.waiting).toEqual([{ draft, order }]);
          }
          if (snapshot.matches('readingRefusal')) {
            say('the step was refused: the payment’s status was asked once, to tell why');
            expect(paymentStatus.waiting).toEqual([{ draft, order }]);
          }
          if (snapshot.matches('sendingDetails')) {
            say('the bank’s 3-D Secure result was sent once');
            expect(paymentDetails.waiting).toEqual([{ draft, order, threeDSResult }]);
          }
          if (snapshot.matches('identifyingShopper')) {
            say(`a hidden fingerprint frame loads and the status reads “${en['checkout.threeDS.identifying']}”`);
            expect(frames).toEqual([['http://shop.local/payment-simulator/3ds/fingerprint?ref=A1', 'true']]);
            expect(screen.getByRole('status').textContent).toBe(en['checkout.threeDS.identifying']);
          }
          if (snapshot.matches('challengingShopper')) {
            say(`the bank’s challenge frame shows with “${en['checkout.threeDS.challenge']}”`);
            expect(frames).toEqual([['http://shop.local/payment-simulator/3ds/challenge?ref=A1', null]]);
            expect(screen.getByText(en['checkout.threeDS.challenge'])).toBeTruthy();
          }
          if (snapshot.matches('authorised')) {
            say('the payment ends with order number 000000007, paid with the Visa ending in 1111 the provider names');
            expect(payment.getSnapshot().output).toEqual({ ...order, orderNumber: '000000007', paidWith: { kind: 'card', brand: 'visa', last4: '1111' } });
          }
        },
      });
    });
  }
});

describe('card payment', () => {
  it('each card field carries its standard autocomplete', () => {
    renderPayment(DRAFT);
    expect((['holderName', 'number', 'expiry', 'cvc'] as const).map((name) => field(name).autocomplete)).toEqual(['cc-name', 'cc-number', 'cc-exp', 'cc-csc']);
  });

  it('sends the card as typed once every check passes', async () => {
    const { placeOrder } = renderPayment(DRAFT);
    for (const [name, value] of Object.entries(CARD_GOOD)) fireEvent.change(field(name as CardField), { target: { value } });
    fireEvent.click(placeButton(false));
    await placeOrder.next();
    expect(placeOrder.waiting).toEqual([
      { draft: DRAFT, payment: { kind: 'new', card: { holderName: 'LEA MARTIN', number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' }, store: false } },
    ]);
  });

  it('a customer pays with a saved card, its security code asked again; or saves a new one', async () => {
    const { placeOrder } = renderPayment(CUSTOMER_DRAFT, [VISA]);
    expect(screen.queryByLabelText(new RegExp(`^${en['field.number']}`))).toBeNull();
    fireEvent.change(field('cvc'), { target: { value: '737' } });
    fireEvent.click(placeButton(false));
    await placeOrder.next();
    expect(placeOrder.waiting).toEqual([{ draft: CUSTOMER_DRAFT, payment: { kind: 'saved', card: VISA, cvc: '737' } }]);
  });

  /** Types a good card (the new card chosen first when saved ones are offered) and places the order. */
  function placeWithNewCard(placed: ReturnType<typeof renderPayment>, store = false) {
    if (screen.queryByRole('radio', { name: en['checkout.savedCards.newCard'] })) fireEvent.click(screen.getByRole('radio', { name: en['checkout.savedCards.newCard'] }));
    for (const [name, value] of Object.entries(CARD_GOOD)) fireEvent.change(field(name as CardField), { target: { value } });
    if (store) fireEvent.click(screen.getByRole('checkbox', { name: en['checkout.savedCards.store'] }));
    fireEvent.click(placeButton(false));
    return placed;
  }
  const TYPED_CARD: Card = { holderName: 'LEA MARTIN', number: '4111111111111111', expiryMonth: '03', expiryYear: '2030', cvc: '737' };

  it('a customer with saved cards may pay with a new card, kept only when they tick the box', async () => {
    for (const store of [false, true]) {
      const { placeOrder, payment } = placeWithNewCard(renderPayment(CUSTOMER_DRAFT, [VISA]), store);
      await placeOrder.next();
      expect(placeOrder.waiting).toEqual([{ draft: CUSTOMER_DRAFT, payment: { kind: 'new', card: TYPED_CARD, store } }]);
      payment.stop();
      cleanup();
    }
  });

  it('an answer this shop cannot act on (a 3-D Secure step without its action) brings the card back with the general error, no bank frame', async () => {
    const { placeOrder, paymentStatus } = placeWithNewCard(renderPayment(DRAFT));
    await act(() => placeOrder.resolve(ORDER));
    await act(() => paymentStatus.resolve(UNUSABLE));
    expect(screen.getByRole('alert').textContent).toBe(en['account.error.generic']);
    expect(document.querySelector('iframe')).toBeNull();
    expect(placeButton(false).getAttribute('aria-busy')).toBeNull();
  });

  it('a lost answer to the bank’s 3-D Secure result keeps the order and asks nothing until the shopper checks again', async () => {
    const { placeOrder, paymentStatus, paymentDetails } = placeWithNewCard(renderPayment(DRAFT));
    await act(() => placeOrder.resolve(ORDER));
    await act(() => paymentStatus.resolve(CHALLENGE));
    await fromFrame({ type: 'threeDS2', threeDSResult: 'THREEDS-RESULT' });
    await act(() => paymentDetails.reject(CHECKOUT_NETWORK));
    expect(screen.getByRole('alert').textContent).toBe(`${en['checkout.interrupted']}${en['checkout.retry']}`);
    expect([...paymentStatus.waiting, ...paymentDetails.waiting]).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: en['checkout.retry'] }));
    await paymentStatus.next();
    expect(paymentStatus.waiting).toEqual([{ draft: DRAFT, order: ORDER }]);
  });

  it('keeps the number of the order placed when the provider’s final answer names none', async () => {
    const { placeOrder, paymentStatus, payment } = placeWithNewCard(renderPayment(DRAFT));
    const numbered: PlacedOrder = { orderId: '7', orderNumber: '000000007' };
    await act(() => placeOrder.resolve(numbered));
    await act(() => paymentStatus.resolve({ ...AUTHORISED, merchantReference: null }));
    expect(payment.getSnapshot().output).toMatchObject({ orderId: '7', orderNumber: '000000007' });
  });

  describe('the order placed says how it was paid (the confirmation shows it)', () => {
    /** Pays as typed (or with the saved card chosen), the provider answering `result`; the payment's output. */
    async function paid(result: PaymentResult, saved?: SavedCard) {
      const { payment, placeOrder, paymentStatus } = renderPayment(saved ? CUSTOMER_DRAFT : DRAFT, saved ? [MASTERCARD, saved] : []);
      if (saved) fireEvent.click(screen.getByRole('radio', { name: new RegExp(`ending in ${saved.last4}`) }));
      const typed = saved ? { cvc: '737' } : { ...CARD_GOOD, number: '5555 5555 5555 4444' };
      for (const [name, value] of Object.entries(typed)) fireEvent.change(field(name as CardField), { target: { value } });
      fireEvent.click(placeButton(false));
      await act(() => placeOrder.resolve(ORDER));
      await act(() => paymentStatus.resolve(result));
      return payment.getSnapshot().output;
    }

    it('with the card the provider names, whatever was typed', async () => {
      expect((await paid(AUTHORISED))?.paidWith).toEqual({ kind: 'card', brand: 'visa', last4: '1111' });
    });

    it('with the saved card chosen when the provider names none', async () => {
      expect((await paid({ ...AUTHORISED, card: null }, VISA))?.paidWith).toEqual({ kind: 'card', brand: 'visa', last4: '1111' });
    });

    it('with the last four digits typed, its brand unknown, when the provider names none', async () => {
      expect((await paid({ ...AUTHORISED, card: null }))?.paidWith).toEqual({ kind: 'card', brand: null, last4: '4444' });
    });
  });
});
