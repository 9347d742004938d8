import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { selectLayout, type RouterSnapshot, type Shown } from '../../machines/router.machine';
import { cmsBlockMachine, type CmsBlockInput } from '../../machines/cms-block.machine';
import { needHelpMachine } from '../../machines/need-help.machine';
import { CHECKOUT_LINKS_BLOCK, HELLO_BAR_BLOCK, layoutOf } from '../../src/domain/route-table';
import type { NeedHelp } from '../../src/domain/need-help';
import type { Content } from '../../src/domain/page-builder';
import type { Resolution } from '../../src/domain/routes';
import { CHECKOUT_LINKS, HELLO_BAR, NEED_HELP } from '../fixtures/need-help';
import { deferredActor } from '../harness/deferred';
import { renderApp } from '../harness/render-app';

// The checkout's reduced layout (spec §2): which paths take it, and the shell around whatever page shows there.

describe('layout of a path (the route table)', () => {
  it('is the checkout layout on any path holding /checkout, the default one elsewhere', () => {
    for (const path of ['/checkout', '/checkout/', '/checkout/payment', '/fr/checkout', '/paypal/checkout/review']) expect(layoutOf(path), path).toBe('checkout');
    for (const path of ['/', '/cart', '/sign-in', '/vitamines-mineraux.html', '/check/out', '/customer/account']) expect(layoutOf(path), path).toBe('default');
  });
});

describe('selectLayout (the router: the layout follows the page on screen)', () => {
  const router = (location: string, shown: Shown | null) => ({ context: { location: { path: location, search: '' }, shown } }) as unknown as RouterSnapshot;

  it('before the first page, follows the location', () => {
    expect(selectLayout(router('/checkout', null))).toBe('checkout');
    expect(selectLayout(router('/', null))).toBe('default');
  });

  it('then follows what is shown, not the location being prepared', () => {
    // On the way from the cart to the checkout: the cart page stays on screen in the default layout.
    expect(selectLayout(router('/checkout', { type: 'notFound', path: '/cart' }))).toBe('default');
    // Leaving the checkout for home: the checkout stays in its layout until home replaces it.
    expect(selectLayout(router('/', { type: 'notFound', path: '/checkout' }))).toBe('checkout');
    expect(selectLayout(router('/checkout/shipping', { type: 'failed', path: '/checkout/shipping' }))).toBe('checkout');
  });
});

/** Every path resolves to the not-found view: whatever the checkout shows, the layout is around it. */
const nothingBuilt = fromPromise<Resolution>(async () => ({ type: 'notFound' }));

function shop(path: string) {
  const help = deferredActor<NeedHelp, unknown>();
  const blocks = deferredActor<Content, CmsBlockInput>();
  const rendered = renderApp({
    path,
    resolveRoute: nothingBuilt,
    shellActors: {
      needHelp: needHelpMachine.provide({ actors: { loadNeedHelp: help.logic } }),
      cmsBlock: cmsBlockMachine.provide({ actors: { loadBlock: blocks.logic } }),
    },
    ready: () => screen.findByRole('link', { name: 'Vitrine FR, home page' }),
  });
  return { rendered, help, blocks };
}

const banner = () => screen.getByRole('banner');
const needHelp = () => within(banner()).findByRole('button', { name: 'Need help?' });

/** The default header's controls, none of which the checkout header has. */
function defaultControls() {
  const header = banner();
  return [
    within(header).queryByRole('button', { name: /Toggle mini cart/ }),
    within(header).queryByRole('button', { name: 'Toggle search' }),
    within(header).queryByRole('button', { name: 'Toggle navigation panel' }),
    within(header).queryByRole('navigation', { name: 'Categories' }),
    within(header).queryByRole('link', { name: 'Sign In' }),
  ].filter((control) => control !== null);
}

