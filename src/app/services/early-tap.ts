/**
 * The hand-over of a tap made before the app started (src/app/boot.ts keeps the last one, on a button): the boot
 * script answers this event, sent as hydration starts, with the button, and stops keeping taps.
 */
export const STARTING_EVENT = 'vitrine:starting';

/** Stops the boot script keeping taps; the last button tapped before, if any. */
export function takeEarlyTap(): HTMLElement | null {
  const detail: { button: Element | null } = { button: null };
  document.dispatchEvent(new CustomEvent(STARTING_EVENT, { detail }));
  return detail.button instanceof HTMLElement ? detail.button : null;
}

/**
 * Taps the button again once the page has hydrated: once, and only if hydration kept it on the page (a page the client
 * rendered anew has other buttons, and the tap is dropped).
 */
export function replayTap(button: HTMLElement | null): void {
  if (button?.isConnected) button.click();
}
