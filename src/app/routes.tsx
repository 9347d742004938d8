import type { ScreenKind } from '../../machines/pages';
import type { CatalogueScreen } from './i18n/screen-messages';
import { appScreens } from './screens/screens';
import { lazyWithPreload } from './ui/lazy';

// The screens of spec §2 by page kind, each its own chunk (src/app/screens/screens.ts lists them).
export const screens = Object.fromEntries(appScreens.map((screen) => [screen.kind, lazyWithPreload(screen.view)])) as Record<
  ScreenKind,
  ReturnType<typeof lazyWithPreload<object>>
>;

/**
 * The screens that render inside messages of their own (`withScreenMessages`): a navigation waits for them with the
 * screen's code, so that the current page stays on screen until the next one can show whole.
 */
export const screenCatalogues: Partial<Record<ScreenKind, CatalogueScreen>> = Object.fromEntries(
  appScreens.flatMap((screen) => ('messages' in screen ? [[screen.kind, screen.messages]] : [])),
);
