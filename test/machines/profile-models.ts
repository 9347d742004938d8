import { accountInformationMachine, type AccountInformationEvent, type AccountInformationSnapshot } from '../../machines/account-information.machine';
import { communicationsMachine, type CommunicationsSnapshot } from '../../machines/communications.machine';
import {
  emailRules, nameRules, passwordRules, type EmailField, type NameField, type PasswordField,
} from '../../src/domain/profile';
import type { GdprLink } from '../../src/domain/gdpr-link';
import { DEFAULT_PASSWORD_POLICY } from '../../src/domain/validation';
import { NETWORK_DOWN } from '../fixtures/cart';
import {
  CONSENT_TEXTS, CURRENT_PASSWORD, EMAIL_TAKEN, LINK_INVALID, LINK_USED, NAME_NOT_VALID, NEW_PASSWORD, NOT_SUBSCRIBED, PROFILE,
  SUBSCRIBED, WEAK_PASSWORD, WRONG_PASSWORD,
} from '../fixtures/profile';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

// The account information and communications pages' models.

const pwRules = passwordRules(DEFAULT_PASSWORD_POLICY);

export const NAME_GOOD = { firstname: 'Anne-Sophie', lastname: 'D’Arcy' };
export const EMAIL_GOOD = { email: 'camille.nouvelle@example.fr', password: CURRENT_PASSWORD };
export const PASSWORD_GOOD = { currentPassword: CURRENT_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

const SECTION_EVENTS = [
  'name.change', 'email.change', 'password.change', 'name.submit', 'email.submit', 'password.submit', 'consent.set', 'gdpr.ask',
] as const;

export const EXPORT_LINK: GdprLink = { type: 'export', code: 'c0ffee12' };
export const ERASE_LINK: GdprLink = { type: 'erase', code: 'dec0de34' };

/**
 * The account information page opened from its menu, from a request's link, or from a link that cannot be one; the
 * customer loaded or not; each section typed wrong then right, saved or refused. What tells states apart: whether each form
 * is valid, the password form's wrong fields (fixed one at a time); the rest only changes what is shown.
 */
export const accountInformationModel = defineModel({
  name: 'accountInformation',
  machine: accountInformationMachine,
  inputs: [
    { policy: DEFAULT_PASSWORD_POLICY, link: null },
    { policy: DEFAULT_PASSWORD_POLICY, link: EXPORT_LINK },
    { policy: DEFAULT_PASSWORD_POLICY, link: ERASE_LINK },
    { policy: DEFAULT_PASSWORD_POLICY, link: 'invalid' },
  ],
  identity: (s: AccountInformationSnapshot) => ({
    link: s.context.link === null ? null : s.context.link === 'invalid' ? 'invalid' : s.context.link.type,
    name: invalidFields(nameRules, s.context.name.values).length === 0,
    email: invalidFields(emailRules, s.context.email.values).length === 0,
    password: invalidFields(pwRules, s.context.password.values),
  }),
  // Typing while another section saves is the same transition as typing in idle: walked from idle only. Opened by a
  // link, the page is walked up to what it says of the link: the sections are the same as without one.
  withhold: (s: AccountInformationSnapshot): AccountInformationEvent['type'][] =>
    s.context.link !== null ? [...SECTION_EVENTS] : s.matches({ ready: 'idle' }) ? [] : ['name.change', 'email.change', 'password.change'],
  events: (s: AccountInformationSnapshot) => [
    { type: 'xstate.done.actor.loadProfile' as const, output: { profile: PROFILE, texts: CONSENT_TEXTS } },
    { type: 'xstate.error.actor.loadProfile' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.confirmGdprRequest' as const },
    ...[LINK_INVALID, LINK_USED, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.confirmGdprRequest' as const, error })),
    ...fieldChanges<NameField>(nameRules, s.context.name.values, NAME_GOOD, [
      { field: 'firstname', value: ' ' },
      { field: 'lastname', value: 'D'.repeat(256) },
    ]).map((change) => ({ ...change, type: 'name.change' as const })),
    ...fieldChanges<EmailField>(emailRules, s.context.email.values, EMAIL_GOOD, [{ field: 'email', value: 'camille@example' }])
      .map((change) => ({ ...change, type: 'email.change' as const })),
    ...fieldChanges<PasswordField>(pwRules, s.context.password.values, PASSWORD_GOOD, [
      { field: 'newPassword', value: 'automne2031' },
      { field: 'confirmPassword', value: 'Automne#2032x' },
    ]).map((change) => ({ ...change, type: 'password.change' as const })),
    { type: 'xstate.done.actor.saveName' as const, output: { ...PROFILE, ...NAME_GOOD } },
    ...[NAME_NOT_VALID, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.saveName' as const, error })),
    { type: 'xstate.done.actor.changeEmail' as const, output: { ...PROFILE, email: EMAIL_GOOD.email } },
    ...[WRONG_PASSWORD, EMAIL_TAKEN].map((error) => ({ type: 'xstate.error.actor.changeEmail' as const, error })),
    { type: 'xstate.done.actor.changePassword' as const },
    ...[WRONG_PASSWORD, WEAK_PASSWORD].map((error) => ({ type: 'xstate.error.actor.changePassword' as const, error })),
    { type: 'consent.set' as const, value: s.context.profile?.isConsent !== true },
    { type: 'xstate.done.actor.recordConsent' as const },
    { type: 'xstate.error.actor.recordConsent' as const, error: NETWORK_DOWN },
    { type: 'gdpr.ask' as const, request: 'export' as const },
    { type: 'gdpr.ask' as const, request: 'erase' as const },
    { type: 'xstate.done.actor.requestGdpr' as const },
    { type: 'xstate.error.actor.requestGdpr' as const, error: NETWORK_DOWN },
  ],
});

/** The communications page: loaded subscribed or not, or not at all; the switch turned, saved or refused. */
export const communicationsModel = defineModel({
  name: 'communications',
  machine: communicationsMachine,
  identity: (s: CommunicationsSnapshot) => ({ subscribed: s.context.communications?.isSubscribed ?? null }),
  events: (s: CommunicationsSnapshot) => [
    { type: 'xstate.done.actor.loadCommunications' as const, output: SUBSCRIBED },
    { type: 'xstate.done.actor.loadCommunications' as const, output: NOT_SUBSCRIBED },
    { type: 'xstate.error.actor.loadCommunications' as const, error: NETWORK_DOWN },
    { type: 'subscription.set' as const, value: s.context.communications?.isSubscribed !== true },
    { type: 'xstate.done.actor.saveSubscription' as const, output: s.context.asked === true },
    { type: 'xstate.error.actor.saveSubscription' as const, error: NETWORK_DOWN },
  ],
});
