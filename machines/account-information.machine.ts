import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { AccountConsentTexts } from '../src/domain/customer';
import type { GdprLink, GdprRequestType } from '../src/domain/gdpr-link';
import {
  EMAIL_FIELDS, NAME_FIELDS, PASSWORD_FIELDS, emailRules, linkOutcomeOf, nameRules, passwordRules, profileFailureOf,
  type EmailField, type LinkOutcome, type NameField, type PasswordField, type Profile,
  type ProfileFailure,
} from '../src/domain/profile';
import { ACCOUNT_ERASED_TOAST } from '../src/domain/toast';
import type { PasswordPolicy } from '../src/domain/validation';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import type { ShellRequest } from './shell-bus';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

/** The page's sections, each saved on its own. */
export type ProfileSection = 'name' | 'email' | 'password' | 'consent' | 'gdpr';

/** What the last save of a section came to, shown in that section. */
export type ProfileNotice =
  | { section: ProfileSection; saved: true; request?: GdprRequestType }
  | { section: ProfileSection; saved: false; failure: ProfileFailure };

type Change<S extends string, F extends string> = Omit<FieldChange<F>, 'type'> & { type: `${S}.change` };

export type AccountInformationEvent =
  | Change<'name', NameField>
  | Change<'email', EmailField>
  | Change<'password', PasswordField>
  | { type: 'name.submit' }
  | { type: 'email.submit' }
  | { type: 'password.submit' }
  | { type: 'consent.set'; value: boolean }
  | { type: 'gdpr.ask'; request: GdprRequestType }
  | { type: 'gdpr.confirm' }
  | { type: 'gdpr.cancel' }
  | { type: 'retry' };

export interface AccountInformationInput {
  policy: PasswordPolicy;
  /** The request link the page was opened by (/gdpr-request/type/{type}/code/{code}), or one that cannot be any. */
  link: GdprLink | 'invalid' | null;
}

export interface AccountInformationContext {
  policy: PasswordPolicy;
  link: GdprLink | 'invalid' | null;
  linkOutcome: LinkOutcome | null;
  profile: Profile | null;
  texts: AccountConsentTexts | null;
  name: FormFields<NameField>;
  email: FormFields<EmailField>;
  password: FormFields<PasswordField>;
  /** The request the shopper asked for, while it is confirmed or sent. */
  asked: GdprRequestType | null;
  /** The consent being recorded. */
  consent: boolean | null;
  notice: ProfileNotice | null;
}

export interface LoadedProfile {
  profile: Profile;
  texts: AccountConsentTexts;
}

const blank = <F extends string>(fields: readonly F[], given: Partial<Record<F, string>> = {}): FormFields<F> => ({
  values: emptyValues(fields, given),
  errors: {},
  showErrors: false,
});

const failed = (section: ProfileSection, error: unknown): ProfileNotice => ({ section, saved: false, failure: profileFailureOf(error) });

/** A section's request that got no answer: it reads as a lost connection, what was typed stays, nothing is sent again. */
const noAnswer = (section: ProfileSection, ...then: 'forgetAsked'[]) => ({
  target: 'idle',
  actions: [{ type: 'keepFailure' as const, params: { section, error: timedOut() } }, ...then],
});

/**
 * The account information page (spec §2 "/account-information", "/customer/account/edit/", issue 11): the customer's
 * name, e-mail (with the current password) and password (the store's rule, typed twice), the data-protection consent
 * renewed with the store's texts, and the requests to export or erase their data. Each section saves on its own, one
 * at a time, and says how it went; what was typed stays on any failure. Opened by a request's e-mailed link, the page
 * first confirms that request and says whether the link was valid; a confirmed erasure, done at once, signs the
 * shopper out.
 */
