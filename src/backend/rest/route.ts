import type { IncomingMessage, ServerResponse } from 'node:http';

/** /rest/…: no REST route is served yet; Magento answers an unknown route like this. */
export function handleRest(_req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify({ message: 'Request does not match any route.' });
  res.writeHead(404, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}
