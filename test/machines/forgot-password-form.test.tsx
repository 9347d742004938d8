import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { forgotPasswordFormMachine } from '../../machines/forgot-password-form.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { ForgotPasswordForm } from '../../src/app/screens/account/forgot-password-form';
import { CUSTOMER, UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { forgotPasswordFormModel } from './account-models';

// Spec §5's texts, word for word.
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';

/** Spec §5 for the e-mail: required, and an address (a local part, @, a dotted domain). */
function specError(typed: string): string | null {
  const email = typed.trim();
  return email === '' ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL;
}

/** The backend's refusals in the shop's words. An unknown e-mail is none: it is answered as a known one. */
const REFUSALS = new Map<unknown, string>([
  [NETWORK_DOWN, en['account.error.network']],
  [UNEXPECTED, en['account.error.generic']],
]);

/** What the shopper reads once the link is asked for: where it went, whether or not the shop knows the address. */
const sentTo = (email: string) => en['forgotPassword.sent'].replace('{email}', email);

function renderForgotPassword() {
  const requests = deferredActor<void, { email: string }>();
  const clock = new SimulatedClock();
  const form = createActor(forgotPasswordFormMachine.provide({ actors: { requestReset: requests.logic } }), { clock }).start();
  const view = renderInShell(<ForgotPasswordForm form={form} back={<a href="/sign-in">{en['forgotPassword.backToSignIn']}</a>} />);
  return { ...view, form, requests, clock };
}

// A required field: the label ends with the asterisk and, for screen readers, "(required)".
const emailField = () => screen.getByLabelText(`${en['field.email']} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['forgotPassword.submitting'] : en['forgotPassword.submit'] });

/** The field as the shopper sees it: what they typed, its message as its description, flagged invalid. */
function expectEmail(value: string, error: string | null) {
  const input = emailField();
  expect(input.value).toBe(value);
  const description = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);
  expect(description, 'the message').toEqual(error ? [error] : []);
  expect(input.getAttribute('aria-invalid'), 'flagged invalid').toBe(error ? 'true' : null);
}

/** The backend's refusal, alone, announced, above the field; or nothing. */
function expectRefusal(text: string | null) {
  const alerts = screen.queryAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(text ? [text] : []);
  if (text) expect(alerts[0]!.compareDocumentPosition(emailField()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

describe('forgot-password form: every path of its chart, on the form', () => {
  for (const path of pathsOf(forgotPasswordFormModel)) {
    it(describePath(path), async () => {
      const { form, requests, clock } = renderForgotPassword();
      // What the shopper did: what the form shows follows from it and from spec §5.
      let typed = '';
      let submitted = false;
      let refusal: string | null = null;
      await drive(forgotPasswordFormMachine, path, {
        actual: () => form.getSnapshot(),
        events: {
          'field.change': ({ value }) => {
            fireEvent.change(emailField(), { target: { value } });
            typed = String(value);
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            if (!specError(typed)) refusal = null;
            // The focus goes to the field found wrong, so that its message is read out.
            else expect(document.activeElement).toBe(emailField());
          },
          'xstate.done.actor.requestReset': () => act(() => requests.resolve()),
          'xstate.error.actor.requestReset': ({ error }) => {
            refusal = REFUSALS.get(error) ?? null;
            return act(() => requests.reject(error));
          },
          // No answer in time: the request is dropped and the shopper reads the network's message.
          'xstate.after.requestTimeout.forgotPasswordForm.submitting': () => {
            refusal = en['account.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot, _step, say) => {
          if (snapshot.matches('sent')) {
            say(`the status reads “${sentTo(typed.trim())}” with “${en['forgotPassword.backToSignIn']}” linking to /sign-in`);
            say('no field and no button are left, nothing is being sent');
            // Where the link went, and the way back to the sign-in; the form is gone.
            const status = screen.getByRole('status');
            expect(status.textContent).toBe(`${sentTo(typed.trim())}${en['forgotPassword.backToSignIn']}`);
            expect(within(status).getByRole('link', { name: en['forgotPassword.backToSignIn'] }).getAttribute('href')).toBe('/sign-in');
            expect(screen.queryByRole('textbox')).toBeNull();
            expect(screen.queryByRole('button')).toBeNull();
            expect(requests.waiting).toEqual([]);
            return;
          }
          const error = submitted ? specError(typed) : null;
          say(`the intro reads “${en['forgotPassword.intro']}”`);
          say(`Email shows “${typed}”${error ? ` with “${error}” under it, flagged invalid` : ' with no message'}`);
          say(refusal ? `“${refusal}” is announced above the field` : 'no alert shows');
          say(snapshot.matches('editing') ? 'the button can be clicked and nothing was sent' : 'the button is busy, the trimmed e-mail was sent once and a second click sends nothing more');
          expect(screen.getByText(en['forgotPassword.intro'])).toBeTruthy();
          // Errors show once the shopper submitted, never before.
          expectEmail(typed, submitted ? specError(typed) : null);
          expectRefusal(refusal);
          if (snapshot.matches('editing')) {
            expect(submitButton().getAttribute('aria-busy')).toBeNull();
            expect(requests.waiting).toEqual([]);
          } else {
            expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
            expect(requests.waiting).toEqual([{ email: typed.trim() }]);
            // A second press while the backend answers sends nothing more.
            fireEvent.click(submitButton(true));
            expect(requests.waiting).toEqual([{ email: typed.trim() }]);
            expect(form.getSnapshot().value).toBe('submitting');
          }
        },
      });
    });
  }
});

describe('forgot-password form', () => {
  it('the input carries the standard e-mail autocomplete', () => {
    renderForgotPassword();
    expect([emailField().type, emailField().autocomplete]).toEqual(['email', 'email']);
  });

  it('shows no error before a submission; from then on the message follows what is typed', () => {
    const { requests } = renderForgotPassword();
    fireEvent.change(emailField(), { target: { value: 'marie.dupont@example' } });
    expectEmail('marie.dupont@example', null);
    fireEvent.click(submitButton());
    expectEmail('marie.dupont@example', BAD_EMAIL);
    expect(document.activeElement).toBe(emailField());
    expect(requests.waiting).toEqual([]);
    fireEvent.change(emailField(), { target: { value: '' } });
    expectEmail('', IS_REQUIRED);
    fireEvent.change(emailField(), { target: { value: CUSTOMER.email } });
    expectEmail(CUSTOMER.email, null);
  });

  it('an unexpected error shows spec §5’s generic form error, the e-mail kept; the next attempt clears it', async () => {
    const { requests } = renderForgotPassword();
    fireEvent.change(emailField(), { target: { value: CUSTOMER.email } });
    fireEvent.click(submitButton());
    await act(() => requests.reject(UNEXPECTED));
    expectRefusal('An error has occurred. Please check the input and try again.');
    expectEmail(CUSTOMER.email, null);
    fireEvent.click(submitButton());
    expectRefusal(null);
    expect(requests.waiting).toEqual([{ email: CUSTOMER.email }]);
  });
});
