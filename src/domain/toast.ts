import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_NETWORK_TIMEOUT_MS, TOAST_UNEXPECTED_ERROR_TIMEOUT_MS } from './constants';

// Toasts (spec §3, §5, §8). Messages are message ids of the catalogues, not texts: views translate them.

export type ToastType = 'info' | 'warning' | 'error' | 'success';

export interface ToastInput {
  type: ToastType;
  /** Message id in lang/*.json. */
  message: string;
  /** Values substituted into the message. */
  values?: Record<string, string | number>;
  /** A second line shown under the message, untranslated (a reference for support). */
  debug?: string;
  dismissable?: boolean;
  /** ms; 0 or false keeps the toast until dismissed. Defaults to 5000 ms. */
  timeout?: number | false;
  icon?: string;
  /** A link after the message: a path of the shop, and its text's message id. */
  link?: ToastLink;
}

export interface ToastLink {
  href: string;
  label: string;
}

export interface Toast extends Required<Pick<ToastInput, 'type' | 'message' | 'dismissable'>> {
  id: string;
  values?: Record<string, string | number>;
  debug?: string;
  /** ms until removed, or false when it stays until dismissed. */
  timeout: number | false;
  icon?: string;
  link?: ToastLink;
  timestamp: number;
}

export class ToastProgrammingError extends Error {
  override name = 'ToastProgrammingError';
}

/**
 * Checks a toast as spec §5 demands (a type, a message, and dismissable or timed) and fills its defaults.
 * A bad toast is a programming error: it throws.
 */
export function createToast(input: ToastInput, id: string, now: number): Toast {
  if (!input.type) throw new ToastProgrammingError('A toast needs a type.');
  if (!input.message) throw new ToastProgrammingError('A toast needs a message.');
  const timeout = input.timeout === undefined ? TOAST_DEFAULT_TIMEOUT_MS : input.timeout;
  const dismissable = input.dismissable ?? false;
  if (!dismissable && !timeout) {
    throw new ToastProgrammingError('A toast must be dismissable or have a timeout.');
  }
  const { values, debug, icon, link } = input;
  return {
    id,
    type: input.type,
    message: input.message,
    dismissable,
    timeout: timeout || false,
    timestamp: now,
    ...(values && { values }),
    ...(debug && { debug }),
    ...(icon && { icon }),
    ...(link && { link }),
  };
}

export const OFFLINE_TOAST: ToastInput = {
  type: 'error',
  message: 'toast.offline',
  icon: 'offline',
  timeout: TOAST_NETWORK_TIMEOUT_MS,
};

export const ONLINE_TOAST: ToastInput = {
  type: 'info',
  message: 'toast.online',
  icon: 'online',
  timeout: TOAST_NETWORK_TIMEOUT_MS,
};

export function unexpectedErrorToast(errorId: string): ToastInput {
  return {
    type: 'error',
    message: 'toast.unexpectedError',
    debug: errorId,
    dismissable: true,
    timeout: TOAST_UNEXPECTED_ERROR_TIMEOUT_MS,
  };
}

/** Spec §8: the newsletter form subscribed the address (the default 5000 ms). */
export const NEWSLETTER_SUBSCRIBED_TOAST: ToastInput = { type: 'success', message: 'footer.newsletterSubscribed' };

/** The account just made, the shopper signed into it. */
export const ACCOUNT_CREATED_TOAST: ToastInput = { type: 'success', message: 'toast.accountCreated' };

/** The shopper asked to sign out, and is. */
export const SIGNED_OUT_TOAST: ToastInput = { type: 'info', message: 'toast.signedOut' };

/** An erasure confirmed by its link: done at once, the shopper signed out; stays until read and dismissed. */
export const ACCOUNT_ERASED_TOAST: ToastInput = { type: 'success', message: 'toast.accountErased', dismissable: true, timeout: false };
