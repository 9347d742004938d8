import { act, render, screen } from '@testing-library/react';
import { Component, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS } from '../../src/app/services/until-done';
import { lazyWithPreload } from '../../src/app/ui/lazy';
import { UI_WAIT_MS } from '../harness/limits';

function Shown() {
  return <h1>Vitamines & minéraux</h1>;
}

const inBoundary = (page: React.ReactNode) => <Suspense fallback={<div data-testid="fallback" />}>{page}</Suspense>;

/** A component whose first load fails as a dropped connection makes it fail; the count of loads asked for. */
function failingFirst() {
  let attempts = 0;
  const next = lazyWithPreload(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return () => <h1>Magnésium bisglycinate</h1>;
  });
  return { next, attempts: () => attempts };
}

describe('a component in its own chunk', () => {
  it('replaces the one on screen at once once its code is loaded: no fallback in between, the page area is never blank', async () => {
    const next = lazyWithPreload(async () => () => <h1>Magnésium bisglycinate</h1>);
    await next.load();
    const { container, rerender } = render(inBoundary(<Shown />));
    rerender(inBoundary(<next.Component />));
    expect(container.innerHTML).toBe('<h1>Magnésium bisglycinate</h1>');
  });

  it('shows the fallback while its code loads, then itself', async () => {
    const next = lazyWithPreload(async () => () => <h1>Magnésium bisglycinate</h1>);
    const { container, findByRole } = render(inBoundary(<next.Component />));
    expect(container.querySelector('[data-testid="fallback"]')).not.toBeNull();
    expect(await findByRole('heading', { name: 'Magnésium bisglycinate' })).toBeTruthy();
    expect(next.isLoaded()).toBe(true);
  });

  it('forgets a load that failed: the next load asks again, and the component comes', async () => {
    const { next, attempts } = failingFirst();
    await expect(next.load()).rejects.toThrow('Failed to fetch');
    expect(next.isLoaded()).toBe(false);
    await next.load();
    expect(attempts()).toBe(2);
    const { container } = render(inBoundary(<next.Component />));
    expect(container.innerHTML).toBe('<h1>Magnésium bisglycinate</h1>');
  });

  it('takes a preload as a hint: one that fails rejects nothing, and the next load asks again', async () => {
    const { next, attempts } = failingFirst();
    // An unhandled rejection here fails the run.
    expect(next.preload()).toBeUndefined();
    await vi.waitFor(() => expect(attempts()).toBe(1), { timeout: UI_WAIT_MS });
    await next.load();
    expect(attempts()).toBe(2);
  });

  describe('rendered before its code arrived, with the connection down', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it('keeps its fallback and tries again after a pause, then shows itself once the code comes', async () => {
      vi.useFakeTimers();
      let online = false;
      let attempts = 0;
      const next = lazyWithPreload(async () => {
        attempts += 1;
        if (!online) throw new TypeError('Failed to fetch dynamically imported module');
        return () => <h1>Magnésium bisglycinate</h1>;
      });
      const { container } = render(inBoundary(<next.Component />));
      await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
      expect(attempts).toBe(2);
      expect(container.querySelector('[data-testid="fallback"]')).not.toBeNull();
      online = true;
      await act(() => vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS));
      expect(attempts).toBe(3);
      expect(container.innerHTML).toBe('<h1>Magnésium bisglycinate</h1>');
    });

    it('shows the error screen for code that throws (a broken release): it is not asked for again', async () => {
      // React reports what an error boundary caught on the console.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      let attempts = 0;
      const next = lazyWithPreload(async () => {
        attempts += 1;
        throw new Error('broken release');
      });
      const caught: unknown[] = [];
      const { findByText } = render(
        <Catcher onError={(error) => caught.push(error)}>{inBoundary(<next.Component />)}</Catcher>,
      );
      expect(await findByText('Oups !')).toBeTruthy();
      expect(attempts).toBe(1);
      expect(String(caught[0])).toContain('broken release');
    });

    it('shows the error screen when each try ends on the same error (a module whose code threw)', async () => {
      vi.useFakeTimers();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const thrown = new TypeError('undefined is not a function');
      let attempts = 0;
      const next = lazyWithPreload(async () => {
        attempts += 1;
        throw thrown;
      });
      const caught: unknown[] = [];
      const { container } = render(<Catcher onError={(error) => caught.push(error)}>{inBoundary(<next.Component />)}</Catcher>);
      await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_MS));
      expect(attempts).toBe(2);
      expect(container.textContent).toBe('Oups !');
      expect(caught).toEqual([thrown]);
    });
  });
});

describe('offline, a component whose code the service worker precaches (the shell’s parts)', () => {
  afterEach(() => vi.restoreAllMocks());
  /** The browser offline, under a worker that answers whether its precache holds the file it is asked about. */
  function offlineUnderWorker(precaches: boolean) {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const asked: unknown[] = [];
    const controller = {
      postMessage: (message: { type: string; url: string }, [port]: MessagePort[]) => {
        asked.push(message);
        port!.postMessage(precaches);
      },
    };
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
    return asked;
  }
  afterEach(() => Reflect.deleteProperty(navigator, 'serviceWorker'));

  it('is asked for at once when the worker’s precache holds this build’s code', async () => {
    const asked = offlineUnderWorker(true);
    const part = lazyWithPreload(async () => () => <h1>Pied de page</h1>, true);
    await part.load();
    expect(part.isLoaded()).toBe(true);
    // The file of the module that asks, which every first page loads.
    expect(asked).toEqual([{ type: 'PRECACHES', url: expect.stringContaining('until-done') }]);
  });

  it('asks the worker once for a render, then shows itself', async () => {
    const asked = offlineUnderWorker(true);
    const part = lazyWithPreload(async () => () => <h1>Pied de page</h1>, true);
    render(inBoundary(<part.Component />));
    expect(await screen.findByRole('heading', { name: 'Pied de page' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });

  it('gives code it already has at once, whatever the worker says: a screen seen before opens offline', async () => {
    const screen = lazyWithPreload(async () => () => <h1>Panier</h1>);
    await screen.load();
    const asked = offlineUnderWorker(false);
    await screen.load();
    expect(asked).toEqual([]);
  });

  it('waits for the connection when the worker is another build’s, as other code always does', async () => {
    const asked = offlineUnderWorker(false);
    const part = lazyWithPreload(async () => () => <h1>Pied de page</h1>, true);
    const other = lazyWithPreload(async () => () => <h1>Panier</h1>);
    const loads = [part.load(), other.load()];
    await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: UI_WAIT_MS });
    await new Promise((resume) => setTimeout(resume, 50));
    expect([part.isLoaded(), other.isLoaded()]).toEqual([false, false]);
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    await Promise.all(loads);
    expect([part.isLoaded(), other.isLoaded()]).toEqual([true, true]);
  });
});

class Catcher extends Component<{ onError: (error: unknown) => void; children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>Oups !</p> : this.props.children;
  }
}
