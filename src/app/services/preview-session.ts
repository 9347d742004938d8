import { createActor, fromCallback, fromPromise } from 'xstate';
import { previewMachine, type PreviewEvent, type PreviewInput } from '../../../machines/preview.machine';
import type { Preview } from '../../domain/preview';
import { previewFromMessage } from '../../domain/preview-message';
import type { PreviewStorage } from './preview';

/** The admin's origin, which the server writes in the page (ADMIN_PREVIEW_ORIGIN); by default the shop's own. */
function adminOrigin(): string {
  const given = document.querySelector<HTMLMetaElement>('meta[name="admin-preview-origin"]')?.content;
  return given && /^https?:\/\/[^/]+$/.test(given) ? given : location.origin;
}

/**
 * The preview a message carries when it is the admin's: from the admin's origin, from the window that frames or
 * opened this page, with a well-formed token and version; else null.
 */
export function adminPreview(event: MessageEvent): Preview | null {
  const { source } = event;
  const fromAdmin = source !== null && source !== window && (source === window.parent || source === window.opener);
  return fromAdmin && event.origin === adminOrigin() ? previewFromMessage(event.data) : null;
}

/** The preview chart's actors: the admin's messages, the tab's session storage, the reload, the timer. */
export function previewActors(storage: PreviewStorage) {
  return {
    previewMessages: fromCallback<PreviewEvent>(({ sendBack }) => {
      const listener = (event: MessageEvent) => {
        const preview = adminPreview(event);
        if (preview) sendBack({ type: 'preview.received', preview });
      };
      window.addEventListener('message', listener);
      return () => window.removeEventListener('message', listener);
    }),
    storePreview: fromPromise<void, Preview>(async ({ input }) => storage.store(input)),
    reloadPage: fromCallback<PreviewEvent>(() => {
      location.reload();
    }),
    previewTimer: fromCallback<PreviewEvent, { ms: number }>(({ sendBack, input }) => {
      const timer = setTimeout(() => sendBack({ type: 'preview.expired' }), input.ms);
      return () => clearTimeout(timer);
    }),
    removePreview: fromPromise<void>(async () => storage.remove()),
  };
}

/**
 * Starts the preview's chart (loaded only when a preview is stored or a message arrived): the message that woke it
 * is the admin's preview, or nothing (the chart then listens for one).
 */
export function startPreviewSession({ message, ...input }: PreviewInput & { message?: MessageEvent }, storage: PreviewStorage) {
  const received = message ? adminPreview(message) : null;
  return createActor(previewMachine.provide({ actors: previewActors(storage) }), { input: { ...input, received } }).start();
}
