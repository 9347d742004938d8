import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { asChild } from '../harness/parent';
import { accountInformationMachine, type AccountInformationInput, type LoadedProfile } from '../../machines/account-information.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { AccountInformationPage } from '../../src/app/screens/account/account-information-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { GdprLink, GdprRequestType } from '../../src/domain/gdpr-link';
import type { Profile } from '../../src/domain/profile';
import { NETWORK_DOWN } from '../fixtures/cart';
import { CONSENT_TEXTS, EMAIL_TAKEN, LINK_INVALID, LINK_USED, NAME_NOT_VALID, WEAK_PASSWORD, WRONG_PASSWORD } from '../fixtures/profile';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { accountInformationModel } from './profile-models';

// Spec §5's texts, word for word, for the store's default rule (10 characters of 3 classes).
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';
const TOO_LONG = 'Must contain at most 255 characters.';
const TOO_SHORT = 'Must contain at least 10 character(s).';
const FEW_CLASSES = 'A password must contain at least 3 of the following: lowercase, uppercase, digits, special characters.';
const SAME_AS_CURRENT = 'New Password must be different';
const NOT_CONFIRMED = 'Must be the same as New Password';

type Typed = { name: Record<string, string>; email: Record<string, string>; password: Record<string, string> };

const blank = (value: string) => value.trim() === '';
const classesOf = (password: string) => [/[a-z]/, /[A-Z]/, /[0-9]/, /[@$!%*?&#]/].filter((pattern) => pattern.test(password)).length;

/** Each field's first broken rule, as the issue and spec §5 say it. */
function specErrors(typed: Typed): Record<keyof Typed, Record<string, string | null>> {
  const name = (value: string) => (blank(value) ? IS_REQUIRED : [...value].length > 255 ? TOO_LONG : null);
  const { currentPassword, newPassword, confirmPassword } = typed.password as Record<'currentPassword' | 'newPassword' | 'confirmPassword', string>;
  return {
    name: { firstname: name(typed.name.firstname!), lastname: name(typed.name.lastname!) },
    email: {
      email: blank(typed.email.email!) ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(typed.email.email!.trim()) ? null : BAD_EMAIL,
      password: blank(typed.email.password!) ? IS_REQUIRED : null,
    },
    password: {
      currentPassword: blank(currentPassword) ? IS_REQUIRED : null,
      newPassword: blank(newPassword)
        ? IS_REQUIRED
        : [...newPassword].length < 10 ? TOO_SHORT
        : classesOf(newPassword) < 3 ? FEW_CLASSES
        : newPassword.toLowerCase() === currentPassword.toLowerCase() ? SAME_AS_CURRENT
        : null,
      confirmPassword: blank(confirmPassword) ? IS_REQUIRED : confirmPassword !== newPassword ? NOT_CONFIRMED : null,
    },
  };
}

/** The backend's refusals (the fixtures' Magento texts), in the shop's words. */
const REFUSALS = new Map<unknown, string>([
  [WRONG_PASSWORD, en['accountArea.accountInformation.error.wrongPassword']],
  [EMAIL_TAKEN, en['accountArea.accountInformation.error.emailTaken']],
  [NAME_NOT_VALID, en['accountArea.accountInformation.error.invalidName']],
  [WEAK_PASSWORD, en['accountArea.accountInformation.error.weakPassword']],
  [NETWORK_DOWN, en['accountArea.accountInformation.error.network']],
]);
const LINK_SAYS = new Map<unknown, string>([
  [LINK_INVALID, en['accountArea.gdpr.link.invalid']],
  [LINK_USED, en['accountArea.gdpr.link.used']],
  [NETWORK_DOWN, en['accountArea.gdpr.link.failed']],
]);

const SECTION = { name: 'Name', email: 'Email Address', password: 'Password', gdpr: 'Personal Data' } as const;
const SUBMIT = { name: 'Save Name', email: 'Change Email', password: 'Change Password' } as const;
const SAVED = {
  name: en['accountArea.accountInformation.name.saved'],
  email: en['accountArea.accountInformation.email.saved'],
  password: en['accountArea.accountInformation.password.saved'],
} as const;

const sectionOf = (section: keyof typeof SECTION) => screen.getByRole('region', { name: SECTION[section] });
const inputOf = (section: keyof Typed, field: string) => sectionOf(section).querySelector(`input[name="${field}"]`) as HTMLInputElement;
const messageOf = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id))
    .find((element) => element?.classList.contains('form-field__error'))?.textContent ?? null;

