// The image parameters the storefront puts on media URLs (spec §7), as an image optimisation service reads them:
// width, height, fit, auto=webp, format, quality, crop. Other parameters (store, image-type…) are ignored.
// Like a CDN's image service, it answers a few sizes and qualities only (spec §9): any other value is read as the
// nearest one it answers, so that a client cannot make it draw and store one file per number.

import { IMAGE_QUALITY, IMAGE_WIDTHS } from '../../domain/images';

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

export const DEFAULT_QUALITY = IMAGE_QUALITY;
/**
 * The qualities answered: 85 (spec §9) and three others a client may want: 60 for small screens on slow networks,
 * 75 (libjpeg's own default) and 95 for near-lossless zoom. Any other quality answers the nearest of them.
 */
export const QUALITIES = [60, 75, 85, 95] as const;
/** The largest width or height a URL may carry; past the last step it answers the last step. */
export const MAX_DIMENSION = 4000;
const LARGEST_STEP = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

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

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function parseCrop(value: string): ImageRequest['crop'] {
  if (value === 'false' || value === 'true' || value === '') return undefined;
  const ratio = /^(\d+):(\d+)$/.exec(value);
  const size = /^(\d+),(\d+)$/.exec(value);
  const m = ratio ?? size;
  if (!m || Number(m[1]) === 0 || Number(m[2]) === 0 || Number(m[1]) > MAX_DIMENSION || Number(m[2]) > MAX_DIMENSION) {
    throw new ImageParamError(`Invalid crop "${value}": expected true, false, W:H (a ratio) or W,H (pixels).`);
  }
  // Pixel sizes on the width steps, ratios on the ratio steps, so that no number makes a file of its own.
  if (size) return { kind: 'size', width: sizeStep(Number(m[1])), height: sizeStep(Number(m[2])) };
  // 4:5 and 8:10 cut the same image: one file for both.
  const height = Math.round(ratioStep(Number(m[2]) / Number(m[1])) * RATIO_STEPS);
  const divisor = gcd(RATIO_STEPS, height);
  return { kind: 'ratio', width: RATIO_STEPS / divisor, height: height / divisor };
}

/** Proportions (height / width) are answered in 24ths (1:3, 3:8, 4:5, 5:4 and 2:1 among them), from 1:8 to 8:1. */
const RATIO_STEPS = 24;

/** The answered proportion nearest `ratio` (height / width). */
export function ratioStep(ratio: number): number {
  return Math.min(8, Math.max(1 / 8, Math.round(ratio * RATIO_STEPS) / RATIO_STEPS));
}

/** The width step at or above `size` (spec §9), the last step for anything larger. */
export function sizeStep(size: number): number {
  return IMAGE_WIDTHS.find((step) => step >= size) ?? LARGEST_STEP;
}

/** The answered quality nearest `quality`; halfway between two, the higher one. */
export function qualityStep(quality: number): number {
  return QUALITIES.reduce((best, q) => (Math.abs(q - quality) <= Math.abs(best - quality) ? q : best));
}

/**
 * The box the variant is drawn in: the width on its step, the height in the proportion asked for, on its step
 * (ratioStep); a height alone on its step. A box taller than the last step is scaled down whole.
 */
export function snapBox(width: number | undefined, height: number | undefined): { width?: number; height?: number } {
  if (width === undefined) return height === undefined ? {} : { height: sizeStep(height) };
  const w = sizeStep(width);
  if (height === undefined) return { width: w };
  const h = Math.max(1, Math.round(w * ratioStep(height / width)));
  if (h <= LARGEST_STEP) return { width: w, height: h };
  return { width: Math.max(1, Math.round((w * LARGEST_STEP) / h)), height: LARGEST_STEP };
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
  const box = snapBox(
    width !== undefined && width !== '' ? integer('width', width, 1, MAX_DIMENSION) : undefined,
    height !== undefined && height !== '' ? integer('height', height, 1, MAX_DIMENSION) : undefined,
  );
  const quality = qualityValue === undefined ? DEFAULT_QUALITY : qualityStep(integer('quality', qualityValue, 1, 100));
  return {
    ...box,
    fit: fitValue ? FITS[fitValue]! : 'cover',
    format,
    progressive,
    // PNG is lossless: quality does not change its bytes, so every quality shares one file.
    quality: format === 'png' ? DEFAULT_QUALITY : quality,
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
