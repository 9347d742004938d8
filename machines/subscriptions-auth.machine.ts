import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SUBSCRIPTIONS_AUTH_FIELDS, subscriptionsAuthRules, type SubscriptionsAuthField } from '../src/domain/account-forms';
import { subscriptionFailureOf, type PortalAccess, type SubscriptionFailure } from '../src/domain/subscriptions';
import { edited, emptyValues, isValid, submitted, textOf, type FieldChange, type FormFields } from './form';
import type { ShellRequest } from './shell-bus';
import { subscriptionsMachine } from './subscriptions.machine';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export interface SubscriptionsAuthInput {
  /** The code of the e-mailed link (`?code=`), or null on the page's own address. */
  code: string | null;
}

export type SubscriptionsAuthEvent = FieldChange<SubscriptionsAuthField> | { type: 'submit' } | { type: 'again' };

export interface SubscriptionsAuthContext extends FormFields<SubscriptionsAuthField> {
  code: string | null;
  failure: SubscriptionFailure | null;
  portalToken: string | null;
}

/**
 * The subscription portal's sign-in (spec §2 "/subscriptions-auth"), for shoppers who subscribed as guests. The
 * e-mail form asks for a one-time link; the answer is the same whether the address has subscriptions or not.
 * Opened from the link, the page exchanges its code: an address with an account signs that customer in (the token
 * goes to the shell's session, as the sign-in form's does) and leads to /subscriptions; any other address gets a
 * portal session scoped to its subscriptions, shown here by the subscriptions page's machine. A used or expired
 * link says so, with the form to ask for another.
 */