async function renderPage(input: AccountInformationInput) {
  // The account area's messages come with its screens: loaded first, as the app's Suspense would wait for them.
  await screenMessages('accountArea', 'en_US');
  const load = deferredActor<LoadedProfile, unknown>();
  const confirm = deferredActor<void, GdprLink>();
  const saveName = deferredActor<Profile, { firstname: string; lastname: string }>();
  const changeEmail = deferredActor<Profile, { email: string; password: string }>();
  const changePassword = deferredActor<void, { currentPassword: string; newPassword: string }>();
  const recordConsent = deferredActor<void, { isConsent: boolean }>();
  const requestGdpr = deferredActor<void, { type: GdprRequestType }>();
  // A request that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const { child: page, received: shell } = asChild(
    accountInformationMachine.provide({
      actors: {
        loadProfile: load.logic, confirmGdprRequest: confirm.logic, saveName: saveName.logic, changeEmail: changeEmail.logic,
        changePassword: changePassword.logic, recordConsent: recordConsent.logic, requestGdpr: requestGdpr.logic,
      },
    }),
    input,
    clock,
  );
  renderInShell(
    <PageActor.Provider value={{ kind: 'accountInformation', ref: page }}>
      <AccountInformationPage />
    </PageActor.Provider>,
    { path: '/account-information' },
  );
  /** Every call waiting for its answer: a second press must add none. */
  const waiting = () => [saveName, changeEmail, changePassword, recordConsent, requestGdpr].reduce((sum, actor) => sum + actor.waiting.length, 0);
  return { page, shell, load, confirm, saveName, changeEmail, changePassword, recordConsent, requestGdpr, waiting, clock };
}

/** The chart's state while a section's request waits for its answer. */
const SAVING_STATE = { name: 'savingName', email: 'savingEmail', password: 'changingPassword', consent: 'savingConsent', gdpr: 'requestingGdpr' } as const;

