// Packshot drawing: a pure function turning a PackshotSpec into a standalone SVG document.
// The drawing is done in a 1000×1000 user space and scaled to the requested size through
// the viewBox, so the same geometry serves thumbnails (160 px) and zoom images (800 px+).
// Only features librsvg renders reliably are used: paths, rects, ellipses, linear and radial
// gradients, clip paths, group transforms, Gaussian blur, and text in the generic sans-serif.

import type { PackshotSpec } from './types';

// ---------------------------------------------------------------------------------------------
// Small helpers: numbers, XML text, colours.

/** Rounds to one decimal and prints without trailing zeros. */
function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Rgb = [number, number, number];

function parseHex(color: string, fallback: Rgb): Rgb {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!m || m[1] === undefined) return fallback;
  let h = m[1];
  if (h.length === 3) h = h.replace(/(.)/g, '$1$1');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex([r, g, b]: Rgb): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mixRgb(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Mixes two CSS hex colours; t = 0 gives `a`, t = 1 gives `b`. */
function mix(a: string, b: string, t: number): string {
  return toHex(mixRgb(parseHex(a, [128, 128, 128]), parseHex(b, [128, 128, 128]), t));
}

/** Lightens (t > 0, towards white) or darkens (t < 0, towards black) a colour. */
function shade(color: string, t: number): string {
  return t >= 0 ? mix(color, '#ffffff', t) : mix(color, '#000000', -t);
}

function luminance(color: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(color, [128, 128, 128]);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The colour itself, darkened step by step until it reads on `background` (WCAG ≥ 4.5). */
function readableOn(color: string, background: string): string {
  let c = color;
  for (let i = 0; i < 12 && contrast(c, background) < 4.5; i++) c = shade(c, -0.18);
  return contrast(c, background) >= 4.5 ? c : '#1f2623';
}

/** Dark ink or white, whichever reads better on `background`. */
function inkOn(background: string): string {
  return contrast('#ffffff', background) >= contrast('#1f2623', background) ? '#ffffff' : '#1f2623';
}

/** Stable 32-bit hash (FNV-1a) used for element ids and deterministic barcodes. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Text layout: no font metrics are available, so widths are estimated from a mean advance.

/** Mean advance of a bold sans-serif glyph, in em (DejaVu/Liberation Sans Bold are ~0.6–0.68). */
const BOLD_ADVANCE = 0.66;
const REGULAR_ADVANCE = 0.58;

interface FittedText {
  lines: string[];
  size: number;
}

function fitText(
  text: string,
  maxWidth: number,
  maxSize: number,
  maxHeight: number,
  advance = BOLD_ADVANCE,
  maxLines = 3,
): FittedText {
  const clean = text.trim().replace(/\s+/g, ' ');
  const sizeFor = (lines: string[]) => {
    const longest = Math.max(...lines.map((l) => l.length), 1);
    const height = lines.length === 1 ? 1.05 : lines.length * 1.1;
    return Math.min(maxSize, maxWidth / (longest * advance), maxHeight / height);
  };
  let best: FittedText = { lines: [clean], size: sizeFor([clean]) };
  if (best.size >= maxSize * 0.8) return best;
  // a number stays with its unit ("1,9 mg", "500 g")
  const words = clean.split(' ').reduce<string[]>((acc, word) => {
    const last = acc[acc.length - 1];
    if (last !== undefined && /^[\d.,]+$/.test(last)) acc[acc.length - 1] = `${last} ${word}`;
    else acc.push(word);
    return acc;
  }, []);
  const consider = (lines: string[]) => {
    const size = sizeFor(lines);
    // an extra line must buy at least 12 % more type size
    if (size > best.size * (1 + 0.12 * (lines.length - best.lines.length))) best = { lines, size };
  };
  for (let i = 1; i < words.length && maxLines >= 2; i++) {
    consider([words.slice(0, i).join(' '), words.slice(i).join(' ')]);
  }
  for (let i = 1; i < words.length && maxLines >= 3; i++) {
    for (let j = i + 1; j < words.length; j++) {
      consider([words.slice(0, i).join(' '), words.slice(i, j).join(' '), words.slice(j).join(' ')]);
    }
  }
  return best;
}

function textLines(
  lines: string[],
  x: number,
  firstBaseline: number,
  size: number,
  attrs: string,
  lineHeight = 1.08,
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${n(x)}" y="${n(firstBaseline + i * size * lineHeight)}" font-size="${n(size)}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Pack geometry. Every shape returns its body markup and the area where its label goes.

interface LabelArea {
  x: number;
  y: number;
  w: number;
  h: number;
  rx: number;
  /** Draw a printed paper label (false: text printed straight on the pack). */
  panel: boolean;
  /** Curved surface: shade the label like a cylinder. */
  curved: boolean;
  /** Background the text sits on (for contrast). */
  ground: string;
  /** Label printed on a face seen at an angle: skewY angle in degrees, around x = skewOrigin. */
  skew?: { angle: number; origin: number };
}

interface Pack {
  /** Markup behind the label (body). */
  body: string;
  /** Markup drawn over the label (closures, gloss). */
  front: string;
  label: LabelArea;
  /** Half-width of the footprint, for the floor shadow. */
  footprint: number;
  /** Gradient / clip definitions. */
  defs: string;
}

interface Ctx {
  id: (name: string) => string;
  spec: PackshotSpec;
  color: string;
  accent: string;
  /** Width factor: 1 front-on, < 1 for the side view. */
  wf: number;
}

/** Horizontal gradient giving a cylinder its volume. */
function cylinderGradient(id: string, color: string, strength = 1): string {
  const s = (t: number) => shade(color, t * strength);
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="${s(-0.42)}"/>` +
    `<stop offset="0.1" stop-color="${s(-0.16)}"/>` +
    `<stop offset="0.28" stop-color="${s(0.22)}"/>` +
    `<stop offset="0.4" stop-color="${s(0.06)}"/>` +
    `<stop offset="0.72" stop-color="${s(-0.06)}"/>` +
    `<stop offset="0.92" stop-color="${s(-0.3)}"/>` +
    `<stop offset="1" stop-color="${s(-0.48)}"/>` +
    `</linearGradient>`
  );
}

/** Transparent-to-dark overlay reproducing the cylinder shading on a paper label. */
function labelShadeGradient(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000" stop-opacity="0.34"/>` +
    `<stop offset="0.12" stop-color="#000" stop-opacity="0.08"/>` +
    `<stop offset="0.3" stop-color="#fff" stop-opacity="0.35"/>` +
    `<stop offset="0.45" stop-color="#fff" stop-opacity="0"/>` +
    `<stop offset="0.8" stop-color="#000" stop-opacity="0.05"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.38"/>` +
    `</linearGradient>`
  );
}

function verticalGradient(id: string, top: string, bottom: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`
  );
}

/** Vertical ridges of a screw cap. */
function ridges(x: number, y: number, w: number, h: number, color: string, step = 14): string {
  const out: string[] = [];
  for (let lx = x + step; lx < x + w - step / 2; lx += step) {
    out.push(`<rect x="${n(lx)}" y="${n(y)}" width="3" height="${n(h)}" fill="${color}" opacity="0.22"/>`);
  }
  return out.join('');
}

/** A vertical gloss stripe on a glossy cylinder. */
function gloss(x: number, y: number, w: number, h: number, opacity = 0.4): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}" fill="#ffffff" opacity="${opacity}"/>`;
}

function bottle(c: Ctx): Pack {
  const hw = 172 * c.wf;
  const x0 = 500 - hw;
  const w = 2 * hw;
  const body = c.id('body');
  const cap = c.id('cap');
  const neckW = 108 * c.wf;
  const capW = 122 * c.wf;
  return {
    defs: cylinderGradient(body, c.color) + cylinderGradient(cap, c.accent, 0.9),
    body:
      `<rect x="${n(500 - neckW)}" y="262" width="${n(2 * neckW)}" height="80" rx="10" fill="${shade(c.color, -0.2)}"/>` +
      `<rect x="${n(x0)}" y="318" width="${n(w)}" height="544" rx="${n(58 * c.wf)}" fill="url(#${body})"/>` +
      `<rect x="${n(500 - capW)}" y="158" width="${n(2 * capW)}" height="126" rx="16" fill="url(#${cap})"/>` +
      ridges(500 - capW, 172, 2 * capW, 98, shade(c.accent, -0.6)) +
      `<rect x="${n(500 - capW)}" y="158" width="${n(2 * capW)}" height="14" rx="7" fill="#ffffff" opacity="0.25"/>`,
    front: gloss(x0 + w * 0.2, 350, w * 0.05, 470, 0.32),
    label: { x: x0, y: 446, w, h: 338, rx: 0, panel: true, curved: true, ground: '#fffdf8' },
    footprint: hw,
  };
}

function jar(c: Ctx): Pack {
  const hw = 236 * c.wf;
  const x0 = 500 - hw;
  const w = 2 * hw;
  const body = c.id('body');
  const lid = c.id('lid');
  const lidHw = 250 * c.wf;
  return {
    defs: cylinderGradient(body, c.color) + cylinderGradient(lid, c.accent, 0.9),
    body:
      `<rect x="${n(x0)}" y="398" width="${n(w)}" height="464" rx="${n(64 * c.wf)}" fill="url(#${body})"/>` +
      `<rect x="${n(500 - lidHw)}" y="282" width="${n(2 * lidHw)}" height="142" rx="22" fill="url(#${lid})"/>` +
      ridges(500 - lidHw, 300, 2 * lidHw, 106, shade(c.accent, -0.6), 16) +
      `<rect x="${n(500 - lidHw)}" y="282" width="${n(2 * lidHw)}" height="16" rx="8" fill="#ffffff" opacity="0.25"/>`,
    front: gloss(x0 + w * 0.18, 430, w * 0.045, 400, 0.3),
    label: { x: x0, y: 500, w, h: 300, rx: 0, panel: true, curved: true, ground: '#fffdf8' },
    footprint: hw,
  };
}

function box(c: Ctx): Pack {
  // A carton seen slightly from the right: front face, right side face and top face.
  const side = c.wf < 1;
  const fw = side ? 150 : 330; // front face width
  const depth = side ? 280 : 90; // side face width
  const x0 = 500 - (fw + depth) / 2;
  const x1 = x0 + fw;
  const top = 236;
  const bottom = 862;
  const rise = side ? 30 : 40;
  const faceFill = c.id('face');
  const sideFill = c.id('side');
  const sideColor = side ? c.color : shade(c.color, -0.28);
  const frontColor = side ? shade(c.color, -0.25) : c.color;
  return {
    defs:
      verticalGradient(faceFill, shade(frontColor, 0.1), shade(frontColor, -0.08)) +
      verticalGradient(sideFill, shade(sideColor, 0.04), shade(sideColor, -0.14)),
    body:
      `<path d="M${n(x0)} ${top} L${n(x1)} ${top} L${n(x1 + depth)} ${top - rise} L${n(x0 + depth)} ${top - rise} Z" fill="${shade(c.color, 0.28)}"/>` +
      `<path d="M${n(x1)} ${top} L${n(x1 + depth)} ${top - rise} L${n(x1 + depth)} ${bottom - rise} L${n(x1)} ${bottom} Z" fill="url(#${sideFill})"/>` +
      `<rect x="${n(x0)}" y="${top}" width="${fw}" height="${bottom - top}" fill="url(#${faceFill})"/>` +
      // accent band across both faces
      `<rect x="${n(x0)}" y="${top + 40}" width="${fw}" height="56" fill="${side ? shade(c.accent, -0.22) : c.accent}"/>` +
      `<path d="M${n(x1)} ${top + 40} L${n(x1 + depth)} ${top + 40 - rise} L${n(x1 + depth)} ${top + 96 - rise} L${n(x1)} ${top + 96} Z" fill="${side ? c.accent : shade(c.accent, -0.22)}"/>` +
      `<path d="M${n(x1)} ${top} L${n(x1)} ${bottom}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`,
    front: '',
    label: side
      ? {
          x: x1 + 24,
          y: top + 136,
          w: depth - 48,
          h: 400,
          rx: 10,
          panel: true,
          curved: false,
          ground: '#fffdf8',
          skew: { angle: (Math.atan2(-rise, depth) * 180) / Math.PI, origin: x1 },
        }
      : { x: x0 + 26, y: top + 136, w: fw - 52, h: 380, rx: 12, panel: true, curved: false, ground: '#fffdf8' },
    footprint: (fw + depth) / 2,
  };
}

function pouch(c: Ctx): Pack {
  const hw = 206 * c.wf;
  const x0 = 500 - hw;
  const x1 = 500 + hw;
  const body = c.id('body');
  const bulge = 14 * c.wf;
  const path =
    `M${n(x0)} 196 L${n(x1)} 196 ` +
    `C${n(x1 + bulge)} 420 ${n(x1 + bulge)} 700 ${n(x1 + 6)} 812 ` +
    `Q${n(x1 + 2)} 862 ${n(x1 - 60 * c.wf)} 862 L${n(x0 + 60 * c.wf)} 862 ` +
    `Q${n(x0 - 2)} 862 ${n(x0 - 6)} 812 ` +
    `C${n(x0 - bulge)} 700 ${n(x0 - bulge)} 420 ${n(x0)} 196 Z`;
  return {
    defs: cylinderGradient(body, c.color, 0.7),
    body:
      `<path d="${path}" fill="url(#${body})"/>` +
      // top seal, zip and tear notches
      `<rect x="${n(x0)}" y="168" width="${n(2 * hw)}" height="64" rx="6" fill="${shade(c.color, -0.1)}"/>` +
      `<rect x="${n(x0)}" y="168" width="${n(2 * hw)}" height="64" rx="6" fill="url(#${body})" opacity="0.6"/>` +
      `<path d="M${n(x0)} 188 l18 10 l-18 10 Z M${n(x1)} 188 l-18 10 l18 10 Z" fill="#f4f2ee"/>` +
      `<rect x="${n(x0 + 8)}" y="252" width="${n(2 * hw - 16)}" height="7" rx="3" fill="${shade(c.color, -0.3)}" opacity="0.6"/>` +
      // bottom gusset
      `<path d="M${n(x0 + 30 * c.wf)} 822 Q500 786 ${n(x1 - 30 * c.wf)} 822" fill="none" stroke="${shade(c.color, -0.3)}" stroke-width="4" opacity="0.5"/>`,
    front: gloss(x0 + 2 * hw * 0.16, 280, 2 * hw * 0.04, 480, 0.22),
    label: {
      x: x0 + 34 * c.wf,
      y: 330,
      w: 2 * hw - 68 * c.wf,
      h: 380,
      rx: 26,
      panel: true,
      curved: false,
      ground: '#fffdf8',
    },
    footprint: hw,
  };
}

function tube(c: Ctx): Pack {
  const tw = 196 * c.wf; // half width at the crimp
  const bw = 108 * c.wf; // half width at the shoulder
  const body = c.id('body');
  const cap = c.id('cap');
  const path =
    `M${n(500 - tw)} 196 L${n(500 + tw)} 196 ` +
    `C${n(500 + tw)} 430 ${n(500 + bw + 12)} 640 ${n(500 + bw)} 742 ` +
    `L${n(500 - bw)} 742 C${n(500 - bw - 12)} 640 ${n(500 - tw)} 430 ${n(500 - tw)} 196 Z`;
  const crimp: string[] = [];
  for (let x = 500 - tw + 12; x < 500 + tw - 6; x += 12) {
    crimp.push(`<rect x="${n(x)}" y="152" width="3" height="52" fill="${shade(c.color, -0.45)}" opacity="0.3"/>`);
  }
  return {
    defs: cylinderGradient(body, c.color, 0.8) + cylinderGradient(cap, c.accent, 0.9),
    body:
      `<rect x="${n(500 - tw - 4)}" y="148" width="${n(2 * tw + 8)}" height="60" rx="6" fill="url(#${body})"/>` +
      crimp.join('') +
      `<path d="${path}" fill="url(#${body})"/>` +
      `<path d="M${n(500 - bw)} 736 L${n(500 + bw)} 736 L${n(500 + 82 * c.wf)} 776 L${n(500 - 82 * c.wf)} 776 Z" fill="${shade(c.color, -0.2)}"/>` +
      `<rect x="${n(500 - 92 * c.wf)}" y="770" width="${n(184 * c.wf)}" height="92" rx="12" fill="url(#${cap})"/>` +
      ridges(500 - 92 * c.wf, 782, 184 * c.wf, 70, shade(c.accent, -0.6), 12),
    front: gloss(500 - tw * 0.62, 240, tw * 0.09, 420, 0.28),
    label: {
      x: 500 - tw * 0.86,
      y: 268,
      w: tw * 1.72,
      h: 330,
      rx: 18,
      panel: false,
      curved: false,
      ground: shade(c.color, 0.1),
    },
    footprint: tw * 0.8,
  };
}

function dropper(c: Ctx): Pack {
  const hw = 150 * c.wf;
  const x0 = 500 - hw;
  const w = 2 * hw;
  const body = c.id('body');
  const collar = c.id('collar');
  const bulb = c.id('bulb');
  return {
    defs:
      cylinderGradient(body, c.color, 1.1) +
      cylinderGradient(collar, c.accent, 0.9) +
      cylinderGradient(bulb, shade(c.accent, -0.25), 0.9),
    body:
      // rubber bulb
      `<path d="M${n(500 - 52 * c.wf)} 352 L${n(500 - 52 * c.wf)} 206 C${n(500 - 52 * c.wf)} 140 ${n(500 + 52 * c.wf)} 140 ${n(500 + 52 * c.wf)} 206 L${n(500 + 52 * c.wf)} 352 Z" fill="url(#${bulb})"/>` +
      // collar
      `<rect x="${n(500 - 88 * c.wf)}" y="330" width="${n(176 * c.wf)}" height="104" rx="10" fill="url(#${collar})"/>` +
      ridges(500 - 88 * c.wf, 342, 176 * c.wf, 80, shade(c.accent, -0.6), 11) +
      // neck and glass body
      `<rect x="${n(500 - 64 * c.wf)}" y="420" width="${n(128 * c.wf)}" height="60" fill="${shade(c.color, -0.15)}"/>` +
      `<path d="M${n(500 - 64 * c.wf)} 468 C${n(x0 + 10)} 476 ${n(x0)} 492 ${n(x0)} 540 L${n(x0)} 826 Q${n(x0)} 862 ${n(x0 + 36)} 862 L${n(x0 + w - 36)} 862 Q${n(x0 + w)} 862 ${n(x0 + w)} 826 L${n(x0 + w)} 540 C${n(x0 + w)} 492 ${n(x0 + w - 10)} 476 ${n(500 + 64 * c.wf)} 468 Z" fill="url(#${body})"/>`,
    front: gloss(x0 + w * 0.17, 520, w * 0.06, 300, 0.38),
    label: { x: x0, y: 574, w, h: 236, rx: 0, panel: true, curved: true, ground: '#fffdf8' },
    footprint: hw,
  };
}

function blister(c: Ctx): Pack {
  const hw = 236 * c.wf;
  const x0 = 500 - hw;
  const w = 2 * hw;
  const card = c.id('card');
  const foil = c.id('foil');
  const top = 206;
  const cells: string[] = [];
  const cols = c.wf < 1 ? 2 : 3;
  const rows = 3;
  const gx = (w - 80) / cols;
  const gy = 380 / rows;
  const tablet = shade(c.accent, 0.55);
  const kind = contentKind(c.spec);
  for (let r = 0; r < rows; r++) {
    for (let col = 0; col < cols; col++) {
      const cx = x0 + 40 + gx * (col + 0.5);
      const cy = 446 + gy * (r + 0.5);
      const rx = Math.min(gx, gy) * 0.36;
      if (kind === 'gelules' || kind === 'softgels') {
        // oblong cells holding a capsule
        const ch = rx * 1.5;
        const cw = rx * 0.7;
        const capsule =
          kind === 'gelules'
            ? `<rect x="${n(cx - cw)}" y="${n(cy - ch)}" width="${n(2 * cw)}" height="${n(2 * ch)}" rx="${n(cw)}" fill="${mix(c.color, '#ffffff', 0.6)}"/>` +
              `<path d="M${n(cx - cw)} ${n(cy)} L${n(cx - cw)} ${n(cy - ch + cw)} A${n(cw)} ${n(cw)} 0 0 1 ${n(cx + cw)} ${n(cy - ch + cw)} L${n(cx + cw)} ${n(cy)} Z" fill="${c.accent}"/>`
            : `<rect x="${n(cx - cw)}" y="${n(cy - ch)}" width="${n(2 * cw)}" height="${n(2 * ch)}" rx="${n(cw)}" fill="url(#${c.id('gel')})"/>`;
        cells.push(
          `<rect x="${n(cx - cw - 8)}" y="${n(cy - ch - 8)}" width="${n(2 * cw + 16)}" height="${n(2 * ch + 16)}" rx="${n(cw + 8)}" fill="#ffffff" opacity="0.55"/>` +
            capsule +
            `<rect x="${n(cx - cw * 0.55)}" y="${n(cy - ch * 0.8)}" width="${n(cw * 0.35)}" height="${n(ch * 1.5)}" rx="${n(cw * 0.17)}" fill="#ffffff" opacity="0.5"/>`,
        );
        continue;
      }
      cells.push(
        `<ellipse cx="${n(cx + 4)}" cy="${n(cy + 6)}" rx="${n(rx + 6)}" ry="${n(rx * 0.78 + 6)}" fill="#000" opacity="0.12"/>` +
          `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + 6)}" ry="${n(rx * 0.78 + 6)}" fill="#ffffff" opacity="0.55"/>` +
          `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.78)}" fill="${tablet}"/>` +
          `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.78)}" fill="none" stroke="${shade(c.accent, -0.1)}" stroke-width="3" opacity="0.5"/>` +
          `<path d="M${n(cx - rx * 0.6)} ${n(cy)} L${n(cx + rx * 0.6)} ${n(cy)}" stroke="${shade(c.accent, -0.2)}" stroke-width="3" opacity="0.35"/>` +
          `<ellipse cx="${n(cx - rx * 0.35)}" cy="${n(cy - rx * 0.35)}" rx="${n(rx * 0.32)}" ry="${n(rx * 0.16)}" fill="#ffffff" opacity="0.8" transform="rotate(-30 ${n(cx - rx * 0.35)} ${n(cy - rx * 0.35)})"/>`,
      );
    }
  }
  return {
    defs:
      verticalGradient(card, shade(c.color, 0.08), shade(c.color, -0.12)) +
      `<linearGradient id="${foil}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f5f7"/><stop offset="0.45" stop-color="#d7dadf"/><stop offset="0.6" stop-color="#f1f2f4"/><stop offset="1" stop-color="#c5c9cf"/></linearGradient>`,
    body:
      `<rect x="${n(x0)}" y="${top}" width="${n(w)}" height="${862 - top}" rx="26" fill="url(#${card})"/>` +
      `<rect x="${n(x0 + 24)}" y="424" width="${n(w - 48)}" height="414" rx="18" fill="url(#${foil})"/>`,
    front: cells.join(''),
    label: {
      x: x0 + 24,
      y: top + 26,
      w: w - 48,
      h: 176,
      rx: 14,
      panel: false,
      curved: false,
      ground: c.color,
    },
    footprint: hw,
  };
}

const SHAPES: Record<PackshotSpec['shape'], (c: Ctx) => Pack> = {
  bottle,
  jar,
  box,
  pouch,
  tube,
  dropper,
  blister,
};

// ---------------------------------------------------------------------------------------------
// Labels.

/** A small two-leaf emblem, the shop's house mark on every label. */
function leaf(cx: number, cy: number, s: number, color: string): string {
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) scale(${Math.round(s * 100) / 100})">` +
    `<path d="M0 10 C-4 -4 -16 -10 -28 -12 C-26 0 -18 10 0 10 Z" fill="${color}"/>` +
    `<path d="M0 10 C4 -8 14 -18 30 -20 C30 -4 18 8 0 10 Z" fill="${color}" opacity="0.75"/>` +
    `<path d="M0 12 L0 -2" stroke="${color}" stroke-width="2.5"/>` +
    `</g>`
  );
}

