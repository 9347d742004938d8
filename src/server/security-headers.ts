import type { ServerResponse } from 'node:http';

import { randomBytes } from 'node:crypto';

// Everything the shop loads comes from its own origin: the app, its styles, /graphql, /rest and /media.
// Styles set through the DOM (React's style prop) are not inline stylesheets and need no 'unsafe-inline'; the
// few <style> elements react-aria adds carry the page's nonce, which it reads from <meta property="csp-nonce">.
const csp = (nonce: string | undefined) => [
  "default-src 'self'",
  "script-src 'self'",
  nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
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

/** Security headers for any response; pass the nonce of an HTML page that carries one. */
export function setSecurityHeaders(res: ServerResponse, nonce?: string): void {
  res.setHeader('Content-Security-Policy', csp(nonce));
  for (const [name, value] of Object.entries(HEADERS)) res.setHeader(name, value);
}
