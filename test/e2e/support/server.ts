import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { builtServer } from '../../../src/tools/built-server';

export interface RunningShop {
  url: string;
  dataDir: string;
  output: () => string;
  /** Stops the server; its data directory goes too unless `keepData` (to start it again on the same data). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/**
 * Starts the storefront server as `npm start` does, on a free port, with a fresh data directory; or again on a
 * stopped one's port and data (`again`), as after a restart.
 */
export async function startShop(env: Record<string, string> = {}, again?: RunningShop): Promise<RunningShop> {
  const dataDir = again?.dataDir ?? mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
  const port = again ? new URL(again.url).port : '0';
  const { program, execArgv } = builtServer(inject('distDir'));
  const child: ChildProcess = spawn(process.execPath, [...execArgv, program], {
    env: { ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', VITRINE_DATA_DIR: dataDir, VITRINE_DIST_DIR: inject('distDir'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The shop did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`The shop exited with ${code}:\n${output}`)));
  });
  return {
    url,
    dataDir,
    output: () => output,
    stop: ({ keepData = false } = {}) =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!keepData) rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
