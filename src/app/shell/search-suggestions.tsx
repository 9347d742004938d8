import type { ReactNode } from 'react';
import type { Suggestions, SuggestionsView } from '../../../machines/search-suggestions.machine';
import { imageUrl } from '../../domain/images';
import { searchResultsPath } from '../../domain/search';
import { useT } from '../i18n/use-t';
import { Price } from '../ui/price';
import { ShopLink } from '../ui/shop-link';

const THUMBNAIL = 48;

// Ids within one search form (the header's and the not-found page's may both be on screen): `form` is its own id.
/** The list's id, which the field controls. */
export const suggestionsId = (form: string) => `${form}-suggestions`;
/** A suggestion's id by its place (products, categories, "see all results"): the field's active descendant. */
export const suggestionId = (form: string, place: number) => `${form}-suggestion-${place}`;

/** Under the search field: a hint, the suggestions (kept while the next ones load), no results, or an error. */
export function SearchSuggestions({ form, view, query, active, onRetry }: { form: string; view: SuggestionsView; query: string; active: number | null; onRetry: () => void }) {
  const t = useT();
  switch (view.state) {
    case 'none':
      return null;
    case 'tooShort':
      return <p className="search-suggestions__message">{t('searchBar.tooShort', { count: view.min })}</p>;
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
        <SuggestionList form={form} suggestions={view.previous} query={query} active={null} busy />
      ) : (
        <div className="search-suggestions__loading" aria-hidden="true" data-testid="search-suggestions-shimmer">
          {Array.from({ length: 3 }, (_, i) => (
            <span key={i} className="search-suggestions__shimmer" />
          ))}
        </div>
      );
    case 'ready':
      return <SuggestionList form={form} suggestions={view.suggestions} query={query} active={active} busy={false} />;
  }
}

/** One suggestion: a link of the shop, an option of the list, highlighted when the machine says so. */
function Suggestion({ form, place, active, href, className, children }: { form: string; place: number; active: number | null; href: string; className: string; children: ReactNode }) {
  return (
    <ShopLink href={href} id={suggestionId(form, place)} role="option" aria-selected={place === active} tabIndex={-1} className={className}>
      {children}
    </ShopLink>
  );
}

/** Products, then categories, then "see all results": each a link, pre-resolved when pointed at. */
function SuggestionList({ form, suggestions, query, active, busy }: { form: string; suggestions: Suggestions; query: string; active: number | null; busy: boolean }) {
  const t = useT();
  const { products, categories } = suggestions;
  return (
    <>
      <p className="visually-hidden" role="status">
        {busy ? '' : t('searchBar.count', { count: products.length + categories.length })}
      </p>
      <div id={suggestionsId(form)} role="listbox" aria-label={t('searchBar.suggestions')} className="search-suggestions" aria-busy={busy || undefined}>
        {products.length > 0 && (
          <div role="group" aria-labelledby={`${form}-products`} className="search-suggestions__section">
            <div role="presentation" id={`${form}-products`} className="search-suggestions__heading">
              {t('searchBar.products')}
            </div>
            {products.map((product, i) => (
              <Suggestion form={form} key={product.uid} place={i} active={active} href={product.href} className="search-suggestion">
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
              </Suggestion>
            ))}
          </div>
        )}
        {categories.length > 0 && (
          <div role="group" aria-labelledby={`${form}-categories`} className="search-suggestions__section">
            <div role="presentation" id={`${form}-categories`} className="search-suggestions__heading">
              {t('searchBar.categories')}
            </div>
            {categories.map((category, i) => (
              <Suggestion form={form} key={category.uid} place={products.length + i} active={active} href={category.href} className="search-suggestion search-suggestion--category">
                <span className="search-suggestion__name">{category.name}</span>
                {category.parents.length > 0 && <span className="search-suggestion__parents">{category.parents.join(' › ')}</span>}
              </Suggestion>
            ))}
          </div>
        )}
        <Suggestion form={form} place={products.length + categories.length} active={active} href={searchResultsPath(query)} className="search-suggestions__all">
          {t('searchBar.seeAll')}
        </Suggestion>
      </div>
    </>
  );
}
