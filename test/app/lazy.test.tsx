import { render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from '../../src/app/ui/lazy';

function Shown() {
  return <h1>Vitamines & minéraux</h1>;
}

const inBoundary = (page: React.ReactNode) => <Suspense fallback={<div data-testid="fallback" />}>{page}</Suspense>;

describe('a component in its own chunk', () => {
  it('replaces the one on screen at once once its code is loaded: no fallback in between, the page area is never blank', async () => {
    const next = lazyWithPreload(async () => () => <h1>Magnésium bisglycinate</h1>);
    await next.preload();
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

  it('forgets a load that failed: the next preload asks again, and the component comes', async () => {
    let attempts = 0;
    const next = lazyWithPreload(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <h1>Magnésium bisglycinate</h1>;
    });
    await expect(next.preload()).rejects.toThrow('Failed to fetch');
    expect(next.isLoaded()).toBe(false);
    await next.preload();
    expect(attempts).toBe(2);
    const { container } = render(inBoundary(<next.Component />));
    expect(container.innerHTML).toBe('<h1>Magnésium bisglycinate</h1>');
  });
});
