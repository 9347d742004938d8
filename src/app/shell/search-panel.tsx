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

/**
 * The search field with its suggestions. React Aria's Autocomplete keeps the focus in the field while the arrow
 * keys move through the suggestions (announced through aria-activedescendant), so the shopper can go on typing;
 * Enter follows the suggestion moved to, or else searches for what was typed. Escape closes the panel.
 */
export function SearchPanelView({ suggestions }: { suggestions: SearchSuggestionsActor }) {
  const t = useT();
  const app = useShellActor();
  const [, navigate] = useLocation();
  const query = useSelector(suggestions, selectQuery);
  const view = useSelector(suggestions, selectSuggestionsView, sameSuggestionsView);
  return (
    <div id="search-panel" className="search-panel">
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
              autoFocus
              className="search-panel__field"
              onKeyDown={(event) => event.key === 'Escape' && app.send({ type: 'search.close' })}
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
    </div>
  );
}
