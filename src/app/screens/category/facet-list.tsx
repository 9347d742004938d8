import { useIntl } from 'react-intl';
import { selectCurrency } from '../../../../machines/app.machine';
import type { FacetChoice, FacetView } from '../../../../machines/catalog-listing.machine';
import { priceBounds, type FilterCode } from '../../../domain/listing-query';
import { useT } from '../../i18n/use-t';
import { useShell } from '../../shell/shell-actor';

/** Names a filter's value: a price range in the shop's currency ("10 € – 20 €"), any other value as the catalogue names it. */
export function useFilterValueText(): (code: FilterCode, option: { label: string; value: string }) => string {
  const t = useT();
  const intl = useIntl();
  const currency = useShell(selectCurrency);
  const money = (amount: number) =>
    intl.formatNumber(amount, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 });
  return (code, { label, value }) => {
    if (code !== 'price') return label;
    const { from, to } = priceBounds(value);
    if (from !== null && to !== null) return t('listing.price.range', { from: money(from), to: money(to) });
    if (from !== null) return t('listing.price.from', { from: money(from) });
    return t('listing.price.upTo', { to: money(to ?? 0) });
  };
}

function OptionText({ code, option }: { code: FilterCode; option: FacetChoice }) {
  const t = useT();
  const valueText = useFilterValueText();
  return (
    <>
      <span className="facet__name">{valueText(code, option)}</span>
      <span className="facet__count" aria-hidden="true">
        {option.count}
      </span>
      <span className="visually-hidden">, {t('listing.count', { count: option.count })}</span>
    </>
  );
}

/**
 * The filters as ticks (spec §2 filter sidebar and filter modal): checkboxes where values combine, radio buttons
 * where one value replaces another (prices, with "any" to go back). Native inputs: the browser gives them their
 * keys and names, and the server renders them without the inline styles a script-made one hides its input with
 * (the CSP refuses inline styles in the page's HTML). `name` keeps the sidebar's radio groups apart from the modal's.
 */
export function FacetList({
  facets,
  name,
  onToggle,
}: {
  facets: readonly FacetView[];
  name: string;
  onToggle: (code: FilterCode, value: string) => void;
}) {
  const t = useT();
  return (
    <div className="facets">
      {facets.map((facet) => {
        const chosen = facet.options.find((option) => option.selected)?.value;
        return (
          <fieldset key={facet.code} className="facet">
            <legend className="facet__title">{facet.label}</legend>
            {facet.multiple ? (
              facet.options.map((option) => (
                <label key={option.value} className="facet__option">
                  <input
                    type="checkbox"
                    className="facet__input visually-hidden"
                    value={option.value}
                    checked={option.selected}
                    onChange={() => onToggle(facet.code, option.value)}
                  />
                  <span className="facet__box" aria-hidden="true" />
                  <OptionText code={facet.code} option={option} />
                </label>
              ))
            ) : (
              <>
                <label className="facet__option">
                  <input
                    type="radio"
                    className="facet__input visually-hidden"
                    name={`${name}-${facet.code}`}
                    value=""
                    checked={chosen === undefined}
                    // "Any" unticks the chosen value.
                    onChange={() => chosen !== undefined && onToggle(facet.code, chosen)}
                  />
                  <span className="facet__box facet__box--round" aria-hidden="true" />
                  <span className="facet__name">{t('listing.filters.any')}</span>
                </label>
                {facet.options.map((option) => (
                  <label key={option.value} className="facet__option">
                    <input
                      type="radio"
                      className="facet__input visually-hidden"
                      name={`${name}-${facet.code}`}
                      value={option.value}
                      checked={option.selected}
                      onChange={() => onToggle(facet.code, option.value)}
                    />
                    <span className="facet__box facet__box--round" aria-hidden="true" />
                    <OptionText code={facet.code} option={option} />
                  </label>
                ))}
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
