/**
 * The hand-over of a tap made before the app could answer it (src/app/boot.ts keeps the last one: a button tapped
 * before React listened or on a part whose code had not come, or a form no handler took): the boot script answers this
 * event, sent once the page has hydrated, with what it kept, and keeps nothing more.
 */
export const HYDRATED_EVENT = 'vitrine:hydrated';

/** The last button tapped, or that sent a form, that nothing answered. */
export function takeEarlyTap(): HTMLElement | null {
  // The boot script keeps buttons only.
  const detail: { tap: HTMLElement | null } = { tap: null };
  document.dispatchEvent(new CustomEvent(HYDRATED_EVENT, { detail }));
  return detail.tap;
}

/**
 * Taps the button again once the page has hydrated: once, and only if hydration kept it on the page (a page the client
 * rendered anew has other buttons, and the tap is dropped).
 */
export function replayTap(button: HTMLElement | null): void {
  if (button?.isConnected) button.click();
}
