import type { IncomingMessage, ServerResponse } from 'node:http';

import { randomBytes } from 'node:crypto';
import { VIDEO_PLAYER_ORIGINS } from '../domain/video-player';
import { loadsOwnDocument } from '../domain/route-table';

// Everything the shop loads comes from its own origin: the app, its styles, /graphql, /rest and /media.
// Styles set through the DOM (React's style prop) are not inline stylesheets and need no 'unsafe-inline'; the
// few <style> elements react-aria adds carry the page's nonce, which it reads from <meta property="csp-nonce">.
// Frames are refused except on checkout pages, which frame the card issuer's 3-D Secure pages (frameSrc), and on the
// other pages the video hosts' players, which CMS content may show anywhere (their addresses are built from a
// video's id, never taken from content: src/domain/content-rules.ts). A page showing third-party widgets (CMS
// content's social feed or reviews) also allows their scripts' origins (embedOrigins), for their scripts, data,
// images and frames.
const VIDEO_PLAYERS = Object.values(VIDEO_PLAYER_ORIGINS).join(' ');
const withOrigins = (sources: string, origins: readonly string[]) => [sources, ...origins].join(' ');

const csp = (nonce: string | undefined, frameSrc: string | undefined, embedOrigins: readonly string[]) => [
  "default-src 'self'",
  withOrigins("script-src 'self'", embedOrigins),
  nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
  withOrigins("img-src 'self' data: blob:", embedOrigins),
  "font-src 'self'",
  withOrigins("connect-src 'self'", embedOrigins),
  "manifest-src 'self'",
  "worker-src 'self'",
  `frame-src ${frameSrc ?? (nonce ? withOrigins(VIDEO_PLAYERS, embedOrigins) : "'none'")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
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

/** Two years, as browsers' preload lists ask; sent only on HTTPS, where a browser heeds it. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Whether the shopper reached the shop over HTTPS: a TLS socket, or a trusted TLS proxy in front saying so. */
export function overHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted === true) return true;
  return trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}

/**
 * Security headers for any response (HSTS when `https`); pass the nonce of an HTML page that carries one, the frame source of a
 * page that frames 3-D Secure pages, and the origins of the widgets a page shows.
 */
export function setSecurityHeaders(res: ServerResponse, https: boolean, nonce?: string, frameSrc?: string, embedOrigins: readonly string[] = []): void {
  res.setHeader('Content-Security-Policy', csp(nonce, frameSrc, embedOrigins));
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
}
