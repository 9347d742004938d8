import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { previewMachine } from '../../machines/preview.machine';
import { previewStorage, readPreview } from '../../src/app/services/preview';
import { adminPreview, previewActors } from '../../src/app/services/preview-session';

const actors = previewActors(previewStorage);

const PREVIEW = { token: 'eyJh.eyJ1.c2ln', version: '1767225600' };
const MESSAGE = { Authorization: `Bearer ${PREVIEW.token}`, 'Preview-Version': PREVIEW.version };

/** Another window: a frame's, standing for the admin's page that opened or frames this one. */
function otherWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentWindow!;
}

/** The admin's page as the window that opened this one. */
function openedBy(admin: Window): void {
  Object.defineProperty(window, 'opener', { value: admin, configurable: true, writable: true });
}

afterEach(() => {
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true });
  sessionStorage.clear();
  document.head.querySelector('meta[name="admin-preview-origin"]')?.remove();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('the admin’s messages', () => {
  const message = (data: unknown, origin: string, source: Window) => adminPreview(new MessageEvent('message', { data, origin, source }));

  it('are the admin’s from the admin’s origin and window only, when well formed', () => {
    const admin = otherWindow();
    openedBy(admin);
    expect(message(MESSAGE, location.origin, admin)).toEqual(PREVIEW);
    expect(message(MESSAGE, 'https://evil.example', admin)).toBeNull();
    expect(message(MESSAGE, location.origin, otherWindow())).toBeNull();
    expect(message(MESSAGE, location.origin, window)).toBeNull();
    expect(message({ ...MESSAGE, 'Preview-Version': 'latest' }, location.origin, admin)).toBeNull();
  });

  it('come from the origin the server names in the page (ADMIN_PREVIEW_ORIGIN), then from it only', () => {
    const admin = otherWindow();
    openedBy(admin);
    document.head.insertAdjacentHTML('beforeend', '<meta name="admin-preview-origin" content="https://admin.example.com">');
    expect(message(MESSAGE, location.origin, admin)).toBeNull();
    expect(message(MESSAGE, 'https://admin.example.com', admin)).toEqual(PREVIEW);
  });
});

describe('the tab’s storage and the timer', () => {
  const run = async (logic: (typeof actors)['storePreview'] | (typeof actors)['removePreview'], input?: unknown) => {
    const actor = createActor(logic as never, { input: input as never });
    const done = new Promise<void>((resolve, reject) => actor.subscribe({ complete: resolve, error: reject }));
    actor.start();
    await done;
  };

  it('stores the preview under spec §3’s keys, read once by the next page, and removes it', async () => {
    await run(actors.storePreview, PREVIEW);
    expect(sessionStorage.getItem('admin_preview_token')).toBe(PREVIEW.token);
    expect(sessionStorage.getItem('admin_preview_version')).toBe(PREVIEW.version);
    expect(readPreview()).toEqual(PREVIEW);
    await run(actors.removePreview);
    expect(readPreview()).toBeNull();
  });

  it('ends a stored preview 10 s after the page started, and not before', () => {
    vi.useFakeTimers();
    const preview = createActor(previewMachine.provide({ actors: { ...actors, removePreview: fromPromise(() => new Promise<void>(() => undefined)) } }), {
      input: { stored: PREVIEW },
    }).start();
    vi.advanceTimersByTime(9_999);
    expect(preview.getSnapshot().value).toBe('previewing');
    vi.advanceTimersByTime(1);
    expect(preview.getSnapshot().value).toBe('expiring');
    preview.stop();
  });
});
