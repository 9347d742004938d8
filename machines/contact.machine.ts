import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { CONTACT_FIELDS, contactFailureOf, contactFieldsShown, contactRules, type ContactFailure, type ContactField, type ContactMessage, type ContactPage } from '../src/domain/contact';
import { botProtectionMachine } from './bot-protection.machine';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type ContactEvent = FieldChange<ContactField> | { type: 'submit' } | { type: 'retry' } | { type: 'again' };

export interface ContactInput {
  /** The backend takes a message's reason, order number and consent (the shop's contact module); by default it does. */
  asksDetails?: boolean;
}

export interface ContactContext extends FormFields<ContactField> {
  asksDetails: boolean;
  /** The store's answer: whether the form is on, its consent texts, the blocks around it. */
  page: ContactPage | null;
  failure: ContactFailure | null;
  /** The bot-protection check's answer for this message (spec §7 X-ReCaptcha): null when the form is not guarded. */
  botToken: string | null;
}

/** The contact form's bot-protection step (spec §3 ReCaptcha forms). */
const CONTACT_BOT_PROTECTION = { form: 'CONTACT', action: 'contactUs' } as const;

export interface ContactSubmission {
  message: ContactMessage;
  botToken: string | null;
}

const blankForm = () => ({ values: emptyValues(CONTACT_FIELDS), errors: {}, showErrors: false });

const optional = (text: string) => (text === '' ? null : text);

const messageOf = ({ values }: ContactContext): ContactMessage => ({
  name: textOf(values.name),
  email: textOf(values.email),
  comment: textOf(values.comment),
  telephone: optional(textOf(values.telephone)),
  isConsent: values.consent === true,
  contactReason: textOf(values.reason),
  orderNumber: optional(textOf(values.orderNumber)),
});

/**
 * The contact page (spec §2 "/contact-us", §4 "Contact widget"): a loader while the store's configuration comes,
 * then the form with the CMS blocks around it when `contact_enabled`, or a notice that it is not available. The
 * form keeps what was typed through every failure; a second press while the message goes sends nothing.
 * A valid form is `submitting` until the shop has it: the bot-protection check, then the message with its answer.
 */
export const contactMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
  },
  actors: {
    loadContactPage: providedByTheApp<ContactPage>('loadContactPage'),
    sendContactMessage: providedByTheApp<boolean, ContactSubmission>('sendContactMessage'),
    botProtection: botProtectionMachine,
  },
  actions: {
    keepPage: assign({ page: (_, params: { page: ContactPage }) => params.page }),
    edit: assign(({ context }, params: FieldChange<ContactField>) => edited(context, params, contactRules(context.asksDetails))),
    check: assign(({ context }) => submitted(context, contactRules(context.asksDetails))),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => contactFailureOf(params.error) }),
    clearForm: assign(() => blankForm()),
    keepBotToken: assign({ botToken: (_, params: { token: string | null }) => params.token }),
  },
  guards: {
    isEnabled: (_, params: { page: ContactPage }) => params.page.enabled,
    isValid: ({ context }) => isValid(context.values, contactRules(context.asksDetails)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'contact',
  context: ({ input }) => ({ ...blankForm(), asksDetails: input?.asksDetails ?? true, page: null, failure: null, botToken: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadContactPage',
        src: 'loadContactPage',
        onDone: [
          {
            guard: { type: 'isEnabled', params: ({ event }) => ({ page: event.output }) },
            target: 'editing',
            actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'disabled', actions: { type: 'keepPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    failed: { tags: 'settled', on: { retry: 'loading' } },
    // The store has switched the form off: the page says so, and nothing else happens here.
    disabled: { tags: 'settled' },
    editing: {
      tags: 'settled',
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'submitting', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
      },
    },
    // The form is valid and on its way: the bot-protection check (which never fails: a failed run answers empty
    // data, spec §8), then the message.
    submitting: {
      tags: 'settled',
      initial: 'protecting',
      states: {
        protecting: {
          invoke: {
            id: 'botProtection',
            src: 'botProtection',
            input: CONTACT_BOT_PROTECTION,
            onDone: { target: 'sending', actions: { type: 'keepBotToken', params: ({ event }) => ({ token: event.output }) } },
          },
        },
        sending: {
          invoke: {
            id: 'sendContactMessage',
            src: 'sendContactMessage',
            input: ({ context }) => ({ message: messageOf(context), botToken: context.botToken }),
            onDone: { target: '#contact.sent', actions: 'clearForm' },
            onError: { target: '#contact.editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
          },
          // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
          after: { requestTimeout: { target: '#contact.editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
        },
      },
    },
    // The shop has the message; the shopper may write another.
    sent: { tags: 'settled', on: { again: 'editing' } },
  },
});

export type ContactSnapshot = SnapshotFrom<typeof contactMachine>;
export type ContactActor = ActorRefFrom<typeof contactMachine>;

export type ContactView = 'loading' | 'failed' | 'disabled' | 'form' | 'sent';

export const selectView = (s: ContactSnapshot): ContactView =>
  s.matches('loading') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('disabled') ? 'disabled' : s.matches('sent') ? 'sent' : 'form';
export const selectIsSending = (s: ContactSnapshot) => s.matches('submitting');
export const selectFailure = (s: ContactSnapshot) => s.context.failure;
export const selectConsentTexts = (s: ContactSnapshot) => s.context.page?.consent ?? null;
export const selectFieldsShown = (s: ContactSnapshot) => contactFieldsShown(s.context.asksDetails);
export const selectBlocks = (s: ContactSnapshot) => s.context.page?.blocks ?? {};
