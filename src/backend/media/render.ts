import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { variantKey, type ImageRequest, type OutputFormat } from './params';

/** An image the media route can serve: drawn as SVG, rasterised once as the original, resized per request. */
export interface MediaSource {
  /** Path under /media, e.g. "catalog/product/o/m/omega-3-front.png". */
  path: string;
  format: OutputFormat;
  draw(): string;
}

export interface RenderedFile {
  file: string;
  format: OutputFormat;
  etag: string;
}

const EXTENSIONS: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };

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

/**
 * Renders media into the data directory: originals at their media path, variants under media/cache; each file is
 * made once (concurrent requests for the same one share the work) and then read from disk.
 */
export class MediaRenderer {
  private readonly pending = new Map<string, Promise<void>>();

  constructor(private readonly root: string) {}

  async original(source: MediaSource): Promise<RenderedFile> {
    const file = join(this.root, source.path);
    await this.once(file, async () => {
      const image = encode(sharp(Buffer.from(source.draw())), source.format, 95, false);
      await writeAtomic(file, await image.toBuffer());
    });
    return { file, format: source.format, etag: createHash('sha1').update(source.path).digest('hex').slice(0, 16) };
  }

  async variant(source: MediaSource, request: ImageRequest): Promise<RenderedFile> {
    const original = await this.original(source);
    const untouched = request.width === undefined && request.height === undefined && !request.crop
      && request.format === source.format && !request.progressive;
    if (untouched) return original;
    const key = variantKey(request);
    const hash = createHash('sha1').update(`${source.path}\n${key}`).digest('hex');
    const file = join(this.root, 'cache', hash.slice(0, 2), `${hash}.${EXTENSIONS[request.format]}`);
    await this.once(file, async () => {
      let image = sharp(original.file);
      if (request.crop) {
        const { width = 0, height = 0 } = await image.metadata();
        const c = request.crop;
        const [w, h] = c.kind === 'size'
          ? [Math.min(c.width, width), Math.min(c.height, height)]
          : width / height > c.width / c.height
            ? [Math.round((height * c.width) / c.height), height]
            : [width, Math.round((width * c.height) / c.width)];
        image = sharp(original.file).extract({
          left: Math.floor((width - w) / 2), top: Math.floor((height - h) / 2), width: Math.max(1, w), height: Math.max(1, h),
        });
      }
      if (request.width !== undefined || request.height !== undefined) {
        image = image.resize(request.width, request.height, {
          fit: request.fit,
          background: request.format === 'jpeg' ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
        });
      }
      await writeAtomic(file, await encode(image, request.format, request.quality, request.progressive).toBuffer());
    });
    return { file, format: request.format, etag: hash.slice(0, 16) };
  }

  private async once(file: string, make: () => Promise<void>): Promise<void> {
    if (existsSync(file)) return;
    let job = this.pending.get(file);
    if (!job) {
      job = make().finally(() => this.pending.delete(file));
      this.pending.set(file, job);
    }
    await job;
  }
}
