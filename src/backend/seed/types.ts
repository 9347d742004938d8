// The shape of the seed catalogue: plain data, loaded into the database on first start.
// Keys (`key`, `sku`, `identifier`) are stable so that tests and redirects can name them.

export interface SeedCategory {
  /** Stable key, unique; children name their parent by it. */
  key: string;
  /** `null` for a top-level category (child of the store's root category). */
  parent: string | null;
  name: string;
  /** Path segment; the url_path is the parents' segments joined with '/'. */
  urlKey: string;
  position: number;
  includeInMenu: boolean;
  /** HTML, may be empty. */
  description: string;
  metaTitle?: string;
  metaDescription?: string;
  /** Mega menu shows this category's children in the skinny layout (columns of 6, no grandchildren). */
  skinnyNavigation?: boolean;
  /** Page Builder HTML shown as the mega menu's promo block for this top-level category. */
  promoContent?: string;
  /** Rich (structured) promo content, JSON text, when the promo is more than HTML. */
  promoRichContent?: string;
}

/** A locally drawn packshot: the media route renders it to a raster image. */
export interface PackshotSpec {
  shape: 'bottle' | 'jar' | 'box' | 'pouch' | 'tube' | 'dropper' | 'blister';
  /** Main colour of the pack, CSS hex. */
  color: string;
  /** Label/cap colour, CSS hex. */
  accent: string;
  /** Short text printed on the label (brand or product short name). */
  label: string;
  /** Second label line, e.g. "60 gélules". */
  sublabel?: string;
  view: 'front' | 'side' | 'back' | 'content';
}

export interface SeedImage {
  /** Alt text, French. */
  label: string;
  /** File name under media/catalog/product, e.g. "o/m/omega-3-epa-dha-front.png". */
  file: string;
  drawing: PackshotSpec;
}

export type SupplementForm = 'gelules' | 'comprimes' | 'poudre' | 'liquide' | 'gommes' | 'capsules' | 'sachets' | 'ampoules';
export type DietaryLabel = 'vegan' | 'bio' | 'sans-gluten' | 'sans-lactose' | 'made-in-france';

export interface SeedOptionValue {
  /** Stable value code, e.g. "60", "citron". */
  code: string;
  /** Label shown to the shopper, e.g. "60 gélules", "Citron". */
  label: string;
}

export interface SeedOption {
  /** Attribute code: "pack_size" or "flavour". */
  code: 'pack_size' | 'flavour';
  /** French label, e.g. "Contenance", "Saveur". */
  label: string;
  values: SeedOptionValue[];
}

export interface SeedVariant {
  sku: string;
  /** Option code → value code, one per option of the parent. */
  options: Record<string, string>;
  price: number;
  specialPrice?: number;
  stock: number;
  images?: SeedImage[];
}

export interface SeedProduct {
  sku: string;
  type: 'simple' | 'configurable';
  name: string;
  urlKey: string;
  /** Category keys; the first is the main category. */
  categories: string[];
  /** EUR, tax included. For configurable products, the lowest variant price. */
  price: number;
  specialPrice?: number;
  /** Units in stock; 0 means out of stock. Ignored for configurable parents (variants hold stock). */
  stock: number;
  brand: string;
  form: SupplementForm;
  dietary: DietaryLabel[];
  /** One or two sentences, plain text. */
  shortDescription: string;
  /** HTML paragraphs. */
  description: string;
  /** Plain text composition, "Huile de poisson (…), gélule (gélatine de poisson)…". */
  ingredients: string;
  /** Plain text daily dose and use. */
  dosage: string;
  /** Position in its categories (lower first). */
  position: number;
  /** Weight in kg, for shipping. */
  weight: number;
  metaTitle?: string;
  metaDescription?: string;
  /** At least two; the first is the main image. */
  images: SeedImage[];
  options?: SeedOption[];
  variants?: SeedVariant[];
}

/** An approved review of a product, with its vote on the shop's rating (1 to 5 stars). */
export interface SeedReview {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  rating: 1 | 2 | 3 | 4 | 5;
  /** When it was written: "2026-03-14". */
  date: string;
}

export interface SeedCmsPage {
  identifier: string;
  urlKey: string;
  title: string;
  metaTitle?: string;
  metaDescription?: string;
  contentHeading?: string;
  /** Magento Page Builder HTML (elements carry data-content-type, data-appearance, data-element). */
  content: string;
}

export interface SeedCmsBlock {
  identifier: string;
  title: string;
  /** Page Builder HTML or plain HTML. */
  content: string;
}

export interface SeedOpeningHours {
  /** 0 = Sunday … 6 = Saturday. */
  day: number;
  /** "09:30", or null when closed that day. */
  open: string | null;
  close: string | null;
}

export interface SeedSpecialHours {
  title: string;
  /** ISO date, e.g. "2026-12-24". */
  date: string;
  open: string | null;
  close: string | null;
}

export interface SeedStore {
  identifier: string;
  name: string;
  urlKey: string;
  storeType: 'boutique' | 'corner' | 'pharmacie-partenaire';
  address1: string;
  address2?: string;
  postcode: string;
  city: string;
  /** French region name, e.g. "Île-de-France". */
  region: string;
  telephone: string;
  latitude: number;
  longitude: number;
  openingHours: SeedOpeningHours[];
  specialHours: SeedSpecialHours[];
}

export interface SeedRedirect {
  /** Request path without leading slash, e.g. "omega-3.html". */
  requestPath: string;
  /** Target path without leading slash. */
  targetPath: string;
  code: 301 | 302;
}

/** A cart price rule reached through coupon codes. */
export interface SeedSalesRule {
  name: string;
  /** Shown next to the discount in the cart, French. */
  label: string;
  /** Case-insensitive codes a shopper types. */
  coupons: string[];
  /** A percentage of the products' price, or a fixed amount off the cart (EUR, tax included). */
  action: 'by_percent' | 'cart_fixed';
  amount: number;
  /** The rule also makes shipping free (with the carriers that offer a free method). */
  freeShipping?: boolean;
  /** Applies only from this subtotal (EUR, tax included). */
  minSubtotal?: number;
  /** ISO dates in the store's timezone, both included. */
  from?: string;
  to?: string;
}

/** A carrier with its one shipping method and its rates by weight (EUR, tax included). */
export interface SeedCarrier {
  code: string;
  title: string;
  methodCode: string;
  methodTitle: string;
  sortOrder: number;
  countries: string[];
  /** A free-shipping rule or threshold makes this method free. */
  freeMethod: boolean;
  /** Free from this subtotal (tax included, after discounts). */
  freeShippingSubtotal?: number;
  /** Ascending weight bands, kg; a heavier package cannot use the method. */
  rates: Array<{ maxWeight: number; price: number }>;
}
