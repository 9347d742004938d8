import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { resetPasswordFormMachine } from '../../machines/reset-password-form.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { ResetPasswordPage } from '../../src/app/screens/account/reset-password-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { PasswordReset } from '../../src/domain/customer';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { CUSTOMER, PASSWORD, RESET_REFUSED, UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { resetPasswordFormModel } from './account-models';

// Spec §5's texts, word for word, for the store's default rule (10 characters of 3 classes).
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';
const TOO_SHORT = 'Must contain at least 10 character(s).';
const FEW_CLASSES = 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
/** "{value} must be different", the value being the field's label. */
const IS_THE_EMAIL = 'New Password must be different';
const PASSWORD_RULE = 'At least 10 characters, with 3 of: lowercase, uppercase, digits, special characters (@$!%*?&#).';

type Typed = { email: string; password: string };

/** The four classes of spec §5: lowercase, uppercase, digits, special characters (the rule's hint lists them). */
const classesOf = (password: string) => [/[a-z]/, /[A-Z]/, /[0-9]/, /[@$!%*?&#]/].filter((pattern) => pattern.test(password)).length;

/** Spec §5 for the reset: the account's e-mail, and a new password by the store's rule that is not the e-mail. */
function specErrors({ email: typedEmail, password }: Typed): Record<keyof Typed, string | null> {
  const email = typedEmail.trim();
  return {
    email: email === '' ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL,
    password:
      password.trim() === ''
        ? IS_REQUIRED
        : [...password].length < 10
          ? TOO_SHORT
          : classesOf(password) < 3
            ? FEW_CLASSES
            : password.trim().toLowerCase() === email.toLowerCase()
              ? IS_THE_EMAIL
              : null,
  };
}

/** The backend's refusals (the fixtures' Magento texts), in the shop's words. */
const REFUSALS = new Map<unknown, string>([
  [RESET_REFUSED, en['account.error.resetRefused']],
  [NETWORK_DOWN, en['account.error.network']],
  [UNEXPECTED, en['account.error.generic']],
]);

/** The page opened from the e-mailed link, with its token (or without) and its e-mail (or without), the backend answered by the test. */
function renderResetPassword(token: string | null, email: string | null = null) {
  const resets = deferredActor<void, PasswordReset>();
  const clock = new SimulatedClock();
  const form = createActor(resetPasswordFormMachine.provide({ actors: { resetPassword: resets.logic } }), {
    input: { token, email, policy: DEFAULT_PASSWORD_POLICY },
    clock,
  }).start();
  const view = renderInShell(
    <PageActor.Provider value={{ kind: 'resetPassword', ref: form }}>
      <ResetPasswordPage />
    </PageActor.Provider>,
    { path: `/customer/account/createPassword${token === null ? '' : `?token=${token}`}` },
  );
  return { ...view, form, resets, clock };
}

// Required fields: the label ends with the asterisk and, for screen readers, "(required)".
const LABELS = { email: en['field.email'], password: en['field.newPassword'] };
const field = (name: keyof Typed) => screen.getByLabelText(`${LABELS[name]} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['resetPassword.submitting'] : en['resetPassword.submit'] });
const newLink = () => screen.queryByRole('link', { name: en['resetPassword.newLink'] });

/** A field as the shopper sees it: what they typed, its message (or hint) as its description, flagged invalid. */
function expectField(input: HTMLInputElement, value: string, error: string | null, hint: string | null = null) {
  expect(input.value, `${input.name}'s value`).toBe(value);
  const description = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);
  expect(description, `${input.name}'s message`).toEqual(error ? [error] : hint ? [hint] : []);
  expect(input.getAttribute('aria-invalid'), `${input.name} flagged invalid`).toBe(error ? 'true' : null);
}

/** Errors only once submitted; the password's rule under it until an error takes its place. */
function expectFields(typed: Typed, submitted: boolean) {
  const errors = submitted ? specErrors(typed) : { email: null, password: null };
  expectField(field('email'), typed.email, errors.email);
  expectField(field('password'), typed.password, errors.password, PASSWORD_RULE);
}

/** The backend's refusal, alone, announced, above the fields; a refused link offers a new one. */
function expectRefusal(text: string | null) {
  const alerts = screen.queryAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(text ? [text] : []);
  if (text) expect(alerts[0]!.compareDocumentPosition(field('email')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  const offered = text === en['account.error.resetRefused'];
  expect(newLink()?.getAttribute('href') ?? null, 'a new link offered').toBe(offered ? '/forgot-password' : null);
}


// The page renders in the account area's messages, loaded with it in the shop.
beforeAll(async () => {
  await screenMessages('accountArea', 'en_US');
});
describe('reset-password form: every path of its chart, on the page', () => {
  for (const path of pathsOf(resetPasswordFormModel)) {
    it(describePath(path), async () => {
      // The link the path starts from: with its token, or one that lost it.
      const { token } = path.steps[0]!.state.context;
      const { form, resets, clock } = renderResetPassword(token);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['resetPassword.title']);
      // What the shopper did: what the page shows follows from it and from spec §5.
      const typed: Typed = { email: '', password: '' };
      let submitted = false;
      let refusal: string | null = null;
      await drive(resetPasswordFormMachine, path, {
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
          'xstate.done.actor.resetPassword': () => act(() => resets.resolve()),
          'xstate.error.actor.resetPassword': ({ error }) => {
            refusal = REFUSALS.get(error)!;
            return act(() => resets.reject(error));
          },
          // No answer in time: the request is dropped and the shopper reads the network's message.
          'xstate.after.requestTimeout.resetPasswordForm.submitting': () => {
            refusal = en['account.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: (snapshot, _step, say) => {
          if (snapshot.matches('linkIncomplete')) {
            say(`the alert reads “${en['resetPassword.linkIncomplete']}” with “${en['resetPassword.newLink']}” linking to /forgot-password, and no button`);
            // A link without its token: said at once, with the way to a new one, and no form.
            const alert = screen.getByRole('alert');
            expect(alert.textContent).toBe(`${en['resetPassword.linkIncomplete']}${en['resetPassword.newLink']}`);
            expect(within(alert).getByRole('link', { name: en['resetPassword.newLink'] }).getAttribute('href')).toBe('/forgot-password');
            expect(screen.queryByRole('button')).toBeNull();
            return;
          }
          if (snapshot.matches('saved')) {
            // Saved: said so, with the way to sign in with it; the form is gone.
            say(`the status reads “${en['resetPassword.saved']}” with “${en['signIn.submit']}” linking to /sign-in, and no field or button is left`);
            const status = screen.getByRole('status');
            expect(status.textContent).toBe(`${en['resetPassword.saved']}${en['signIn.submit']}`);
            expect(within(status).getByRole('link', { name: en['signIn.submit'] }).getAttribute('href')).toBe('/sign-in');
            expect(screen.queryByRole('button')).toBeNull();
            expect(screen.queryByLabelText(/Password/)).toBeNull();
            return;
          }
          const errors = submitted ? specErrors(typed) : { email: null, password: null };
          say(`Email shows “${typed.email}”${errors.email ? ` with “${errors.email}” under it, flagged invalid` : ' with no message'}`);
          say(`New Password shows what was typed with “${errors.password ?? PASSWORD_RULE}” under it${errors.password ? ', flagged invalid' : ''}`);
          say(refusal ? `“${refusal}” is announced above the fields${refusal === en['account.error.resetRefused'] ? ', with a new link offered' : ''}` : 'no alert shows');
          say(snapshot.matches('editing') ? 'the button can be clicked and nothing was sent' : 'the button is busy, the reset was sent once with the token, a second click sends nothing more');
          expectFields(typed, submitted);
          expectRefusal(refusal);
          if (snapshot.matches('editing')) {
            expect(submitButton().getAttribute('aria-busy')).toBeNull();
            expect(resets.waiting).toEqual([]);
          } else {
            expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
            const reset = [{ email: typed.email.trim(), token, password: typed.password }];
            expect(resets.waiting).toEqual(reset);
            // A second press while the backend answers sends nothing more.
            fireEvent.click(submitButton(true));
            expect(resets.waiting).toEqual(reset);
            expect(form.getSnapshot().value).toBe('submitting');
          }
        },
      });
    });
  }
});

describe('reset-password form', () => {
  it('each input carries its standard autocomplete, for browsers and password managers', () => {
    renderResetPassword('RESET-TOKEN');
    expect([field('email'), field('password')].map((input) => [input.type, input.autocomplete])).toEqual([
      ['email', 'email'],
      ['password', 'new-password'],
    ]);
  });

  const broken: [string, Typed, keyof Typed, string][] = [
    ['an empty form', { email: '', password: '' }, 'email', IS_REQUIRED],
    ['an e-mail without a domain', { email: 'marie.dupont@example', password: PASSWORD }, 'email', BAD_EMAIL],
    ['a password too short', { email: CUSTOMER.email, password: 'Court#1' }, 'password', TOO_SHORT],
    ['a password of two classes', { email: CUSTOMER.email, password: 'printemps2026' }, 'password', FEW_CLASSES],
    ['the e-mail as password', { email: 'Marie.Dupont2026@example.fr', password: 'Marie.Dupont2026@example.fr' }, 'password', IS_THE_EMAIL],
  ];
  it.each(broken)('%s: the message, the focus on the first wrong field, and nothing sent', (_, typed, first, message) => {
    const { resets } = renderResetPassword('RESET-TOKEN');
    for (const name of ['email', 'password'] as const) if (typed[name]) fireEvent.change(field(name), { target: { value: typed[name] } });
    fireEvent.click(submitButton());
    expect(specErrors(typed)[first]).toBe(message);
    expectFields(typed, true);
    expect(document.activeElement).toBe(field(first));
    expect(resets.waiting).toEqual([]);
  });

  it.each([
    ['no network', NETWORK_DOWN, en['account.error.network']],
    ['an unexpected error (spec §5’s generic form error)', UNEXPECTED, 'An error has occurred. Please check the input and try again.'],
  ])('a refusal for %s shows above the fields, which keep what was typed, without offering a new link', async (_, error, text) => {
    const { resets } = renderResetPassword('RESET-TOKEN');
    fireEvent.change(field('email'), { target: { value: CUSTOMER.email } });
    fireEvent.change(field('password'), { target: { value: PASSWORD } });
    fireEvent.click(submitButton());
    await act(() => resets.reject(error));
    expectRefusal(text);
    expectFields({ email: CUSTOMER.email, password: PASSWORD }, true);
  });

  it('a link whose token is only spaces is incomplete', () => {
    renderResetPassword('  ');
    expect(screen.getByRole('alert').textContent).toContain(en['resetPassword.linkIncomplete']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a link carrying the account’s e-mail asks only for the new password, and resets that account', () => {
    const { resets } = renderResetPassword('RESET-TOKEN', ` ${CUSTOMER.email} `);
    expect(screen.queryByLabelText(new RegExp(`^${en['field.email']}`))).toBeNull();
    expect(screen.getByText(en['resetPassword.forAccount'].replace('{email}', CUSTOMER.email))).toBeTruthy();
    fireEvent.change(field('password'), { target: { value: PASSWORD } });
    fireEvent.click(submitButton());
    expect(resets.waiting).toEqual([{ email: CUSTOMER.email, token: 'RESET-TOKEN', password: PASSWORD }]);
  });

  it('a link whose e-mail is not an address asks for it, the field empty', () => {
    renderResetPassword('RESET-TOKEN', 'pas-une-adresse');
    expectField(field('email'), '', null);
  });
});
