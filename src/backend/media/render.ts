import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, rename, writeFile, type FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { variantKey, type ImageRequest, type OutputFormat } from './params';
import { RenderQueue } from './render-queue';
import { VariantCache } from './variant-cache';

/** An image the media route can serve: drawn as SVG, rasterised once as the original, resized per request. */
export interface MediaSource {
  /** Path under /media, e.g. "catalog/product/o/m/omega-3-front.png". */
  path: string;
  format: OutputFormat;
  draw(): string;
}

export interface RenderedFile {
  /** Open for reading: a variant evicted meanwhile stays readable through it. The reader closes it. */
  handle: FileHandle;
  format: OutputFormat;
  etag: string;
}

export interface MediaOptions {
  /** Bytes the variants under media/cache may take; originals are not counted. Default 256 MB. */
  cacheBytes?: number;
  /** Images drawn at once. Default: one fewer than the cores, at least one. */
  concurrency?: number;
  /** Images waiting to be drawn; one more is refused (503). Default 32. */
  queueLength?: number;
}

export const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;
const DEFAULT_QUEUE_LENGTH = 32;
const EXTENSIONS: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
/** Fits whose output is the box itself: the box is shrunk into the original rather than the image enlarged. */
const BOXED_FITS = new Set(['cover', 'contain', 'fill']);

/** The density at which an SVG is drawn at its own size (sharp reads SVG user units at 72 dpi). */
const SVG_DENSITY = 72;

/**
 * The scale (at most 1) at which to draw a source of `full` size so that the variant loses nothing against one cut
 * from the original: every dimension the request sets is still covered by the drawing, after its crop.
 */
export function drawingScale(request: ImageRequest, full: { width: number; height: number }): number {
  const c = request.crop;
  const cut = !c ? full
    : c.kind === 'size' ? { width: Math.min(c.width, full.width), height: Math.min(c.height, full.height) }
      : full.width / full.height > c.width / c.height
        ? { width: (full.height * c.width) / c.height, height: full.height }
        : { width: full.width, height: (full.width * c.height) / c.width };
  const needed = Math.max(
    request.width !== undefined ? request.width / cut.width : 0,
    request.height !== undefined ? request.height / cut.height : 0,
  );
  if (needed === 0) return 1;
  // A pixel or two more than needed, so that rounding never leaves the drawing a pixel short of the box; and never
  // under sharp's lowest density.
  return Math.min(1, Math.max(1 / SVG_DENSITY, needed + 2 / Math.min(cut.width, cut.height)));
}

/** Writes through a temporary name, so that a reader never sees half a file. */
async function writeAtomic(file: string, data: Buffer): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

function encode(image: sharp.Sharp, format: OutputFormat, quality: number, progressive: boolean): sharp.Sharp {
  if (format === 'jpeg') return image.flatten({ background: '#ffffff' }).jpeg({ quality, progressive, mozjpeg: true });
  if (format === 'webp') return image.webp({ quality });
  return image.png({ compressionLevel: 9 });
}

/** The box scaled down, proportions kept, until it fits in the source: the output never has more pixels. */
function boxWithin(box: { width: number; height: number }, source: { width: number; height: number }) {
  const scale = Math.min(1, source.width / box.width, source.height / box.height);
  return { width: Math.max(1, Math.round(box.width * scale)), height: Math.max(1, Math.round(box.height * scale)) };
}

/**
 * Renders media into the data directory: originals at their media path, variants under media/cache (a cache with a
 * byte budget, least recently used evicted). Each file is made once (concurrent requests for the same one share the
 * work), through a bounded queue, and then read from disk.
 */
export class MediaRenderer {
  private readonly pending = new Map<string, Promise<void>>();
  private readonly queue: RenderQueue;
  private readonly cache: VariantCache;

  constructor(private readonly root: string, options: MediaOptions = {}) {
    // One thread per image and no libvips operation cache: the queue decides how much runs at once.
    sharp.concurrency(1);
    sharp.cache(false);
    this.queue = new RenderQueue(
      options.concurrency ?? Math.max(1, availableParallelism() - 1),
      options.queueLength ?? DEFAULT_QUEUE_LENGTH,
    );
    this.cache = new VariantCache(join(root, 'cache'), options.cacheBytes ?? DEFAULT_CACHE_BYTES);
  }

