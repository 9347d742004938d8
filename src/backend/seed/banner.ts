// Drawings for the images CMS content refers to (banner and slide backgrounds, illustrations):
// a pure function turning a CmsImage into a standalone SVG document that the media route
// rasterises like the packshots.

import { escapeXml, packshotLayers } from './packshot';
import type { PackshotSpec } from './types';

export interface CmsImage {
  /** Path under the media folder, starting with "wysiwyg/", e.g. "wysiwyg/home/slide-omega-3.png". */
  file: string;
  /** Natural size of the image, in pixels. */
  width: number;
  height: number;
  /** What the image shows (French), usable as alt text. */
  title: string;
  /** Gradient of the backdrop, from the top-left corner to the bottom-right corner (CSS hex). */
  palette: [string, string];
  /** Text printed in the image (illustrations only: banner backgrounds keep their text in HTML). */
  headline?: string;
  /** Smaller line under the headline. */
  subline?: string;
  /** Packs standing in the picture, left to right. */
  packshots?: PackshotSpec[];
  /** Which side the packs stand on; the other side is left calm for the overlaid text. */
  align?: 'left' | 'center' | 'right';
}

function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function rgb(color: string): [number, number, number] {
  const m = /^#?([0-9a-f]{6})$/i.exec(color.trim().replace(/^#?([0-9a-f])([0-9a-f])([0-9a-f])$/i, '#$1$1$2$2$3$3'));
  const h = m?.[1] ?? '808080';
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function isLight(color: string): boolean {
  const [r, g, b] = rgb(color);
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}

/**
 * Draws a CMS image as a standalone SVG document `width` pixels wide (the natural width by
 * default), keeping the image's aspect ratio. Pure and deterministic.
 */
export function drawBanner(image: CmsImage, width: number = image.width): string {
  const W = 1000;
  const H = Math.round((W * image.height) / image.width);
  const px = Math.max(1, Math.round(width));
  const py = Math.max(1, Math.round((px * image.height) / image.width));
  const [from, to] = image.palette;
  const id = `c${hash(image.file).toString(36)}`;
  const seed = hash(image.file + image.title);
  const light = isLight(from) && isLight(to);
  const ink = light ? '#1f2623' : '#ffffff';
  const packs = image.packshots ?? [];
  const align = image.align ?? (image.headline ? 'right' : packs.length ? 'right' : 'center');

  const out: string[] = [];
  const defs: string[] = [
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
  ];
  out.push(`<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>`);

  // soft discs and leaves, placed from the file name so each image differs but never changes
  for (let i = 0; i < 5; i++) {
    const bits = (seed >>> (i * 5)) & 31;
    const cx = ((i * 211 + bits * 17) % 1000) * (W / 1000);
    const cy = ((i * 137 + bits * 29) % 1000) * (H / 1000);
    const r = (0.18 + (bits % 7) * 0.04) * Math.min(W, H);
    out.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" opacity="${Math.round((0.05 + (bits % 3) * 0.03) * 100) / 100}"/>`);
  }
  const leafColor = light ? '#2f5d3a' : '#ffffff';
  for (let i = 0; i < 3; i++) {
    const bits = (seed >>> (i * 7 + 3)) & 127;
    const x = (align === 'right' ? 0.08 + i * 0.14 : 0.62 + i * 0.12) * W + (bits % 30);
    const y = (0.18 + ((bits >> 2) % 5) * 0.14) * H;
    const s = (0.06 + (bits % 4) * 0.015) * H;
    const rot = (bits % 90) - 45;
    out.push(
      `<path transform="translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${Math.round((s / 40) * 1000) / 1000})" d="M0 40 C-30 10 -20 -30 0 -40 C20 -30 30 10 0 40 Z M0 40 L0 -30" fill="${leafColor}" stroke="${leafColor}" stroke-width="1.5" opacity="0.1"/>`,
    );
  }

  // packs standing on an implicit floor
  if (packs.length) {
    const zone =
      align === 'right'
        ? { x0: W * 0.52, x1: W * 0.97 }
        : align === 'left'
          ? { x0: W * 0.03, x1: W * 0.48 }
          : { x0: W * 0.12, x1: W * 0.88 };
    const floor = H * 0.9;
    const slot = (zone.x1 - zone.x0) / packs.length;
    const scale = Math.min(slot / 560, (H * 0.86) / 1000);
    out.push(
      `<ellipse cx="${n((zone.x0 + zone.x1) / 2)}" cy="${n(floor - 10)}" rx="${n((zone.x1 - zone.x0) / 2)}" ry="${n(H * 0.33)}" fill="url(#${id}-glow)"/>`,
    );
    packs.forEach((spec, i) => {
      const layers = packshotLayers(spec);
      defs.push(layers.defs);
      // alternate heights a little so a row of packs does not look like a shelf
      const lift = packs.length > 1 && i % 2 === 1 ? H * 0.03 : 0;
      const cx = zone.x0 + slot * (i + 0.5);
      out.push(
        `<g transform="translate(${n(cx - 500 * scale)} ${n(floor - lift - 862 * scale)}) scale(${Math.round(scale * 1000) / 1000})">${layers.body}</g>`,
      );
    });
  }

  // illustration text
  if (image.headline) {
    const left = align === 'right' ? W * 0.06 : align === 'left' ? W * 0.54 : W * 0.5;
    const anchor = align === 'center' ? 'middle' : 'start';
    const maxW = align === 'center' ? W * 0.8 : W * 0.44;
    const wrap = (text: string, size: number, advance: number): string[] => {
      const lines: string[] = [];
      let line = '';
      for (const word of text.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (next.length * size * advance > maxW && line) {
          lines.push(line);
          line = word;
        } else line = next;
      }
      if (line) lines.push(line);
      return lines;
    };
    const size = Math.min(H * 0.09, 60);
    const subSize = size * 0.46;
    const lines = wrap(image.headline, size, 0.6);
    const subLines = image.subline ? wrap(image.subline, subSize, 0.56) : [];
    const block = lines.length * size * 1.12 + (subLines.length ? size * 0.5 + subLines.length * subSize * 1.3 : 0);
    let y = (H - block) / 2 + size * 0.9;
    for (const l of lines) {
      out.push(
        `<text x="${n(left)}" y="${n(y)}" text-anchor="${anchor}" font-family="sans-serif" font-weight="700" font-size="${n(size)}" fill="${ink}">${escapeXml(l)}</text>`,
      );
      y += size * 1.12;
    }
    y += size * 0.5 - size * 1.12 + subSize * 1.3;
    for (const l of subLines) {
      out.push(
        `<text x="${n(left)}" y="${n(y)}" text-anchor="${anchor}" font-family="sans-serif" font-size="${n(subSize)}" fill="${ink}" opacity="0.85">${escapeXml(l)}</text>`,
      );
      y += subSize * 1.3;
    }
  }

  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${py}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">` +
    `<title>${escapeXml(image.title)}</title>` +
    `<defs>${defs.join('')}</defs>` +
    out.join('') +
    `</svg>`
  );
}