export const subscriptionsAuthMachine = setup({
  types: {
    context: {} as SubscriptionsAuthContext,
    events: {} as SubscriptionsAuthEvent,
    input: {} as SubscriptionsAuthInput,
    children: {} as { portal: 'subscriptions' },
  },
  actors: {
    /** The portal's token this tab was given earlier, or null: a reload keeps a guest's subscriptions on screen. */
    storedPortal: providedByTheApp<string | null>('storedPortal'),
    requestPortalLink: providedByTheApp<void, { email: string }>('requestPortalLink'),
    exchangePortalCode: providedByTheApp<PortalAccess, { code: string }>('exchangePortalCode'),
    subscriptions: subscriptionsMachine,
  },
  actions: {
    edit: assign(({ context }, params: FieldChange<SubscriptionsAuthField>) => edited(context, params, subscriptionsAuthRules)),
    check: assign(({ context }) => submitted(context, subscriptionsAuthRules)),
    clearFailure: assign({ failure: null }),
    forgetCode: assign({ code: null }),
    keepFailure: assign({ failure: (_, params: { error: unknown }) => subscriptionFailureOf(params.error) }),
    keepStoredPortal: assign({ portalToken: (_, params: { portalToken: string }) => params.portalToken }),
    keepPortalToken: assign({ portalToken: (_, params: { access: PortalAccess }) => (params.access.kind === 'guest' ? params.access.portalToken : null) }),
    signInSession: sendParent((_, params: { access: PortalAccess }) => ({
      type: 'shell.session',
      request: { type: 'session.tokenSet', token: params.access.kind === 'customer' ? params.access.token : '' },
    }) satisfies ShellRequest),
    // Browser effects, provided by the app.
    /** Keeps the portal's token in the tab, for a reload (and the address without the link's spent code). */
    rememberPortal: (_, _params: { portalToken: string }) => undefined,
    /** A customer signed in by the link goes on to their own subscriptions page. */
    openSubscriptions: () => undefined,
  },
  guards: {
    hasCode: ({ context }) => context.code !== null,
    isValid: ({ context }) => isValid(context.values, subscriptionsAuthRules),
    isCustomer: (_, params: { access: PortalAccess }) => params.access.kind === 'customer',
    hasStoredPortal: (_, params: { portalToken: string | null }) => params.portalToken !== null,
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'subscriptionsAuth',
  context: ({ input }) => ({
    values: emptyValues(SUBSCRIPTIONS_AUTH_FIELDS), errors: {}, showErrors: false, failure: null,
    code: input.code?.trim() || null, portalToken: null,
  }),
  initial: 'opening',
  states: {
    /** Opened from the link: its code first; otherwise the portal this tab opened before, or the form. */
    opening: {
      invoke: {
        id: 'storedPortal',
        src: 'storedPortal',
        onDone: [
          { guard: 'hasCode', target: 'exchanging' },
          {
            guard: { type: 'hasStoredPortal', params: ({ event }) => ({ portalToken: event.output }) },
            target: 'portal',
            actions: { type: 'keepStoredPortal', params: ({ event }) => ({ portalToken: event.output! }) },
          },
          { target: 'editing' },
        ],
      },
    },
    editing: {
      tags: 'settled',
      on: {
        'field.change': { actions: { type: 'edit', params: ({ event }) => event } },
        submit: [{ guard: 'isValid', target: 'requesting', actions: ['check', 'clearFailure'] }, { actions: 'check' }],
      },
    },
    requesting: {
      invoke: {
        id: 'requestPortalLink',
        src: 'requestPortalLink',
        input: ({ context }) => ({ email: textOf(context.values.email) }),
        onDone: 'linkSent',
        onError: { target: 'editing', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      // No answer in time reads as the network's failure; what was typed stays, and the shopper may send again.
      after: { requestTimeout: { target: 'editing', actions: { type: 'keepFailure', params: () => ({ error: timedOut() }) } } },
    },
    /** The same words for every address: nobody learns from them who has subscriptions here. */
    linkSent: {
      tags: 'settled',
      on: { again: 'editing' },
    },
    exchanging: {
      invoke: {
        id: 'exchangePortalCode',
        src: 'exchangePortalCode',
        input: ({ context }) => ({ code: context.code! }),
        onDone: [
          {
            guard: { type: 'isCustomer', params: ({ event }) => ({ access: event.output }) },
            target: 'signedIn',
            actions: { type: 'signInSession', params: ({ event }) => ({ access: event.output }) },
          },
          { target: 'portal', actions: { type: 'keepPortalToken', params: ({ event }) => ({ access: event.output }) } },
        ],
        // The code is used up either way: the form asks for another.
        onError: { target: 'editing', actions: [{ type: 'keepFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetCode'] },
      },
      after: { requestTimeout: { target: 'editing', actions: [{ type: 'keepFailure', params: () => ({ error: timedOut() }) }, 'forgetCode'] } },
    },
    /** The customer is signed in: their subscriptions are on their own page, where the browser takes them. */
    signedIn: { tags: 'settled', entry: 'openSubscriptions' },
    /** A guest's subscriptions, through the portal's session, kept by the tab for a reload. */
    portal: {
      tags: 'settled',
      entry: { type: 'rememberPortal', params: ({ context }) => ({ portalToken: context.portalToken! }) },
      invoke: { id: 'portal', src: 'subscriptions', input: ({ context }) => ({ portalToken: context.portalToken }) },
    },
  },
});

export type SubscriptionsAuthSnapshot = SnapshotFrom<typeof subscriptionsAuthMachine>;
export type SubscriptionsAuthActor = ActorRefFrom<typeof subscriptionsAuthMachine>;

export type SubscriptionsAuthView = 'opening' | 'exchanging' | 'form' | 'linkSent' | 'signedIn' | 'portal';

export const selectSubscriptionsAuthView = (s: SubscriptionsAuthSnapshot): SubscriptionsAuthView =>
  s.matches('exchanging') || (s.matches('opening') && s.context.code !== null) ? 'exchanging'
    : s.matches('opening') ? 'opening'
    : s.matches('linkSent') ? 'linkSent' : s.matches('signedIn') ? 'signedIn' : s.matches('portal') ? 'portal' : 'form';
export const selectIsRequesting = (s: SubscriptionsAuthSnapshot) => s.matches('requesting');
export const selectPortal = (s: SubscriptionsAuthSnapshot) => s.children.portal;