function frontLabel(c: Ctx, a: LabelArea): string {
  const out: string[] = [];
  const ink = a.panel ? readableOn(c.accent, a.ground) : inkOn(a.ground);
  const soft = a.panel ? readableOn(shade(c.accent, -0.3), a.ground) : ink;
  const pad = Math.max(18, a.w * 0.08);
  const band = a.panel ? Math.max(16, a.h * 0.075) : 0;
  if (a.panel) {
    out.push(`<rect x="${n(a.x)}" y="${n(a.y + band * 0.6)}" width="${n(a.w)}" height="${n(band)}" fill="${c.accent}"/>`);
    out.push(`<rect x="${n(a.x)}" y="${n(a.y + a.h - band * 1.6)}" width="${n(a.w)}" height="${n(band * 0.5)}" fill="${c.accent}" opacity="0.85"/>`);
  }
  const inner = { x: a.x + pad, w: a.w - 2 * pad, y: a.y + band * 1.9, h: a.h - band * 3.6 };
  const sub = c.spec.sublabel?.trim();
  const iconH = inner.h * 0.16;
  let subFit = sub ? fitText(sub, inner.w, Math.min(inner.h * 0.13, 58), inner.h * 0.3, REGULAR_ADVANCE, 2) : null;
  const subH = () => (subFit ? subFit.lines.length * subFit.size * 1.15 + subFit.size * 0.55 : 0);
  const title = fitText(c.spec.label, inner.w, Math.min(118, inner.w * 0.3), inner.h - iconH - subH());
  // the second line never outgrows the name of the product
  if (sub && subFit && subFit.size > title.size * 0.62) {
    subFit = fitText(sub, inner.w, title.size * 0.62, inner.h * 0.3, REGULAR_ADVANCE, 2);
  }
  const titleH = title.lines.length * title.size * 1.08;
  const blockH = iconH + titleH + subH();
  let y = inner.y + (inner.h - blockH) / 2;
  const cx = a.x + a.w / 2;
  out.push(leaf(cx, y + iconH * 0.55, iconH / 30, ink));
  y += iconH + title.size * 0.86;
  out.push(
    textLines(
      title.lines,
      cx,
      y,
      title.size,
      `text-anchor="middle" font-family="sans-serif" font-weight="700" fill="${ink}"`,
    ),
  );
  y += (title.lines.length - 1) * title.size * 1.08;
  if (subFit) {
    y += subFit.size * 1.55;
    out.push(
      textLines(subFit.lines, cx, y, subFit.size, `text-anchor="middle" font-family="sans-serif" fill="${soft}"`, 1.15),
    );
  }
  return out.join('');
}

