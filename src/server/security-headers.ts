import type { IncomingMessage, ServerResponse } from 'node:http';

import { randomBytes } from 'node:crypto';
import { loadsOwnDocument } from '../domain/route-table';

// Everything the shop loads comes from its own origin: the app, its styles, /graphql, /rest and /media.
// Styles set through the DOM (React's style prop) are not inline stylesheets and need no 'unsafe-inline'; the
// few <style> elements react-aria adds carry the page's nonce, which it reads from <meta property="csp-nonce">.
// Frames are refused except on checkout pages, which frame the card issuer's 3-D Secure pages (frameSrc). No one may
// frame the shop, but the admin's preview page may frame a page it opens in a frame (frameAncestors).
const csp = (nonce: string | undefined, frameSrc: string | undefined, frameAncestors: string | undefined) => [
  "default-src 'self'",
  "script-src 'self'",
  nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  `frame-src ${frameSrc ?? "'none'"}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  `frame-ancestors ${frameAncestors ?? "'none'"}`,
].join('; ');

const HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
};

/** The placeholder of public/index.html that each shell response replaces with its own nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Whether a page may frame 3-D Secure pages: checkout's, which load as their own document (the route table). */
export const isCheckoutPath = (pathname: string) => loadsOwnDocument(pathname);

/**
 * The frame-src of checkout pages: the 3-D Secure provider's origin (PAYMENT_3DS_ORIGIN), by default the shop's own
 * ('self', where the embedded backend's payment simulator serves its pages).
 */
export const paymentFrameSource = (providerOrigin: string | null | undefined) => providerOrigin ?? "'self'";

/** The placeholder of public/index.html that each shell response replaces with the admin's origin (or nothing). */
export const ADMIN_ORIGIN_PLACEHOLDER = '__ADMIN_PREVIEW_ORIGIN__';

/**
 * Who may frame an app page: the admin's origin (ADMIN_PREVIEW_ORIGIN, by default the shop's own, whose embedded
 * backend serves the preview page), and only for a page the browser loads into a frame (Sec-Fetch-Dest), which is
 * how the admin previews it; no one otherwise.
 */
export function previewFrameAncestors(req: IncomingMessage, adminOrigin: string | null | undefined): string | undefined {
  return req.headers['sec-fetch-dest'] === 'iframe' ? adminOrigin ?? "'self'" : undefined;
}

/** Two years, as browsers' preload lists ask; sent only on HTTPS, where a browser heeds it. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether the shopper reached the shop over HTTPS: a TLS socket, or a trusted TLS proxy in front saying so. */
export function overHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  return trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/**
 * Security headers for any response (HSTS when `https`); pass the nonce of an HTML page that carries one, the frame source of a
 * page that frames 3-D Secure pages, and who may frame a page the admin previews.
 */
export function setSecurityHeaders(res: ServerResponse, https: boolean, nonce?: string, frameSrc?: string, frameAncestors?: string): void {
  res.setHeader('Content-Security-Policy', csp(nonce, frameSrc, frameAncestors));
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  // X-Frame-Options cannot name another origin: the CSP's frame-ancestors says who may frame this one.
  if (frameAncestors) res.removeHeader('X-Frame-Options');
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
}
