/**
 * The hand-over of a tap made before the app could answer it (src/app/boot.ts keeps the last one: a button tapped
 * before React listened, or a form sent while its part waited for its code): the boot script hears the first event as
 * hydration starts, and answers the second, once hydrated, with what it kept.
 */
export const STARTING_EVENT = 'vitrine:starting';
export const HYDRATED_EVENT = 'vitrine:hydrated';

/** React listens from now on: the boot script stops keeping taps, and keeps only the forms React could not take. */
export function startHydrating(): void {
  document.dispatchEvent(new Event(STARTING_EVENT));
}

/** Stops the boot script keeping anything; the last button tapped, or form sent, that nothing answered. */
export function takeEarlyTap(): HTMLElement | null {
  const detail: { tap: Element | null } = { tap: null };
  document.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { detail }));
  return detail.tap instanceof HTMLElement ? detail.tap : null;
}

/**
 * Taps the button (or sends the form) again once the page has hydrated: once, and only if hydration kept it on the page
 * (a page the client rendered anew has other buttons, and the tap is dropped).
 */
export function replayTap(tap: HTMLElement | null): void {
  if (!tap?.isConnected) return;
  if (tap instanceof HTMLFormElement) tap.requestSubmit();
  else tap.click();
}