function backLabel(c: Ctx, a: LabelArea): string {
  const out: string[] = [];
  const ink = a.panel ? readableOn(c.accent, a.ground) : inkOn(a.ground);
  const grey = a.panel ? '#8a908c' : ink;
  const pad = Math.max(18, a.w * 0.09);
  const x = a.x + pad;
  const w = a.w - 2 * pad;
  let y = a.y + Math.max(22, a.h * 0.08);
  const title = fitText(c.spec.label, w, Math.min(46, a.h * 0.12), a.h * 0.14, BOLD_ADVANCE, 1);
  y += title.size;
  out.push(
    textLines(title.lines.slice(0, 1), x, y, title.size, `font-family="sans-serif" font-weight="700" fill="${ink}"`),
  );
  y += title.size * 0.6;
  // paragraphs of small print
  const seed = hash(c.spec.label);
  const lineH = Math.max(11, a.h * 0.045);
  const rows = Math.max(3, Math.floor((a.h * 0.42) / (lineH * 1.7)));
  for (let i = 0; i < rows; i++) {
    const len = i % 4 === 3 ? 0.55 : 0.78 + ((seed >> i) & 7) * 0.03;
    y += lineH * 1.7;
    out.push(`<rect x="${n(x)}" y="${n(y - lineH)}" width="${n(w * Math.min(1, len))}" height="${n(lineH * 0.55)}" rx="${n(lineH * 0.27)}" fill="${grey}" opacity="0.55"/>`);
  }
  // nutrition table
  y += lineH * 1.6;
  const tableH = Math.min(a.h * 0.22, a.y + a.h - y - a.h * 0.16);
  if (tableH > 30) {
    out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(tableH)}" fill="none" stroke="${ink}" stroke-width="2.5" opacity="0.7"/>`);
    out.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(tableH / 3)}" fill="${ink}" opacity="0.85"/>`);
    for (let r = 1; r < 3; r++) {
      const ry = y + (tableH / 3) * r;
      out.push(`<path d="M${n(x)} ${n(ry)} L${n(x + w)} ${n(ry)}" stroke="${ink}" stroke-width="1.5" opacity="0.5"/>`);
      out.push(`<rect x="${n(x + 10)}" y="${n(ry + tableH / 6 - lineH * 0.3)}" width="${n(w * 0.4)}" height="${n(lineH * 0.55)}" rx="3" fill="${grey}" opacity="0.6"/>`);
      out.push(`<rect x="${n(x + w * 0.68)}" y="${n(ry + tableH / 6 - lineH * 0.3)}" width="${n(w * 0.22)}" height="${n(lineH * 0.55)}" rx="3" fill="${grey}" opacity="0.6"/>`);
    }
    y += tableH;
  }
  // barcode
  const bh = Math.min(a.h * 0.13, a.y + a.h - y - 14);
  if (bh > 16) {
    const bw = Math.min(w * 0.55, 180);
    const bx = x + w - bw;
    const by = a.y + a.h - bh - Math.max(10, a.h * 0.04);
    out.push(`<rect x="${n(bx - 6)}" y="${n(by - 6)}" width="${n(bw + 12)}" height="${n(bh + 12)}" fill="#ffffff"/>`);
    let bxPos = bx;
    let bits = seed;
    while (bxPos < bx + bw - 4) {
      const thick = 2 + (bits & 3) * 1.6;
      out.push(`<rect x="${n(bxPos)}" y="${n(by)}" width="${n(thick)}" height="${n(bh)}" fill="#1f2623"/>`);
      bxPos += thick + 2.5 + ((bits >> 2) & 1) * 2.5;
      bits = (bits >>> 3) | ((bits & 7) << 29);
    }
    out.push(leaf(x + 26, by + bh / 2, Math.max(0.5, bh / 60), ink));
  }
  return out.join('');
}

