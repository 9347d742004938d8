import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtServer } from './built-server';

// Several storefront nodes behind Varnish, as a shop that outgrew one machine runs: node 1 runs the embedded backend
// (and serves it to node 2 on a port of its own, as a Magento would be reached), node 2 nothing but the storefront;
// Varnish, with the repository's VCL, caches their public pages and is purged by tag when the backend changes them.

export const VCL_FILE = 'deploy/varnish/default.vcl';

export interface StackNode {
  url: string;
  /** Stops the node (SIGTERM), as a failed machine or a rolling deploy would. */
  stop(): Promise<void>;
  output(): string;
}

export interface Stack {
  /** Varnish: the shop's address. */
  url: string;
  nodes: [StackNode, StackNode];
  /** Varnish's counters (varnishstat), e.g. MAIN.backend_req: the fetches it sent to the nodes. */
  counters(): Record<string, number>;
  stop(): Promise<void>;
}

export interface StackOptions {
  distDir: string;
  /** Varnish's port; 0: a free one. */
  port?: number;
  /** The shop's public origin; by default Varnish's address. */
  publicUrl?: string;
  /** The embedded backend's data; by default a new directory, removed on stop. */
  dataDir?: string;
  /** More environment for both nodes (VITRINE_RENDER_THREADS, CACHE_DEBUG…). */
  env?: Record<string, string>;
  /** Varnish's cache size (its -s malloc). */
  cacheSize?: string;
}

/** A port no one listens on now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Whether Debian's varnish is installed (apt-get install varnish). */
export function hasVarnish(): boolean {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}

/** The repository's VCL with the two nodes' ports in place of its defaults. */
export function stackVcl(node1Port: number, node2Port: number): string {
  return readFileSync(VCL_FILE, 'utf8').replace('.port = "8081"', `.port = "${node1Port}"`).replace('.port = "8082"', `.port = "${node2Port}"`);
}

function startNode(distDir: string, env: Record<string, string>, ready: RegExp): Promise<StackNode> {
  const { program, execArgv } = builtServer(distDir);
  const child: ChildProcess = spawn(process.execPath, [...execArgv, program], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', VITRINE_DIST_DIR: resolve(distDir), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`A storefront node did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        done({
          url: `http://127.0.0.1:${env.PORT}`,
          output: () => output,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => fail(new Error(`A storefront node exited with ${code}:\n${output}`)));
  });
}

/** Waits until `url` answers 200 (Varnish up, and a node healthy behind it). */
async function answering(url: string, limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  for (;;) {
    const status = await fetch(url).then((res) => res.status, () => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url} did not answer 200 (last: ${status}).`);
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** Starts node 1 (with the embedded backend), node 2 (reaching it as its Magento), then Varnish in front of both. */
export async function startStack({ distDir, port = 0, publicUrl, dataDir, env = {}, cacheSize = '256m' }: StackOptions): Promise<Stack> {
  const [varnishPort, node1Port, node2Port, backendPort] = await Promise.all([port || freePort(), freePort(), freePort(), freePort()]);
  const work = mkdtempSync(join(tmpdir(), 'vitrine-stack-'));
  // Varnish reads its VCL as its own user.
  chmodSync(work, 0o755);
  const data = dataDir ?? join(work, 'data');
  const url = `http://127.0.0.1:${varnishPort}`;
  const shared = { PUBLIC_URL: publicUrl ?? url, TRUST_PROXY: '1', ...env };
  const started: StackNode[] = [];
  let varnish: ChildProcess | undefined;
  const stop = async () => {
    varnish?.kill('SIGTERM');
    await Promise.all(started.map((node) => node.stop()));
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // Node 1's backend purges node 2's caches, then Varnish's (the order Varnish's next fetch needs).
    started.push(await startNode(distDir, {
      ...shared, PORT: String(node1Port), VITRINE_DATA_DIR: data, BACKEND_PORT: String(backendPort),
      VARNISH_PURGE_URLS: `http://127.0.0.1:${node2Port},${url}`,
    }, /running at/));
    started.push(await startNode(distDir, { ...shared, PORT: String(node2Port), MAGENTO_URL: `http://127.0.0.1:${backendPort}` }, /running at/));
    const vcl = join(work, 'default.vcl');
    writeFileSync(vcl, stackVcl(node1Port, node2Port));
    let log = '';
    varnish = spawn('varnishd', ['-F', '-n', join(work, 'varnish'), '-a', `127.0.0.1:${varnishPort}`, '-f', vcl, '-s', `malloc,${cacheSize}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    varnish.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    varnish.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await answering(`${url}/robots.txt`).catch((error: Error) => {
      throw new Error(`${error.message}\nvarnishd:\n${log}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    nodes: started as [StackNode, StackNode],
    counters() {
      const out = spawnSync('varnishstat', ['-n', join(work, 'varnish'), '-1', '-j'], { encoding: 'utf8' }).stdout;
      const { counters } = JSON.parse(out) as { counters: Record<string, { value: number }> };
      return Object.fromEntries(Object.entries(counters).map(([name, { value }]) => [name, value]));
    },
    stop,
  };
}