describe('account information: every path of its chart, on the page', () => {
  for (const path of pathsOf(accountInformationModel)) {
    it(describePath(path), async () => {
      const input = path.steps[0]!.state.context as unknown as AccountInformationInput;
      const view = await renderPage({ policy: input.policy, link: input.link });
      // What the shopper and the backend did; what the page shows follows from it.
      let profile: Profile | null = null;
      const typed: Typed = { name: {}, email: {}, password: { currentPassword: '', newPassword: '', confirmPassword: '' } };
      const shownErrors = { name: false, email: false, password: false };
      let consent = false;
      let notice: { section: string; text: string; alert: boolean } | null = null;
      let link: { text: string; alert: boolean } | null = input.link === 'invalid' ? { text: en['accountArea.gdpr.link.invalid'], alert: true } : null;
      let asked: GdprRequestType | null = null;
      const submit = (section: keyof typeof SUBMIT) => {
        const before = view.waiting();
        fireEvent.click(within(sectionOf(section)).getByRole('button', { name: new RegExp(`^(${SUBMIT[section]}|Saving…)$`) }));
        shownErrors[section] = true;
        const valid = Object.values(specErrors(typed)[section]).every((error) => error === null);
        expect(view.waiting(), 'a request only for a valid form').toBe(before + (valid ? 1 : 0));
        if (valid) notice = null;
      };
      const refused = (section: string, error: unknown) => {
        notice = { section, text: REFUSALS.get(error)!, alert: true };
      };
      /** No answer: read as a lost connection, and nothing is sent again on its own. */
      const timeOut = () => {
        act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
        expect(view.waiting(), 'nothing sent again').toBe(0);
      };
      await drive(accountInformationMachine, path, {
        clock: view.clock,
        actual: () => view.page.getSnapshot(),
        events: {
          'xstate.after.requestTimeout.accountInformation.confirmingLink': () => {
            link = { text: LINK_SAYS.get(NETWORK_DOWN)!, alert: true };
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.accountInformation.ready.savingName': () => {
            refused('name', NETWORK_DOWN);
            timeOut();
          },
          'xstate.after.requestTimeout.accountInformation.ready.savingEmail': () => {
            refused('email', NETWORK_DOWN);
            timeOut();
          },
          'xstate.after.requestTimeout.accountInformation.ready.changingPassword': () => {
            refused('password', NETWORK_DOWN);
            timeOut();
          },
          'xstate.after.requestTimeout.accountInformation.ready.savingConsent': () => {
            consent = !consent;
            refused('gdpr', NETWORK_DOWN);
            timeOut();
          },
          'xstate.after.requestTimeout.accountInformation.ready.requestingGdpr': () => {
            refused('gdpr', NETWORK_DOWN);
            asked = null;
            timeOut();
          },
          'xstate.done.actor.loadProfile': ({ output }) => {
            const loaded = output as LoadedProfile;
            profile = loaded.profile;
            typed.name = { firstname: profile.firstname, lastname: profile.lastname };
            typed.email = { email: profile.email, password: '' };
            consent = profile.isConsent === true;
            return act(() => view.load.resolve(loaded));
          },
          'xstate.error.actor.loadProfile': ({ error }) => act(() => view.load.reject(error)),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
          'xstate.done.actor.confirmGdprRequest': async () => {
            const asked = input.link as GdprLink;
            expect(view.confirm.waiting).toEqual([asked]);
            link = { text: en[`accountArea.gdpr.link.confirmed.${asked.type}`], alert: false };
            const before = view.shell.length;
            await act(() => view.confirm.resolve());
            // An erasure is done at once: the shell shows it in a toast that stays, and the session, loading the
            // customer again, finds the token refused and signs out. An export tells the shell nothing.
            expect(view.shell.slice(before)).toEqual(asked.type === 'erase'
              ? [
                { type: 'shell.notify', toast: { type: 'success', message: 'toast.accountErased', dismissable: true, timeout: false } },
                { type: 'shell.session', request: { type: 'details.changed' } },
              ]
              : []);
          },
          'xstate.error.actor.confirmGdprRequest': ({ error }) => {
            link = { text: LINK_SAYS.get(error)!, alert: true };
            return act(() => view.confirm.reject(error));
          },
          'name.change': ({ field, value }) => {
            typed.name[field] = String(value);
            fireEvent.change(inputOf('name', field), { target: { value } });
          },
          'email.change': ({ field, value }) => {
            typed.email[field] = String(value);
            fireEvent.change(inputOf('email', field), { target: { value } });
          },
          'password.change': ({ field, value }) => {
            typed.password[field] = String(value);
            fireEvent.change(inputOf('password', field), { target: { value } });
          },
          'name.submit': (_, step) => {
            submit('name');
            if (step.state.matches({ ready: 'savingName' })) {
              expect(view.saveName.waiting).toEqual([{ firstname: typed.name.firstname!.trim(), lastname: typed.name.lastname!.trim() }]);
            }
          },
          'email.submit': (_, step) => {
            submit('email');
            if (step.state.matches({ ready: 'savingEmail' })) expect(view.changeEmail.waiting).toEqual([{ email: typed.email.email!.trim(), password: typed.email.password }]);
          },
          'password.submit': (_, step) => {
            submit('password');
            if (step.state.matches({ ready: 'changingPassword' })) {
              expect(view.changePassword.waiting).toEqual([{ currentPassword: typed.password.currentPassword, newPassword: typed.password.newPassword }]);
            }
          },
          'xstate.done.actor.saveName': async ({ output }) => {
            profile = { ...profile!, ...(output as Profile) };
            notice = { section: 'name', text: SAVED.name, alert: false };
            await act(() => view.saveName.resolve(output as Profile));
            // The session loads the customer again: the header greets the new name.
            expect(view.shell.at(-1)).toEqual({ type: 'shell.session', request: { type: 'details.changed' } });
          },
          'xstate.error.actor.saveName': ({ error }) => {
            refused('name', error);
            return act(() => view.saveName.reject(error));
          },
          'xstate.done.actor.changeEmail': async ({ output }) => {
            profile = { ...profile!, email: (output as Profile).email };
            typed.email = { email: profile.email, password: '' };
            shownErrors.email = false;
            notice = { section: 'email', text: SAVED.email, alert: false };
            await act(() => view.changeEmail.resolve(output as Profile));
            expect(view.shell.at(-1)).toEqual({ type: 'shell.session', request: { type: 'details.changed' } });
          },
          'xstate.error.actor.changeEmail': ({ error }) => {
            refused('email', error);
            return act(() => view.changeEmail.reject(error));
          },
          'xstate.done.actor.changePassword': () => {
            typed.password = { currentPassword: '', newPassword: '', confirmPassword: '' };
            shownErrors.password = false;
            notice = { section: 'password', text: SAVED.password, alert: false };
            return act(() => view.changePassword.resolve());
          },
          'xstate.error.actor.changePassword': ({ error }) => {
            refused('password', error);
            return act(() => view.changePassword.reject(error));
          },
          'consent.set': ({ value }) => {
            fireEvent.click(within(sectionOf('gdpr')).getByRole('checkbox', { name: CONSENT_TEXTS.label }));
            expect(view.recordConsent.waiting).toEqual([{ isConsent: value }]);
            notice = null;
            asked = null;
            consent = value;
          },
          'xstate.done.actor.recordConsent': () => {
            notice = { section: 'gdpr', text: en['accountArea.gdpr.consentSaved'], alert: false };
            return act(() => view.recordConsent.resolve());
          },
          'xstate.error.actor.recordConsent': ({ error }) => {
            consent = !consent;
            refused('gdpr', error);
            return act(() => view.recordConsent.reject(error));
          },
          'gdpr.ask': ({ request }) => {
            fireEvent.click(within(sectionOf('gdpr')).getByRole('button', { name: en[`accountArea.gdpr.${request}`] }));
            asked = request;
            notice = null;
            // Erasure waits for the dialog; a copy is asked at once.
            expect(view.requestGdpr.waiting).toEqual(request === 'export' ? [{ type: 'export' }] : []);
          },
          'gdpr.confirm': () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.gdpr.eraseDialog.confirm'] }));
            expect(view.requestGdpr.waiting).toEqual([{ type: 'erase' }]);
          },
          'gdpr.cancel': () => {
            fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: en['accountArea.gdpr.eraseDialog.cancel'] }));
            expect(view.requestGdpr.waiting).toEqual([]);
            asked = null;
          },
          'xstate.done.actor.requestGdpr': () => {
            notice = { section: 'gdpr', text: en[`accountArea.gdpr.requested.${asked!}`], alert: false };
            asked = null;
            return act(() => view.requestGdpr.resolve());
          },
          'xstate.error.actor.requestGdpr': ({ error }) => {
            refused('gdpr', error);
            asked = null;
            return act(() => view.requestGdpr.reject(error));
          },
        },
        expect: (snapshot, _step, say) => {
          // The erasure's dialog is modal: the page behind it is hidden from assistive technology.
          const dialog = screen.queryByRole('alertdialog');
          say(snapshot.matches({ ready: 'confirmingErasure' }) ? `a dialog asks “${en['accountArea.gdpr.eraseDialog.title']}” with its text, the page's sections hidden behind it` : 'no erasure dialog shows');
          expect(dialog !== null, 'the erasure dialog').toBe(snapshot.matches({ ready: 'confirmingErasure' }));
          if (dialog) {
            expect(within(dialog).getByRole('heading').textContent).toBe(en['accountArea.gdpr.eraseDialog.title']);
            expect(within(dialog).getByText(en['accountArea.gdpr.eraseDialog.text'])).toBeTruthy();
            expect(screen.queryByRole('region')).toBeNull();
            return;
          }
          say('the heading reads “Account Information”');
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account Information');
          if (snapshot.matches('loading') || snapshot.matches('confirmingLink')) {
            say('the page shows its loading shimmer and no section');
            expect(screen.queryByRole('region')).toBeNull();
            expect(screen.getByTestId('page-shimmer')).toBeTruthy();
            return;
          }
          if (snapshot.matches('failed')) {
            say(`the alert reads “${en['accountArea.accountInformation.loadFailed']}” and no section shows`);
            expect(screen.getByRole('alert').textContent).toBe(en['accountArea.accountInformation.loadFailed']);
            expect(screen.queryByRole('region')).toBeNull();
            return;
          }
          // The link's outcome above the sections.
          if (link) say(`the link's outcome reads “${link.text}” as ${link.alert ? 'an alert' : 'a status'}`);
          say(`the Email Address section reads “You sign in with ${profile!.email}.”`);
          for (const section of ['name', 'email', 'password'] as const) {
            say(`the ${SECTION[section]} fields show what was typed${shownErrors[section] ? ', with spec §5’s message under each field that breaks a rule' : ', with no message'}`);
          }
          say(notice ? `the ${SECTION[notice.section as keyof typeof SECTION]} section ${notice.alert ? 'alerts' : 'says'} “${notice.text}” and no other section says anything` : 'no section shows a refusal or a saved notice');
          say(`the consent box “${CONSENT_TEXTS.label}” is ${consent ? 'ticked' : 'unticked'}, its “politique” link to /donnees-personnelles`);
          const banner = link && screen.getByText(link.text);
          if (link) expect(banner!.getAttribute('role')).toBe(link.alert ? 'alert' : 'status');
          expect(within(sectionOf('email')).getByText(`You sign in with ${profile!.email}.`)).toBeTruthy();
          const errors = specErrors(typed);
          for (const section of ['name', 'email', 'password'] as const) {
            for (const [field, value] of Object.entries(typed[section])) {
              const input = inputOf(section, field);
              expect(input.value, `${section}.${field}`).toBe(value);
              expect(messageOf(input), `${section}.${field}'s message`).toBe(shownErrors[section] ? errors[section][field] : null);
            }
          }
          for (const section of ['name', 'email', 'password', 'gdpr'] as const) {
            const shown = notice?.section === section ? notice : null;
            const region = sectionOf(section);
            expect(within(region).queryByRole('alert')?.textContent ?? null, `${section}'s refusal`).toBe(shown?.alert ? shown.text : null);
            const status = within(region).queryAllByRole('status').map((element) => element.textContent);
            if (shown && !shown.alert) expect(status).toContain(shown.text);
            else expect(status.filter((text) => Object.values(SAVED).includes(text as never))).toEqual([]);
          }
          // The section being saved: its button says so (a second press sends nothing); the others' do not.
          const saving = (['name', 'email', 'password', 'consent', 'gdpr'] as const).find((section) => snapshot.matches({ ready: SAVING_STATE[section] })) ?? null;
          say(saving ? `the ${saving} section shows it is being saved, and no other` : 'no section shows it is being saved');
          for (const section of ['name', 'email', 'password'] as const) {
            const submitButton = within(sectionOf(section)).getByRole('button', { name: new RegExp(`^(${SUBMIT[section]}|Saving…)$`) });
            expect(submitButton.textContent, `${section}'s button`).toBe(saving === section ? en['accountArea.accountInformation.saving'] : SUBMIT[section]);
          }
          expect(sectionOf('gdpr').querySelector('[aria-busy="true"]') !== null, 'the consent box waits').toBe(saving === 'consent');
          expect(within(sectionOf('gdpr')).queryByText(en['accountArea.gdpr.requesting']) !== null, 'the request waits').toBe(saving === 'gdpr');
          const box = within(sectionOf('gdpr')).getByRole('checkbox', { name: CONSENT_TEXTS.label }) as HTMLInputElement;
          expect(box.checked).toBe(consent);
          expect(within(sectionOf('gdpr')).getByRole('link', { name: 'politique' }).getAttribute('href')).toBe('/donnees-personnelles');
        },
      });
    });
  }
});
