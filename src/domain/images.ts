// Image URLs of spec §7 and §9: one builder for every image the shop shows.

/** Width steps of the image service (spec §9). */
export const IMAGE_WIDTHS = [40, 80, 160, 320, 640, 960, 1280, 1600, 2560] as const;
export const IMAGE_QUALITY = 85;
/** Height / width of product images when the catalogue says nothing else. */
export const DEFAULT_ASPECT_RATIO = 0.8;
export const PRODUCT_CAROUSEL_WIDTH = 800;
/**
 * Height / width of the catalogue's product images: the packshots are square. The GraphQL API gives no image
 * sizes, so the product page states the ratio to reserve the image's box before it loads.
 */
export const PRODUCT_IMAGE_RATIO = 1;

export interface ImageOptions {
  width: number;
  height?: number;
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  /** png keeps transparency; pjpg is a progressive jpeg. WebP is chosen by the service when the browser accepts it. */
  format?: 'png' | 'pjpg';
}

/**
 * The media path of an image, relative to the shop so that it is fetched through the shop's own origin
 * (the storefront server forwards /media to the backend): `https://magento.example/media/x.png` → `/media/x.png`.
 */
export function mediaPath(url: string): string {
  const match = /^(?:https?:)?\/\/[^/]+(\/media\/.*)$/.exec(url);
  return match ? match[1]! : url;
}

/** One image service URL: `…?auto=webp&format=pjpg&width=640&height=800&quality=85&fit=cover`. */
export function imageUrl(url: string, { width, height, fit = 'cover', format = 'pjpg' }: ImageOptions): string {
  const path = mediaPath(url);
  const [base, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set('auto', 'webp');
  params.set('format', format);
  params.set('width', String(width));
  if (height) params.set('height', String(height));
  params.set('quality', String(IMAGE_QUALITY));
  params.set('fit', fit);
  return `${base}?${params.toString()}`;
}

/** srcset over the width steps up to `maxWidth`, heights following `ratio` (null keeps each image's own proportions). */
export function imageSrcSet(
  url: string,
  { maxWidth = 2560, ratio = DEFAULT_ASPECT_RATIO, format, fit }: { maxWidth?: number; ratio?: number | null; format?: ImageOptions['format']; fit?: ImageOptions['fit'] } = {},
): string {
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((width) => `${imageUrl(url, { width, ...(ratio !== null && { height: Math.round(width * ratio) }), ...(format && { format }), ...(fit && { fit }) })} ${width}w`)
    .join(', ');
}
