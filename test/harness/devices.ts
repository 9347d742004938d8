import { request } from 'node:http';

// Shoppers on devices of their own, as the server's per-client limits see them: each device a loopback address of
// its own (127.0.0.2 to 127.0.0.254, all this host's), so that a test making twenty accounts is twenty clients, and a
// test of a limit is one client asking again and again.

let last = 1;

/** Another device's address. */
export function anotherDevice(): string {
  last = last >= 254 ? 2 : last + 1;
  return `127.0.0.${last}`;
}

/** A request sent from `device`'s address, answered as fetch answers (fetch cannot choose its source address). */
export function fetchFrom(device: string, url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress: device }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const status = answer.statusCode ?? 0;
        const headers = Object.entries(answer.headers).flatMap(([name, value]) => (value === undefined ? [] : [value].flat().map((v) => [name, v] as [string, string])));
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}
