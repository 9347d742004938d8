import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { toastsMachine } from '../../machines/toasts.machine';
import { ToastList } from '../../src/app/shell/toast-area';
import { createToast, OFFLINE_TOAST } from '../../src/domain/toast';
import { drive } from '../harness/drive';
import { en, inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { toastsModel } from './models';

const text = (id: string) => en[id as keyof typeof en];

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
          },
          // The shopper presses the toast's dismiss button.
          'toast.dismiss': (event) => {
            const toast = toasts.getSnapshot().context.toasts.find((t) => t.id === event.id)!;
            const element = screen.getByText(text(toast.message)).closest('.toast') as HTMLElement;
            fireEvent.click(within(element).getByRole('button', { name: 'Dismiss' }));
          },
          // Time passes until the toast's timeout.
          'toast.expire': (event) => act(() => clock.increment(due.get(event.id)! - clock.now())),
        },
        expect: (snapshot) => {
          expect(shownToasts()).toEqual(
            snapshot.context.toasts.map((t) => ({ message: text(t.message), dismissable: t.dismissable })),
          );
          if (snapshot.matches('empty')) expect(snapshot.context.toasts).toEqual([]);
        },
      });
    });
  }

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
