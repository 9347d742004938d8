// Options of a configurable product (spec §2 "options"): which variant a choice stands for, which values can
// still be chosen, and the error of adding to the cart before every option is chosen.
import type { ConfigurableOption, Selection, Variant } from './product';

/** What the options' rules read of a variant: the values it stands for and whether it is in stock. */
type VariantStock = Pick<Variant, 'options' | 'inStock'>;

const agreesWith = (variant: VariantStock, selection: Selection, except?: string) =>
  Object.entries(selection).every(([code, uid]) => code === except || variant.options[code] === uid);

/** Whether every option of the product has a value chosen. */
export function isSelectionComplete(options: readonly ConfigurableOption[], selection: Selection): boolean {
  return options.every((option) => selection[option.code] !== undefined);
}

/** The variant of a complete choice: the one matching every chosen value. Null while an option is missing. */
export function variantFor<V extends VariantStock>(
  product: { options: readonly ConfigurableOption[]; variants: readonly V[] }, selection: Selection,
): V | null {
  if (product.options.length === 0 || !isSelectionComplete(product.options, selection)) return null;
  return product.variants.find((variant) => product.options.every((o) => variant.options[o.code] === selection[o.code])) ?? null;
}

/**
 * A value can be chosen when some variant in stock has it and agrees with the values chosen for the other
 * options (Magento's `options_available_for_selection`). Combinations without a variant and out-of-stock
 * ones are thus unavailable; changing one's mind on the same option is always judged against the others.
 */
export function isValueAvailable(product: { variants: readonly VariantStock[] }, selection: Selection, code: string, uid: string): boolean {
  return product.variants.some((variant) => variant.inStock && variant.options[code] === uid && agreesWith(variant, selection, code));
}

/** The values a product page offers for one option, each with whether it can be chosen now. */
export function optionChoices(product: { variants: readonly VariantStock[] }, selection: Selection, option: ConfigurableOption) {
  return option.values.map((value) => ({ ...value, isAvailable: isValueAvailable(product, selection, option.code, value.uid) }));
}

export interface SelectionError {
  message: 'product.chooseOption';
  values: { option: string };
}

/** Adding to the cart needs every option: the first one missing is named ("Choose a Saveur."). */
export function selectionError(options: readonly ConfigurableOption[], selection: Selection): SelectionError | null {
  const missing = options.find((option) => selection[option.code] === undefined);
  return missing ? { message: 'product.chooseOption', values: { option: missing.label } } : null;
}
