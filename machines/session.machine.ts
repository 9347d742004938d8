import { assign, fromCallback, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { DEFAULT_TOKEN_LIFETIME_S } from '../src/domain/constants';
import { isRefusedToken, type Customer } from '../src/domain/customer';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export type SessionEvent =
  /**
   * What the browser holds at start: a live token with the time it has left, an expired one, or none; with a live
   * token, the first name its customer was last greeted by (so that a reload without network still greets them).
   */
  | { type: 'session.stored'; token: string | null; remainingMs: number; expired: boolean; firstName: string | null }
  /** A form signed the shopper in. */
  | { type: 'session.tokenSet'; token: string }
  | { type: 'session.signOut' }
  /** The check every second found the stored token gone or expired (another tab signed out, the device slept). */
  | { type: 'session.tokenLapsed' }
  | { type: 'details.request' }
  /** A page changed the customer's details (name, e-mail): the header's greeting and the drawer follow. */
  | { type: 'details.changed' };

/**
 * What the session tells its parent, which passes it on: who the shopper is now (to the router, the drawer and
 * the cart), that a sign-out has run its sequence (the cart is then removed), and that the one the shopper asked for is
 * done (the shell says so).
 */
export type SessionReport = { type: 'session.changed'; signedIn: boolean } | { type: 'session.ended' } | { type: 'session.signedOut' };

/**
 * Spec §4's sign-out sequence after the revocation (which only a live token gets), in its order. The last step,
 * removing the cart, is the parent's on `session.ended`.
 */
const SIGN_OUT_STEPS = ['clearStoredToken', 'resetUser', 'clearCheckoutData', 'deleteAuthCookie', 'clearCachedData', 'reportEnded'] as const;

export interface SessionInput {
  /** Store config `customer_token_expiration_time`, in seconds. */
  tokenLifetimeS?: number | null;
}

export interface SessionContext {
  customer: Customer | null;
  /** The first name the stored token's customer was last greeted by, until their details load. */
  knownFirstName: string | null;
  tokenLifetimeS: number;
  /** Time the token has left when the expiry timer starts. */
  expiresInMs: number;
}

/** The stored token's lifetime is counted from when it was stored: a new token has all of it. */
const lifetimeMs = (context: SessionContext) => context.tokenLifetimeS * 1000;

/**
 * The shopper's session (spec §3 "User state", §4 "Sign-in", "Sign-out sequence"). A token set by a form signs the
 * shopper in; it is stored (`signin_token`) for the store's token lifetime. At start the stored token is read: a
 * live one signs in for the time it has left, an expired one runs the sign-out at once. While signed in, an
 * expiry timer runs, and the browser checks the stored token every second; either ending signs the shopper out
 * and reloads the page. The customer's details load on sign-in and on request; a rejected token signs out.
 * Signing out runs the spec's sequence in order: revoke the token (its failure only logged; only a live token,
 * when the shopper asks), clear the token, reset the user, clear the checkout data, delete the authentication
 * cookie, clear the data cached for the customer and the cart; the parent, told the sequence ended, removes the cart. Browser work is done by the
 * actors and actions the app provides.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** Answers `session.stored` once. Silent on a server, which knows no session. */
    tokenStorage: fromCallback<SessionEvent>(() => undefined),
    /** Checks the stored token every second (TOKEN_CHECK_MS), answering `session.tokenLapsed`. */
    tokenCheck: fromCallback<SessionEvent>(() => undefined),
    loadCustomer: providedByTheApp<Customer>('loadCustomer'),
    revokeToken: providedByTheApp<void>('revokeToken'),
  },
  actions: {
    startLifetime: assign({ expiresInMs: ({ context }) => lifetimeMs(context) }),
    keepRemaining: assign({ expiresInMs: (_, params: { remainingMs: number }) => params.remainingMs }),
    keepCustomer: assign({ customer: (_, params: { customer: Customer }) => params.customer, knownFirstName: null }),
    keepKnownFirstName: assign({ knownFirstName: (_, params: { firstName: string | null }) => params.firstName }),
    resetUser: assign({ customer: null, knownFirstName: null }),
    reportSignedIn: sendParent({ type: 'session.changed', signedIn: true } satisfies SessionReport),
    reportSignedOut: sendParent({ type: 'session.changed', signedIn: false } satisfies SessionReport),
    reportEnded: sendParent({ type: 'session.ended' } satisfies SessionReport),
    /** The sign-out the shopper asked for is done: the shell tells them so. */
    reportShopperSignedOut: sendParent({ type: 'session.signedOut' } satisfies SessionReport),
    // Browser effects, provided by the app.
    storeToken: (_, _params: { token: string; ttlSeconds: number }) => undefined,
    /** Keeps the greeting's first name beside the token, for as long; the sign-out's clearStoredToken forgets both. */
    storeFirstName: (_, _params: { firstName: string; ttlSeconds: number }) => undefined,
    clearStoredToken: () => undefined,
    clearCheckoutData: () => undefined,
    deleteAuthCookie: () => undefined,
    clearCachedData: () => undefined,
    reloadPage: () => undefined,
    /** Spec §8: a failed revocation is only logged, as "Error Revoking Token". */
    logRevokeError: (_, _params: { error: unknown }) => undefined,
  },
  guards: {
    hasLiveToken: (_, params: { token: string | null; expired: boolean }) => params.token !== null && !params.expired,
    hasExpiredToken: (_, params: { expired: boolean }) => params.expired,
    /** A token the backend no longer takes (revoked, expired, unknown): the shopper is signed out. */
    isRejectedToken: (_, params: { error: unknown }) => isRefusedToken(messageOf(params.error)),
  },
  delays: {
    TOKEN_EXPIRY: ({ context }) => Math.max(0, context.expiresInMs),
    requestTimeout: WAIT_LIMITS.requestTimeout,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    customer: null,
    knownFirstName: null,
    tokenLifetimeS: input.tokenLifetimeS && input.tokenLifetimeS > 0 ? input.tokenLifetimeS : DEFAULT_TOKEN_LIFETIME_S,
    expiresInMs: 0,
  }),
  initial: 'opening',
  states: {
    /** Waiting for the browser's stored token; a server never answers, and renders as for a guest. */
    opening: {
      invoke: { id: 'tokenStorage', src: 'tokenStorage' },
      on: {
        'session.stored': [
          {
            guard: { type: 'hasLiveToken', params: ({ event }) => event },
            target: 'signedIn',
            actions: [
              { type: 'keepRemaining', params: ({ event }) => event },
              { type: 'keepKnownFirstName', params: ({ event }) => event },
            ],
          },
          // Signed out at start: the token is dead, there is nothing to revoke.
          { guard: { type: 'hasExpiredToken', params: ({ event }) => event }, target: 'guest', actions: SIGN_OUT_STEPS },
          { target: 'guest' },
        ],
      },
    },
    guest: {
      entry: 'reportSignedOut',
      on: {
        'session.tokenSet': {
          target: 'signedIn',
          actions: [
            'startLifetime',
            { type: 'storeToken', params: ({ event, context }) => ({ token: event.token, ttlSeconds: context.tokenLifetimeS }) },
          ],
        },
      },
    },
    signedIn: {
      entry: 'reportSignedIn',
      type: 'parallel',
      on: {
        'session.signOut': 'signingOut',
        // Another sign-in replaces the token (maybe another customer's) and starts its lifetime again.
        'session.tokenSet': {
          target: 'signedIn',
          reenter: true,
          actions: [
            'resetUser',
            'startLifetime',
            { type: 'storeToken', params: ({ event, context }) => ({ token: event.token, ttlSeconds: context.tokenLifetimeS }) },
          ],
        },
      },
      states: {
        expiry: {
          invoke: { id: 'tokenCheck', src: 'tokenCheck' },
          // Spec §4: a token that expires while the shopper is here signs out and reloads the page.
          after: { TOKEN_EXPIRY: { target: '#session.reloading', actions: SIGN_OUT_STEPS } },
          on: { 'session.tokenLapsed': { target: '#session.reloading', actions: SIGN_OUT_STEPS } },
        },
        details: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadCustomer',
                src: 'loadCustomer',
                onDone: {
                  target: 'loaded',
                  actions: [
                    { type: 'keepCustomer', params: ({ event }) => ({ customer: event.output }) },
                    { type: 'storeFirstName', params: ({ event, context }) => ({ firstName: event.output.firstname, ttlSeconds: context.tokenLifetimeS }) },
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isRejectedToken', params: ({ event }) => ({ error: event.error }) },
                    target: '#session.guest',
                    actions: SIGN_OUT_STEPS,
                  },
                  { target: 'failed' },
                ],
              },
              // As a lost connection: the shopper stays signed in, and may ask for the details again.
              after: { requestTimeout: 'failed' },
              // Changed while they load (an account erased, a name saved): the answer on its way may be older, so they are
              // asked again.
              on: { 'details.changed': { target: 'loading', reenter: true } },
            },
            loaded: { on: { 'details.changed': 'loading' } },
            failed: { on: { 'details.request': 'loading', 'details.changed': 'loading' } },
          },
        },
      },
    },
    /** The shopper asked: the token is revoked first (its failure only logged), then the rest of the sequence. */
    signingOut: {
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        onDone: { target: 'guest', actions: [...SIGN_OUT_STEPS, 'reportShopperSignedOut'] },
        onError: {
          target: 'guest',
          actions: [{ type: 'logRevokeError', params: ({ event }) => ({ error: event.error }) }, ...SIGN_OUT_STEPS, 'reportShopperSignedOut'],
        },
      },
      // A revocation that never answers is a failed one: logged, and the sequence goes on (never sent again).
      after: {
        requestTimeout: {
          target: 'guest',
          actions: [{ type: 'logRevokeError', params: () => ({ error: timedOut() }) }, ...SIGN_OUT_STEPS, 'reportShopperSignedOut'],
        },
      },
    },
    /** The token expired while the shopper was here: signed out, the page starts again. */
    reloading: { entry: ['reportSignedOut', 'reloadPage'] },
  },
});

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
export type SessionActor = ActorRefFrom<typeof sessionMachine>;

// Selectors: what the account trigger, the drawer and the account menu show.
/** The customer's details could not be loaded: they can be asked again. */
export const selectDetailsFailed = (s: SessionSnapshot) => s.matches({ signedIn: { details: 'failed' } });
export const selectCustomer = (s: SessionSnapshot) => s.context.customer;
/** The customer's first name once their details load; before (or offline), the one they were last greeted by. */
export const selectFirstName = (s: SessionSnapshot) =>
  s.matches('signedIn') ? (s.context.customer?.firstname ?? s.context.knownFirstName) : null;