export const accountInformationMachine = setup({
  types: {
    context: {} as AccountInformationContext,
    events: {} as AccountInformationEvent,
    input: {} as AccountInformationInput,
  },
  actors: {
    loadProfile: providedByTheApp<LoadedProfile>('loadProfile'),
    confirmGdprRequest: providedByTheApp<void, GdprLink>('confirmGdprRequest'),
    saveName: providedByTheApp<Profile, { firstname: string; lastname: string }>('saveName'),
    changeEmail: providedByTheApp<Profile, { email: string; password: string }>('changeEmail'),
    changePassword: providedByTheApp<void, { currentPassword: string; newPassword: string }>('changePassword'),
    recordConsent: providedByTheApp<void, { isConsent: boolean }>('recordConsent'),
    requestGdpr: providedByTheApp<void, { type: GdprRequestType }>('requestGdpr'),
  },
  actions: {
    keepLoaded: assign((_, { loaded }: { loaded: LoadedProfile }) => ({
      profile: loaded.profile,
      texts: loaded.texts,
      name: blank(NAME_FIELDS, { firstname: loaded.profile.firstname, lastname: loaded.profile.lastname }),
      email: blank(EMAIL_FIELDS, { email: loaded.profile.email }),
    })),
    editName: assign({ name: ({ context }, change: FieldChange<NameField>) => edited(context.name, change, nameRules) }),
    editEmail: assign({ email: ({ context }, change: FieldChange<EmailField>) => edited(context.email, change, emailRules) }),
    editPassword: assign({ password: ({ context }, change: FieldChange<PasswordField>) => edited(context.password, change, passwordRules(context.policy)) }),
    checkName: assign({ name: ({ context }) => submitted(context.name, nameRules) }),
    checkEmail: assign({ email: ({ context }) => submitted(context.email, emailRules) }),
    checkPassword: assign({ password: ({ context }) => submitted(context.password, passwordRules(context.policy)) }),
    clearNotice: assign({ notice: null }),
    keepNames: assign({
      profile: ({ context }, { profile }: { profile: Profile }) => ({ ...context.profile!, firstname: profile.firstname, lastname: profile.lastname }),
      notice: { section: 'name', saved: true },
    }),
    /** The new address is the customer's; the password typed for it is not kept. */
    keepEmail: assign({
      profile: ({ context }, { profile }: { profile: Profile }) => ({ ...context.profile!, email: profile.email }),
      email: (_, { profile }: { profile: Profile }) => blank(EMAIL_FIELDS, { email: profile.email }),
      notice: { section: 'email', saved: true },
    }),
    // Up the shell's bus: the session loads the customer again, and the header greets the new name.
    tellSessionDetailsChanged: sendParent({ type: 'shell.session', request: { type: 'details.changed' } } satisfies ShellRequest),
    tellErased: sendParent({ type: 'shell.notify', toast: ACCOUNT_ERASED_TOAST } satisfies ShellRequest),
    passwordChanged: assign({ password: blank(PASSWORD_FIELDS), notice: { section: 'password', saved: true } }),
    keepAskedConsent: assign({ consent: (_, { value }: { value: boolean }) => value }),
    consentRecorded: assign({
      profile: ({ context }) => ({ ...context.profile!, isConsent: context.consent }),
      consent: null,
      notice: { section: 'consent', saved: true },
    }),
    keepAsked: assign({ asked: (_, { request }: { request: GdprRequestType }) => request }),
    requested: assign({ notice: ({ context }) => ({ section: 'gdpr', saved: true, request: context.asked! }) as ProfileNotice, asked: null }),
    forgetAsked: assign({ asked: null, consent: null }),
    keepFailure: assign({ notice: (_, { section, error }: { section: ProfileSection; error: unknown }) => failed(section, error) }),
    linkConfirmed: assign({ linkOutcome: 'confirmed' }),
    keepLinkFailure: assign({ linkOutcome: (_, { error }: { error: unknown }) => linkOutcomeOf(error) }),
    linkInvalid: assign({ linkOutcome: 'invalid' }),
  },
  guards: {
    nameValid: ({ context }) => isValid(context.name.values, nameRules),
    emailValid: ({ context }) => isValid(context.email.values, emailRules),
    passwordValid: ({ context }) => isValid(context.password.values, passwordRules(context.policy)),
    hasLink: ({ context }) => context.link !== null && context.link !== 'invalid',
    hasInvalidLink: ({ context }) => context.link === 'invalid',
    /** Of the link being confirmed: a request's, as `hasLink` let through. */
    linkErases: ({ context }) => (context.link as GdprLink).type === 'erase',
    asksErasure: (_, { request }: { request: GdprRequestType }) => request === 'erase',
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'accountInformation',
  context: ({ input }) => ({
    policy: input.policy,
    link: input.link,
    linkOutcome: null,
    profile: null,
    texts: null,
    name: blank(NAME_FIELDS),
    email: blank(EMAIL_FIELDS),
    password: blank(PASSWORD_FIELDS),
    asked: null,
    consent: null,
    notice: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: [
          { guard: 'hasLink', target: 'confirmingLink', actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) } },
          { guard: 'hasInvalidLink', target: 'ready', actions: [{ type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) }, 'linkInvalid'] },
          { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => ({ loaded: event.output }) } },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    /** The customer's details could not be loaded: nothing to edit, the shopper may try again. */
    failed: { tags: 'settled', on: { retry: 'loading' } },
    confirmingLink: {
      invoke: {
        id: 'confirmGdprRequest',
        src: 'confirmGdprRequest',
        input: ({ context }) => context.link as GdprLink,
        onDone: [
          // The account is erased as soon as confirmed, this session's token with it: the shell says so in a toast that
          // outlives the page, and the session, loading the customer again, finds its token refused and signs out.
          { guard: 'linkErases', target: 'ready', actions: ['linkConfirmed', 'tellErased', 'tellSessionDetailsChanged'] },
          { target: 'ready', actions: 'linkConfirmed' },
        ],
        onError: { target: 'ready', actions: { type: 'keepLinkFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      after: { requestTimeout: { target: 'ready', actions: { type: 'keepLinkFailure', params: { error: timedOut() } } } },
    },
    // The router shows the page once it is settled: loaded, and the link it was opened by checked.
    ready: {
      tags: 'settled',
      initial: 'idle',
      // Typing goes on in every section while another one saves.
      on: {
        'name.change': { actions: { type: 'editName', params: ({ event }) => ({ ...event, type: 'field.change' as const }) } },
        'email.change': { actions: { type: 'editEmail', params: ({ event }) => ({ ...event, type: 'field.change' as const }) } },
        'password.change': { actions: { type: 'editPassword', params: ({ event }) => ({ ...event, type: 'field.change' as const }) } },
      },
      states: {
        idle: {
          on: {
            'name.submit': [{ guard: 'nameValid', target: 'savingName', actions: ['checkName', 'clearNotice'] }, { actions: 'checkName' }],
            'email.submit': [{ guard: 'emailValid', target: 'savingEmail', actions: ['checkEmail', 'clearNotice'] }, { actions: 'checkEmail' }],
            'password.submit': [
              { guard: 'passwordValid', target: 'changingPassword', actions: ['checkPassword', 'clearNotice'] },
              { actions: 'checkPassword' },
            ],
            'consent.set': { target: 'savingConsent', actions: ['clearNotice', { type: 'keepAskedConsent', params: ({ event }) => event }] },
            'gdpr.ask': [
              {
                guard: { type: 'asksErasure', params: ({ event }) => event },
                target: 'confirmingErasure',
                actions: ['clearNotice', { type: 'keepAsked', params: ({ event }) => event }],
              },
              { target: 'requestingGdpr', actions: ['clearNotice', { type: 'keepAsked', params: ({ event }) => event }] },
            ],
          },
        },
        savingName: {
          invoke: {
            id: 'saveName',
            src: 'saveName',
            input: ({ context }) => ({ firstname: textOf(context.name.values.firstname), lastname: textOf(context.name.values.lastname) }),
            onDone: { target: 'idle', actions: [{ type: 'keepNames', params: ({ event }) => ({ profile: event.output }) }, 'tellSessionDetailsChanged'] },
            onError: { target: 'idle', actions: { type: 'keepFailure', params: ({ event }) => ({ section: 'name' as const, error: event.error }) } },
          },
          after: { requestTimeout: noAnswer('name') },
        },
        savingEmail: {
          invoke: {
            id: 'changeEmail',
            src: 'changeEmail',
            input: ({ context }) => ({ email: textOf(context.email.values.email), password: String(context.email.values.password) }),
            onDone: { target: 'idle', actions: [{ type: 'keepEmail', params: ({ event }) => ({ profile: event.output }) }, 'tellSessionDetailsChanged'] },
            onError: { target: 'idle', actions: { type: 'keepFailure', params: ({ event }) => ({ section: 'email' as const, error: event.error }) } },
          },
          after: { requestTimeout: noAnswer('email') },
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({
              currentPassword: String(context.password.values.currentPassword),
              newPassword: String(context.password.values.newPassword),
            }),
            onDone: { target: 'idle', actions: 'passwordChanged' },
            onError: { target: 'idle', actions: { type: 'keepFailure', params: ({ event }) => ({ section: 'password' as const, error: event.error }) } },
          },
          after: { requestTimeout: noAnswer('password') },
        },
        savingConsent: {
          invoke: {
            id: 'recordConsent',
            src: 'recordConsent',
            input: ({ context }) => ({ isConsent: context.consent === true }),
            onDone: { target: 'idle', actions: 'consentRecorded' },
            onError: {
              target: 'idle',
              actions: [{ type: 'keepFailure', params: ({ event }) => ({ section: 'consent' as const, error: event.error }) }, 'forgetAsked'],
            },
          },
          after: { requestTimeout: noAnswer('consent', 'forgetAsked') },
        },
        /** Erasing the account cannot be undone: the shopper confirms in a dialog before the request is sent. */
        confirmingErasure: {
          on: { 'gdpr.confirm': 'requestingGdpr', 'gdpr.cancel': { target: 'idle', actions: 'forgetAsked' } },
        },
        requestingGdpr: {
          invoke: {
            id: 'requestGdpr',
            src: 'requestGdpr',
            input: ({ context }) => ({ type: context.asked! }),
            onDone: { target: 'idle', actions: 'requested' },
            onError: {
              target: 'idle',
              actions: [{ type: 'keepFailure', params: ({ event }) => ({ section: 'gdpr' as const, error: event.error }) }, 'forgetAsked'],
            },
          },
          after: { requestTimeout: noAnswer('gdpr', 'forgetAsked') },
        },
      },
    },
  },
});

export type AccountInformationSnapshot = SnapshotFrom<typeof accountInformationMachine>;
export type AccountInformationActor = ActorRefFrom<typeof accountInformationMachine>;

export type AccountInformationView = 'loading' | 'failed' | 'ready';

export const selectView = (s: AccountInformationSnapshot): AccountInformationView =>
  s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading';
/** The section being saved, if any: its button says so and a second press sends nothing. */
export const selectSaving = (s: AccountInformationSnapshot): ProfileSection | null =>
  s.matches({ ready: 'savingName' }) ? 'name'
  : s.matches({ ready: 'savingEmail' }) ? 'email'
  : s.matches({ ready: 'changingPassword' }) ? 'password'
  : s.matches({ ready: 'savingConsent' }) ? 'consent'
  : s.matches({ ready: 'requestingGdpr' }) ? 'gdpr'
  : null;
export const selectConfirmingErasure = (s: AccountInformationSnapshot) => s.matches({ ready: 'confirmingErasure' });
/** The consent box: what is being recorded while it is, else the customer's answer. */
export const selectConsentChecked = (s: AccountInformationSnapshot) => s.context.consent ?? s.context.profile?.isConsent === true;
export const selectNotice = (s: AccountInformationSnapshot) => s.context.notice;
export const selectLinkOutcome = (s: AccountInformationSnapshot) =>
  s.context.linkOutcome && { outcome: s.context.linkOutcome, type: s.context.link === 'invalid' ? null : (s.context.link?.type ?? null) };