  /** Bytes the cached variants take. */
  get cacheSize(): number {
    return this.cache.size;
  }

  async original(source: MediaSource): Promise<RenderedFile> {
    const file = await this.originalFile(source);
    return { handle: await open(file), format: source.format, etag: createHash('sha1').update(source.path).digest('hex').slice(0, 16) };
  }

  /** Throws MediaBusyError when the image must be drawn and the queue is full. */
  async variant(source: MediaSource, request: ImageRequest): Promise<RenderedFile> {
    const untouched = request.width === undefined && request.height === undefined && !request.crop
      && request.format === source.format && !request.progressive;
    if (untouched) return this.original(source);
    const hash = createHash('sha1').update(`${source.path}\n${variantKey(request)}`).digest('hex');
    const file = join(this.root, 'cache', hash.slice(0, 2), `${hash}.${EXTENSIONS[request.format]}`);
    // Another request's write may evict the file between its making and its opening: make it again then.
    for (let attempt = 0; ; attempt++) {
      if (!this.cache.has(file) || !existsSync(file)) await this.render(source, request, file);
      try {
        const handle = await open(file);
        this.cache.touch(file);
        return { handle, format: request.format, etag: hash.slice(0, 16) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 2) throw error;
      }
    }
  }

  private async originalFile(source: MediaSource): Promise<string> {
    const file = join(this.root, source.path);
    if (!existsSync(file)) {
      await this.once(file, async () => {
        const image = encode(sharp(Buffer.from(source.draw())), source.format, 95, false);
        await writeAtomic(file, await image.toBuffer());
      });
    }
    return file;
  }

  /**
   * Draws the variant straight from the source's drawing at the scale it needs, not from the original: the drawing
   * is vector, and rasterising it costs in proportion to its pixels (a listing's 320 px card takes about a
   * twentieth of the 1600 px original's work, and on a busy host the original took over a second).
   */
  private async render(source: MediaSource, request: ImageRequest, file: string): Promise<void> {
    await this.once(file, async () => {
      const drawing = Buffer.from(source.draw());
      const full = await sharp(drawing).metadata();
      const scale = drawingScale(request, { width: full.width ?? 1, height: full.height ?? 1 });
      const { data, info } = await sharp(drawing, { density: SVG_DENSITY * scale }).raw().toBuffer({ resolveWithObject: true });
      const raster = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      let image = raster();
      let size = { width: info.width, height: info.height };
      if (request.crop) {
        const c = request.crop;
        const [w, h] = c.kind === 'size'
          ? [Math.min(Math.round(c.width * scale), size.width), Math.min(Math.round(c.height * scale), size.height)]
          : size.width / size.height > c.width / c.height
            ? [Math.round((size.height * c.width) / c.height), size.height]
            : [size.width, Math.round((size.width * c.height) / c.width)];
        const cut = { width: Math.max(1, w), height: Math.max(1, h) };
        image = raster().extract({
          left: Math.floor((size.width - cut.width) / 2), top: Math.floor((size.height - cut.height) / 2), ...cut,
        });
        size = cut;
      }
      if (request.width !== undefined || request.height !== undefined) {
        const box = request.width !== undefined && request.height !== undefined && BOXED_FITS.has(request.fit)
          ? boxWithin({ width: request.width, height: request.height }, size)
          : { width: request.width, height: request.height };
        image = image.resize(box.width, box.height, {
          fit: request.fit,
          withoutEnlargement: true,
          background: request.format === 'jpeg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
        });
      }
      const encoded = await encode(image, request.format, request.quality, request.progressive).toBuffer();
      await writeAtomic(file, encoded);
      this.cache.add(file, encoded.length);
    });
  }

  /** Makes `file` through the queue, once however many requests ask for it meanwhile. */
  private async once(file: string, make: () => Promise<void>): Promise<void> {
    let job = this.pending.get(file);
    if (!job) {
      job = this.queue.run(make).finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    await job;
  }
}
