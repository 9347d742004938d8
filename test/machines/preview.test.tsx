import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { previewMachine, type PreviewEvent } from '../../machines/preview.machine';
import type { Preview } from '../../src/domain/preview';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { previewModel } from './preview-models';

/**
 * The browser's side of a preview, each part the test's: the admin's messages (a listener there or not), the tab's
 * storage (answered by the path), the reload and the timer (recorded).
 */
function fakeBrowser() {
  const browser = {
    listener: null as ((event: PreviewEvent) => void) | null,
    timer: null as { ms: number; fire: () => void } | null,
    reloads: 0,
    storage: deferredActor<void, Preview>(),
    removal: deferredActor<void, unknown>(),
  };
  const actors = {
    previewMessages: fromCallback<PreviewEvent>(({ sendBack }) => {
      browser.listener = sendBack;
      return () => void (browser.listener = null);
    }),
    storePreview: browser.storage.logic,
    reloadPage: fromCallback<PreviewEvent>(() => void (browser.reloads += 1)),
    previewTimer: fromCallback<PreviewEvent, { ms: number }>(({ sendBack, input }) => {
      browser.timer = { ms: input.ms, fire: () => sendBack({ type: 'preview.expired' }) };
      return () => void (browser.timer = null);
    }),
    removePreview: browser.removal.logic,
  };
  return { browser, actors };
}

describe('preview: every path of its chart, on the browser’s parts', () => {
  for (const [i, input] of (previewModel.inputs ?? []).entries()) {
    for (const path of pathsOf({ ...previewModel, inputs: [input] })) {
      it(`start ${['empty', 'with a message', 'with a stored preview'][i]}: ${describePath(path)}`, async () => {
        const { browser, actors } = fakeBrowser();
        const preview = createActor(previewMachine.provide({ actors }), { input: input as object }).start();
        // The preview the admin sent last: the one the tiny listener heard at start, then each message.
        let received = (input as { received?: Preview }).received ?? null;
        await drive(previewMachine, path, {
          actual: () => preview.getSnapshot(),
          events: {
            // The admin's page posts a message to this one.
            'preview.received': (event) => {
              received = event.preview;
              return act(() => browser.listener!(event));
            },
            'xstate.done.actor.storePreview': () => act(() => browser.storage.resolve()),
            'xstate.error.actor.storePreview': (event) => act(() => browser.storage.reject(event.error)),
            // Ten seconds after the page started with the stored preview.
            'preview.expired': () => act(() => browser.timer!.fire()),
            'xstate.done.actor.removePreview': () => act(() => browser.removal.resolve()),
          },
          expect: (snapshot, _step, say) => {
            // Only a listening page hears the admin; only a stored preview runs the timer, of spec §9's 10 s.
            say(snapshot.matches('listening') ? 'the page listens to the admin’s messages' : 'the page does not listen to the admin');
            say(snapshot.matches('previewing') ? 'a 10-second timer runs' : 'no timer runs');
            say(snapshot.matches('storing') ? `the preview version ${received?.version} is being stored in the tab` : 'nothing is being stored');
            say(snapshot.matches('reloading') ? 'the page reloaded once' : 'the page did not reload');
            say(snapshot.matches('expiring') ? 'the stored preview is being removed' : 'nothing is being removed');
            expect(browser.listener !== null).toBe(snapshot.matches('listening'));
            expect(browser.timer?.ms ?? null).toBe(snapshot.matches('previewing') ? 10_000 : null);
            // The preview to store is the one the admin sent last.
            expect(browser.storage.waiting).toEqual(snapshot.matches('storing') ? [received] : []);
            // The page reloads once the preview is stored, and only then.
            expect(browser.reloads).toBe(snapshot.matches('reloading') ? 1 : 0);
            expect(browser.removal.waiting.length).toBe(snapshot.matches('expiring') ? 1 : 0);
          },
        });
        preview.stop();
      });
    }
  }
});
