import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/** The browser tests run a production build of their own (several runs may share a machine). */
export default function build(project: TestProject): void {
  const distDir = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
  execFileSync('npx', ['tsx', 'esbuild.config.ts'], { stdio: 'inherit', env: { ...process.env, VITRINE_DIST_DIR: distDir } });
  project.provide('distDir', distDir);
}

declare module 'vitest' {
  export interface ProvidedContext {
    distDir: string;
  }
}
