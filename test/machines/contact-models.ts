import { contactMachine, type ContactSnapshot } from '../../machines/contact.machine';
import { contactRules, type ContactField } from '../../src/domain/contact';
import type { FieldValue } from '../../src/domain/validation';
import { UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { CONTACT_OFF, CONTACT_PAGE, CONTACT_UNAVAILABLE } from '../fixtures/contact';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

/** A bot-protection answer, as the check hands it to the form. */
export const CONTACT_BOT_TOKEN = 'bot-check-answer';

// The contact page's model: the store's answer, the form filled in and sent.

/** What a shopper types in the fields that must be filled (the optional ones stay empty, or get an order number). */
export const CONTACT_GOOD: Record<ContactField, FieldValue> = {
  name: 'Camille Durand',
  email: 'camille@example.com',
  telephone: '',
  reason: 'delivery',
  orderNumber: '',
  comment: 'My parcel arrived damaged.',
  consent: true,
};

/**
 * The page: on, off, or failed to load and tried again; the form's fields put right one by one, or one broken
 * again per rule (an optional field too); sent, refused for being switched off meanwhile, the network, anything
 * else; another message written after one is sent. What tells states apart: the wrong fields, whether errors show,
 * the failure, and whether the page is loaded.
 */
export const contactModel = defineModel({
  name: 'contact',
  machine: contactMachine,
  identity: (s: ContactSnapshot) => ({
    page: s.context.page?.enabled ?? null,
    invalid: invalidFields(contactRules(), s.context.values),
    showErrors: s.context.showErrors,
    failure: s.context.failure,
    botToken: s.context.botToken,
  }),
  events: (s: ContactSnapshot) => [
    { type: 'xstate.done.actor.loadContactPage' as const, output: CONTACT_PAGE },
    { type: 'xstate.done.actor.loadContactPage' as const, output: CONTACT_OFF },
    { type: 'xstate.error.actor.loadContactPage' as const, error: NETWORK_DOWN },
    { type: 'retry' as const },
    ...fieldChanges<ContactField>(contactRules(), s.context.values, CONTACT_GOOD, [
      { field: 'email', value: 'camille@' },
      { field: 'telephone', value: '12 34' },
      { field: 'consent', value: false },
    ]),
    { type: 'submit' as const },
    // The bot-protection check answers a token, or null when the store does not guard the form.
    ...[CONTACT_BOT_TOKEN, null].map((output) => ({ type: 'xstate.done.actor.botProtection' as const, output })),
    { type: 'xstate.done.actor.sendContactMessage' as const, output: true },
    ...[CONTACT_UNAVAILABLE, NETWORK_DOWN, UNEXPECTED].map((error) => ({ type: 'xstate.error.actor.sendContactMessage' as const, error })),
    { type: 'again' as const },
  ],
});
