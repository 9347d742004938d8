import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createAccountFormMachine } from '../../machines/create-account-form.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { CreateAccountForm } from '../../src/app/screens/account/create-account-form';
import type { AccountConsentTexts, Credentials, NewAccount } from '../../src/domain/customer';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { CUSTOMER, EMAIL_TAKEN, PASSWORD, UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { createAccountFormModel } from './account-models';

// Spec §5's texts, word for word, for the store's default rule (10 characters of 3 classes).
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';
const TOO_SHORT = 'Must contain at least 10 character(s).';
const FEW_CLASSES = 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
const IS_THE_EMAIL = 'Password must be different';
const NO_CONSENT = 'This field is mandatory';
const PASSWORD_RULE = 'At least 10 characters, with 3 of: lowercase, uppercase, digits, special characters (@$!%*?&#).';

type TextName = 'firstname' | 'lastname' | 'email' | 'password';
type Typed = Record<TextName, string> & { isSubscribed: boolean; consent: boolean };
const TEXT_FIELDS: TextName[] = ['firstname', 'lastname', 'email', 'password'];

/** The four classes of spec §5: lowercase, uppercase, digits, special characters (the rule's hint lists them). */
const classesOf = (password: string) => [/[a-z]/, /[A-Z]/, /[0-9]/, /[@$!%*?&#]/].filter((pattern) => pattern.test(password)).length;

/** Spec §5 for a new account: each field's first broken rule, as the shopper reads it (the consent where asked). */
function specErrors(typed: Typed, asksConsent = true): Record<TextName | 'consent', string | null> {
  const blank = (value: string) => value.trim() === '';
  const email = typed.email.trim();
  const { password } = typed;
  return {
    firstname: blank(typed.firstname) ? IS_REQUIRED : null,
    lastname: blank(typed.lastname) ? IS_REQUIRED : null,
    email: blank(email) ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL,
    password: blank(password)
      ? IS_REQUIRED
      : [...password].length < 10
        ? TOO_SHORT
        : classesOf(password) < 3
          ? FEW_CLASSES
          : password.trim().toLowerCase() === email.toLowerCase()
            ? IS_THE_EMAIL
            : null,
    consent: typed.consent || !asksConsent ? null : NO_CONSENT,
  };
}
const firstWrong = (typed: Typed, asksConsent: boolean) => ([...TEXT_FIELDS, 'consent'] as const).find((name) => specErrors(typed, asksConsent)[name]);

/** The backend's refusals (the fixtures' Magento texts), in the shop's words. */
const REFUSALS = new Map<unknown, string>([
  [EMAIL_TAKEN, en['account.error.emailTaken']],
  [NETWORK_DOWN, en['account.error.network']],
  [UNEXPECTED, en['account.error.generic']],
]);

/** The form with each backend call answered by the test, and the consent errors it logs. */
function renderCreateAccount(prefill?: { email?: string; firstname?: string; lastname?: string }, asksConsent?: boolean) {
  const texts = deferredActor<AccountConsentTexts, unknown>();
  const accounts = deferredActor<void, NewAccount>();
  const signIns = deferredActor<string, Credentials>();
  const consents = deferredActor<void, { isConsent: boolean; token: string }>();
  const loggedConsentErrors: unknown[] = [];
  const logic = createAccountFormMachine.provide({
    actors: { loadConsentTexts: texts.logic, createAccount: accounts.logic, signIn: signIns.logic, recordConsent: consents.logic },
    actions: { logConsentError: (_, { error }) => void loggedConsentErrors.push(error) },
  });
  // The form's parent keeps what the form asks of the shell's session.
  const clock = new SimulatedClock();
  const { child: form, received: session } = asChild(logic, { policy: DEFAULT_PASSWORD_POLICY, prefill, ...(asksConsent !== undefined && { asksConsent }) }, clock);
  const view = renderInShell(<CreateAccountForm form={form} signIn={<a href="/sign-in">{en['signIn.submit']}</a>} />);
  /** Every backend call waiting for its answer: a second press must add none. */
  const waiting = () => ({ accounts: accounts.waiting, signIns: signIns.waiting, consents: consents.waiting });
  return { ...view, form, texts, accounts, signIns, consents, loggedConsentErrors, session, waiting, clock };
}

// Required fields: the label ends with the asterisk and, for screen readers, "(required)".
const required = (label: string) => `${label} * ${en['form.required']}`;
const textField = (name: TextName) => screen.getByLabelText(required(en[`field.${name}`])) as HTMLInputElement;
const newsletter = () => screen.getByLabelText(en['field.isSubscribed']) as HTMLInputElement;
const consentBox = (label = en['field.consent']) => screen.getByLabelText(required(label)) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['createAccount.submitting'] : en['createAccount.submit'] });

/** What describes a field (its error, else its hint), as assistive technology reads it. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);

/** A field as the shopper sees it: what they typed or ticked, its message (or hint), flagged invalid. */
function expectField(input: HTMLInputElement, value: string | boolean, error: string | null, hint: string | null = null) {
  expect(typeof value === 'boolean' ? input.checked : input.value, `${input.name}'s value`).toBe(value);
  expect(descriptionOf(input), `${input.name}'s message`).toEqual(error ? [error] : hint ? [hint] : []);
  expect(input.getAttribute('aria-invalid'), `${input.name} flagged invalid`).toBe(error ? 'true' : null);
}

/**
 * Every field: errors only once submitted; the password's rule under it until an error takes its place. No consent
 * box where the store records no consents.
 */
function expectFields(typed: Typed, submitted: boolean, consent: { label: string; legal: string | null } | null = { label: en['field.consent'], legal: null }) {
  const errors = submitted ? specErrors(typed, consent !== null) : null;
  for (const name of TEXT_FIELDS) expectField(textField(name), typed[name], errors?.[name] ?? null, name === 'password' ? PASSWORD_RULE : null);
  expectField(newsletter(), typed.isSubscribed, null);
  if (consent) expectField(consentBox(consent.label), typed.consent, errors?.consent ?? null, consent.legal);
  else expect(screen.queryByRole('checkbox', { name: new RegExp(en['field.consent']) })).toBeNull();
}

/** The backend's refusal, alone, announced, above the fields; or nothing. */
function expectRefusal(text: string | null) {
  const alerts = screen.queryAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent)).toEqual(text ? [text] : []);
  if (text) expect(alerts[0]!.compareDocumentPosition(textField('firstname')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** Types or ticks as a shopper does. */
function enter(name: keyof Typed, value: string | boolean, consentLabel = en['field.consent']) {
  if (typeof value === 'string') return void fireEvent.change(textField(name as TextName), { target: { value } });
  const box = name === 'consent' ? consentBox(consentLabel) : newsletter();
  // A box can only be ticked or unticked: a change to what it shows already is no shopper's.
  expect(box.checked, `${name} before the click`).toBe(!value);
  fireEvent.click(box);
}

const EMPTY: Typed = { firstname: '', lastname: '', email: '', password: '', isSubscribed: false, consent: false };
const GOOD: Typed = { firstname: CUSTOMER.firstname, lastname: CUSTOMER.lastname, email: CUSTOMER.email, password: PASSWORD, isSubscribed: false, consent: true };

/** What the account is created with: the names and e-mail trimmed, the password as typed. */
const accountOf = (typed: Typed): NewAccount => ({
  firstname: typed.firstname.trim(),
  lastname: typed.lastname.trim(),
  email: typed.email.trim(),
  password: typed.password,
  isSubscribed: typed.isSubscribed,
});

describe('create-account form: every path of its chart, on the form', () => {
  for (const path of pathsOf(createAccountFormModel)) {
    it(describePath(path), async () => {
      const { asksConsent } = path.steps[0]!.state.context as { asksConsent: boolean };
      const shop = renderCreateAccount(undefined, asksConsent);
      // What the shopper did and what the backend said: what the form shows follows from it and from spec §5.
      const typed: Typed = { ...EMPTY };
      let submitted = false;
      let refusal: string | null = null;
      let storeTexts: AccountConsentTexts | null = null;
      let token: string | null = null;
      let consentAsked: unknown[] = [];
      let consentError: unknown = null;
      const consentLabel = () => storeTexts?.label ?? en['field.consent'];
      const runOut = () => act(() => shop.clock.increment(WAIT_LIMITS.requestTimeout));
      await drive(createAccountFormMachine, path, {
        // The consent texts, or the account's creation and sign-in, get no answer in time.
        clock: shop.clock,
        actual: () => shop.form.getSnapshot(),
        events: {
          'field.change': ({ field, value }) => {
            enter(field, value, consentLabel());
            (typed as Record<string, string | boolean>)[field] = value;
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            const wrong = firstWrong(typed, asksConsent);
            if (!wrong) refusal = null;
            // The focus goes to the first field found wrong, so that its message is read out.
            else expect(document.activeElement).toBe(wrong === 'consent' ? consentBox(consentLabel()) : textField(wrong));
          },
          'xstate.done.actor.loadConsentTexts': ({ output }) => {
            storeTexts = output as AccountConsentTexts;
            return act(() => shop.texts.resolve(storeTexts!));
          },
          'xstate.error.actor.loadConsentTexts': ({ error }) => act(() => shop.texts.reject(error)),
          'xstate.done.actor.createAccount': () => act(() => shop.accounts.resolve()),
          'xstate.error.actor.createAccount': ({ error }) => {
            refusal = REFUSALS.get(error)!;
            return act(() => shop.accounts.reject(error));
          },
          'xstate.done.actor.signIn': ({ output }) => {
            token = output as string;
            return act(() => shop.signIns.resolve(token!));
          },
          'xstate.error.actor.signIn': ({ error }) => act(() => shop.signIns.reject(error)),
          'xstate.done.actor.recordConsent': () => {
            consentAsked = shop.consents.waiting;
            return act(() => shop.consents.resolve());
          },
          'xstate.error.actor.recordConsent': ({ error }) => {
            consentAsked = shop.consents.waiting;
            consentError = error;
            return act(() => shop.consents.reject(error));
          },
          // The account got no answer: the shopper reads the network's message, what was typed kept.
          'xstate.after.requestTimeout.createAccountForm.form.creating': () => {
            refusal = en['account.error.network'];
            runOut();
          },
          // The consent got no answer: logged as the network's failure, not shown (spec §8).
          'xstate.after.requestTimeout.createAccountForm.form.recordingConsent': () => {
            consentAsked = shop.consents.waiting;
            consentError = expect.objectContaining({ network: true });
            runOut();
          },
        },
        expect: (snapshot, _step, say) => {
          if (snapshot.matches({ form: 'createdOnly' })) {
            say(`the status reads “${en['createAccount.createdOnly']}” with a “${en['signIn.submit']}” link to /sign-in, and no button is left`);
            say('nothing went to the session');
            // The account exists but signing in failed: say so, offer the sign-in, and the form is gone.
            expect(screen.getByRole('status').textContent).toBe(`${en['createAccount.createdOnly']}${en['signIn.submit']}`);
            expect(within(screen.getByRole('status')).getByRole('link', { name: en['signIn.submit'] }).getAttribute('href')).toBe('/sign-in');
            expect(screen.queryByRole('button')).toBeNull();
            expect(shop.session).toEqual([]);
            return;
          }
          // The store's consent label and legal notice once they came; the catalogue's words otherwise.
          const legal = storeTexts ? 'Voir notre politique.' : null;
          const errors = submitted ? specErrors(typed, asksConsent) : null;
          for (const name of TEXT_FIELDS) {
            const message = errors?.[name] ?? (name === 'password' ? PASSWORD_RULE : null);
            say(`${en[`field.${name}`]} shows “${typed[name]}”${message ? ` with “${message}” under it${errors?.[name] ? ', flagged invalid' : ''}` : ' with no message'}`);
          }
          say(`the newsletter box is ${typed.isSubscribed ? 'ticked' : 'unticked'}`);
          if (asksConsent) {
            say(`the consent box “${consentLabel()}” is ${typed.consent ? 'ticked' : 'unticked'}${errors?.consent ? ` with “${errors.consent}” under it` : legal ? ` with “${legal}” under it` : ''}`);
            if (storeTexts) say('the store’s “politique” link goes to /donnees-personnelles');
          } else say('no consent box is shown: the store records no consents');
          say(refusal ? `“${refusal}” is announced above the fields` : 'no alert shows');
          expectFields(typed, submitted, asksConsent ? { label: consentLabel(), legal } : null);
          if (storeTexts && asksConsent) expect(screen.getByRole('link', { name: 'politique' }).getAttribute('href')).toBe('/donnees-personnelles');
          expectRefusal(refusal);
          if (snapshot.matches({ form: 'editing' })) {
            say('Create an account can be clicked and nothing was sent');
            expect(submitButton().getAttribute('aria-busy')).toBeNull();
            expect(shop.waiting()).toEqual({ accounts: [], signIns: [], consents: [] });
            expect(shop.session).toEqual([]);
            return;
          }
          say('the button is busy');
          expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
          const account = accountOf(typed);
          if (snapshot.matches({ form: 'creating' })) {
            say('the account was sent once, names and e-mail trimmed');
            expect(shop.waiting()).toEqual({ accounts: [account], signIns: [], consents: [] });
          }
          if (snapshot.matches({ form: 'signingIn' })) {
            // The new customer signs in with what they chose.
            say('the new customer signs in once with the e-mail and password chosen');
            expect(shop.waiting()).toEqual({ accounts: [], signIns: [{ email: account.email, password: account.password }], consents: [] });
            expect(shop.session).toEqual([]);
          }
          if (snapshot.matches({ form: 'recordingConsent' })) {
            // The session hears of the token once the consent is settled: signed in, the shopper leaves this page.
            say('the consent is being recorded once, as the new customer; nothing went to the session yet');
            expect(shop.session).toEqual([]);
            expect(shop.waiting()).toEqual({ accounts: [], signIns: [], consents: [{ isConsent: true, token }] });
          }
          if (snapshot.matches({ form: 'created' })) {
            // Created, signed in (the token went to the session, once), and the consent given was recorded; a
            // consent the backend did not record is logged, not shown (spec §8).
            say(asksConsent ? `the token went to the session once, the consent was recorded${consentError ? ', its failure logged, not shown' : ''}` : 'the token went to the session once, and no consent was sent');
            say('the shell is told to show the account-created toast');
            expect(shop.session).toEqual([
              { type: 'shell.session', request: { type: 'session.tokenSet', token } },
              { type: 'shell.notify', toast: { type: 'success', message: 'toast.accountCreated' } },
            ]);
            expect(consentAsked).toEqual(asksConsent ? [{ isConsent: true, token }] : []);
            expect(shop.consents.waiting).toEqual([]);
            expect(shop.loggedConsentErrors).toEqual(consentError ? [consentError] : []);
            return;
          }
          // A second press while the backend answers sends nothing more.
          say('a second click sends nothing more');
          const before = shop.waiting();
          fireEvent.click(submitButton(true));
          expect(shop.waiting()).toEqual(before);
          expect(shop.form.getSnapshot().value).toEqual(snapshot.value);
        },
      });
    });
  }
});

describe('create-account form', () => {
  it('each input carries its standard autocomplete, for browsers and password managers', () => {
    renderCreateAccount();
    expect(TEXT_FIELDS.map((name) => [textField(name).type, textField(name).autocomplete])).toEqual([
      ['text', 'given-name'],
      ['text', 'family-name'],
      ['email', 'email'],
      ['password', 'new-password'],
    ]);
  });

  it('an empty submission shows every required field’s message, and the focus goes to the first', () => {
    renderCreateAccount();
    fireEvent.click(submitButton());
    expectFields(EMPTY, true);
    expect(textField('firstname').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(textField('password'))).toEqual([IS_REQUIRED]);
    expect(descriptionOf(consentBox())).toEqual([NO_CONSENT]);
    expect(document.activeElement).toBe(textField('firstname'));
  });

  const broken: [string, Partial<Typed>, TextName | 'consent', string][] = [
    ['an e-mail without a domain', { email: 'marie.dupont@example' }, 'email', BAD_EMAIL],
    ['a password too short', { password: 'Court#1' }, 'password', TOO_SHORT],
    ['a password of two classes', { password: 'printemps2026' }, 'password', FEW_CLASSES],
    // The e-mail as password is first refused for its classes (lowercase and "@" only)…
    ['the e-mail as password, of two classes', { password: CUSTOMER.email }, 'password', FEW_CLASSES],
    // …and, where it follows the password rule, for being the e-mail.
    ['the e-mail as password', { email: 'Marie.Dupont2026@example.fr', password: 'Marie.Dupont2026@example.fr' }, 'password', IS_THE_EMAIL],
    ['an unticked consent', { consent: false }, 'consent', NO_CONSENT],
  ];
  it.each(broken)('%s: its message, the focus on it, and nothing sent', (_, change, wrong, message) => {
    const shop = renderCreateAccount();
    const typed = { ...GOOD, ...change };
    for (const name of [...TEXT_FIELDS, 'consent'] as const) if (typed[name]) enter(name, typed[name]);
    fireEvent.click(submitButton());
    expect(specErrors(typed)[wrong]).toBe(message);
    expectFields(typed, true);
    expect(document.activeElement).toBe(wrong === 'consent' ? consentBox() : textField(wrong));
    expect(shop.waiting().accounts).toEqual([]);
  });

  it('after a submission, messages follow what is typed, the password’s rule coming back when it is met', () => {
    renderCreateAccount();
    fireEvent.click(submitButton());
    enter('password', 'Court#1');
    expectField(textField('password'), 'Court#1', TOO_SHORT);
    enter('password', PASSWORD);
    expectField(textField('password'), PASSWORD, null, PASSWORD_RULE);
    // A rule that reads another field: a good password becomes wrong when the e-mail becomes it.
    enter('password', 'Marie.Dupont2026@example.fr');
    expectField(textField('password'), 'Marie.Dupont2026@example.fr', null, PASSWORD_RULE);
    enter('email', 'marie.dupont2026@example.fr');
    expectField(textField('password'), 'Marie.Dupont2026@example.fr', IS_THE_EMAIL);
    enter('consent', true);
    expectField(consentBox(), true, null);
  });

  it('creates the account with the newsletter when ticked (optional: no asterisk), the names trimmed', async () => {
    const shop = renderCreateAccount();
    expect(newsletter().getAttribute('aria-required')).toBeNull();
    enter('firstname', ` ${CUSTOMER.firstname} `);
    enter('lastname', ` ${CUSTOMER.lastname} `);
    enter('email', CUSTOMER.email);
    enter('password', PASSWORD);
    enter('isSubscribed', true);
    enter('consent', true);
    fireEvent.click(submitButton());
    expect(shop.accounts.waiting).toEqual([{ ...accountOf(GOOD), isSubscribed: true }]);
  });

  it('is prefilled after an order with the receipt’s e-mail and name', () => {
    renderCreateAccount({ email: CUSTOMER.email, firstname: CUSTOMER.firstname, lastname: CUSTOMER.lastname });
    expectFields({ ...EMPTY, email: CUSTOMER.email, firstname: CUSTOMER.firstname, lastname: CUSTOMER.lastname }, false);
  });

  it('the consent reads the store’s label and legal notice once loaded: the notice’s link kept, a script dropped', async () => {
    const shop = renderCreateAccount();
    expectField(consentBox(), false, null);
    await act(() =>
      shop.texts.resolve({
        label: 'J’accepte que Vitrine traite mes données.',
        legal: '<p>Lire notre <a href="/donnees-personnelles">politique de confidentialité</a>.<script>window.hacked = true</script></p>',
      }),
    );
    // The notice is the box's description.
    expectField(consentBox('J’accepte que Vitrine traite mes données.'), false, null, 'Lire notre politique de confidentialité.');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe('/donnees-personnelles');
    expect(document.querySelector('script')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  // Known bug, see the report: the data service answers `label: ''` when the store has no consent texts, and the
  // view keeps it (`??`), so the required box has no words. Remove `.fails` once the view falls back with `||`.
  it('a store without a consent label keeps the catalogue’s', async () => {
    const shop = renderCreateAccount();
    await act(() => shop.texts.resolve({ label: '', legal: null }));
    expectField(consentBox(), false, null);
  });

  // Known bug, see the report: a field shows its error *or* its hint, so the consent's legal notice (and its link)
  // goes exactly when the shopper is asked to tick the box. Remove `.fails` once the box keeps both.
  it('the legal notice stays under the consent while its error shows', async () => {
    const shop = renderCreateAccount();
    await act(() => shop.texts.resolve({ label: 'J’accepte.', legal: '<p>Lire notre <a href="/donnees-personnelles">politique</a>.</p>' }));
    fireEvent.click(submitButton());
    expect(descriptionOf(consentBox('J’accepte.')).sort()).toEqual(['Lire notre politique.', NO_CONSENT].sort());
    expect(screen.getByRole('link', { name: 'politique' })).toBeTruthy();
  });

  it.each([
    ['no network', NETWORK_DOWN, en['account.error.network']],
    ['an unexpected error (spec §5’s generic form error)', UNEXPECTED, 'An error has occurred. Please check the input and try again.'],
  ])('a refusal for %s shows above the fields, which keep what was typed', async (_, error, text) => {
    const shop = renderCreateAccount();
    for (const name of [...TEXT_FIELDS, 'consent'] as const) enter(name, GOOD[name]);
    fireEvent.click(submitButton());
    await act(() => shop.accounts.reject(error));
    expectRefusal(text);
    expectFields(GOOD, true);
    expect(submitButton().getAttribute('aria-busy')).toBeNull();
  });
});
