import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { trackOrderMachine } from '../../machines/track-order.machine';
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

// Track my order (issue 11): number, e-mail and postcode show the order's status and lines; a wrong triple gets
// one message that says nothing of whether the order exists.

type Typed = Record<TrackField, string>;

/** Spec §5's texts where it has them, the shop's own for the order number and the French postcode. */
function expectedErrors(typed: Typed): Record<TrackField, string | null> {
  const number = typed.number.trim();
  const email = typed.email.trim();
  const postcode = typed.postcode.trim();
  return {
    number: number === '' ? en['validation.required'] : /^[A-Za-z0-9-]{1,32}$/.test(number) ? null : en['trackOrder.numberInvalid'],
    email: email === '' ? en['validation.required'] : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : en['validation.email'],
    postcode: postcode === '' ? en['validation.required'] : /^\d{5}$/.test(postcode) ? null : en['validation.postcode'],
  };
}

const REFUSALS = new Map<unknown, string>([
  [ORDER_NOT_FOUND, en['trackOrder.error.notFound']],
  [SIGN_IN_REQUIRED, `${en['trackOrder.error.signInRequired']} ${en['trackOrder.signIn']}`],
  [TOO_MANY_LOOKUPS, en['trackOrder.error.tooManyAttempts']],
  [NETWORK_DOWN, en['trackOrder.error.network']],
  [UNEXPECTED, en['trackOrder.error.generic']],
]);

function renderTrack() {
  const lookUp = deferredActor<OrderDetail, TrackQuery>();
  const { child: form } = asChild(trackOrderMachine.provide({ actors: { lookUpOrder: lookUp.logic } }));
  renderInShell(
    <PageActor.Provider value={form}>
      <TrackOrderPage />
    </PageActor.Provider>,
    { path: '/track-my-order' },
  );
  return { form, lookUp };
}

const field = (name: TrackField) => screen.getByLabelText(`${en[`trackOrder.field.${name}`]} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${en['trackOrder.submit']}|${en['trackOrder.submitting']})$`) });
const messageOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)[0] ?? null;


// The page renders in the account area's messages, loaded with it in the shop.
beforeAll(async () => {
  await screenMessages('accountArea', 'en_US');
});
describe('track my order: every path of its chart, on the page', () => {
  for (const path of pathsOf(trackOrderModel)) {
    it(describePath(path), async () => {
      const view = renderTrack();
      const typed: Typed = { number: '', email: '', postcode: '' };
      let submitted = false;
      let refusal: string | null = null;
      let found: OrderDetail | null = null;
      await drive(trackOrderMachine, path, {
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
            const errors = expectedErrors(typed);
            if (!errors.number && !errors.email && !errors.postcode) {
              refusal = null;
              found = null;
            }
          },
          'xstate.done.actor.lookUpOrder': ({ output }) => {
            found = output as OrderDetail;
            return act(() => view.lookUp.resolve(found!));
          },
          'xstate.error.actor.lookUpOrder': ({ error }) => {
            refusal = REFUSALS.get(error)!;
            return act(() => view.lookUp.reject(error));
          },
        },
        expect: (snapshot, _step, say) => {
          const errors = submitted ? expectedErrors(typed) : { number: null, email: null, postcode: null };
          say(`the heading reads “${en['trackOrder.title']}”`);
          for (const name of ['number', 'email', 'postcode'] as const) {
            say(`${en[`trackOrder.field.${name}`]} shows “${typed[name]}”${errors[name] ? ` with “${errors[name]}” under it` : ' with no message'}`);
          }
          say('the e-mail and postcode carry their autocomplete');
          say(refusal ? `the alert reads “${refusal}”` : 'no alert shows');
          say(snapshot.matches('submitting') ? `the button reads “${en['trackOrder.submitting']}”, the trimmed triple was sent once and a second click sends nothing more` : `the button reads “${en['trackOrder.submit']}”`);
          say(found ? `the order “Order # ${ORDER.number}” shows “${en['trackOrder.status.processing']}”, “Placed on December 20, 2030”, and its two lines` : 'no order shows');
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['trackOrder.title']);
          for (const name of ['number', 'email', 'postcode'] as const) {
            expect(field(name).value, name).toBe(typed[name]);
            expect(messageOf(field(name)), `${name}'s message`).toBe(errors[name]);
          }
          expect(field('email').getAttribute('autocomplete')).toBe('email');
          expect(field('postcode').getAttribute('autocomplete')).toBe('billing postal-code');
          // One message above the fields, the same whatever made the triple wrong.
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(refusal ? [refusal] : []);
          if (snapshot.matches('submitting')) {
            expect(submitButton().textContent).toBe(en['trackOrder.submitting']);
            const query = [{ number: typed.number.trim(), email: typed.email.trim(), postcode: typed.postcode.trim() }];
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
  for (const [error, message] of REFUSALS) {
    it(message, async () => {
      const view = renderTrack();
      const typed: Typed = { number: ' 000000012 ', email: 'camille@example.com', postcode: '69002' };
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
