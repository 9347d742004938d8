// npm run data:reset: recreates the embedded backend's database and media cache in VITRINE_DATA_DIR (default ./var)
// from the seed, then purges everything from the cache hosts of VARNISH_PURGE_URLS (their pages showed the old data).
// Other files in the data directory are left alone.
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createBackend, defaultDataDir } from '../backend/index';
import { DATABASE_FILE } from '../backend/db/open';
import { sendPurges } from '../server/cache-purge';
import { readConfig } from '../server/config';
import { EVERY_TAG } from '../server/tag-pattern';

const dataDir = resolve(defaultDataDir());
for (const suffix of ['', '-wal', '-shm']) rmSync(join(dataDir, `${DATABASE_FILE}${suffix}`), { force: true });
rmSync(join(dataDir, 'media'), { recursive: true, force: true });

const started = Date.now();
const backend = await createBackend({ dataDir });
await backend.close();
console.log(`Data reset: ${join(dataDir, DATABASE_FILE)} created and seeded in ${Date.now() - started} ms; media cache cleared.`);
const { varnishPurgeUrls } = readConfig();
if (varnishPurgeUrls.length > 0) {
  await sendPurges(varnishPurgeUrls, [EVERY_TAG]);
  console.log(`Purged everything from ${varnishPurgeUrls.map((url) => url.origin).join(', ')}.`);
}
