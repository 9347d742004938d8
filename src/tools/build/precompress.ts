import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** What a browser fetches as text. Source maps are left out: only developer tools read them. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

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

/** Every file under `dir`. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])));
  return nested.flat();
}

export type CompressedSizes = Map<string, { gzip: number; brotli: number }>;

/**
 * Compresses `paths` at once, on libuv's threads, and resolves with their compressed sizes by path. With `write`,
 * .br and .gz go beside each file of 512 bytes or more, so the server never compresses static files per request.
 */
export async function compressFiles(paths: readonly string[], write: boolean): Promise<CompressedSizes> {
  const sizes: CompressedSizes = new Map();
  await Promise.all(
    paths.map(async (path) => {
      const content = await readFile(path);
      const { brotli: br, gzip: gz } = await compress(content);
      if (write && content.length >= 512) await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      sizes.set(path, { gzip: gz.length, brotli: br.length });
    }),
  );
  return sizes;
}

/** Precompresses every compressible file under `dir` (compressFiles); resolves with their sizes. */
export async function precompress(dir: string): Promise<CompressedSizes> {
  return compressFiles((await filesUnder(dir)).filter((path) => COMPRESSIBLE.test(path)), true);
}
