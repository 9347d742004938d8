import type { IncomingMessage } from 'node:http';

/**
 * The shop's public origin, from which every absolute URL is built (e-mail links, canonical links, media URLs in
 * answers): PUBLIC_URL, as Magento's `web/secure/base_url`, or `http://localhost:<port>` on a loopback server. Never
 * the request's Host or X-Forwarded-Host: whoever sends those would otherwise choose where a password reset link
 * points.
 */
export function publicOrigin(publicUrl: string | null, req: IncomingMessage): string {
  return publicUrl ?? `http://localhost:${req.socket.localPort ?? 80}`;
}

/**
 * The forwarded headers a backend builds its absolute URLs from, set from the public origin whatever the client sent
 * (the embedded backend and Magento both read X-Forwarded-Host and X-Forwarded-Proto).
 */
export function forwardedHeaders(origin: string): { 'x-forwarded-host': string; 'x-forwarded-proto': string } {
  const url = new URL(origin);
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') };
}
