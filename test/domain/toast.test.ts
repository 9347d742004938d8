import { describe, expect, it } from 'vitest';
import { createToast, OFFLINE_TOAST, ONLINE_TOAST, ToastProgrammingError, unexpectedErrorToast } from '../../src/domain/toast';

describe('createToast', () => {
  it('fills the default timeout of 5000 ms', () => {
    expect(createToast({ type: 'success', message: 'x' }, 'id', 1)).toEqual({
      id: 'id', type: 'success', message: 'x', dismissable: false, timeout: 5000, timestamp: 1,
    });
  });

  it('raises a programming error without a type, a message, or a way to go away', () => {
    expect(() => createToast({ type: '' as never, message: 'x' }, 'id', 0)).toThrow(ToastProgrammingError);
    expect(() => createToast({ type: 'info', message: '' }, 'id', 0)).toThrow('A toast needs a message.');
    expect(() => createToast({ type: 'info', message: 'x', timeout: 0 }, 'id', 0)).toThrow(
      'A toast must be dismissable or have a timeout.',
    );
    expect(createToast({ type: 'info', message: 'x', timeout: false, dismissable: true }, 'id', 0).timeout).toBe(false);
    const error = (() => {
      try {
        createToast({ type: '' as never, message: 'x' }, 'id', 0);
      } catch (thrown) {
        return thrown as Error;
      }
    })();
    expect([error?.name, error?.message]).toEqual(['ToastProgrammingError', 'A toast needs a type.']);
  });

  it('carries its message values and icon only when it has them', () => {
    const toast = createToast({ type: 'success', message: 'cart.added', values: { name: 'Magnésium' }, icon: 'check' }, 'id', 2);
    expect(toast).toEqual({ id: 'id', type: 'success', message: 'cart.added', dismissable: false, timeout: 5000, timestamp: 2, values: { name: 'Magnésium' }, icon: 'check' });
    expect(Object.keys(createToast({ type: 'success', message: 'x' }, 'id', 2))).toEqual(['id', 'type', 'message', 'dismissable', 'timeout', 'timestamp']);
  });

  it('gives the network and unexpected-error toasts of the catalogue their timeouts', () => {
    expect(createToast(OFFLINE_TOAST, 'a', 0)).toMatchObject({ type: 'error', timeout: 3000 });
    expect(createToast(ONLINE_TOAST, 'b', 0)).toMatchObject({ type: 'info', timeout: 3000 });
    expect(createToast(unexpectedErrorToast('X1'), 'c', 0)).toMatchObject({ type: 'error', timeout: 15000, dismissable: true, debug: 'X1' });
  });
});
