import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { searchSuggestionsMachine, type SearchSuggestionsSnapshot, type Suggestions } from '../../machines/search-suggestions.machine';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { SearchPanelView } from '../../src/app/shell/search-panel';
import { SEARCH_SUGGESTIONS_DEBOUNCE_MS } from '../../src/domain/constants';
import { DEFAULT_SEARCH_LENGTH, type SearchLength } from '../../src/domain/search';
import { NO_SUGGESTIONS, SUGGESTIONS } from '../fixtures/navigation';
import { drive, type Say } from '../harness/drive';
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

// The panel's texts come with its code (their own catalogue): loaded before it renders, as the header's trigger does.
beforeAll(() => screenMessages('searchPanel', 'en_US'));

/** The panel on its machine, with the store's bounds of a search; `go` is where a submit sends the browser. */
function renderPanel(length: SearchLength = DEFAULT_SEARCH_LENGTH) {
  const clock = new SimulatedClock();
  const loads = suggestionLoads();
  const go = vi.fn();
  const suggestions = createActor(searchSuggestionsMachine.provide({ actors: { loadSuggestions: loads.logic }, actions: { go } }), {
    clock,
    input: { length },
  }).start();
  const view = renderInShell(<SearchPanelView suggestions={suggestions} />);
  return { ...view, clock, loads, suggestions, go };
}

const searchbox = () => screen.getByRole('combobox') as HTMLInputElement;
/** The suggestion the field names as its active descendant (the highlighted one), or null. */
const highlighted = () => {
  const id = searchbox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const options = () => screen.queryAllByRole('option').map((option) => [option.textContent, option.getAttribute('href')]);

/** The fixture's suggestions as the panel lists them (test/fixtures/navigation.ts), "see all" last. */
const SHOWN_OPTIONS = (query: string) => [
  ['Magnésium malate€16.50', '/magnesium-malate.html'],
  ['Magnésium bisglycinate', '/magnesium-bisglycinate.html'],
  ['MagnésiumVitamines & minéraux › Minéraux', '/vitamines-mineraux/mineraux/magnesium.html'],
  ['See all results', `/search.html?query=${encodeURIComponent(query.trim())}`],
];

/** What the path's events told the panel: the query typed, whether the fixture's suggestions are kept, the highlight. */
interface Typed {
  query: string;
  kept: boolean;
  active: number | null;
}

/** What the panel shows under the field in each state of the chart. */
function expectPanel(snapshot: SearchSuggestionsSnapshot, typed: Typed, say: Say) {
  say(`the field holds “${typed.query}”`);
  expect(searchbox().value).toBe(typed.query);
  const waiting = snapshot.matches('debouncing') || snapshot.matches('loading');
  const tooShort = snapshot.matches('idle') && typed.query.trim() !== '';
  say(tooShort ? 'the panel says “Type at least 3 characters to see suggestions.”' : 'no hint about the query’s length shows');
  expect(screen.queryByText('Type at least 3 characters to see suggestions.') !== null, 'hint').toBe(tooShort);
  const shimmer = waiting && !typed.kept;
  say(shimmer ? 'the suggestions’ shimmer shows' : 'no shimmer shows');
  expect(screen.queryByTestId('search-suggestions-shimmer') !== null, 'shimmer').toBe(shimmer);
  const failed = snapshot.matches('failed');
  say(failed ? 'an alert says “Suggestions are unavailable right now.” with “Try again”' : 'no alert shows');
  expect(screen.queryByRole('alert')?.textContent ?? null).toBe(failed ? 'Suggestions are unavailable right now.Try again' : null);
  const noResults = `No results for “${typed.query.trim()}”.`;
  say(snapshot.matches('noResults') ? `the panel says “${noResults}”` : 'no “No results” text shows');
  expect(screen.queryByText(noResults) !== null, 'no results').toBe(snapshot.matches('noResults'));
  const listed = snapshot.matches('ready') || (waiting && typed.kept);
  const listbox = screen.queryByRole('listbox');
  if (!listed) {
    say('no suggestions list shows');
    expect(listbox, 'list').toBeNull();
    return;
  }
  say(`the list shows “Magnésium malate €16.50”, “Magnésium bisglycinate”, the category “Magnésium” and “See all results”${waiting ? ', marked busy' : ''}`);
  expect(listbox, 'list').not.toBeNull();
  expect(listbox!.getAttribute('aria-busy')).toBe(waiting ? 'true' : null);
  expect(options()).toEqual(SHOWN_OPTIONS(typed.query));
  expect(within(listbox!).getByText('Products')).toBeTruthy();
  expect(within(listbox!).getByText('Categories')).toBeTruthy();
  // The highlight: none until an arrow key, one option at a time, named by the field while the focus stays there.
  const active = snapshot.matches('ready') ? typed.active : null;
  say(active === null ? 'no option is highlighted' : `“${SHOWN_OPTIONS(typed.query)[active]![0]}” is highlighted, named by the field`);
  const selected = screen.queryAllByRole('option').filter((option) => option.getAttribute('aria-selected') === 'true');
  expect(selected.map((option) => option.textContent)).toEqual(active === null ? [] : [SHOWN_OPTIONS(typed.query)[active]![0]]);
  expect(highlighted()).toBe(selected[0] ?? null);
  expect(searchbox().getAttribute('aria-controls')).toBe(listbox!.id);
}

describe('search suggestions: every path of its chart, on the search panel', () => {
  for (const path of pathsOf(searchSuggestionsModel)) {
    it(describePath(path), async () => {
      const { clock, loads, suggestions, go } = renderPanel();
      const typed: Typed = { query: '', kept: false, active: null };
      await drive(searchSuggestionsMachine, path, {
        clock,
        actual: () => suggestions.getSnapshot(),
        events: {
          'query.changed': (event) => {
            fireEvent.change(searchbox(), { target: { value: event.query } });
            // A query worth suggesting for keeps the last suggestions until its own come; a shorter one drops them.
            Object.assign(typed, { query: event.query, active: null, kept: typed.kept && event.query.trim().length >= 3 });
          },
          'xstate.done.actor.loadSuggestions': async (event) => {
            const run = loads.current();
            expect(run.query).toBe(typed.query.trim());
            await act(async () => run.resolve(event.output as Suggestions));
            typed.kept = event.output === SUGGESTIONS;
          },
          'xstate.error.actor.loadSuggestions': async () => {
            await act(async () => loads.current().reject(new Error('backend down')));
            typed.kept = false;
          },
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })),
          // Round the four options: down from none is the first, up from none the last.
          'highlight.move': (event) => {
            fireEvent.keyDown(searchbox(), { key: event.by === 1 ? 'ArrowDown' : 'ArrowUp' });
            typed.active = typed.active === null ? (event.by === 1 ? 0 : 3) : (typed.active + event.by + 4) % 4;
          },
          // To the highlighted option's page, or else the results for the query.
          submit: () => {
            const active = suggestions.getSnapshot().matches('ready') ? typed.active : null;
            const target = active === null ? `/search.html?query=${encodeURIComponent(typed.query.trim())}` : SHOWN_OPTIONS(typed.query)[active]![1];
            fireEvent.submit(screen.getByRole('search'));
            expect(go).toHaveBeenLastCalledWith(expect.anything(), { to: target });
          },
        },
        expect: (snapshot, _step, say) => expectPanel(snapshot, typed, say),
      });
      // Every request not answered was cancelled, but the one a loading panel waits for.
      const waiting = loads.runs.filter((run) => !run.settled && !run.signal.aborted);
      expect(waiting).toHaveLength(suggestions.getSnapshot().matches('loading') ? 1 : 0);
    });
  }
});

