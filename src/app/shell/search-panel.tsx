import { useSelector } from '@xstate/react';
import { Autocomplete, Button, Form, Input, Label, RouterProvider, SearchField } from 'react-aria-components';
import { useLocation } from 'wouter';
import { sameSuggestionsView, selectQuery, selectSuggestionsView, type SearchSuggestionsActor } from '../../../machines/search-suggestions.machine';
import { searchResultsPath } from '../../domain/search';
import { useT } from '../i18n/use-t';
import { SearchSuggestions } from './search-suggestions';
import { useShell, useShellActor } from './shell-actor';

/** The search panel under the header (spec §2), shown while the app runs its suggestions machine. */
export function SearchPanel() {
  const suggestions = useShell((s) => s.children.searchSuggestions);
  return suggestions ? <SearchPanelView suggestions={suggestions} /> : null;
}

/** The header's panel: the shop's search, which takes the focus and closes on Escape. */
export function SearchPanelView({ suggestions }: { suggestions: SearchSuggestionsActor }) {
  const app = useShellActor();
  return (
    <div id="search-panel" className="search-panel">
      <SearchForm suggestions={suggestions} autoFocus onEscape={() => app.send({ type: 'search.close' })} />
    </div>
  );
}

/**
 * The shop's search field with its suggestions (the header's panel, the not-found page). React Aria's Autocomplete
 * keeps the focus in the field while the arrow keys move through the suggestions (announced through
 * aria-activedescendant), so the shopper can go on typing; Enter follows the suggestion moved to, or else searches
 * for what was typed.
 */
export function SearchForm({
  suggestions,
  autoFocus = false,
  onEscape,
}: {
  suggestions: SearchSuggestionsActor;
  autoFocus?: boolean;
  onEscape?: () => void;
}) {
  const t = useT();
  const [, navigate] = useLocation();
  const query = useSelector(suggestions, selectQuery);
  const view = useSelector(suggestions, selectSuggestionsView, sameSuggestionsView);
  return (
    <RouterProvider navigate={navigate}>
      <Autocomplete inputValue={query} onInputChange={(value) => suggestions.send({ type: 'query.changed', query: value })} disableAutoFocusFirst>
        <Form
          role="search"
          className="search-panel__form"
          onSubmit={(event) => {
            event.preventDefault();
            navigate(searchResultsPath(query));
          }}
        >
          <SearchField
            name="query"
            autoFocus={autoFocus}
            className="search-panel__field"
            onKeyDown={(event) => event.key === 'Escape' && onEscape?.()}
          >
            <Label className="visually-hidden">{t('searchBar.label')}</Label>
            <Input placeholder={t('searchBar.placeholder')} />
          </SearchField>
          <Button type="submit" className="button button--primary">
            {t('searchBar.submit')}
          </Button>
        </Form>
        <SearchSuggestions view={view} query={query} onRetry={() => suggestions.send({ type: 'retry' })} />
      </Autocomplete>
    </RouterProvider>
  );
}
