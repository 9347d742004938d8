import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components';
import type { Suggestions, SuggestionsView } from '../../../machines/search-suggestions.machine';
import { SEARCH_SUGGESTIONS_MIN_LENGTH } from '../../domain/constants';
import { imageUrl } from '../../domain/images';
import { searchResultsPath } from '../../domain/search';
import { useT } from '../i18n/use-t';
import { Price } from '../ui/price';
import { useShell } from './shell-actor';

const THUMBNAIL = 48;

/** Under the search field: a hint, the suggestions (kept while the next ones load), no results, or an error. */
export function SearchSuggestions({ view, query, onRetry }: { view: SuggestionsView; query: string; onRetry: () => void }) {
  const t = useT();
  switch (view.state) {
    case 'none':
      return null;
    case 'tooShort':
      return <p className="search-suggestions__message">{t('searchBar.tooShort', { count: SEARCH_SUGGESTIONS_MIN_LENGTH })}</p>;
    case 'noResults':
      return (
        <p className="search-suggestions__message" role="status">
          {t('searchBar.noResults', { query: view.query })}
        </p>
      );
    case 'failed':
      return (
        <p className="search-suggestions__message search-suggestions__message--error" role="alert">
          {t('searchBar.suggestionsError')}
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        </p>
      );
    case 'loading':
      return view.previous ? (
        <SuggestionList suggestions={view.previous} query={query} busy />
      ) : (
        <div className="search-suggestions__loading" aria-hidden="true" data-testid="search-suggestions-shimmer">
          {Array.from({ length: 3 }, (_, i) => (
            <span key={i} className="search-suggestions__shimmer" />
          ))}
        </div>
      );
    case 'ready':
      return <SuggestionList suggestions={view.suggestions} query={query} busy={false} />;
  }
}

/** Products, then categories, then "see all results": each a link, pre-resolved when pointed at. */
function SuggestionList({ suggestions, query, busy }: { suggestions: Suggestions; query: string; busy: boolean }) {
  const t = useT();
  const router = useShell((s) => s.children.router);
  const prefetch = (path: string) => () => router?.send({ type: 'route.prefetch', path });
  const { products, categories } = suggestions;
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? '' : t('searchBar.count', { count: products.length + categories.length })}
      </p>
      <ListBox aria-label={t('searchBar.suggestions')} className="search-suggestions" aria-busy={busy || undefined}>
        {products.length > 0 && (
          <ListBoxSection className="search-suggestions__section">
            <Header className="search-suggestions__heading">{t('searchBar.products')}</Header>
            {products.map((product) => (
              <ListBoxItem
                key={product.uid}
                id={`product-${product.uid}`}
                href={product.href}
                textValue={product.name}
                className="search-suggestion"
                onHoverStart={prefetch(product.href)}
              >
                {product.image ? (
                  <img
                    className="search-suggestion__image"
                    src={imageUrl(product.image.url, { width: THUMBNAIL, height: THUMBNAIL, fit: 'contain', format: 'png' })}
                    srcSet={`${imageUrl(product.image.url, { width: 2 * THUMBNAIL, height: 2 * THUMBNAIL, fit: 'contain', format: 'png' })} 2x`}
                    alt=""
                    width={THUMBNAIL}
                    height={THUMBNAIL}
                  />
                ) : (
                  <span className="search-suggestion__image" />
                )}
                <span className="search-suggestion__name">{product.name}</span>
                {product.price && <Price amount={product.price} className="search-suggestion__price" />}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        )}
        {categories.length > 0 && (
          <ListBoxSection className="search-suggestions__section">
            <Header className="search-suggestions__heading">{t('searchBar.categories')}</Header>
            {categories.map((category) => (
              <ListBoxItem
                key={category.uid}
                id={`category-${category.uid}`}
                href={category.href}
                textValue={category.name}
                className="search-suggestion search-suggestion--category"
                onHoverStart={prefetch(category.href)}
              >
                <span className="search-suggestion__name">{category.name}</span>
                {category.parents.length > 0 && <span className="search-suggestion__parents">{category.parents.join(' › ')}</span>}
              </ListBoxItem>
            ))}
          </ListBoxSection>
        )}
        <ListBoxItem id="all-results" href={searchResultsPath(query)} className="search-suggestions__all" onHoverStart={prefetch(searchResultsPath(query))}>
          {t('searchBar.seeAll')}
        </ListBoxItem>
      </ListBox>
    </>
  );
}
