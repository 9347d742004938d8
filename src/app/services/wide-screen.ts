// The mega menu shows from this width up (src/app/shell/mega-menu.css); the navigation drawer serves narrower screens.
const WIDE_SCREEN = '(min-width: 960px)';

/** Whether the screen shows the mega menu now. A server has no screen: it renders the menu for every width. */
export const isWideScreen = (): boolean => globalThis.matchMedia?.(WIDE_SCREEN).matches ?? true;

/** Settles once the screen shows the mega menu: at once on a wide one, when a narrow one turns or widens. */
export const wideScreen = (): Promise<void> =>
  new Promise((resolve) => {
    if (isWideScreen()) resolve();
    else matchMedia(WIDE_SCREEN).addEventListener('change', (query) => query.matches && resolve());
  });