describe('search panel', () => {
  it('follows the store’s bounds of a search: nothing asked under its minimum, the field takes no more than its maximum', async () => {
    const { clock, loads } = renderPanel({ min: 5, max: 20 });
    fireEvent.change(searchbox(), { target: { value: 'magn' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs).toHaveLength(0);
    expect(screen.getByText('Type at least 5 characters to see suggestions.')).toBeTruthy();
    // Magento's special characters do not count: "m-a-g" is 3 characters to the backend.
    fireEvent.change(searchbox(), { target: { value: 'm-a-g-n' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs).toHaveLength(0);
    expect(searchbox().maxLength).toBe(20);
    fireEvent.change(searchbox(), { target: { value: 'magnésium marin' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs.map((run) => run.query)).toEqual(['magnésium marin']);
    // Pasted past the field's limit: the query stops at the maximum.
    fireEvent.change(searchbox(), { target: { value: 'magnésium bisglycinate marin' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs.map((run) => run.query)).toEqual(['magnésium marin', 'magnésium bisglycina']);
  });

  it('counts what is typed without the spaces around it: spaces alone hint nothing, a search that finds nothing is named trimmed', async () => {
    const { clock, loads } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: '   ' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(screen.queryByText(/^Type at least/)).toBeNull();
    expect(loads.runs).toHaveLength(0);
    fireEvent.change(searchbox(), { target: { value: '  zzz  ' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    expect(loads.runs.map((run) => run.query)).toEqual(['zzz']);
    await act(async () => loads.current().resolve({ ...NO_SUGGESTIONS, query: 'zzz' }));
    expect(screen.getByRole('status').textContent).toBe('No results for “zzz”.');
  });

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

  it('the arrow keys move the highlight round the suggestions while the focus stays in the field; a submit follows it', async () => {
    const { clock, loads, go } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: 'magn' } });
    act(() => clock.increment(SEARCH_SUGGESTIONS_DEBOUNCE_MS));
    await act(async () => loads.current().resolve(SUGGESTIONS));
    searchbox().focus();
    const press = (key: string) => fireEvent.keyDown(searchbox(), { key });
    press('ArrowDown');
    press('ArrowDown');
    expect(highlighted()?.textContent).toBe('Magnésium bisglycinate');
    expect(document.activeElement).toBe(searchbox());
    // Up from the first wraps to "see all results", and down from there back to the first.
    press('ArrowUp');
    press('ArrowUp');
    expect(highlighted()?.textContent).toBe(en['searchBar.seeAll']);
    press('ArrowDown');
    expect(highlighted()?.textContent).toBe('Magnésium malate€16.50');
    press('ArrowDown');
    fireEvent.submit(screen.getByRole('search'));
    expect(go).toHaveBeenLastCalledWith(expect.anything(), { to: '/magnesium-bisglycinate.html' });
    // Typing again forgets the highlight.
    fireEvent.change(searchbox(), { target: { value: 'magne' } });
    expect(highlighted()).toBeNull();
  });

  it('Enter without a suggestion highlighted searches for what was typed', async () => {
    const { go } = renderPanel();
    fireEvent.change(searchbox(), { target: { value: ' omega 3 ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(go).toHaveBeenLastCalledWith(expect.anything(), { to: '/search.html?query=omega%203' });
  });
});
