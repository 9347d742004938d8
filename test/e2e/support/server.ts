import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
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
 * Starts the storefront server as `npm start` does, on a free port, with a fresh data directory (a copy of the one
 * seeded for the run, unless the store views differ); or again on a stopped one's port and data (`again`), as after
 * a restart.
 */
export async function startShop(env: Record<string, string> = {}, again?: RunningShop): Promise<RunningShop> {
  let dataDir = again?.dataDir;
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-'));
    if (env.VITRINE_STORES === undefined) cpSync(inject('seededDataDir'), dataDir, { recursive: true });
  }
  return launch(inject('distDir'), dataDir, again ? new URL(again.url).port : '0', env);
}

/** Seeds a data directory with the built server (started and stopped once) for the shops to copy. */
export async function seedDataDir(distDir: string): Promise<string> {
  const shop = await launch(distDir, mkdtempSync(join(tmpdir(), 'vitrine-e2e-seeded-')), '0', {});
  await shop.stop({ keepData: true });
  return shop.dataDir;
}

async function launch(distDir: string, dataDir: string, port: string, env: Record<string, string>): Promise<RunningShop> {
  const { program, execArgv } = builtServer(distDir);
  const child: ChildProcess = spawn(process.execPath, [...execArgv, program], {
    // Open to any document (VITRINE_GRAPHQL_OPEN=1): the tests make and check data as another device or a tool would,
    // with documents of their own. The pages still send only the ids of the shop's documents: the request policy of
    // openPage (browser.ts) fails a test whose page sends anything else, and trusted-documents.e2e.ts runs them closed.
    env: {
      ...process.env, NODE_ENV: 'production', PORT: port, HOST: '127.0.0.1', VITRINE_DATA_DIR: dataDir, VITRINE_DIST_DIR: distDir,
      VITRINE_GRAPHQL_OPEN: '1', ...env,
    },
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
