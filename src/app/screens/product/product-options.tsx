import { Label, Radio, RadioGroup } from 'react-aria-components';
import { selectOptions, type ProductPageActor } from '../../../../machines/product-page.machine';
import { useT } from '../../i18n/use-t';
import { usePageState } from '../page-actor';

/**
 * The options of a configurable product (spec §2): one radio group per option, its values as swatch-like
 * buttons. A value no variant in stock has with the other chosen values is disabled (and said so).
 */
export function ProductOptions({ page }: { page: ProductPageActor }) {
  const t = useT();
  const options = usePageState(selectOptions);
  return (
    <div className="product-options">
      {options.map((option) => (
        <RadioGroup
          key={option.code}
          className="product-options__group"
          orientation="horizontal"
          value={option.chosen}
          onChange={(uid) => page.send({ type: 'option.select', code: option.code, uid })}
        >
          <Label className="product-options__label">{option.label}</Label>
          <div className="product-options__values">
            {option.choices.map((choice) => (
              <Radio key={choice.uid} value={choice.uid} isDisabled={!choice.isAvailable} className="swatch">
                {choice.label}
                {!choice.isAvailable && <span className="visually-hidden">, {t('product.unavailable')}</span>}
              </Radio>
            ))}
          </div>
        </RadioGroup>
      ))}
    </div>
  );
}
