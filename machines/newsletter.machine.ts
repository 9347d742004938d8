import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  NEWSLETTER_BOT_PROTECTION, NEWSLETTER_FIELDS, newsletterFailureOf, newsletterRules, type NewsletterFailure, type NewsletterField,
} from '../src/domain/newsletter';
import { botProtectionMachine } from './bot-protection.machine';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type NewsletterEvent =
  | FieldChange<NewsletterField>
  | { type: 'submit' }
  /** The shell: the shopper went to another page. */
  | { type: 'route.changed' };

/** What the newsletter tells the shell: the e-mail was subscribed (the shell shows the toast). */
export type NewsletterReport = { type: 'newsletter.subscribed' };

export interface NewsletterSubscription {
  email: string;
  /** The X-ReCaptcha value, null when the form is not guarded. */
  botToken: string | null;
}

export interface NewsletterInput {
  /** The backend records a sign-up's consent (the shop's newsletter module); by default it does. */
  asksConsent?: boolean;
}

export interface NewsletterContext extends FormFields<NewsletterField> {
  asksConsent: boolean;
  failure: NewsletterFailure | null;
  botToken: string | null;
}

const blankForm = () => ({ values: emptyValues(NEWSLETTER_FIELDS), errors: {}, showErrors: false, failure: null, botToken: null });
const rulesOf = (context: NewsletterContext) => newsletterRules(context.asksConsent);

/**
 * The footer's newsletter form (spec §2, §4, §8): an e-mail and the consent. A valid submission first runs bot
 * protection, and only once it produced its data subscribes (e-mail, consent, optinSource footer). Subscribed: the
 * shell shows the toast and the form starts afresh. Refused: the message shows under the form, keeping what was typed,
 * until the next press of the button or a change of route. A second press while under way does nothing.
 */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as NewsletterInput,
  },
  actors: {
    botProtection: botProtectionMachine,
    subscribe: providedByTheApp<void, NewsletterSubscription>('subscribe'),
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<NewsletterField>) => edited(context, params, rulesOf(context))),
    check: assign(({ context }) => submitted(context, rulesOf(context))),
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => newsletterFailureOf(params.error) }),
    keepBotToken: assign({ botToken: (_, params: { token: string | null }) => params.token }),
    reset: assign(blankForm),
    tellSubscribed: sendParent({ type: 'newsletter.subscribed' } satisfies NewsletterReport),
  },
  guards: {
    isValid: ({ context }) => isValid(context.values, rulesOf(context)),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ ...blankForm(), asksConsent: input?.asksConsent ?? true }),
  initial: 'editing',
  on: {
    'route.changed': { actions: 'clearFailure' },
  },
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [
          { guard: 'isValid', target: 'protecting', actions: ['check', 'clearFailure'] },
          { actions: ['check', 'clearFailure'] },
        ],
      },
    },
    protecting: {
      invoke: {
        id: 'botProtection',
        src: 'botProtection',
        input: NEWSLETTER_BOT_PROTECTION,
        onDone: { target: 'subscribing', actions: { type: 'keepBotToken', params: ({ event }) => ({ token: event.output }) } },
      },
    },
    subscribing: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: textOf(context.values.email), botToken: context.botToken }),
        onDone: { target: 'editing', actions: ['reset', 'tellSubscribed'] },
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer reads as a lost connection: the form keeps what was typed, to send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: { error: timedOut() } } } },
    },
  },
});

export type NewsletterSnapshot = SnapshotFrom<typeof newsletterMachine>;
export const selectAsksConsent = (s: NewsletterSnapshot) => s.context.asksConsent;
export type NewsletterActor = ActorRefFrom<typeof newsletterMachine>;

export const selectIsSubscribing = (s: NewsletterSnapshot) => !s.matches('editing');
