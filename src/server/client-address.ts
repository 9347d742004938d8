import type { IncomingMessage } from 'node:http';

/**
 * The client every limit counts by (sign-in guesses, order lookups, e-mails asked for): the socket's peer, or behind
 * a trusted proxy (TRUST_PROXY) the address that proxy appended to X-Forwarded-For, its last entry. Earlier entries
 * are the client's own words and never trusted; without the header (a request that did not come through the proxy),
 * the socket again.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const socket = req.socket.remoteAddress ?? '';
  if (!trustProxy) return socket;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : header ?? '').split(',').map((hop) => hop.trim()).filter(Boolean);
  return forwarded.at(-1) ?? socket;
}
