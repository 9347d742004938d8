import { fromCallback } from 'xstate';
import type { UnhandledErrorEvent } from '../../../machines/app.machine';

/** Logs an error to the console under a short generated id (spec §8) and returns the id for the shopper. */
export function logError(error: unknown): string {
  const id = Math.random().toString(36).slice(2, 10).toUpperCase();
  console.error(`[${id}]`, error);
  return id;
}

/**
 * The browser's own notices that come through `error` but break nothing: a ResizeObserver whose
 * callback changed layout delivers the rest next frame (the drawer's scroll areas do this).
 */
export function isBrowserNotice(event: Pick<ErrorEvent, 'error' | 'message'>): boolean {
  return event.error == null && /ResizeObserver loop/.test(event.message);
}

/** Errors that escaped every handler (uncaught, unhandled rejections) reach the app machine as events. */
export const unhandledErrorsActor = fromCallback(({ sendBack }) => {
  const report = (error: unknown) => {
    const event: UnhandledErrorEvent = { type: 'error.unhandled', errorId: logError(error) };
    sendBack(event);
  };
  const onError = (event: ErrorEvent) => {
    if (!isBrowserNotice(event)) report(event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
});
