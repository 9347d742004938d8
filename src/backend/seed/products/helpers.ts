// Small typed helpers shared by the product families: brands, packshot image lists,
// configurable products. Pure and deterministic; everything else in this folder is data.
import type {
  PackshotSpec,
  SeedImage,
  SeedOption,
  SeedOptionValue,
  SeedProduct,
  SeedVariant,
  SupplementForm,
} from '../types';

export interface Brand {
  readonly name: string;
  /** Main pack colour. */
  readonly color: string;
  /** Label / cap colour. */
  readonly accent: string;
}

/** The fictional brands sold by the shop, with their pack colours. */
export const brands = {
  ambroisie: { name: 'Maison Ambroisie', color: '#F4EEE3', accent: '#B8892B' },
  fjordel: { name: 'Fjordel', color: '#12355B', accent: '#5FB3C9' },
  herbalune: { name: 'Herbalune', color: '#2F5D3A', accent: '#E8D9A8' },
  serenoe: { name: 'Sérénoé', color: '#3C2F63', accent: '#C7B8F0' },
  kinevia: { name: 'Kinévia', color: '#1C1C1E', accent: '#FF6A13' },
  belleval: { name: 'Belleval', color: '#F7E1E3', accent: '#B5485D' },
  loupiot: { name: 'Loupiot', color: '#FFD23F', accent: '#2E86AB' },
  biotae: { name: 'Biotaé', color: '#E9F5F2', accent: '#1F8A70' },
} as const satisfies Record<string, Brand>;

const blockTag = /^<(?:p|ul|ol|div|h[1-6]|table|blockquote)[\s>]/;

/** Wraps each block in <p>, unless it already starts with a block-level tag. */
export function html(...blocks: string[]): string {
  return blocks.map((b) => (blockTag.test(b) ? b : `<p>${b}</p>`)).join('');
}

/** Magento's dispersion path: "vitamine-d3-front.png" → "v/i/vitamine-d3-front.png". */
export function mediaFile(fileName: string): string {
  return `${fileName.charAt(0)}/${fileName.charAt(1)}/${fileName}`;
}

const packNoun: Record<PackshotSpec['shape'], { noun: string; feminine: boolean }> = {
  bottle: { noun: 'flacon', feminine: false },
  jar: { noun: 'pot', feminine: false },
  box: { noun: 'boîte', feminine: true },
  pouch: { noun: 'sachet refermable', feminine: false },
  tube: { noun: 'tube', feminine: false },
  dropper: { noun: 'flacon compte-gouttes', feminine: false },
  blister: { noun: 'étui', feminine: false },
};

const contentView: Record<SupplementForm, string> = {
  gelules: 'aperçu des gélules',
  comprimes: 'aperçu des comprimés',
  poudre: 'la poudre dans sa cuillère doseuse',
  liquide: 'aperçu de la texture',
  gommes: 'aperçu des gommes',
  capsules: 'aperçu des capsules',
  sachets: 'un sachet ouvert',
  ampoules: 'aperçu des ampoules',
};

export interface Pack {
  shape: PackshotSpec['shape'];
  brand: Brand;
  /** Short name printed on the label; the brand name when omitted. */
  label?: string;
  /** Second label line, e.g. "60 gélules". */
  sublabel?: string;
  /** Quantity named in the alt text ("flacon de 60 gélules"); the sublabel when omitted. */
  quantity?: string;
  /** Overrides the brand colours. */
  color?: string;
  accent?: string;
}

export type View = PackshotSpec['view'];

/**
 * The image list of a product: one packshot per view, the first one is the main image.
 * `base` is the lowercase ASCII file stem, e.g. "magnesium-bisglycinate".
 */
export function packshots(
  base: string,
  name: string,
  form: SupplementForm,
  pack: Pack,
  views: readonly View[] = ['front', 'back', 'content'],
): SeedImage[] {
  const { noun, feminine } = packNoun[pack.shape];
  const seen = feminine ? 'vue' : 'vu';
  const quantity = pack.quantity ?? pack.sublabel;
  const container = quantity ? `${noun} de ${quantity}` : noun;
  const alt: Record<View, string> = {
    front: `${name} – ${container}, ${seen} de face`,
    side: `${name} – ${noun} ${seen} de profil`,
    back: `${name} – étiquette au dos (composition et conseils d’utilisation)`,
    content: `${name} – ${contentView[form]}`,
  };
  return views.map((view) => ({
    label: alt[view],
    file: mediaFile(`${base}-${view}.png`),
    drawing: {
      shape: pack.shape,
      color: pack.color ?? pack.brand.color,
      accent: pack.accent ?? pack.brand.accent,
      label: view === 'back' ? pack.brand.name : (pack.label ?? pack.brand.name),
      ...(pack.sublabel ? { sublabel: pack.sublabel } : {}),
      view,
    },
  }));
}

