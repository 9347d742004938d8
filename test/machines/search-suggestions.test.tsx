import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  searchSuggestionsMachine,
  selectSuggestionsView,
  type SearchSuggestionsSnapshot,
  type Suggestions,
} from '../../machines/search-suggestions.machine';
import { SearchPanelView } from '../../src/app/shell/search-panel';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '../../src/domain/constants';
import { SUGGESTIONS } from '../fixtures/navigation';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { searchSuggestionsModel } from './models';

/** The loader's runs; a run whose actor was stopped (a newer query came) has its signal aborted. */
function suggestionLoads() {
  const runs: { query: string; signal: AbortSignal; settled: boolean; resolve: (s: Suggestions) => void; reject: (e: unknown) => void }[] = [];
  return {
    runs,
    logic: fromPromise<Suggestions, { query: string }>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const run = {
            query: input.query,
            signal,
            settled: false,
            resolve: (value: Suggestions) => ((run.settled = true), resolve(value)),
            reject: (error: unknown) => ((run.settled = true), reject(error)),
          };
          runs.push(run);
        }),
    ),
    /** The one run still wanted: not answered, not cancelled. */
    current() {
      const live = runs.filter((run) => !run.settled && !run.signal.aborted);
      expect(live).toHaveLength(1);
      return live[0]!;
    },
  };
}

function renderPanel() {
  const clock = new SimulatedClock();
  const loads = suggestionLoads();
  const suggestions = createActor(searchSuggestionsMachine.provide({ actors: { loadSuggestions: loads.logic } }), { clock }).start();
  const view = renderInShell(<SearchPanelView suggestions={suggestions} />);
  return { ...view, clock, loads, suggestions };
}

const searchbox = () => screen.getByRole('searchbox') as HTMLInputElement;
const options = () => screen.queryAllByRole('option').map((option) => [option.textContent, option.getAttribute('href')]);

/** What the panel shows under the field in each state. */
function expectPanel(snapshot: SearchSuggestionsSnapshot) {
  expect(searchbox().value).toBe(snapshot.context.query);
  const view = selectSuggestionsView(snapshot);
  expect(screen.queryByText(en['searchBar.tooShort'].replace('{count}', '3')) !== null, 'hint').toBe(view.state === 'tooShort');
  expect(screen.queryByTestId('search-suggestions-shimmer') !== null, 'shimmer').toBe(view.state === 'loading' && !view.previous);
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(view.state === 'failed' ? `${en['searchBar.suggestionsError']}${en['common.retry']}` : null);
  const noResults = `No results for “${snapshot.context.query.trim()}”.`;
  expect(screen.queryByText(noResults) !== null, 'no results').toBe(view.state === 'noResults');
  const shown = view.state === 'ready' ? view.suggestions : view.state === 'loading' ? view.previous : null;
  const listbox = screen.queryByRole('listbox');
  expect(listbox !== null, 'list').toBe(shown !== null);
  if (!shown || !listbox) return;
  expect(listbox.getAttribute('aria-busy')).toBe(view.state === 'loading' ? 'true' : null);
  expect(options()).toEqual([
    ['Magnésium malate€16.50', '/magnesium-malate.html'],
    ['Magnésium bisglycinate', '/magnesium-bisglycinate.html'],
    ['MagnésiumVitamines & minéraux › Minéraux', '/vitamines-mineraux/mineraux/magnesium.html'],
    [en['searchBar.seeAll'], `/search.html?query=${encodeURIComponent(snapshot.context.query.trim())}`],
  ]);
  expect(within(listbox).getByText(en['searchBar.products'])).toBeTruthy();
  expect(within(listbox).getByText(en['searchBar.categories'])).toBeTruthy();
}

describe('search suggestions: every path of its chart, on the search panel', () => {
  for (const path of pathsOf(searchSuggestionsModel)) {
    it(describePath(path), async () => {
      const { clock, loads, suggestions } = renderPanel();
      await drive(searchSuggestionsMachine, path, {
        clock,
        actual: () => suggestions.getSnapshot(),
        events: {
          'query.changed': (event) => void fireEvent.change(searchbox(), { target: { value: event.query } }),
          'xstate.done.actor.loadSuggestions': async (event) => {
            const run = loads.current();
            expect(run.query).toBe(suggestions.getSnapshot().context.query.trim());
            await act(async () => run.resolve(event.output as Suggestions));
          },
          'xstate.error.actor.loadSuggestions': async () => {
            await act(async () => loads.current().reject(new Error('backend down')));
          },
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })),
        },
        expect: expectPanel,
      });
      // Every request not answered was cancelled, but the one a loading panel waits for.
      const waiting = loads.runs.filter((run) => !run.settled && !run.signal.aborted);
      expect(waiting).toHaveLength(suggestions.getSnapshot().matches('loading') ? 1 : 0);
    });
  }
});

describe('search panel', () => {
  it('asks once typing pauses, and a newer query cancels the stale request', async () => {
    const { clock, loads } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: 'mag' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS - 1));
    fireEvent.change(searchbox(), { target: { value: 'magn' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS - 1));
    expect(loads.runs).toHaveLength(0);
    act(() => clock.increment(1));
    expect(loads.runs.map((run) => run.query)).toEqual(['magn']);
    fireEvent.change(searchbox(), { target: { value: 'magné' } });
    expect(loads.runs[0]!.signal.aborted).toBe(true);
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs.map((run) => [run.query, run.signal.aborted])).toEqual([
      ['magn', true],
      ['magné', false],
    ]);
  });

  it('the arrow keys move through the suggestions while the focus stays in the field; Enter follows one', async () => {
    const { clock, loads, location } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: 'magn' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    await act(async () => loads.current().resolve(SUGGESTIONS));
    searchbox().focus();
    fireEvent.keyDown(searchbox(), { key: 'ArrowDown' });
    fireEvent.keyDown(searchbox(), { key: 'ArrowDown' });
    const active = document.getElementById(searchbox().getAttribute('aria-activedescendant')!);
    expect(active?.textContent).toBe('Magnésium bisglycinate');
    expect(document.activeElement).toBe(searchbox());
    fireEvent.keyDown(searchbox(), { key: 'Enter' });
    fireEvent.keyUp(searchbox(), { key: 'Enter' });
    await waitFor(() => expect(location.history.at(-1)).toBe('/magnesium-bisglycinate.html'));
  });

  it('Enter without a suggestion chosen searches for what was typed', async () => {
    const { location } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: ' omega 3 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(location.history.at(-1)).toBe('/search.html?query=omega%203');
  });
});