describe('the shell on a checkout path', () => {
  it('shows the checkout header (logo home, Need Help) and footer (links block, copyright) on the checkout background', async () => {
    const { rendered, help, blocks } = shop('/checkout');
    const { app, container } = await rendered;
    expect(container.querySelector('.shell')!.classList.contains('shell--checkout')).toBe(true);
    expect(within(banner()).getByRole('link', { name: 'Vitrine FR, home page' }).getAttribute('href')).toBe('/');
    expect(defaultControls()).toEqual([]);
    expect(await needHelp()).toBeTruthy();
    // The page itself is whatever the route shows: here the not-found view, inside the reduced layout.
    expect(screen.getByText('Looks like the page you were hoping to find doesn\'t exist. Sorry about that.')).toBeTruthy();

    // The footer: the block asked for once, by its identifier, then shown; the copyright line as on any page.
    expect(blocks.waiting).toEqual([{ identifier: CHECKOUT_LINKS_BLOCK }]);
    await act(() => blocks.resolve(CHECKOUT_LINKS));
    const footer = screen.getByRole('contentinfo');
    const links = await within(footer).findByRole('navigation', { name: 'Legal information' });
    await waitFor(() => expect(within(links).getAllByRole('link')).toHaveLength(3));
    expect(within(links).getByRole('link', { name: 'Conditions générales de vente' }).getAttribute('href')).toBe('/conditions-generales-de-vente');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Vitrine. Tous droits réservés.`);
    expect(within(footer).queryByRole('heading', { name: 'Account' })).toBeNull();

    // The menu's data is not asked before it opens.
    expect(help.waiting).toEqual([]);
    fireEvent.pointerEnter((await needHelp()).closest('.need-help')!, { pointerType: 'mouse' });
    expect(help.waiting).toHaveLength(1);
    await act(() => help.resolve(NEED_HELP));
    expect(within(banner()).getByRole('link', { name: '+33 1 84 80 12 34' }).getAttribute('href')).toBe('tel:+33184801234');
    app.stop();
  });

  it('takes the checkout layout when the checkout shows, gives it back when the next page does, and closes the menu on the way', async () => {
    const { rendered, help, blocks } = shop('/');
    const { app, location, container } = await rendered;
    const shell = () => container.querySelector('.shell')!;
    expect(shell().classList.contains('shell--checkout')).toBe(false);
    expect(defaultControls()).toHaveLength(5);
    // The default header asks for its hello bar, and nothing of the checkout layout.
    expect(blocks.waiting).toEqual([{ identifier: HELLO_BAR_BLOCK }]);
    await act(() => blocks.resolve(HELLO_BAR));
    expect(await within(banner()).findByRole('link', { name: 'En savoir plus' })).toHaveProperty('pathname', '/livraison-retours');

    act(() => location.navigate('/checkout'));
    await waitFor(() => expect(shell().classList.contains('shell--checkout')).toBe(true));
    expect(defaultControls()).toEqual([]);
    expect(blocks.waiting).toEqual([{ identifier: CHECKOUT_LINKS_BLOCK }]);
    await act(() => blocks.resolve(CHECKOUT_LINKS));

    // Opened by keyboard, then the shopper goes back: the route change closes it.
    const trigger = await needHelp();
    act(() => trigger.focus());
    await act(() => help.resolve(NEED_HELP));
    expect(app.getSnapshot().children.needHelp!.getSnapshot().matches('open')).toBe(true);
    act(() => location.navigate('/'));
    await waitFor(() => expect(shell().classList.contains('shell--checkout')).toBe(false));
    expect(app.getSnapshot().children.needHelp!.getSnapshot().value).toBe('closed');
    expect(defaultControls()).toHaveLength(5);
    // The hello bar is back, kept from before: not asked again.
    expect(within(banner()).getByRole('link', { name: 'En savoir plus' })).toBeTruthy();
    expect(blocks.waiting).toEqual([]);

    // Back at the checkout: the block and the menu's details are kept, not asked again.
    act(() => location.navigate('/checkout/payment'));
    await waitFor(() => expect(shell().classList.contains('shell--checkout')).toBe(true));
    expect(blocks.waiting).toEqual([]);
    fireEvent.pointerEnter((await needHelp()).closest('.need-help')!, { pointerType: 'mouse' });
    expect(help.waiting).toEqual([]);
    expect(within(banner()).getByRole('link', { name: 'service-client@vitrine.example' }).getAttribute('href')).toBe('mailto:service-client@vitrine.example');
    app.stop();
  });
});
