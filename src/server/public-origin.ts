import type { IncomingMessage } from 'node:http';

/**
 * The shop's public origin, from which every absolute URL is built (e-mail links, canonical links, media URLs in
 * answers): PUBLIC_URL, as Magento's `web/secure/base_url`, or on a loopback server the address and port the request
 * reached (its socket's, which no client chooses): `http://127.0.0.1:8080` by default. Never the request's Host or
 * X-Forwarded-Host: whoever sends those would otherwise choose where a password reset link points.
 */
export function publicOrigin(publicUrl: string | null, req: IncomingMessage): string {
  return publicUrl ?? originOf(req.socket.localAddress ?? '127.0.0.1', req.socket.localPort ?? 80);
}

/** `http://<address>:<port>`, an IPv6 address in brackets and an IPv4 one mapped into IPv6 as itself. */
export function originOf(address: string, port: number): string {
  const host = address.replace(/^::ffff:(?=\d+\.)/, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The forwarded headers a backend builds its absolute URLs from, set from the public origin whatever the client sent
 * (the embedded backend and Magento both read X-Forwarded-Host and X-Forwarded-Proto).
 */
export function forwardedHeaders(origin: string): { 'x-forwarded-host': string; 'x-forwarded-proto': string } {
  const url = new URL(origin);
  return { 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.replace(':', '') };
}
