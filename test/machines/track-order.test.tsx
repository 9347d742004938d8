import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { trackOrderMachine } from '../../machines/track-order.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { TrackOrderPage } from '../../src/app/screens/orders/track-order-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { OrderDetail, TrackField, TrackQuery } from '../../src/domain/orders';
import { UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { ORDER, ORDER_NOT_FOUND, SIGN_IN_REQUIRED, TOO_MANY_LOOKUPS } from '../fixtures/orders';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { trackOrderModel } from './orders-models';

// Track my order (issue 11): number, e-mail and billing postcode (Magento 2.4.7) or billing last name (2.4.8) show
// the order's status and lines; a wrong triple gets one message that says nothing of whether the order exists.

type Typed = Record<TrackField, string>;

/** The third field: the billing postcode, or the billing last name where the backend asks it. */
const thirdField = (asksPostcode: boolean) => (asksPostcode ? 'postcode' : 'lastname');

/** Spec §5's texts where it has them, the shop's own for the order number and the French postcode. */
function expectedErrors(typed: Typed, asksPostcode: boolean): Record<TrackField, string | null> {
  const number = typed.number.trim();
  const email = typed.email.trim();
  const postcode = typed.postcode.trim();
  const lastname = typed.lastname.trim();
  return {
    number: number === '' ? en['validation.required'] : /^[A-Za-z0-9-]{1,32}$/.test(number) ? null : en['trackOrder.numberInvalid'],
    email: email === '' ? en['validation.required'] : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : en['validation.email'],
    postcode: !asksPostcode ? null : postcode === '' ? en['validation.required'] : /^\d{5}$/.test(postcode) ? null : en['validation.postcode'],
    lastname: asksPostcode ? null : lastname === '' ? en['validation.required'] : typed.lastname.length <= 255 ? null : en['validation.maxLength'].replace('{value}', '255'),
  };
}

const refusals = (asksPostcode: boolean) => new Map<unknown, string>([
  [ORDER_NOT_FOUND, en[asksPostcode ? 'trackOrder.error.notFound' : 'trackOrder.error.notFoundByLastname']],
  [SIGN_IN_REQUIRED, `${en['trackOrder.error.signInRequired']} ${en['trackOrder.signIn']}`],
  [TOO_MANY_LOOKUPS, en['trackOrder.error.tooManyAttempts']],
  [NETWORK_DOWN, en['trackOrder.error.network']],
  [UNEXPECTED, en['trackOrder.error.generic']],
]);

function renderTrack(asksPostcode?: boolean, prefill?: { number: string; email: string }) {
  const lookUp = deferredActor<OrderDetail, TrackQuery>();
  // A lookup that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: form } = asChild(trackOrderMachine.provide({ actors: { lookUpOrder: lookUp.logic } }), {
    ...(asksPostcode === undefined ? {} : { asksPostcode }),
    ...(prefill ? { prefill } : {}),
  }, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'trackOrder', ref: form }}>
      <TrackOrderPage />
    </PageActor.Provider>,
    { path: '/track-my-order' },
  );
  return { form, lookUp, clock };
}

