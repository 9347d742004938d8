import type { DietaryLabel, SupplementForm } from '../seed/types';

/** Product attributes beyond the fixed columns, as Magento's EAV attributes (ids above Magento's own). */
export interface AttributeDefinition {
  id: number;
  code: string;
  /** Store label (French). */
  label: string;
  input: 'select' | 'multiselect' | 'textarea';
  position: number;
  filterable: boolean;
  searchable: boolean;
  comparable: boolean;
  visibleOnFront: boolean;
  htmlAllowedOnFront: boolean;
  usedInProductListing: boolean;
}

function attribute(
  id: number, code: string, label: string, input: AttributeDefinition['input'], position: number,
  flags: Partial<Omit<AttributeDefinition, 'id' | 'code' | 'label' | 'input' | 'position'>>,
): AttributeDefinition {
  return {
    id, code, label, input, position,
    filterable: false, searchable: false, comparable: false, visibleOnFront: false, htmlAllowedOnFront: false,
    usedInProductListing: false, ...flags,
  };
}

export const ATTRIBUTES = {
  brand: attribute(201, 'brand', 'Marque', 'select', 2, {
    filterable: true, searchable: true, comparable: true, visibleOnFront: true, usedInProductListing: true,
  }),
  form: attribute(202, 'form', 'Forme', 'select', 3, { filterable: true, comparable: true, visibleOnFront: true }),
  dietary: attribute(203, 'dietary', 'Labels', 'multiselect', 4, {
    filterable: true, comparable: true, visibleOnFront: true, usedInProductListing: true,
  }),
  ingredients: attribute(204, 'ingredients', 'Composition', 'textarea', 5, { searchable: true, visibleOnFront: true }),
  dosage: attribute(205, 'dosage', 'Conseils d’utilisation', 'textarea', 6, { visibleOnFront: true }),
  pack_size: attribute(206, 'pack_size', 'Contenance', 'select', 7, {}),
  flavour: attribute(207, 'flavour', 'Saveur', 'select', 8, {}),
} as const satisfies Record<string, AttributeDefinition>;


export const FORM_LABELS: Record<SupplementForm, string> = {
  gelules: 'Gélules',
  comprimes: 'Comprimés',
  poudre: 'Poudre',
  liquide: 'Liquide',
  gommes: 'Gommes',
  capsules: 'Capsules',
  sachets: 'Sachets',
  ampoules: 'Ampoules',
};

export const DIETARY_LABELS: Record<DietaryLabel, string> = {
  vegan: 'Vegan',
  bio: 'Bio',
  'sans-gluten': 'Sans gluten',
  'sans-lactose': 'Sans lactose',
  'made-in-france': 'Fabriqué en France',
};
