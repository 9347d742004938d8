import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { signInFormMachine } from '../../machines/sign-in-form.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { SignInForm } from '../../src/app/screens/account/sign-in-form';
import type { Credentials } from '../../src/domain/customer';
import { CUSTOMER, PASSWORD, SIGN_IN_FAILED, UNEXPECTED } from '../fixtures/account';
import { failure, NETWORK_DOWN } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { signInFormModel } from './account-models';

// Spec §5's texts, word for word: the catalogue must say exactly these.
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';

/** Spec §5 for the sign-in: both fields required, the e-mail an address (a local part, @, a dotted domain). */
function specErrors(typed: Typed): Record<keyof Typed, string | null> {
  const email = typed.email.trim();
  return {
    email: email === '' ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL,
    password: typed.password.trim() === '' ? IS_REQUIRED : null,
  };
}

/** The backend's refusals (the fixtures' Magento texts), in the shop's words. */
const REFUSALS = new Map<unknown, string>([
  [SIGN_IN_FAILED, en['account.error.signInFailed']],
  [NETWORK_DOWN, en['account.error.network']],
  [UNEXPECTED, en['account.error.generic']],
]);

type Typed = { email: string; password: string };

function renderSignIn() {
  const signIn = deferredActor<string, Credentials>();
  // The form's parent keeps what the form asks of the shell's session.
  const clock = new SimulatedClock();
  const { child: form, received: session } = asChild(signInFormMachine.provide({ actors: { signIn: signIn.logic } }), undefined, clock);
  const view = renderInShell(<SignInForm form={form} links={<a href="/forgot-password">{en['signIn.forgotPassword']}</a>} />);
  return { ...view, form, signIn, session, clock };
}

// Required fields: the label ends with the asterisk and, for screen readers, "(required)".
const field = (name: keyof Typed) => screen.getByLabelText(`${en[`field.${name}`]} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['signIn.submitting'] : en['signIn.submit'] });

/** A field as the shopper sees it: what they typed, and its message as its description, flagged invalid. */
function expectField(input: HTMLInputElement, value: string, error: string | null) {
  expect(input.value, `${input.name}'s value`).toBe(value);
  const description = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);
  expect(description, `${input.name}'s message`).toEqual(error ? [error] : []);
  expect(input.getAttribute('aria-invalid'), `${input.name} flagged invalid`).toBe(error ? 'true' : null);
}