const labelOf = (name: TrackField) => `${en[`trackOrder.field.${name}`]} * ${en['form.required']}`;
const field = (name: TrackField) => screen.getByLabelText(labelOf(name)) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${en['trackOrder.submit']}|${en['trackOrder.submitting']})$`) });
const messageOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)[0] ?? null;


// The page renders in the account area's messages, loaded with it in the shop.
beforeAll(async () => {
  await screenMessages('accountArea', 'en_US');
});
describe('track my order: every path of its chart, on the page', () => {
  for (const path of pathsOf(trackOrderModel)) {
    const { asksPostcode } = path.steps[0]!.state.context;
    const shown = ['number', 'email', thirdField(asksPostcode)] as const;
    const hidden = thirdField(!asksPostcode);
    const intro = en[asksPostcode ? 'trackOrder.intro' : 'trackOrder.introByLastname'];
    it(`${asksPostcode ? 'by postcode' : 'by last name'}: ${describePath(path)}`, async () => {
      const view = renderTrack(asksPostcode);
      const typed: Typed = { number: '', email: '', postcode: '', lastname: '' };
      let submitted = false;
      let refusal: string | null = null;
      let found: OrderDetail | null = null;
      await drive(trackOrderMachine, path, {
        clock: view.clock,
        actual: () => view.form.getSnapshot(),
        events: {
          'field.change': ({ field: name, value }) => {
            fireEvent.change(field(name), { target: { value } });
            typed[name] = String(value);
            found = null;
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            if (shown.every((name) => !expectedErrors(typed, asksPostcode)[name])) {
              refusal = null;
              found = null;
            }
          },
          'xstate.done.actor.lookUpOrder': ({ output }) => {
            found = output as OrderDetail;
            return act(() => view.lookUp.resolve(found!));
          },
          'xstate.error.actor.lookUpOrder': ({ error }) => {
            refusal = refusals(asksPostcode).get(error)!;
            return act(() => view.lookUp.reject(error));
          },
          // No answer reads as a lost connection; the form keeps what was typed.
          'xstate.after.requestTimeout.trackOrder.submitting': () => {
            refusal = en['trackOrder.error.network'];
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot, _step, say) => {
          const errors = submitted ? expectedErrors(typed, asksPostcode) : { number: null, email: null, postcode: null, lastname: null };
          say(`the heading reads “${en['trackOrder.title']}”, then “${intro}”`);
          for (const name of shown) {
            say(`${en[`trackOrder.field.${name}`]} shows “${typed[name].slice(0, 40)}”${errors[name] ? ` with “${errors[name]}” under it` : ' with no message'}`);
          }
          say(`no field asks the ${en[`trackOrder.field.${hidden}`]}`);
          say(`the e-mail and ${asksPostcode ? 'postcode' : 'last name'} carry their autocomplete`);
          say(refusal ? `the alert reads “${refusal}”` : 'no alert shows');
          say(snapshot.matches('submitting') ? `the button reads “${en['trackOrder.submitting']}”, the trimmed triple (with the ${asksPostcode ? 'postcode' : 'last name'}) was sent once and a second click sends nothing more` : `the button reads “${en['trackOrder.submit']}”`);
          say(found ? `the order “Order # ${ORDER.number}” shows “${en['trackOrder.status.processing']}”, “Placed on December 20, 2030”, and its two lines` : 'no order shows');
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['trackOrder.title']);
          expect(screen.getByText(intro).tagName).toBe('P');
          for (const name of shown) {
            expect(field(name).value, name).toBe(typed[name]);
            expect(messageOf(field(name)), `${name}'s message`).toBe(errors[name]);
          }
          expect(screen.queryByLabelText(labelOf(hidden))).toBeNull();
          expect(field('email').getAttribute('autocomplete')).toBe('email');
          if (asksPostcode) expect(field('postcode').getAttribute('autocomplete')).toBe('billing postal-code');
          else expect([field('lastname').getAttribute('autocomplete'), field('lastname').maxLength]).toEqual(['family-name', 255]);
          // One message above the fields, the same whatever made the triple wrong.
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(refusal ? [refusal] : []);
          if (snapshot.matches('submitting')) {
            expect(submitButton().textContent).toBe(en['trackOrder.submitting']);
            const third = thirdField(asksPostcode);
            const query = [{ number: typed.number.trim(), email: typed.email.trim(), [third]: typed[third].trim() }];
            expect(view.lookUp.waiting).toEqual(query);
            fireEvent.click(submitButton());
            expect(view.lookUp.waiting).toEqual(query);
          } else {
            expect(submitButton().textContent).toBe(en['trackOrder.submit']);
          }
          const result = screen.queryByRole('region', { name: `Order # ${ORDER.number}` });
          if (found) {
            expect(result).not.toBeNull();
            expect(result!.textContent).toContain(en['trackOrder.status.processing']);
            expect(result!.textContent).toContain('Placed on December 20, 2030');
            expect(result!.textContent).toContain('Mélatonine 1 mg');
            expect(result!.textContent).toContain('Vitamine C liposomale');
          } else {
            expect(result).toBeNull();
          }
        },
      });
    });
  }
});

describe('track my order: each refusal in the shop’s words, the fields kept', () => {
  for (const [error, message] of refusals(true)) {
    it(message, async () => {
      const view = renderTrack();
      const typed = { number: ' 000000012 ', email: 'camille@example.com', postcode: '69002' };
      for (const name of ['number', 'email', 'postcode'] as const) fireEvent.change(field(name), { target: { value: typed[name] } });
      fireEvent.click(submitButton());
      expect(view.lookUp.waiting).toEqual([{ number: '000000012', email: 'camille@example.com', postcode: '69002' }]);
      await act(() => view.lookUp.reject(error));
      expect(screen.getByRole('alert').textContent).toBe(message);
      for (const name of ['number', 'email', 'postcode'] as const) expect(field(name).value).toBe(typed[name]);
      if (error === SIGN_IN_REQUIRED) expect(screen.getByRole('link', { name: en['trackOrder.signIn'] }).getAttribute('href')).toBe('/sign-in');
    });
  }
});

describe('track my order from a guest’s receipt', () => {
  it('the number and e-mail come filled in; the postcode is asked, and the lookup sends all three', () => {
    const view = renderTrack(true, { number: '000000012', email: 'camille@example.com' });
    expect([field('number').value, field('email').value, field('postcode').value]).toEqual(['000000012', 'camille@example.com', '']);
    fireEvent.change(field('postcode'), { target: { value: '69002' } });
    fireEvent.click(submitButton());
    expect(view.lookUp.waiting).toEqual([{ number: '000000012', email: 'camille@example.com', postcode: '69002' }]);
  });

  it('what a link fills in is cut to what each field takes', () => {
    renderTrack(true, { number: '1'.repeat(40), email: `${'a'.repeat(260)}@example.com` });
    expect([field('number').value.length, field('email').value.length]).toEqual([32, 254]);
  });
});
