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
// images and frames. No one may frame the shop, but the admin's preview page may frame a page it opens in a frame
// (frameAncestors).
const VIDEO_PLAYERS = Object.values(VIDEO_PLAYER_ORIGINS).join(' ');
const withOrigins = (sources: string, origins: readonly string[]) => [sources, ...origins].join(' ');

const csp = ({ nonce, frameSrc, frameAncestors, embedOrigins = [] }: PagePolicy) => [
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

/** What a response's CSP allows beyond the shop's own origin. */
export interface PagePolicy {
  /** The nonce of an HTML page. */
  nonce?: string;
  /** The frame source of a page that frames 3-D Secure pages. */
  frameSrc?: string;
  /** Who may frame a page the admin previews. */
  frameAncestors?: string;
  /** The origins of the widgets a page shows. */
  embedOrigins?: readonly string[];
}

/** Security headers for any response (HSTS when `https`), with what its page's CSP allows. */
export function setSecurityHeaders(res: ServerResponse, https: boolean, policy: PagePolicy = {}): void {
  res.setHeader('Content-Security-Policy', csp(policy));
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
  // X-Frame-Options cannot name another origin: the CSP's frame-ancestors says who may frame this one.
  if (policy.frameAncestors) res.removeHeader('X-Frame-Options');
  if (https) res.setHeader('Strict-Transport-Security', HSTS);
}
