import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routerMachine, type Location, type RouterSnapshot } from '../../machines/router.machine';
import type { Resolution } from '../../src/domain/routes';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp } from '../harness/render-app';
import { routerModel } from './models';

/** What the page area shows in each state of the router. */
async function expectPage(snapshot: RouterSnapshot, effects: { redirect: ReturnType<typeof vi.fn>; leaveShop: ReturnType<typeof vi.fn> }) {
  const shimmer = () => document.querySelector('[data-testid="page-shimmer"], .page-shimmer');
  if (snapshot.matches('resolving')) {
    expect(screen.getByTestId('page-shimmer').className).toContain(`page-shimmer--${snapshot.context.expected ?? 'page'}`);
  } else if (snapshot.matches('home') || snapshot.matches('cms')) {
    // The CMS page's machine has no loader here: it fails, and says so.
    expect(await screen.findByRole('heading', { name: en['cmsPage.loadFailed'] })).toBeTruthy();
  } else if (snapshot.matches('pointOfSale') || snapshot.matches('pointOfSaleList')) {
    expect(await screen.findByRole('heading', { name: en['stores.loadFailed'] })).toBeTruthy();
  } else if (snapshot.matches('notFound')) {
    expect(await screen.findByText(en['notFound.message'])).toBeTruthy();
  } else if (snapshot.matches('failed')) {
    expect(await screen.findByText(en['internalError.message'])).toBeTruthy();
  } else if (snapshot.matches('redirecting')) {
    expect(effects.redirect).toHaveBeenLastCalledWith(expect.anything(), { to: '/omega-3-acides-gras.html' });
  } else if (snapshot.matches('leaving')) {
    expect(effects.leaveShop).toHaveBeenLastCalledWith(expect.anything(), { url: 'https://www.example.org/' });
  } else {
    // A page whose own machine is still loading shows its shimmer.
    // The cart page shows the cart's shimmer while the cart (never answering here) reads the stored one.
    const kind = (['search', 'category', 'product', 'cart'] as const).find((k) => snapshot.matches(k));
    if (kind) await waitFor(() => expect(shimmer()?.className).toContain(`page-shimmer--${kind}`));
    else expect(await screen.findByRole('main')).toBeTruthy();
  }
}

describe('router: every path of its chart, on the page area', () => {
  for (const path of pathsOf(routerModel)) {
    it(describePath(path), async () => {
      const routes = deferredActor<Resolution, Location>();
      const effects = { redirect: vi.fn(), leaveShop: vi.fn(), prefetchRoute: vi.fn() };
      const shop = await renderApp({ path: '/start.html', resolveRoute: routes.logic, routerActions: effects, ready: () => routes.next() });
      const router = () => shop.app.getSnapshot().children.router!;
      await drive(routerMachine, path, {
        actual: () => router().getSnapshot(),
        events: {
          'location.changed': (event) => act(() => shop.location.navigate(`${event.path}${event.search}`)),
          // The shopper points at the logo: its link is pre-resolved.
          'route.prefetch': () => {
            fireEvent.pointerEnter(screen.getByRole('link', { name: 'Vitrine FR, home page', hidden: true }));
            expect(effects.prefetchRoute).toHaveBeenLastCalledWith(expect.anything(), { path: '/' });
          },
          'xstate.done.actor.resolveRoute': (event) => act(() => routes.resolve(event.output as Resolution)),
          'xstate.error.actor.resolveRoute': () => act(() => routes.reject(new Error('backend down'))),
        },
        expect: (snapshot) => expectPage(snapshot, effects),
      });
      // Views first: a shimmer still on screen tells the app it is gone as it unmounts.
      shop.unmount();
      shop.app.stop();
    });
  }
});
