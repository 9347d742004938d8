import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run dev` on a fresh clone: nothing built yet, no data directory. Among the browser tests, which run one file at
// a time: its two builds would slow the unit tests around it.
describe('the development server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-dev-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'esbuild.config.ts', '--watch'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', VITRINE_DIST_DIR: join(dir, 'dist'), VITRINE_DATA_DIR: join(dir, 'var') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));

  afterAll(() => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds before it starts, then serves pages rendered by the server with the reload script', async () => {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /\(development\) at (http:\/\/\S+),/.exec(output);
        if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
      });
      child.on('exit', (code) => reject(new Error(`the development build exited with ${code}:\n${output}`)));
    });
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<script type="module" src="/__dev/reload.js"></script>');
    expect(html).toMatch(/<div id="root"><div class="shell">/);
  }, 120_000);
});
