import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import {
  sameSuggestionsView, selectActive, selectMaxLength, selectQuery, selectSuggestionsView, type SearchSuggestionsActor,
} from '../../../machines/search-suggestions.machine';
import { screenMessages, withScreenMessages } from '../i18n/screen-messages';
import { pageLocale } from '../services/page-locale';
import { useT } from '../i18n/use-t';
import { SearchSuggestions, suggestionId, suggestionsId } from './search-suggestions';
import { useShell, useShellActor } from './shell-actor';

/**
 * The panel's texts (a catalogue of their own, out of the shell's), fetched with its code when the shopper reaches
 * for the trigger, so that it opens without waiting for them.
 */
export const searchPanelTexts = (): Promise<unknown> => {
  const locale = pageLocale();
  return locale ? screenMessages('searchPanel', locale) : Promise.resolve();
};

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

/** The keys the field hands to the suggestions machine: the arrows move its highlight. */
const MOVES: Partial<Record<string, 1 | -1>> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The shop's search field with its suggestions (the header's panel, the not-found page), as a combobox: the focus
 * stays in the field while the arrow keys move the machine's highlight through the suggestions (announced through
 * aria-activedescendant), so the shopper can go on typing; Enter (a submit) follows the highlighted suggestion, or
 * else searches for what was typed. Its texts come with its code, not in the shell's catalogue.
 */
export const SearchForm = withScreenMessages('searchPanel', function SearchForm({
  suggestions,
  autoFocus = false,
  onEscape,
}: {
  suggestions: SearchSuggestionsActor;
  autoFocus?: boolean;
  onEscape?: () => void;
}) {
  const t = useT();
  const form = useId();
  const query = useSelector(suggestions, selectQuery);
  const view = useSelector(suggestions, selectSuggestionsView, sameSuggestionsView);
  const active = useSelector(suggestions, selectActive);
  const maxLength = useSelector(suggestions, selectMaxLength);
  const listed = view.state === 'ready' || (view.state === 'loading' && view.previous !== null);
  return (
    <>
      <Form
        role="search"
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          suggestions.send({ type: 'submit' });
        }}
      >
        <SearchField
          name="query"
          autoFocus={autoFocus}
          className="search-panel__field"
          value={query}
          onChange={(value) => suggestions.send({ type: 'query.changed', query: value })}
          onKeyDown={(event) => {
            const by = MOVES[event.key];
            if (by) {
              event.preventDefault();
              suggestions.send({ type: 'highlight.move', by });
            } else if (event.key === 'Escape') onEscape?.();
          }}
        >
          <Label className="visually-hidden">{t('searchBar.label')}</Label>
          <Input
            placeholder={t('searchBar.placeholder')}
            maxLength={maxLength}
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={listed}
            aria-controls={listed ? suggestionsId(form) : undefined}
            aria-activedescendant={active === null ? undefined : suggestionId(form, active)}
          />
        </SearchField>
        <Button type="submit" className="button button--primary">
          {t('searchBar.submit')}
        </Button>
      </Form>
      <SearchSuggestions form={form} view={view} query={query} active={active} onRetry={() => suggestions.send({ type: 'retry' })} />
    </>
  );
});
