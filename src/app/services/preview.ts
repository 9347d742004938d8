import type { PreviewInput } from '../../../machines/preview.machine';
import type { Preview } from '../../domain/preview';

// Admin preview (spec §3, §4, §6): the admin's token and version, while a preview is open in this tab. This module is
// in every page's first load, kept tiny: the preview's chart, and the checks of a message, load only once a preview
// is stored or a message that looks like one arrives (services/preview-session.ts).
const TOKEN_KEY = 'admin_preview_token';
const VERSION_KEY = 'admin_preview_version';

export function readPreview(): Preview | null {
  try {
    const token = sessionStorage.getItem(TOKEN_KEY);
    const version = sessionStorage.getItem(VERSION_KEY);
    return token && version ? { token, version } : null;
  } catch {
    return null;
  }
}

/** The tab's storage of the preview, which the chart drives. */
export const previewStorage = {
  /** Throws when the storage refuses it. */
  store({ token, version }: Preview): void {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(VERSION_KEY, version);
  },
  remove(): void {
    try {
      sessionStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(VERSION_KEY);
    } catch {
      // A storage the browser refuses holds no preview.
    }
  },
};

export type PreviewStorage = typeof previewStorage;

/**
 * Starts the preview's chart at once for a stored preview; else on the first message that carries a Preview-Version,
 * which the chart then checks (its origin, its sender, its token and version) before anything is stored.
 */
export function watchPreview(stored: Preview | null): void {
  const start = (input: PreviewInput & { message?: MessageEvent }) => void import('./preview-session').then(({ startPreviewSession }) => startPreviewSession(input, previewStorage));
  if (stored) {
    start({ stored });
    return;
  }
  const first = (event: MessageEvent) => {
    if (typeof event.data !== 'object' || event.data === null || !('Preview-Version' in event.data)) return;
    window.removeEventListener('message', first);
    start({ message: event });
  };
  window.addEventListener('message', first);
}