function label(c: Ctx, a: LabelArea, back: boolean): string {
  const out: string[] = [];
  const clip = c.id('label-clip');
  const shadeId = c.id('label-shade');
  out.push(
    `<clipPath id="${clip}"><rect x="${n(a.x)}" y="${n(a.y)}" width="${n(a.w)}" height="${n(a.h)}" rx="${n(a.rx)}"/></clipPath>`,
  );
  if (a.curved) out.push(labelShadeGradient(shadeId));
  if (a.skew) {
    const o = n(a.skew.origin);
    out.push(`<g transform="translate(${o} 0) skewY(${n(a.skew.angle)}) translate(-${o} 0)">`);
  }
  out.push(`<g clip-path="url(#${clip})">`);
  if (a.panel) {
    out.push(`<rect x="${n(a.x)}" y="${n(a.y)}" width="${n(a.w)}" height="${n(a.h)}" rx="${n(a.rx)}" fill="${a.ground}"/>`);
  }
  // side view of a curved pack: the label wraps around, its centre drifts to the right
  const sideShift = c.wf < 1 && a.curved ? a.w * 0.18 : 0;
  out.push(`<g transform="translate(${n(sideShift)} 0)">`);
  out.push(back ? backLabel(c, a) : frontLabel(c, a));
  out.push('</g>');
  if (a.curved) {
    out.push(`<rect x="${n(a.x)}" y="${n(a.y)}" width="${n(a.w)}" height="${n(a.h)}" fill="url(#${shadeId})"/>`);
  }
  out.push('</g>');
  if (a.skew) out.push('</g>');
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Contents shown in front of the pack ("content" view).

type ContentKind = 'gelules' | 'softgels' | 'tablets' | 'gummies' | 'powder' | 'drops' | 'sachets';

function contentKind(spec: PackshotSpec): ContentKind {
  const text = `${spec.sublabel ?? ''} ${spec.label}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  if (/gelule/.test(text)) return 'gelules';
  if (/capsule|softgel|perle/.test(text)) return 'softgels';
  if (/comprime|tablet|pastille/.test(text)) return 'tablets';
  if (/gomme|gummies|gummy|gommes|oursons/.test(text)) return 'gummies';
  if (/poudre|\b\d+\s?(g|kg)\b|dose|scoop/.test(text)) return 'powder';
  if (/\bml\b|goutte|ampoule|sirop|liquide/.test(text)) return 'drops';
  if (/sachet|stick/.test(text)) return 'sachets';
  const byShape: Record<PackshotSpec['shape'], ContentKind> = {
    bottle: 'gelules',
    jar: 'gummies',
    box: 'sachets',
    pouch: 'powder',
    tube: 'tablets',
    dropper: 'drops',
    blister: 'tablets',
  };
  return byShape[spec.shape];
}

/** Fixed, hand-placed positions (x, y, rotation) in front of the pack. */
const SPOTS: [number, number, number][] = [
  [240, 856, -18],
  [385, 880, 12],
  [150, 900, 20],
  [505, 910, -8],
  [295, 922, 4],
];

function floorShadow(cx: number, cy: number, rx: number, ry: number, id: (s: string) => string): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#000" opacity="0.2" filter="url(#${id('soft')})"/>`;
}

function gelule(x: number, y: number, rot: number, c: Ctx): string {
  const half = shade(c.accent, 0.05);
  const other = mix(c.color, '#ffffff', 0.55);
  return (
    floorShadow(x + 6, y + 30, 86, 12, c.id) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    `<rect x="-84" y="-30" width="168" height="60" rx="30" fill="${other}"/>` +
    `<path d="M0 -30 L-54 -30 A30 30 0 0 0 -54 30 L0 30 Z" fill="${half}"/>` +
    `<rect x="-84" y="-30" width="168" height="60" rx="30" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>` +
    `<path d="M0 -30 L0 30" stroke="#000" stroke-opacity="0.15" stroke-width="2"/>` +
    `<rect x="-66" y="-20" width="132" height="11" rx="5.5" fill="#ffffff" opacity="0.55"/>` +
    `</g>`
  );
}

function softgel(x: number, y: number, rot: number, c: Ctx): string {
  const gel = c.id('gel');
  return (
    floorShadow(x + 6, y + 28, 80, 12, c.id) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    `<ellipse cx="0" cy="0" rx="78" ry="42" fill="url(#${gel})"/>` +
    `<ellipse cx="0" cy="0" rx="78" ry="42" fill="none" stroke="#8a5a00" stroke-opacity="0.25" stroke-width="2"/>` +
    `<ellipse cx="-22" cy="-18" rx="34" ry="9" fill="#ffffff" opacity="0.7"/>` +
    `<ellipse cx="30" cy="18" rx="20" ry="6" fill="#ffffff" opacity="0.25"/>` +
    `</g>`
  );
}

function tabletShape(x: number, y: number, rot: number, c: Ctx): string {
  const face = mix(c.accent, '#ffffff', 0.78);
  const edge = mix(c.accent, '#ffffff', 0.55);
  return (
    floorShadow(x + 6, y + 30, 80, 12, c.id) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    `<ellipse cx="0" cy="10" rx="76" ry="38" fill="${edge}"/>` +
    `<ellipse cx="0" cy="0" rx="76" ry="38" fill="${face}"/>` +
    `<path d="M-48 0 L48 0" stroke="${shade(c.accent, -0.1)}" stroke-opacity="0.35" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="-24" cy="-16" rx="26" ry="7" fill="#ffffff" opacity="0.8"/>` +
    `</g>`
  );
}

function gummy(x: number, y: number, rot: number, color: string, c: Ctx): string {
  const dark = shade(color, -0.18);
  return (
    floorShadow(x + 6, y + 52, 62, 12, c.id) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})" opacity="0.95">` +
    // a little bear: ears, head, body, paws
    `<circle cx="-26" cy="-58" r="15" fill="${dark}"/><circle cx="26" cy="-58" r="15" fill="${dark}"/>` +
    `<ellipse cx="-38" cy="36" rx="20" ry="17" fill="${dark}"/><ellipse cx="38" cy="36" rx="20" ry="17" fill="${dark}"/>` +
    `<ellipse cx="-40" cy="-2" rx="16" ry="13" fill="${dark}"/><ellipse cx="40" cy="-2" rx="16" ry="13" fill="${dark}"/>` +
    `<ellipse cx="0" cy="14" rx="40" ry="44" fill="${color}"/>` +
    `<circle cx="0" cy="-38" r="33" fill="${color}"/>` +
    `<ellipse cx="-12" cy="-50" rx="12" ry="6" fill="#ffffff" opacity="0.55"/>` +
    `<ellipse cx="-14" cy="4" rx="8" ry="18" fill="#ffffff" opacity="0.3"/>` +
    `</g>`
  );
}