/** The backend's refusal, alone, announced, above the fields; or nothing. */
function expectRefusal(text: string | null) {
  const alerts = screen.queryAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(text ? [text] : []);
  if (text) expect(alerts[0]!.compareDocumentPosition(field('email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

function expectFields(typed: Typed, submitted: boolean) {
  // Errors show once the shopper submitted, never before.
  const errors = submitted ? specErrors(typed) : { email: null, password: null };
  expectField(field('email'), typed.email, errors.email);
  expectField(field('password'), typed.password, errors.password);
}

describe('sign-in form: every path of its chart, on the form', () => {
  for (const path of pathsOf(signInFormModel)) {
    it(describePath(path), async () => {
      const { form, signIn, session, clock } = renderSignIn();
      // What the shopper did: what the form shows follows from it and from spec §5.
      const typed: Typed = { email: '', password: '' };
      let submitted = false;
      let refusal: string | null = null;
      let token: string | null = null;
      await drive(signInFormMachine, path, {
        actual: () => form.getSnapshot(),
        events: {
          'field.change': ({ field: name, value }) => {
            fireEvent.change(field(name), { target: { value } });
            typed[name] = String(value);
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            const errors = specErrors(typed);
            if (!errors.email && !errors.password) refusal = null;
            // The focus goes to the first field found wrong, so that its message is read out.
            else expect(document.activeElement).toBe(field(errors.email ? 'email' : 'password'));
          },
          'xstate.done.actor.signIn': ({ output }) => {
            token = output as string;
            return act(() => signIn.resolve(token!));
          },
          'xstate.error.actor.signIn': ({ error }) => {
            refusal = REFUSALS.get(error)!;
            return act(() => signIn.reject(error));
          },
          // No answer in time: the request is dropped and the shopper reads the network's message.
          'xstate.after.requestTimeout.signInForm.submitting': () => {
            refusal = en['account.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot, _step, say) => {
          const errors = submitted ? specErrors(typed) : { email: null, password: null };
          for (const name of ['email', 'password'] as const) {
            say(`${name === 'email' ? 'Email' : 'Password'} shows “${typed[name]}”${errors[name] ? ` with “${errors[name]}” under it, flagged invalid` : ' with no message'}`);
          }
          say(refusal ? `“${refusal}” is announced above the fields` : 'no alert shows');
          expectFields(typed, submitted);
          expectRefusal(refusal);
          if (snapshot.matches('editing')) {
            say('Sign in can be clicked and nothing was sent');
            expect(submitButton().getAttribute('aria-busy')).toBeNull();
            expect(signIn.waiting).toEqual([]);
            expect(session).toEqual([]);
          } else if (snapshot.matches('submitting')) {
            say('Sign in is busy, the e-mail and password were sent once, a second click sends nothing more');
            expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
            const credentials = [{ email: typed.email.trim(), password: typed.password }];
            expect(signIn.waiting).toEqual(credentials);
            // A second press while the backend answers sends nothing more.
            fireEvent.click(submitButton(true));
            expect(signIn.waiting).toEqual(credentials);
            expect(form.getSnapshot().value).toBe('submitting');
          } else {
            say('the token went to the session once and the button stays busy');
            // Signed in: the token goes to the session, once; the form stays busy while the shop moves on.
            expect(session).toEqual([{ type: 'shell.session', request: { type: 'session.tokenSet', token } }]);
            expect(submitButton(true)).toBeTruthy();
          }
        },
      });
    });
  }
});

describe('sign-in form', () => {
  it('each input carries its standard autocomplete, for browsers and password managers', () => {
    renderSignIn();
    expect([field('email'), field('password')].map((input) => [input.type, input.autocomplete])).toEqual([
      ['email', 'email'],
      ['password', 'current-password'],
    ]);
  });

  it('shows no error before a submission; from then on each field’s message follows what is typed', () => {
    renderSignIn();
    fireEvent.change(field('email'), { target: { value: 'marie.dupont@' } });
    expectFields({ email: 'marie.dupont@', password: '' }, false);
    fireEvent.click(submitButton());
    expectField(field('email'), 'marie.dupont@', BAD_EMAIL);
    expectField(field('password'), '', IS_REQUIRED);
    expect(document.activeElement).toBe(field('email'));
    fireEvent.change(field('email'), { target: { value: 'marie.dupont@example' } });
    expectField(field('email'), 'marie.dupont@example', BAD_EMAIL);
    fireEvent.change(field('email'), { target: { value: CUSTOMER.email } });
    expectField(field('email'), CUSTOMER.email, null);
    // Spaces alone are not a password.
    fireEvent.change(field('password'), { target: { value: '   ' } });
    expectField(field('password'), '   ', IS_REQUIRED);
    fireEvent.change(field('password'), { target: { value: PASSWORD } });
    expectFields({ email: CUSTOMER.email, password: PASSWORD }, true);
  });

  it('a failed submission puts the focus on the first field found wrong', () => {
    renderSignIn();
    fireEvent.change(field('email'), { target: { value: CUSTOMER.email } });
    fireEvent.click(submitButton());
    expect(document.activeElement).toBe(field('password'));
    expectField(field('password'), '', IS_REQUIRED);
  });

  const refusals: [string, Error, string][] = [
    ['wrong credentials', SIGN_IN_FAILED, en['account.error.signInFailed']],
    ['a locked account', failure('The account is locked.'), en['account.error.accountLocked']],
    ['no network', NETWORK_DOWN, en['account.error.network']],
    ['an unexpected error (spec §5’s generic form error)', UNEXPECTED, 'An error has occurred. Please check the input and try again.'],
  ];
  it.each(refusals)('shows %s above the fields, keeps what was typed, and clears it on the next attempt', async (_, error, text) => {
    const { signIn } = renderSignIn();
    fireEvent.change(field('email'), { target: { value: CUSTOMER.email } });
    fireEvent.change(field('password'), { target: { value: PASSWORD } });
    fireEvent.click(submitButton());
    await act(() => signIn.reject(error));
    expectRefusal(text);
    expectFields({ email: CUSTOMER.email, password: PASSWORD }, true);
    expect(submitButton().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(submitButton());
    expectRefusal(null);
    expect(signIn.waiting).toEqual([{ email: CUSTOMER.email, password: PASSWORD }]);
  });
});
