// The image parameters the storefront puts on media URLs (spec §7), as an image optimisation service reads them:
// width, height, fit, auto=webp, format, quality, crop. Other parameters (store, image-type…) are ignored.

export type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
export type OutputFormat = 'png' | 'jpeg' | 'webp';

export interface ImageRequest {
  width?: number;
  height?: number;
  fit: Fit;
  format: OutputFormat;
  /** Progressive JPEG (format=pjpg). */
  progressive: boolean;
  quality: number;
  /** Cut to this aspect ratio (width:height) or this size in pixels (width,height), centred, before resizing. */
  crop?: { kind: 'ratio' | 'size'; width: number; height: number };
  /** Whether the answer depends on the Accept header (auto=webp). */
  variesOnAccept: boolean;
}

export const DEFAULT_QUALITY = 85;
export const MAX_DIMENSION = 4000;

const FITS: Record<string, Fit> = {
  cover: 'cover', crop: 'cover', contain: 'contain', fill: 'fill', inside: 'inside', bounds: 'inside', outside: 'outside',
};
const FORMATS: Record<string, { format: OutputFormat; progressive: boolean }> = {
  png: { format: 'png', progressive: false },
  png8: { format: 'png', progressive: false },
  jpg: { format: 'jpeg', progressive: false },
  jpeg: { format: 'jpeg', progressive: false },
  pjpg: { format: 'jpeg', progressive: true },
  webp: { format: 'webp', progressive: false },
  webply: { format: 'webp', progressive: false },
};

export class ImageParamError extends Error {}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ImageParamError(`Invalid ${name} "${value}": expected an integer from ${min} to ${max}.`);
  }
  return Number(value);
}

function parseCrop(value: string): ImageRequest['crop'] {
  if (value === 'false' || value === 'true' || value === '') return undefined;
  const ratio = /^(\d+):(\d+)$/.exec(value);
  const size = /^(\d+),(\d+)$/.exec(value);
  const m = ratio ?? size;
  if (!m || Number(m[1]) === 0 || Number(m[2]) === 0 || Number(m[1]) > MAX_DIMENSION || Number(m[2]) > MAX_DIMENSION) {
    throw new ImageParamError(`Invalid crop "${value}": expected true, false, W:H (a ratio) or W,H (pixels).`);
  }
  return { kind: ratio ? 'ratio' : 'size', width: Number(m[1]), height: Number(m[2]) };
}

/** Reads the parameters; throws ImageParamError with a message for the shopper's developer. */
export function parseImageParams(query: URLSearchParams, accept: string, original: OutputFormat): ImageRequest {
  const get = (name: string) => query.get(name) ?? undefined;
  const width = get('width');
  const height = get('height');
  const fitValue = get('fit');
  const formatValue = get('format');
  const qualityValue = get('quality');
  const auto = get('auto');
  const crop = get('crop');

  if (fitValue !== undefined && !FITS[fitValue]) {
    throw new ImageParamError(`Invalid fit "${fitValue}": expected one of ${Object.keys(FITS).join(', ')}.`);
  }
  if (formatValue !== undefined && !FORMATS[formatValue]) {
    throw new ImageParamError(`Invalid format "${formatValue}": expected one of ${Object.keys(FORMATS).join(', ')}.`);
  }
  if (auto !== undefined && auto !== 'webp') throw new ImageParamError(`Invalid auto "${auto}": expected webp.`);

  let { format, progressive } = formatValue ? FORMATS[formatValue]! : { format: original, progressive: false };
  // auto=webp wins over format when the browser takes WebP.
  if (auto === 'webp' && accept.includes('image/webp')) {
    format = 'webp';
    progressive = false;
  }
  const cropValue = crop === undefined ? undefined : parseCrop(crop);
  return {
    ...(width !== undefined && width !== '' ? { width: integer('width', width, 1, MAX_DIMENSION) } : {}),
    ...(height !== undefined && height !== '' ? { height: integer('height', height, 1, MAX_DIMENSION) } : {}),
    fit: fitValue ? FITS[fitValue]! : 'cover',
    format,
    progressive,
    quality: qualityValue === undefined ? DEFAULT_QUALITY : integer('quality', qualityValue, 1, 100),
    ...(cropValue ? { crop: cropValue } : {}),
    variesOnAccept: auto === 'webp',
  };
}

/** A stable key of what the variant looks like, for its file name in the cache. */
export function variantKey(request: ImageRequest): string {
  const crop = request.crop ? `${request.crop.kind}${request.crop.width}x${request.crop.height}` : 'nocrop';
  return [request.width ?? 'auto', request.height ?? 'auto', request.fit, request.format,
    request.progressive ? 'p' : 'b', request.quality, crop].join('-');
}
