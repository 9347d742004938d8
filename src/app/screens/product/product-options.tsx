import { selectOptions, type ProductPageActor } from '../../../../machines/product-page.machine';
import { usePageState } from '../page-actor';

/**
 * The options of a configurable product (spec §2): one group of radio buttons per option, drawn as swatch-like
 * buttons. A value no variant in stock has with the other chosen values is disabled (struck through; screen readers
 * announce a disabled radio as unavailable). Native radios: the browser gives them arrow keys and the group's name,
 * and the server renders them without the inline styles a script-made radio hides its input with (the CSP refuses
 * inline styles in the page's HTML).
 */
export function ProductOptions({ page }: { page: ProductPageActor }) {
  const options = usePageState(selectOptions);
  return (
    <div className="product-options">
      {options.map((option) => (
        <fieldset key={option.code} className="product-options__group">
          <legend className="product-options__label">{option.label}</legend>
          <div className="product-options__values">
            {option.choices.map((choice) => (
              <label
                key={choice.uid}
                className="swatch"
                data-selected={option.chosen === choice.uid || undefined}
                data-disabled={!choice.isAvailable || undefined}
              >
                <input
                  type="radio"
                  className="visually-hidden"
                  name={`option-${option.code}`}
                  value={choice.uid}
                  checked={option.chosen === choice.uid}
                  disabled={!choice.isAvailable}
                  onChange={() => page.send({ type: 'option.select', code: option.code, uid: choice.uid })}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
