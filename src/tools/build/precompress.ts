import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a browser fetches as text. Source maps are left out: only developer tools read them. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Where builds keep the compressed copies of what they compressed, by content. Hashed chunks rarely change from one
 * build to the next, and brotli at its best quality is most of a build's time: a file already seen costs a read.
 */
export const COMPRESSION_CACHE = 'node_modules/.cache/vitrine/precompressed';
/** The cache's bound on disk: past it, the copies least recently used go first. */
export const COMPRESSION_CACHE_BYTES = 64 * 1024 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface Compressed {
  gzip: Buffer;
  brotli: Buffer;
}

/** `content` as the server sends it precompressed: brotli at its best quality, gzip at level 9. */
export async function compress(content: Buffer): Promise<Compressed> {
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzipped(content, { level: 9 }),
  ]);
  return { brotli: br, gzip: gz };
}

/** A file written whole or not at all: a build running beside this one never reads half of it. */
async function writeWhole(path: string, content: Buffer): Promise<void> {
  const partial = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, content);
  await rename(partial, path);
}

/** `compress`, or the copies a build made of the same content before; what is compressed here is kept for the next. */
async function compressCached(content: Buffer, cacheDir: string): Promise<Compressed> {
  const key = join(cacheDir, createHash('sha256').update(content).digest('hex'));
  try {
    const [br, gz] = await Promise.all([readFile(`${key}.br`), readFile(`${key}.gz`)]);
    const now = new Date();
    // The copies' time says when they were last used: eviction goes by it.
    await Promise.all([utimes(`${key}.br`, now, now), utimes(`${key}.gz`, now, now)]);
    return { brotli: br, gzip: gz };
  } catch {
    const compressed = await compress(content);
    await Promise.all([writeWhole(`${key}.br`, compressed.brotli), writeWhole(`${key}.gz`, compressed.gzip)]);
    return compressed;
  }
}

/** Removes the least recently used copies until the cache holds `maxBytes` or less. */
export async function trimCache(cacheDir: string, maxBytes = COMPRESSION_CACHE_BYTES): Promise<void> {
  const files = await Promise.all(
    (await readdir(cacheDir)).map(async (name) => {
      const { size, mtimeMs } = await stat(join(cacheDir, name)).catch(() => ({ size: 0, mtimeMs: 0 }));
      return { path: join(cacheDir, name), size, mtimeMs };
    }),
  );
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
    if (total <= maxBytes) break;
    await unlink(file.path).catch(() => undefined);
    total -= file.size;
  }
}

/** Every file under `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

/** Compressed sizes by absolute path: esbuild names outputs relative to the working directory, a build's caller maybe not. */
export type CompressedSizes = Map<string, { gzip: number; brotli: number }>;

export interface CompressOptions {
  /** .br and .gz go beside each file of 512 bytes or more, so the server never compresses static files per request. */
  write: boolean;
  /** Keeps compressed copies by content between builds (COMPRESSION_CACHE); without it, everything is compressed. */
  cacheDir?: string;
}

/** Compresses `paths` at once, on libuv's threads, and resolves with their compressed sizes by path. */
export async function compressFiles(paths: readonly string[], { write, cacheDir }: CompressOptions): Promise<CompressedSizes> {
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const sizes: CompressedSizes = new Map();
  await Promise.all(
    paths.map(async (path) => {
      const content = await readFile(path);
      const { brotli: br, gzip: gz } = cacheDir ? await compressCached(content, cacheDir) : await compress(content);
      if (write && content.length >= 512) await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      sizes.set(resolve(path), { gzip: gz.length, brotli: br.length });
    }),
  );
  if (cacheDir) await trimCache(cacheDir);
  return sizes;
}

/** Precompresses every compressible file under `dir` (compressFiles); resolves with their sizes. */
export async function precompress(dir: string, cacheDir?: string): Promise<CompressedSizes> {
  return compressFiles(
    (await filesUnder(dir)).filter((path) => COMPRESSIBLE.test(path)),
    { write: true, ...(cacheDir && { cacheDir }) },
  );
}
