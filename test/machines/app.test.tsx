import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appMachine, selectOfflineIconShown, type AppSnapshot } from '../../machines/app.machine';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp } from '../harness/render-app';
import { appModel } from './models';

const button = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.queryByRole('dialog', { name });
const cartTrigger = () => screen.getByRole('button', { name: /Toggle mini cart/, hidden: true });

async function expectShell(snapshot: AppSnapshot) {
  // The modal panel: the navigation drawer, the mini cart, or none.
  if (snapshot.matches({ panel: 'nav' })) expect(await screen.findByRole('dialog', { name: 'Main Menu' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Main Menu')).toBeNull());
  if (snapshot.matches({ panel: 'minicart' })) expect(await screen.findByRole('dialog', { name: 'Cart' })).toBeTruthy();
  else await waitFor(() => expect(dialog('Cart')).toBeNull());
  expect(cartTrigger().getAttribute('aria-expanded')).toBe(String(snapshot.matches({ panel: 'minicart' })));

  // The search panel.
  if (snapshot.matches({ search: 'open' })) expect(await screen.findByRole('searchbox', { hidden: true })).toBeTruthy();
  else expect(screen.queryByRole('searchbox', { hidden: true })).toBeNull();

  // The offline icon, once offline again.
  const icon = screen.queryByRole('img', { name: 'You are offline', hidden: true });
  expect(icon !== null).toBe(selectOfflineIconShown(snapshot));

  // The loading bar runs while a page loads.
  const bar = screen.queryByRole('progressbar', { hidden: true });
  if (snapshot.matches({ page: 'loading' })) expect(bar?.getAttribute('data-state')).toBe('loading');
  else expect(bar?.getAttribute('data-state') ?? 'off').not.toBe('loading');
}

const toastTexts = () => [...document.querySelectorAll('.toast')].map((el) => el.textContent);

describe('app shell: every path of its chart, on the rendered shop', () => {
  for (const path of pathsOf(appModel)) {
    it(describePath(path), async () => {
      const shop = await renderApp();
      let route = 0;
      await drive(appMachine, path, {
        clock: shop.clock,
        actual: () => shop.app.getSnapshot(),
        events: {
          'drawer.open': () => void fireEvent.click(button('Toggle navigation panel')),
          'drawer.close': () => void fireEvent.click(button('Close')),
          // Back at the drawer's root: its machine finishes and the app closes the panel.
          'xstate.done.actor.navDrawer': () => void fireEvent.click(button('Back')),
          'minicart.open': () => void fireEvent.click(cartTrigger()),
          // Keyboard path: Escape closes the mini cart.
          'minicart.close': () => void fireEvent.keyDown(screen.getByRole('dialog', { name: 'Cart' }), { key: 'Escape' }),
          'search.toggle': () => void fireEvent.click(button('Toggle search')),
          'search.close': () => void fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' }),
          // Any change of route, here as the browser's back and forward buttons would make it.
          'route.changed': () => act(() => shop.location.navigate(`/page-${++route}`)),
          'page.loading': (event) => act(() => shop.app.send(event)),
          'page.loaded': (event) => act(() => shop.app.send(event)),
          'root.next': (event) => act(() => shop.app.send(event)),
          'root.clear': (event) => act(() => shop.app.send(event)),
          'network.offline': (event) => {
            act(() => shop.network.send(event));
            expect(toastTexts()).toContain(en['toast.offline']);
          },
          'network.online': (event) => {
            act(() => shop.network.send(event));
            expect(toastTexts()).toContain(en['toast.online']);
          },
          'network.startedOffline': (event) => act(() => shop.network.send(event)),
          'error.unhandled': (event) => {
            act(() => shop.unhandledErrors.send(event));
            expect(toastTexts()).toContain(`${en['toast.unexpectedError']}Reference: ${event.errorId}`);
          },
        },
        expect: expectShell,
      });
      shop.app.stop();
    });
  }
});
