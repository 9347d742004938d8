import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream';
import { drawBanner } from '../seed/banner';
import { drawPackshot } from '../seed/packshot';
import type { Services } from '../services';
import { ImageParamError, parseImageParams, type OutputFormat } from './params';
import { MediaRenderer, type MediaOptions, type MediaSource } from './render';
import { logRefusal } from '../http/refusal-log';
import { MediaBusyError } from './render-queue';

/** Pixel size packshot originals are drawn at: the largest the storefront asks for is 1600 (zoom). */
export const PACKSHOT_SIZE = 1600;
const PRODUCT_PREFIX = 'catalog/product/';
const CMS_PREFIX = 'wysiwyg/';
/** Seconds a client is asked to wait when the drawing queue is full: about what a few large images take. */
const RETRY_AFTER_SECONDS = 2;
const CONTENT_TYPES: Record<OutputFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

function formatOf(path: string): OutputFormat {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'jpg' || extension === 'jpeg' ? 'jpeg' : extension === 'webp' ? 'webp' : 'png';
}

function plain(res: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(message),
    ...extra,
  });
  res.end(message);
}

/**
 * /media/…: product packshots (catalog/product/…) and CMS images (wysiwyg/…), drawn from the seed's drawings,
 * resized and converted per the URL's parameters, cached on disk, served with long-lived cache headers.
 */
export class MediaRoute {
  private readonly renderer: MediaRenderer;

  constructor(dataDir: string, private readonly services: Services, options: MediaOptions = {}) {
    this.renderer = new MediaRenderer(join(dataDir, 'media'), options);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      plain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname.replace(/^\/media\//, ''));
    } catch {
      plain(res, 404, 'Not found');
      return;
    }
    const source = path.split('/').some((s) => s === '..' || s === '.' || s === '') || path.includes('\0') ? undefined : this.source(path);
    if (!source) {
      plain(res, 404, 'Not found');
      return;
    }
    let request;
    try {
      request = parseImageParams(url.searchParams, String(req.headers.accept ?? ''), source.format);
    } catch (error) {
      if (error instanceof ImageParamError) {
        plain(res, 400, error.message);
        return;
      }
      throw error;
    }
    let rendered;
    try {
      rendered = await this.renderer.variant(source, request);
    } catch (error) {
      if (error instanceof MediaBusyError) {
        logRefusal('the drawing queue is full', req.method ?? 'GET', req.url ?? '/');
        plain(res, 503, 'Too many images are being drawn: retry shortly.', { 'Retry-After': String(RETRY_AFTER_SECONDS) });
        return;
      }
      throw error;
    }
    const { handle } = rendered;
    const etag = `"${rendered.etag}"`;
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[rendered.format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      ...(request.variesOnAccept ? { Vary: 'Accept' } : {}),
    };
    if (req.headers['if-none-match'] === etag) {
      await handle.close();
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let size;
    try {
      ({ size } = await handle.stat());
    } catch (error) {
      await handle.close();
      throw error;
    }
    res.writeHead(200, { ...headers, 'Content-Length': size });
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    // The stream closes the handle when it ends, fails or the client goes away.
    pipeline(handle.createReadStream(), res, () => {});
  }

  private source(path: string): MediaSource | undefined {
    if (path.startsWith(PRODUCT_PREFIX)) {
      const drawing = this.services.products.drawingFor(`/${path.slice(PRODUCT_PREFIX.length)}`);
      return drawing && { path, format: formatOf(path), draw: () => drawPackshot(drawing, PACKSHOT_SIZE) };
    }
    if (path.startsWith(CMS_PREFIX)) {
      const image = this.services.cms.image(path);
      return image && { path, format: formatOf(path), draw: () => drawBanner(image) };
    }
    return undefined;
  }
}
