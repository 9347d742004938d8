import { botProtectionMachine } from '../../machines/bot-protection.machine';
import { newsletterMachine, type NewsletterSnapshot } from '../../machines/newsletter.machine';
import type { BotProtectionConfig } from '../../src/domain/bot-protection';
import { newsletterRules } from '../../src/domain/newsletter';
import { NETWORK_DOWN } from '../fixtures/cart';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

/** The embedded backend's config: the shop's own verifier, guarding the newsletter and the contact form. */
export const GUARDING_CONFIG: BotProtectionConfig = {
  websiteKey: 'vitrine-proof-of-work', badgePosition: 'bottomright', languageCode: 'fr', forms: ['NEWSLETTER', 'CONTACT'],
};
/** A config that guards another form only. */
export const CONTACT_ONLY_CONFIG: BotProtectionConfig = { ...GUARDING_CONFIG, forms: ['CONTACT'] };
export const BOT_TOKEN = 'eyJhIjoic3Vic2NyaWJlTmV3c0xldHRlciJ9.c2lnbmF0dXJl:1234';
export const SCRIPT_FAILED = new Error('The reCAPTCHA script did not load.');

/**
 * One run of bot protection for the newsletter: the config loads (guarding it, guarding another form, off, or
 * failing), then the challenge passes or fails.
 */
export const botProtectionModel = defineModel({
  name: 'botProtection',
  machine: botProtectionMachine,
  input: { form: 'NEWSLETTER', action: 'subscribeNewsLetter' },
  events: () => [
    ...[GUARDING_CONFIG, CONTACT_ONLY_CONFIG, null].map((output) => ({ type: 'xstate.done.actor.loadConfig' as const, output })),
    { type: 'xstate.error.actor.loadConfig' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.runChallenge' as const, output: BOT_TOKEN },
    { type: 'xstate.error.actor.runChallenge' as const, error: SCRIPT_FAILED },
  ],
});

export const NEWSLETTER_GOOD = { email: 'lea.martin@example.fr', consent: true };
/** Magento's answer to an address subscribed already (a RequestError as the data layer throws it). */
export const ALREADY_SUBSCRIBED = Object.assign(new Error('This email address is already subscribed.'), { network: false });
export const BOT_CHECK_FAILED = Object.assign(new Error('ReCaptcha validation failed, please try again'), { network: false });

/**
 * The footer's newsletter form: what is typed (each wrong field set right in turn, then the e-mail broken), a
 * submission, bot protection's answer (a token, or none when the form is not guarded), the backend's answer, and a
 * change of route. What tells its states apart: which fields are wrong, whether errors show, what the backend said.
 */
export const newsletterModel = defineModel({
  name: 'newsletter',
  machine: newsletterMachine,
  identity: (s: NewsletterSnapshot) => ({ invalid: invalidFields(newsletterRules(), s.context.values), showErrors: s.context.showErrors, failure: s.context.failure }),
  events: (snapshot) => [
    ...fieldChanges(newsletterRules(), snapshot.context.values, NEWSLETTER_GOOD, [{ field: 'email', value: 'lea.martin@example' }]),
    { type: 'submit' as const },
    { type: 'route.changed' as const },
    ...[BOT_TOKEN, null].map((output) => ({ type: 'xstate.done.actor.botProtection' as const, output })),
    { type: 'xstate.done.actor.subscribe' as const },
    ...[ALREADY_SUBSCRIBED, BOT_CHECK_FAILED, NETWORK_DOWN].map((error) => ({ type: 'xstate.error.actor.subscribe' as const, error })),
  ],
});
