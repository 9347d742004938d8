import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from './server';

/** Where the browser tests' builds go: inside the project, where the built server finds its packages. */
const BUILDS = join('node_modules', '.cache', 'vitrine-e2e');

/**
 * The browser tests run a production build of their own (several runs may share a machine), removed after them, and
 * a data directory its server seeded once: each file's shop starts on a copy of it rather than seeding its own.
 */
export default async function build(project: TestProject): Promise<() => void> {
  mkdirSync(BUILDS, { recursive: true });
  const distDir = resolve(mkdtempSync(join(BUILDS, 'dist-')));
  execFileSync('npx', ['tsx', 'esbuild.config.ts'], { stdio: 'inherit', env: { ...process.env, VITRINE_DIST_DIR: distDir } });
  const seeded = await seedDataDir(distDir);
  project.provide('distDir', distDir);
  project.provide('seededDataDir', seeded);
  return () => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(seeded, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
    seededDataDir: string;
  }
}
