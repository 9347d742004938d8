// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { unhandledErrorsActor } from '../../src/app/services/errors';

/** A parent that collects what the unhandled-errors actor sends back. */
function listen() {
  const received: string[] = [];
  const parent = createActor(
    createMachine({
      invoke: { src: unhandledErrorsActor },
      on: { 'error.unhandled': { actions: ({ event }) => received.push(event.type) } },
    }),
  ).start();
  return { received, stop: () => parent.stop() };
}

describe('errors that escaped every handler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports an uncaught error to the app, logged under an id', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { received, stop } = listen();
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'boom' }));
    expect(received).toEqual(['error.unhandled']);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[[0-9A-Z]+\]$/);
    stop();
  });

  it("ignores the browser's ResizeObserver loop notice: nothing broke, the shopper sees no error", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { received, stop } = listen();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );
    expect(received).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    stop();
  });

  it('stops listening when the app stops', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { received, stop } = listen();
    stop();
    // Another listener keeps the test runner from taking the dispatched error as its own.
    const swallow = (event: Event) => event.preventDefault();
    window.addEventListener('error', swallow);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('late'), message: 'late' }));
    window.removeEventListener('error', swallow);
    expect(received).toEqual([]);
  });
});