function sachet(x: number, y: number, rot: number, c: Ctx): string {
  return (
    floorShadow(x + 6, y + 34, 130, 14, c.id) +
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${rot})">` +
    `<rect x="-130" y="-30" width="260" height="60" rx="6" fill="${c.color}"/>` +
    `<rect x="-130" y="-30" width="260" height="60" rx="6" fill="#ffffff" opacity="0.12"/>` +
    `<rect x="-130" y="-30" width="24" height="60" fill="${shade(c.color, -0.15)}"/>` +
    `<rect x="106" y="-30" width="24" height="60" fill="${shade(c.color, -0.15)}"/>` +
    `<rect x="-60" y="-30" width="60" height="60" fill="${c.accent}"/>` +
    `<rect x="-130" y="-22" width="260" height="7" fill="#ffffff" opacity="0.3"/>` +
    `</g>`
  );
}

function contents(c: Ctx): string {
  const kind = contentKind(c.spec);
  const out: string[] = [];
  switch (kind) {
    case 'gelules':
      for (const [x, y, r] of SPOTS) out.push(gelule(x, y, r, c));
      break;
    case 'softgels':
      for (const [x, y, r] of SPOTS) out.push(softgel(x, y, r * 0.6, c));
      break;
    case 'tablets':
      for (const [x, y, r] of SPOTS.slice(0, 4)) out.push(tabletShape(x, y, r * 0.4, c));
      break;
    case 'gummies': {
      const colors = [c.accent, mix(c.accent, '#ff7a59', 0.5), mix(c.color, '#f2c14e', 0.5), shade(c.accent, 0.25)];
      const places: [number, number, number][] = [
        [215, 846, -14],
        [365, 866, 10],
        [135, 896, 16],
        [485, 900, -6],
      ];
      places.forEach(([x, y, r], i) => out.push(gummy(x, y, r, colors[i % colors.length] ?? c.accent, c)));
      break;
    }
    case 'powder': {
      const powder = mix(c.color, '#ffffff', 0.72);
      out.push(floorShadow(330, 938, 210, 22, c.id));
      // a spill of powder on the floor
      out.push(`<path d="M360 944 Q420 904 470 910 Q530 904 590 944 Z" fill="${powder}"/>`);
      out.push(`<path d="M410 926 Q450 908 490 914 Q470 918 410 926 Z" fill="${shade(powder, 0.45)}"/>`);
      for (const [x, y, r] of [[350, 936, 5], [610, 940, 4], [335, 946, 3], [630, 932, 3]] as const) {
        out.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${powder}"/>`);
      }
      // scoop: handle, bowl, mound
      out.push(
        `<g transform="rotate(-8 300 880)">` +
          `<rect x="80" y="868" width="170" height="26" rx="13" fill="${shade(c.accent, 0.1)}"/>` +
          `<path d="M220 850 L400 850 Q404 930 310 934 Q216 930 220 850 Z" fill="${c.accent}"/>` +
          `<path d="M224 856 Q310 800 396 856 Z" fill="${powder}"/>` +
          `<ellipse cx="310" cy="852" rx="88" ry="16" fill="${shade(powder, -0.06)}"/>` +
          `<path d="M236 852 Q300 806 384 850 Q320 838 236 852 Z" fill="${shade(powder, 0.35)}"/>` +
          `<rect x="236" y="870" width="14" height="44" rx="7" fill="#ffffff" opacity="0.3"/>` +
          `</g>`,
      );
      break;
    }
    case 'drops': {
      const liquid = mix(c.accent, '#f0b429', 0.35);
      out.push(floorShadow(330, 926, 170, 16, c.id));
      // a spoon holding a few drops of the liquid, and two drops beside it
      out.push(
        `<rect x="100" y="896" width="190" height="22" rx="11" fill="#d9dde2" transform="rotate(-6 200 907)"/>` +
          `<ellipse cx="370" cy="900" rx="110" ry="40" fill="#e7eaee"/>` +
          `<ellipse cx="370" cy="896" rx="92" ry="28" fill="#c9ced6"/>` +
          `<ellipse cx="376" cy="900" rx="70" ry="19" fill="${liquid}" opacity="0.9"/>` +
          `<ellipse cx="356" cy="894" rx="26" ry="6" fill="#ffffff" opacity="0.7"/>`,
      );
      for (const [x, y, s] of [
        [540, 900, 1],
        [600, 926, 0.7],
      ] as const) {
        out.push(
          `<g transform="translate(${x} ${y}) scale(${s})">` +
            `<path d="M0 -60 C14 -34 34 -12 34 10 A34 34 0 0 1 -34 10 C-34 -12 -14 -34 0 -60 Z" fill="${liquid}" opacity="0.92"/>` +
            `<ellipse cx="-12" cy="4" rx="7" ry="14" fill="#ffffff" opacity="0.6"/>` +
            `</g>`,
        );
      }
      break;
    }
    case 'sachets':
      out.push(sachet(260, 880, -10, c));
      out.push(sachet(380, 936, 8, c));
      break;
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// The document.

/** The drawing of a pack without its backdrop, in the 1000×1000 user space (floor at y = 862). */
export interface PackshotLayers {
  /** Gradients, filters and clip paths the layers refer to (ids are unique to the spec). */
  defs: string;
  /** The pack, its shadow and, for the content view, the contents in front of it. */
  body: string;
}

/**
 * The pack of `spec` as SVG fragments, for composing into other drawings (banners).
 * Pure and deterministic.
 */
export function packshotLayers(spec: PackshotSpec): PackshotLayers {
  const color = toHex(parseHex(spec.color, [46, 125, 92]));
  const accent = toHex(parseHex(spec.accent, [240, 180, 41]));
  const prefix = `p${hash(JSON.stringify(spec)).toString(36)}`;
  const id = (name: string) => `${prefix}-${name}`;
  const c: Ctx = { id, spec: { ...spec, color, accent }, color, accent, wf: spec.view === 'side' ? 0.7 : 1 };
  const pack = (SHAPES[spec.shape] ?? bottle)(c);

  const defs =
    `<radialGradient id="${id('gel')}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffe9a8"/><stop offset="0.55" stop-color="#f2b632"/><stop offset="1" stop-color="#c98600"/></radialGradient>` +
    `<filter id="${id('soft')}" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>` +
    `<filter id="${id('shadow')}" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="18"/></filter>` +
    pack.defs;

  // the pack sits on the floor at y = 862; the content view pushes it back and to the right
  const packTransform =
    spec.view === 'content'
      ? 'translate(130 -6) translate(500 862) scale(0.8) translate(-500 -862)'
      : spec.view === 'side'
        ? spec.shape === 'box'
          ? 'translate(500 862) scale(0.96) translate(-500 -862)'
          : 'translate(500 862) scale(1.1) rotate(-6) translate(-500 -862)'
        : 'translate(500 862) scale(1.1) translate(-500 -862)';

  const shadow =
    `<ellipse cx="500" cy="872" rx="${n(pack.footprint * 1.18)}" ry="30" fill="#1f2623" opacity="0.22" filter="url(#${id('shadow')})"/>` +
    `<ellipse cx="500" cy="864" rx="${n(pack.footprint * 0.96)}" ry="9" fill="#1f2623" opacity="0.25" filter="url(#${id('soft')})"/>`;

  const body =
    `<g transform="${packTransform}">` +
    shadow +
    pack.body +
    label(c, pack.label, spec.view === 'back') +
    pack.front +
    `</g>` +
    (spec.view === 'content'
      ? `<g transform="translate(330 880) scale(1.12) translate(-330 -880)">${contents(c)}</g>`
      : '');
  return { defs, body };
}

/**
 * Draws a product packshot as a standalone SVG document of `size`×`size` pixels, on a light
 * backdrop tinted with the pack colour. Pure and deterministic: the same spec and size always
 * give the same string.
 */
export function drawPackshot(spec: PackshotSpec, size: number): string {
  const px = Math.max(1, Math.round(size));
  const color = toHex(parseHex(spec.color, [46, 125, 92]));
  const bg = `b${hash(`${spec.color}|${spec.shape}`).toString(36)}`;
  const bgTop = mix(color, '#ffffff', 0.93);
  const bgBottom = mix(color, '#f1eee8', 0.86);
  const layers = packshotLayers(spec);
  const title = `${spec.label}${spec.sublabel ? ` – ${spec.sublabel}` : ''}`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 1000 1000">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs>` +
    `<linearGradient id="${bg}-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>` +
    `<radialGradient id="${bg}-halo" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    layers.defs +
    `</defs>` +
    `<rect width="1000" height="1000" fill="url(#${bg}-bg)"/>` +
    `<ellipse cx="500" cy="470" rx="460" ry="420" fill="url(#${bg}-halo)"/>` +
    `<rect x="0" y="862" width="1000" height="138" fill="${mix(bgBottom, '#000000', 0.02)}" opacity="0.5"/>` +
    layers.body +
    `</svg>`
  );
}
