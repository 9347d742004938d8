import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from '../../machines/toasts.machine';
import { ToastList } from '../../src/app/shell/toast-area';
import { ACCOUNT_ERASED_TOAST, createToast, OFFLINE_TOAST, SIGNED_OUT_TOAST } from '../../src/domain/toast';
import { drive } from '../harness/drive';
import { en, inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { toastsModel } from './models';

const text = (id: string) => en[id as keyof typeof en];

/** The model's toasts as spec §8 words them: offline and online expire, the unexpected error stays until dismissed. */
const SHOWN: Record<string, { message: string; dismissable: boolean }> = {
  'toast-0': { message: 'You are offline. Some features may be unavailable.', dismissable: false },
  'toast-1': { message: 'You are online.', dismissable: false },
  'toast-2': { message: 'Sorry! An unexpected error occurred.', dismissable: true },
};

function shownToasts(): { message: string; dismissable: boolean }[] {
  return [...document.querySelectorAll('.toast')].map((el) => ({
    message: el.querySelector('.toast__message')?.textContent ?? '',
    dismissable: within(el as HTMLElement).queryByRole('button', { name: 'Dismiss' }) !== null,
  }));
}

describe('toasts: every path of the chart, on the toast area', () => {
  for (const path of pathsOf(toastsModel)) {
    it(describePath(path), async () => {
      const clock = new SimulatedClock();
      const toasts = createActor(toastsMachine, { clock }).start();
      const due = new Map<string, number>();
      // The toasts the shopper should see, newest last, as the path's events make them: a toast added again shows once, as the newest.
      let on: string[] = [];
      render(inEnglish(<ToastList toasts={toasts} />));
      await drive(toastsMachine, path, {
        clock,
        actual: () => toasts.getSnapshot(),
        events: {
          // A moment passes between two toasts, so that they expire one after the other as in life.
          'toast.add': (event) => {
            act(() => clock.increment(1));
            if (event.toast.timeout) due.set(event.toast.id, clock.now() + event.toast.timeout);
            act(() => toasts.send(event));
            on = [...on.filter((id) => id !== event.toast.id), event.toast.id];
          },
          // The shopper presses the toast's dismiss button.
          'toast.dismiss': (event) => {
            const toast = toasts.getSnapshot().context.toasts.find((t) => t.id === event.id)!;
            const element = screen.getByText(text(toast.message)).closest('.toast') as HTMLElement;
            fireEvent.click(within(element).getByRole('button', { name: 'Dismiss' }));
            on = on.filter((id) => id !== event.id);
          },
          // Time passes until the toast's timeout.
          'toast.expire': (event) => {
            act(() => clock.increment(due.get(event.id)! - clock.now()));
            on = on.filter((id) => id !== event.id);
          },
        },
        expect: (_snapshot, _step, say) => {
          const shown = on.map((id) => SHOWN[id]!);
          say(shown.length ? `the toasts read, in order: ${shown.map((t) => `“${t.message}”${t.dismissable ? ' (with Dismiss)' : ''}`).join(', ')}` : 'no toast shows');
          expect(shownToasts()).toEqual(shown);
        },
      });
    });
  }

  it('shows several toasts at once, newest last; dismissing one or one expiring leaves the others', () => {
    const clock = new SimulatedClock();
    const toasts = createActor(toastsMachine, { clock }).start();
    render(inEnglish(<ToastList toasts={toasts} />));
    const erased = createToast(ACCOUNT_ERASED_TOAST, 'erased', 0);
    const signedOut = createToast({ ...SIGNED_OUT_TOAST, dismissable: true }, 'signedOut', 0);
    act(() => toasts.send({ type: 'toast.add', toast: erased }));
    act(() => toasts.send({ type: 'toast.add', toast: signedOut }));
    expect(shownToasts().map((toast) => toast.message)).toEqual([en['toast.accountErased'], en['toast.signedOut']]);
    act(() => toasts.send({ type: 'toast.add', toast: createToast(OFFLINE_TOAST, 'offline', 0) }));
    // The one that stays only until dismissed, and a timed one that may be dismissed: each goes alone.
    act(() => toasts.send({ type: 'toast.dismiss', id: 'erased' }));
    expect(shownToasts().map((toast) => toast.message)).toEqual([en['toast.signedOut'], en['toast.offline']]);
    // The offline toast takes no dismissal, whatever else is shown; the signed-out one still does.
    act(() => toasts.send({ type: 'toast.dismiss', id: 'offline' }));
    act(() => toasts.send({ type: 'toast.dismiss', id: 'signedOut' }));
    expect(shownToasts().map((toast) => toast.message)).toEqual([en['toast.offline']]);
    act(() => toasts.send({ type: 'toast.add', toast: erased }));
    act(() => clock.increment(OFFLINE_TOAST.timeout as number));
    expect(shownToasts().map((toast) => toast.message)).toEqual([en['toast.accountErased']]);
    toasts.stop();
  });

  it('a dismissed timed toast does not come back when its timeout passes', () => {
    const clock = new SimulatedClock();
    const toasts = createActor(toastsMachine, { clock }).start();
    const toast = createToast({ ...OFFLINE_TOAST, dismissable: true }, 'offline', 0);
    toasts.send({ type: 'toast.add', toast });
    toasts.send({ type: 'toast.dismiss', id: 'offline' });
    toasts.send({ type: 'toast.add', toast: { ...toast, id: 'other' } });
    clock.increment(2999);
    expect(toasts.getSnapshot().context.toasts.map((t) => t.id)).toEqual(['other']);
    clock.increment(1);
    expect(toasts.getSnapshot().value).toBe('empty');
  });

  it('re-adding a toast restarts its timeout', () => {
    const clock = new SimulatedClock();
    const toasts = createActor(toastsMachine, { clock }).start();
    const toast = createToast(OFFLINE_TOAST, 'offline', 0);
    toasts.send({ type: 'toast.add', toast });
    clock.increment(2000);
    toasts.send({ type: 'toast.add', toast });
    clock.increment(2000);
    expect(toasts.getSnapshot().context.toasts).toHaveLength(1);
    clock.increment(1000);
    expect(toasts.getSnapshot().value).toBe('empty');
  });

  it('a toast that is neither timed nor dismissable cannot be dismissed', () => {
    const toasts = createActor(toastsMachine).start();
    toasts.send({ type: 'toast.add', toast: { ...createToast(OFFLINE_TOAST, 'x', 0), timeout: 3000 } });
    toasts.send({ type: 'toast.dismiss', id: 'x' });
    expect(toasts.getSnapshot().context.toasts).toHaveLength(1);
  });
});
