// The product of a product page (spec §2, §3) as the shop reads it, and the rules of what the page shows:
// which images, which price, whether it can be bought.
import type { Content } from './page-builder';
import type { ProductRating } from './review-stars';
import type { ReviewPage } from './reviews';
import type { SubscriptionOffer } from './subscriptions';
import { URL_SUFFIX } from './store';

export interface Money {
  value: number;
  currency: string;
}

/** What a shopper pays (`final`), the price before any special price (`regular`) and the discount between them. */
export interface ProductPrice {
  regular: Money;
  final: Money;
  /** 0 without a special price. */
  percentOff: number;
}

export interface PriceRange {
  minimum: ProductPrice;
  maximum: ProductPrice;
}

export interface ProductImage {
  url: string;
  /** Alt text. */
  label: string;
  position: number;
}

/** An image of the media gallery as the backend gives it (a disabled one is hidden from shoppers). */
export interface MediaGalleryEntry {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

/** The product details of the page (spec §2 "details"): display attributes of the catalogue. */
export interface ProductAttributes {
  brand: string | null;
  form: string | null;
  /** Dietary labels: "Vegan", "Bio"… */
  dietary: string[];
  ingredients: string | null;
  dosage: string | null;
}

export interface OptionValue {
  uid: string;
  label: string;
}

/** One option of a configurable product ("Contenance", "Saveur") and its values. */
export interface ConfigurableOption {
  code: string;
  label: string;
  values: OptionValue[];
}

/** Attribute code → value uid: a shopper's choice of options, or the options a variant stands for. */
export type Selection = Readonly<Record<string, string>>;

/** One simple product behind a configurable product, with its own stock, images and price. */
export interface Variant {
  uid: string;
  sku: string;
  options: Selection;
  inStock: boolean;
  /** Units left when the backend says stock is low (Magento's `only_x_left_in_stock`), else null. */
  onlyLeft: number | null;
  images: ProductImage[];
  price: ProductPrice;
}

/** Another product as a row of cards shows it: a related product, an up-sell, a cross-sell. */
export interface LinkedProduct {
  uid: string;
  name: string;
  sku: string;
  typename: string;
  /** Root-relative link to its page. */
  href: string;
  image: { url: string; label: string } | null;
  /** The lowest price; with `priceVaries`, shown as "from …". */
  price: ProductPrice;
  priceVaries: boolean;
  inStock: boolean;
  rating: ProductRating | null;
}

/** A link of a breadcrumb trail: a category's name and its page. */
export interface Crumb {
  name: string;
  href: string;
}

/** A category of a product as the catalogue gives it, with its ancestors (Magento's breadcrumbs). */
export interface ProductCategory {
  name: string;
  urlPath: string;
  ancestors: ReadonlyArray<{ name: string; urlPath: string }>;
}

export interface Product {
  uid: string;
  /** `SimpleProduct`, `ConfigurableProduct`… */
  typename: string;
  sku: string;
  name: string;
  urlKey: string;
  /** The catalogue's HTML, sanitised (null when it has none). */
  description: Content | null;
  shortDescription: Content | null;
  attributes: ProductAttributes;
  images: ProductImage[];
  price: PriceRange;
  inStock: boolean;
  onlyLeft: number | null;
  /** Empty for a simple product. */
  options: ConfigurableOption[];
  variants: Variant[];
  metaTitle: string | null;
  metaDescription: string | null;
  /** Subscribe and save, when the subscription provider offers it for this product. */
  subscriptionOffer?: SubscriptionOffer | null;
  /** Its review stars; null when nobody has reviewed it. */
  rating: ProductRating | null;
  /** Its approved reviews shown so far. */
  reviews: ReviewPage;
  /** Where it sits in the catalogue: its deepest category's trail, from the top (empty when it has none). */
  breadcrumbs: Crumb[];
  /** "Produits associés" and "Vous aimerez aussi" (Magento's related products and up-sells). */
  related: LinkedProduct[];
  upsells: LinkedProduct[];
}

/**
 * The trail of a product's page: its deepest category (the first of equals, in the catalogue's order) after that
 * category's ancestors. Merchandising categories ("Nouveautés") sit at the top and lose to a real shelf.
 */
export function productTrail(categories: readonly ProductCategory[]): Crumb[] {
  const deepest = categories.reduce<ProductCategory | null>((best, c) => (!best || c.ancestors.length > best.ancestors.length ? c : best), null);
  if (!deepest) return [];
  return [...deepest.ancestors, deepest].map((c) => ({ name: c.name, href: categoryPath(c.urlPath) }));
}

/** The gallery shoppers see: enabled images with a URL, in position order (Magento's rule). */
export function visibleImages(media: readonly MediaGalleryEntry[] | null | undefined, fallbackLabel: string): ProductImage[] {
  return (media ?? [])
    .filter((entry): entry is MediaGalleryEntry & { url: string } => !entry.disabled && Boolean(entry.url))
    .map((entry, i) => ({ url: entry.url, label: entry.label || fallbackLabel, position: entry.position ?? i }))
    .sort((a, b) => a.position - b.position);
}

/** The images on screen: the chosen variant's own when it has some, else the product's. */
export function shownImages(product: Product, variant: Variant | null): ProductImage[] {
  return variant && variant.images.length > 0 ? variant.images : product.images;
}

/** The price on screen: the chosen variant's, else the product's lowest, marked "from" when prices differ. */
export function shownPrice(product: Product, variant: Variant | null): ProductPrice & { isFrom: boolean } {
  if (variant) return { ...variant.price, isFrom: false };
  const { minimum, maximum } = product.price;
  return { ...minimum, isFrom: minimum.final.value !== maximum.final.value };
}

/** A special price applies when the shopper pays less than the regular price. */
export function hasSpecialPrice(price: ProductPrice): boolean {
  return price.final.value < price.regular.value;
}

/** Whether the product (or the chosen variant) can be bought at all. */
export function isInStock(product: Product, variant: Variant | null): boolean {
  return variant ? variant.inStock : product.inStock;
}

/** Units left of what the shopper would buy, when the backend says stock is low. */
export function unitsLeft(product: Product, variant: Variant | null): number | null {
  return variant ? variant.onlyLeft : product.onlyLeft;
}

/** A category page's path: its URL path and the category URL suffix. */
export function categoryPath(urlPath: string): string {
  return `/${urlPath}${URL_SUFFIX}`;
}

/** A product page's path: its URL key and the product URL suffix, `/{urlKey}.html`. */
export function productPath(urlKey: string): string {
  return `/${urlKey}${URL_SUFFIX}`;
}
