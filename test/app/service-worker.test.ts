import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchImages, registerServiceWorker } from '../../src/app/services/service-worker';
// The app's router, which announces its moves (pushState events) as in the shop.
import 'wouter/use-browser-location';
import { UI_WAIT_MS } from '../harness/limits';

// jsdom has no service workers: each test gives the page a fake navigator.serviceWorker.

function fakeServiceWorkers(container: Partial<ServiceWorkerContainer>): void {
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { addEventListener() {}, removeEventListener() {}, ...container } });
}

/** A worker that answers every message on the port it came with, and records what it was sent. */
function answeringWorker(scriptURL = new URL('/sw.js', location.href).href) {
  const sent: unknown[] = [];
  const worker = {
    scriptURL,
    state: 'installed',
    addEventListener() {},
    removeEventListener() {},
    postMessage(data: unknown, ports?: MessagePort[]) {
      sent.push(data);
      ports?.[0]?.postMessage({ done: true });
    },
  };
  return { worker: worker as unknown as ServiceWorker, sent };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.restoreAllMocks();
});

describe('image prefetch through the service worker', () => {
  it('rejects with "SW Not Registered" when the browser has no service workers', async () => {
    expect('serviceWorker' in navigator).toBe(false);
    await expect(prefetchImages(['/media/a.png'])).rejects.toThrow(new Error('SW Not Registered'));
  });

  it('rejects with "SW Not Registered" when no worker controls the page', async () => {
    fakeServiceWorkers({ controller: null });
    await expect(prefetchImages(['/media/a.png'])).rejects.toThrow(new Error('SW Not Registered'));
  });

  it('posts the URLs to the controlling worker over a message channel and resolves when it answers', async () => {
    const { worker, sent } = answeringWorker();
    fakeServiceWorkers({ controller: worker });
    await expect(prefetchImages(['/media/a.png?width=80', '/media/b.png?width=80'])).resolves.toBeUndefined();
    expect(sent).toEqual([{ type: 'PREFETCH_IMAGES', urls: ['/media/a.png?width=80', '/media/b.png?width=80'] }]);
  });
});

describe('registration', () => {
  it('only warns when the worker cannot be registered (spec §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    fakeServiceWorkers({ controller: null, register: () => Promise.reject(new DOMException('Refused', 'SecurityError')) });
    registerServiceWorker();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be registered'), expect.anything()), { timeout: UI_WAIT_MS });
    expect(error).not.toHaveBeenCalled();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker()).not.toThrow();
  });

  it('lets a waiting version take over on a navigation outside checkout, never in checkout', async () => {
    const { worker: waiting, sent } = answeringWorker();
    const { worker: active } = answeringWorker();
    const registration = { installing: null, waiting, active, addEventListener() {}, removeEventListener() {}, update: () => Promise.resolve() };
    history.replaceState(null, '', '/checkout');
    fakeServiceWorkers({ controller: active, register: () => Promise.resolve(registration as unknown as ServiceWorkerRegistration) });
    registerServiceWorker();
    // This page loaded in checkout: the waiting version keeps waiting, and moves within checkout change nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    history.pushState(null, '', '/checkout/shipping');
    expect(sent).toEqual([]);
    history.pushState(null, '', '/omega-3.html');
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'SKIP_WAITING' }), { timeout: UI_WAIT_MS });
  });
});