/** Label colours of the flavours, used on the variants' packshots. */
export const flavourAccent: Record<string, string> = {
  nature: '#CFC6B4',
  citron: '#F2C94C',
  'fruits-rouges': '#B83A4B',
  vanille: '#EFD9A0',
  chocolat: '#6B3E26',
  fraise: '#E4576E',
  orange: '#F08A24',
  menthe: '#5DBB8A',
  peche: '#F4A27A',
  myrtille: '#4B4E9E',
};

export function packSize(values: Array<[code: string, label: string]>): SeedOption {
  return { code: 'pack_size', label: 'Contenance', values: values.map(([code, l]) => ({ code, label: l })) };
}

export function flavour(values: Array<[code: string, label: string]>): SeedOption {
  return { code: 'flavour', label: 'Saveur', values: values.map(([code, l]) => ({ code, label: l })) };
}

/** Every combination of the options' values, in option order. */
export function combinations(options: readonly SeedOption[]): SeedOptionValue[][] {
  return options.reduce<SeedOptionValue[][]>(
    (acc, option) => acc.flatMap((combo) => option.values.map((value) => [...combo, value])),
    [[]],
  );
}

export interface VariantRow {
  price: number;
  specialPrice?: number;
  stock: number;
}

export interface ConfigurableSpec extends Omit<SeedProduct, 'type' | 'price' | 'specialPrice' | 'stock' | 'options' | 'variants'> {
  options: SeedOption[];
  /** One row per combination, keyed by the value codes joined with "/" in option order, e.g. "500/chocolat". */
  rows: Record<string, VariantRow>;
  /** Pack used to draw the variants' own packshots (sublabel and flavour colour are filled in). */
  pack: Pack;
  /** File stem of the variants' images; the value codes are appended. */
  imageBase: string;
}

/**
 * A configurable product with a variant for every option combination. The parent's price is the
 * lowest variant price, its special price the lowest variant special price when one is lower.
 */
export function configurable(spec: ConfigurableSpec): SeedProduct {
  const { options, rows, pack, imageBase, ...base } = spec;
  const variants: SeedVariant[] = combinations(options).map((combo) => {
    const key = combo.map((v) => v.code).join('/');
    const row = rows[key];
    if (!row) throw new Error(`${spec.sku}: no variant row for "${key}"`);
    const size = combo.find((_, i) => options[i]?.code === 'pack_size');
    const taste = combo.find((_, i) => options[i]?.code === 'flavour');
    const sublabel = [size?.label ?? pack.sublabel, taste?.label].filter(Boolean).join(' · ');
    const suffix = combo.map((v) => v.code).join('-');
    const quantity = size?.label ?? pack.sublabel;
    const name = taste ? `${spec.name}, saveur ${taste.label.toLowerCase()}` : spec.name;
    return {
      sku: `${spec.sku}-${combo.map((v) => v.code.toUpperCase()).join('-')}`,
      options: Object.fromEntries(combo.map((v, i) => [options[i]?.code ?? '', v.code])),
      price: row.price,
      ...(row.specialPrice !== undefined ? { specialPrice: row.specialPrice } : {}),
      stock: row.stock,
      images: packshots(`${imageBase}-${suffix}`, name, spec.form, {
        ...pack,
        sublabel,
        ...(quantity ? { quantity } : {}),
        ...(taste ? { accent: flavourAccent[taste.code] ?? pack.accent ?? pack.brand.accent } : {}),
      }),
    };
  });
  const price = Math.min(...variants.map((v) => v.price));
  const specials = variants.flatMap((v) => (v.specialPrice !== undefined ? [v.specialPrice] : []));
  const lowestSpecial = specials.length ? Math.min(...specials) : undefined;
  return {
    ...base,
    type: 'configurable',
    price,
    ...(lowestSpecial !== undefined && lowestSpecial < price ? { specialPrice: lowestSpecial } : {}),
    stock: variants.reduce((sum, v) => sum + v.stock, 0),
    options,
    variants,
  };
}
