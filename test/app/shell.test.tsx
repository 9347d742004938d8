import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { CartTrigger } from '../../src/app/shell/header-triggers';
import { Shell } from '../../src/app/shell/shell';
import { ShellProvider } from '../../src/app/shell/shell-actor';
import { STORE_CONFIG, type ShellStoreConfig } from '../../src/domain/store-config';
import { inEnglish } from '../harness/intl';
import { renderApp } from '../harness/render-app';

function Boom(): never {
  throw new Error('render failure');
}

function shellAt(path: string, storeConfig: ShellStoreConfig = STORE_CONFIG) {
  const location = memoryLocation({ path, record: true });
  const app = createActor(appMachine, { input: { location: { path: '/', search: '' }, storeConfig } }).start();
  render(
    inEnglish(
      <ShellProvider value={app}>
        <Router hook={location.hook}>
          <Shell>
            <Switch>
              <Route path="/boom" component={Boom} />
              <Route>
                <h1>Home</h1>
              </Route>
            </Switch>
          </Shell>
        </Router>
      </ShellProvider>,
    ),
  );
  return location;
}

describe('header', () => {
  it('the cart counter reads 99+ above 99 and names the count for screen readers, the visible 99 in the name', () => {
    const app = createActor(appMachine, { input: { location: { path: '/', search: '' } } }).start();
    const { rerender } = render(inEnglish(<ShellProvider value={app}><CartTrigger count={100} /></ShellProvider>));
    expect(screen.getByTestId('cart-counter').textContent).toBe('99+');
    // WCAG 2.5.3 (axe label-content-name-mismatch): a speech user says what they see, "99".
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Toggle mini cart. More than 99 items: you have 100 in your cart.');
    rerender(inEnglish(<ShellProvider value={app}><CartTrigger count={99} /></ShellProvider>));
    expect(screen.getByTestId('cart-counter').textContent).toBe('99');
    expect(screen.getByRole('button').getAttribute('aria-label')).toBe('Toggle mini cart. You have 99 items in your cart.');
    rerender(inEnglish(<ShellProvider value={app}><CartTrigger count={0} /></ShellProvider>));
    expect(screen.queryByTestId('cart-counter')).toBeNull();
  });

  it('a guest sees "Sign In"; the logo routes inside the shop; the contact link leads to the contact page', async () => {
    await renderApp();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(within(banner).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact-us');
    expect(within(banner).getByRole('link', { name: 'Vitrine FR, home page' }).getAttribute('href')).toBe('/');
  });
});

describe('the contact links', () => {
  it('are gone from the header and the footer while the store has the contact form switched off (contact_enabled)', () => {
    shellAt('/', { ...STORE_CONFIG, contact_enabled: false });
    expect(screen.queryByText('Contact Us')).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Help' })).getByRole('link', { name: 'Customer Service' })).toBeTruthy();
  });
});

describe('footer', () => {
  it('shows the link columns, Facebook and Instagram but not Twitter, the privacy notice and this year', async () => {
    await renderApp();
    const footer = screen.getByRole('contentinfo');
    for (const column of ['Account', 'About', 'Help']) expect(within(footer).getByRole('heading', { name: column })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/create-account');
    // Every entry under a heading leads somewhere: none is plain text that looks like a link.
    expect(within(footer).getByRole('link', { name: 'Our Story' }).getAttribute('href')).toBe('/about-us');
    expect(within(footer).getByRole('link', { name: 'Give Back' }).getAttribute('href')).toBe('/about-us');
    expect(within(footer).getByRole('link', { name: 'Email Signup' }).getAttribute('href')).toBe('/communications');
    for (const entry of within(footer).getAllByRole('link', { name: 'Returns' })) expect(entry.getAttribute('href')).toBe('/livraison-retours');
    for (const list of within(footer).getAllByRole('list')) expect(list.querySelectorAll('li > span')).toHaveLength(0);
    expect(within(footer).getByRole('navigation', { name: 'Help' }).querySelector('a[href="/contact-us"]')?.textContent).toBe('Contact Us');
    for (const entry of within(footer).getAllByRole('link', { name: 'Order Status' })) expect(entry.getAttribute('href')).toBe('/track-my-order/');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Twitter' })).toBeNull();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/donnees-personnelles');
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Vitrine. Tous droits réservés.`)).toBeTruthy();
  });
});

describe('error screen', () => {
  it('replaces a page that fails to render, logs it under an id, and "Take me home" goes back to /', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const location = shellAt('/boom');
    expect(screen.getByRole('heading', { name: 'Oops!' })).toBeTruthy();
    expect(screen.getByText('Looks like something went wrong. Sorry about that.')).toBeTruthy();
    expect(logged.mock.calls.some(([id]) => /^\[[A-Z0-9]{8}\]$/.test(String(id)))).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Take me home' }));
    expect(location.history.at(-1)).toBe('/');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    logged.mockRestore();
  });
});

describe('not found', () => {
  it('titles the page "404 Not Found | Vitrine FR" with the spec message and a 404 marker', async () => {
    await renderApp({ path: '/no/such/page' });
    expect(screen.getByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeTruthy();
    expect(document.title).toBe('404 Not Found | Vitrine FR');
    expect(document.querySelector('meta[name="prerender-status-code"]')?.getAttribute('content')).toBe('404');
  });
});
