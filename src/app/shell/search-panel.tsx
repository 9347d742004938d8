import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { useLocation } from 'wouter';
import { useT } from '../i18n/use-t';
import { useShellActor } from './shell-actor';

/** The search panel under the header; Escape closes it (spec §2), submitting goes to the results page. */
export function SearchPanel() {
  const t = useT();
  const app = useShellActor();
  const [, navigate] = useLocation();
  return (
    <div id="search-panel" className="search-panel">
      <Form
        role="search"
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          const query = String(new FormData(event.currentTarget).get('query') ?? '');
          navigate(`/search.html?query=${encodeURIComponent(query)}`);
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
    </div>
  );
}
