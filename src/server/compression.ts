import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|graphql-response\+json|javascript|xml)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli first), or null. `q=0` refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

export function appendVary(res: ServerResponse, field: string): void {
  const current = String(res.getHeader('Vary') ?? '');
  const fields = current.split(',').map((f) => f.trim()).filter(Boolean);
  if (!fields.some((f) => f.toLowerCase() === field.toLowerCase())) res.setHeader('Vary', [...fields, field].join(', '));
}

/**
 * Compresses what a handler writes to `res` (the GraphQL, REST and media answers of the backend or of Magento)
 * when the client accepts it and the content type is textual. Static files come precompressed instead.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding || req.method === 'HEAD') return;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (status: number) => ServerResponse;
  let stream: Transform | null = null;
  let decided = false;

  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('Content-Type') ?? '');
    if (res.headersSent || res.getHeader('Content-Encoding') || !COMPRESSIBLE_TYPE.test(type)) return;
    if (res.statusCode === 204 || res.statusCode === 304) return;
    res.setHeader('Content-Encoding', encoding);
    res.removeHeader('Content-Length');
    appendVary(res, 'Accept-Encoding');
    stream =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    stream.on('data', (chunk: Buffer) => write(chunk));
    stream.on('end', () => end());
  };

  res.writeHead = ((status: number, reasonOrHeaders?: string | OutgoingHttpHeaders, headers?: OutgoingHttpHeaders) => {
    const given = typeof reasonOrHeaders === 'object' ? reasonOrHeaders : headers;
    if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = status;
    decide();
    return writeHead(status);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown) => {
    decide();
    return stream ? stream.write(chunk as Buffer) : write(chunk);
  }) as ServerResponse['write'];

  res.end = ((chunk?: unknown) => {
    decide();
    if (!stream) return end(typeof chunk === 'function' ? undefined : chunk);
    if (chunk !== undefined && typeof chunk !== 'function') stream.write(chunk as Buffer);
    stream.end();
    return res;
  }) as ServerResponse['end'];
}
