import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import catalogue from '../../lang/en_US.json';
import { appMachine } from '../../machines/app.machine';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { routerMachine } from '../../machines/router.machine';
import { searchSuggestionsMachine } from '../../machines/search-suggestions.machine';
import { App } from '../../src/app/app';
import { StoreSwitcher } from '../../src/app/shell/store-switcher';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '../../src/domain/constants';
import { MENU, SUGGESTIONS } from '../fixtures/navigation';
import { en } from '../harness/intl';
import { screenMachines, shellOnlyRoutes } from '../harness/render-app';
import { renderInShell } from '../harness/shell-view';

/** The whole app with the menu's categories and suggestions answered at once. */
async function renderShop() {
  const clock = new SimulatedClock();
  const location = memoryLocation({ path: '/', record: true });
  const logic = appMachine.provide({
    actors: {
      router: routerMachine.provide({ actors: { resolveRoute: shellOnlyRoutes, ...screenMachines } }),
      categoryTree: categoryTreeMachine.provide({ actors: { loadCategoryTree: fromPromise(async () => MENU) } }),
      searchSuggestions: searchSuggestionsMachine.provide({ actors: { loadSuggestions: fromPromise(async () => SUGGESTIONS) } }),
    },
  });
  const app = createActor(logic, { clock, input: { location: { path: '/', search: '' } } }).start();
  render(<App locale="en_US" messages={catalogue} app={app} router={{ hook: location.hook }} />);
  await screen.findByRole('heading', { level: 1 });
  return { app, clock, location };
}

describe('the header’s navigation in the app', () => {
  it('the mega menu lists the categories, and a change of route closes its dropdown', async () => {
    const { app, location } = await renderShop();
    const nav = await screen.findByRole('navigation', { name: en['navigation.categories'] });
    fireEvent.click(within(nav).getByRole('button', { name: `${MENU[0]!.name}: show subcategories` }));
    expect(app.getSnapshot().children.megaMenu!.getSnapshot().value).toEqual({ shown: 'open' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Vitamine C' }));
    expect(location.history.at(-1)).toBe('/vitamines-mineraux/vitamines/vitamine-c.html');
    await waitFor(() => expect(app.getSnapshot().children.megaMenu!.getSnapshot().value).toBe('closed'));
  });

  it('the drawer shows the same tree, and following one of its links closes it', async () => {
    const { app, location } = await renderShop();
    fireEvent.click(screen.getByRole('button', { name: en['header.navToggle'] }));
    const drawer = await screen.findByRole('dialog', { name: en['navigation.title'] });
    fireEvent.click(within(drawer).getByRole('button', { name: MENU[0]!.name }));
    fireEvent.click(within(drawer).getByRole('link', { name: 'Multivitamines' }));
    expect(location.history.at(-1)).toBe('/vitamines-mineraux/multivitamines.html');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.getSnapshot().children.navDrawer).toBeUndefined();
  });

  it('the search panel suggests as the shopper types, and "see all results" opens the search page', async () => {
    const { app, clock, location } = await renderShop();
    fireEvent.click(screen.getByRole('button', { name: en['header.searchToggle'] }));
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'magn' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    fireEvent.click(await screen.findByRole('option', { name: en['searchBar.seeAll'] }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/search.html?query=magn'));
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(app.getSnapshot().children.searchSuggestions).toBeUndefined();
  });
});

describe('store switcher', () => {
  it('is hidden with one store view', () => {
    renderInShell(<StoreSwitcher />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('with several, links the same page in the other store views', () => {
    const app = createActor(appMachine, {
      input: {
        location: { path: '/', search: '' },
        availableStores: [
          { store_code: 'fr', store_name: 'Vitrine FR' },
          { store_code: 'be', store_name: 'Vitrine BE' },
        ],
      },
    }).start();
    renderInShell(<StoreSwitcher />, { path: '/omega-3-acides-gras.html', app });
    const nav = screen.getByRole('navigation', { name: en['storeSwitcher.label'] });
    expect(within(nav).getByText('Vitrine FR').getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Vitrine BE' }).getAttribute('href')).toBe('/be/omega-3-acides-gras.html');
  });
});
