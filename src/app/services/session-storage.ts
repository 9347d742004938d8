import { fromCallback } from 'xstate';
import type { SessionEvent } from '../../../machines/session.machine';
import { TOKEN_CHECK_MS } from '../../domain/constants';
import { CHECKOUT_KEYS, TAB_KEYS } from '../../domain/storage-keys';
import { tabEntry } from './tab-storage';
import type { BrowserStorage } from './storage';

/**
 * Spec §4: a sign-out deletes the authentication cookie, should one have been set for this domain; a failure
 * (cookies refused) is only logged (spec §8).
 */
const AUTH_COOKIE = 'auth_token';

/** Forgets a checkout under way: after its order, and on a sign-out (spec §4). */
export function clearSavedCheckout(storage: BrowserStorage): void {
  for (const key of CHECKOUT_KEYS) storage.removePersisted(key);
}

/**
 * The session's browser side (spec §3 "Browser storage", §4 "Sign-in"): the stored token, read at start and
 * checked every second, stored with the store's lifetime, and what a sign-out clears. The stored token is told
 * once the page is hydrated (`ready`): the first render must be the server's, which knew no session.
 */
export function browserSession(storage: BrowserStorage, ready: Promise<void>) {
  return {
    /** Tells the session what is stored: a live token and the time it has left, an expired one, or none. */
    tokenStorage: fromCallback<SessionEvent>(({ sendBack }) => {
      void ready.then(() => {
        const entry = storage.readPersisted<string>('signin_token');
        sendBack({
          type: 'session.stored',
          token: entry.state === 'live' ? entry.value : null,
          remainingMs: entry.state === 'live' ? (entry.remainingMs ?? Number.MAX_SAFE_INTEGER) : 0,
          expired: entry.state === 'expired',
          firstName: entry.state === 'live' ? (storage.getPersisted<string>('signin_firstname') ?? null) : null,
        });
      });
    }),
    /** Every second: a token gone (another tab signed out) or past its lifetime (the device slept) ends the session. */
    tokenCheck: fromCallback<SessionEvent>(({ sendBack }) => {
      const timer = setInterval(() => {
        if (storage.readPersisted('signin_token').state !== 'live') sendBack({ type: 'session.tokenLapsed' });
      }, TOKEN_CHECK_MS);
      return () => clearInterval(timer);
    }),
    storeToken: (token: string, ttlSeconds: number) => storage.setPersisted('signin_token', token, ttlSeconds),
    storeFirstName: (firstName: string, ttlSeconds: number) => storage.setPersisted('signin_firstname', firstName, ttlSeconds),
    clearStoredToken: () => {
      storage.removePersisted('signin_token');
      storage.removePersisted('signin_firstname');
    },
    /** A sign-out forgets the tab's last receipt too. */
    clearCheckoutData: () => {
      clearSavedCheckout(storage);
      // The key alone: the receipt's reader stays out of the shell's code.
      tabEntry(TAB_KEYS.receipt).remove();
    },
    deleteAuthCookie: () => {
      try {
        document.cookie = `${AUTH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      } catch (error) {
        console.error('Error deleting the authentication cookie', error);
      }
    },
    logRevokeError: (error: unknown) => console.error('Error Revoking Token', error),
  };
}

export type BrowserSession = ReturnType<typeof browserSession>;
