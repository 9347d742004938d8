import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { QaPathRecord } from '../../../test/harness/qa-record';
import type { RecordedPath } from './summary';

/** Every record under `<dir>/raw/<runner>/<machine>/*.json`, each with its directory relative to `dir`. */
export function readRecords(dir: string): RecordedPath[] {
  const raw = join(dir, 'raw');
  if (!existsSync(raw)) return [];
  return readdirSync(raw, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const path = join(raw, file);
      const record = JSON.parse(readFileSync(path, 'utf8')) as QaPathRecord;
      return { ...record, dir: relative(dir, join(path, '..')) };
    });
}
