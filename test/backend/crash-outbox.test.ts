// Every order confirmation is sent exactly once, even across a crash: the backend is killed (SIGKILL) while 120
// payments are under way, then started again on the same data; each order answered paid, and each order paid at all,
// has exactly one confirmation, none lost and none doubled (the outbox, mail/mail-service.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CARDS, payGuest, query, readyGuestCart, type RestReply } from './checkout-support';
import { gqlAt, type BackendAt } from './helpers';

const PAYMENTS = 120;
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-crash-'));
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the backend process on the data directory; resolves once it listens. */
function startProcess(): Promise<{ child: ChildProcess; backend: BackendAt }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/backend-process.ts'), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening (\S+)/.exec(output)?.[1];
      if (url) resolve({ child, backend: { url, dataDir, gql: gqlAt(url) } });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code, signal) => reject(new Error(`The backend process ended (${code ?? signal}):\n${output}`)));
  });
}

const confirmations = () => {
  const folder = join(dataDir, 'mail');
  return readdirSync(folder).filter((name) => name.includes('-order-confirmation-') && name.endsWith('.eml')).map((name) => readFileSync(join(folder, name), 'utf8'));
};

test(`SIGKILL during ${PAYMENTS} payments, then a restart: every order paid has exactly one confirmation`, async () => {
  const first = await startProcess();
  await fetch(`${first.backend.url}/__test__/stock/MELA-1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"qty":10000}' });
  const carts: string[] = [];
  while (carts.length < PAYMENTS) carts.push(...(await Promise.all(Array.from({ length: 10 }, () => readyGuestCart(first.backend)))));

  // All at once; the process is killed 150 ms after the first answer, with the others under way.
  let firstAnswer!: () => void;
  const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
  const payments = carts.map((cartId) => payGuest(first.backend, cartId, CARDS.authorised).then((reply) => (firstAnswer(), reply), () => null));
  await answered;
  await new Promise((resolve) => setTimeout(resolve, 150));
  first.child.kill('SIGKILL');
  const replies = (await Promise.all(payments)).filter((reply): reply is RestReply => reply?.status === 200);
  const answeredPaid = replies.map((reply) => Number(reply.body));

  const second = await startProcess();
  // What the crash left in the outbox goes out at start.
  await expect.poll(() => query<{ n: number }>(second.backend, 'SELECT COUNT(*) AS n FROM mail_outbox WHERE sent_at IS NULL')[0]!.n, { timeout: 30_000 }).toBe(0);
  const paid = query<{ entity_id: number; increment_id: string }>(second.backend, "SELECT entity_id, increment_id FROM sales_order WHERE state = 'processing'");
  const mails = confirmations();
  console.info(`${PAYMENTS} payments: ${answeredPaid.length} answered paid before the kill, ${paid.length} orders paid, ${mails.length} confirmations`);

  expect(answeredPaid.length).toBeGreaterThan(0);
  expect(paid.map((order) => order.entity_id)).toEqual(expect.arrayContaining(answeredPaid));
  for (const order of paid) expect(mails.filter((mail) => mail.includes(order.increment_id)), order.increment_id).toHaveLength(1);
  expect(mails).toHaveLength(paid.length);
  second.child.kill('SIGKILL');
}, 120_000);
