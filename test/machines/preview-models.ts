import { previewMachine } from '../../machines/preview.machine';
import type { Preview } from '../../src/domain/preview';
import { defineModel } from '../harness/model';

/** What the admin's preview page posts: the admin's token and the draft's version. */
export const ADMIN_PREVIEW: Preview = { token: 'ADMIN-TOKEN', version: '1767225600' };
/** A second preview from the admin, while this page listens again. */
export const NEXT_PREVIEW: Preview = { token: 'ADMIN-TOKEN', version: '1767312000' };

/** The session storage refusing the preview (private mode, quota). */
export const STORAGE_REFUSED = new DOMException('The quota has been exceeded.', 'QuotaExceededError');

export const previewModel = defineModel({
  name: 'preview',
  machine: previewMachine,
  // A page starts with nothing (it listens), with a message the tiny listener heard, or with a stored preview.
  inputs: [{}, { received: ADMIN_PREVIEW }, { stored: ADMIN_PREVIEW }],
  identity: ({ context }) => ({ received: context.received?.version ?? null, stored: context.stored?.version ?? null }),
  events: () => [
    { type: 'preview.received' as const, preview: NEXT_PREVIEW },
    { type: 'xstate.done.actor.storePreview' as const },
    { type: 'xstate.error.actor.storePreview' as const, error: STORAGE_REFUSED },
    { type: 'xstate.done.actor.removePreview' as const },
  ],
});
