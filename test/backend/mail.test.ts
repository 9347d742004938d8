// E-mail through SMTP_URL: the shop's messages reach an SMTP server; a server that fails costs a logged error and
// Magento's answer, never a stack trace.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { REQUEST_RESET, createCustomer, mailFiles } from './customer-support';
import { startTestBackend, type TestBackend } from './helpers';

/** Just enough of an SMTP server to take messages: every command is accepted, DATA is kept. */
function smtpServer(): { server: Server; messages: string[] } {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    socket.setEncoding('utf8');
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let data: string | null = null;
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else {
            data += `${line.startsWith('..') ? line.slice(1) : line}\r\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return { server, messages };
}

describe('with SMTP_URL', () => {
  const smtp = smtpServer();
  let t: TestBackend;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    t = await startTestBackend({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  test('messages go to the server, none to files', async () => {
    await createCustomer(t, 'smtp@example.com');
    const reply = await t.gql(REQUEST_RESET, { variables: { email: 'smtp@example.com' } });
    expect(reply.body).toEqual({ data: { requestPasswordResetEmail: true } });
    await expect.poll(() => smtp.messages.length).toBe(2);
    const welcome = smtp.messages.find((m) => /^Subject: Bienvenue chez Vitrine$/m.test(m));
    const reset = smtp.messages.find((m) => m !== welcome);
    expect(welcome).toMatch(/^To: smtp@example\.com$/m);
    expect(reset).toMatch(/^To: smtp@example\.com$/m);
    expect(reset!.replace(/=\r\n/g, '').replace(/=3D/g, '=')).toMatch(/customer\/account\/createPassword\?token=[\w-]{43}/);
    expect(t.backend.hooks.latestMail('smtp@example.com')?.kind).toBe('password-reset');
    expect(mailFiles(t)).toEqual([]);
  });
});

describe('with an SMTP server that cannot be reached', () => {
  let t: TestBackend;
  beforeAll(async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await startTestBackend({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  test('the account is created all the same; a reset request answers false, as Magento does; both are logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const created = await t.gql('mutation { createCustomerV2(input: { firstname: "A", lastname: "B", email: "panne@example.com", password: "Panne-Smtp-2030" }) { customer { email } } }');
    expect(created.body).toEqual({ data: { createCustomerV2: { customer: { email: 'panne@example.com' } } } });
    const reply = await t.gql(REQUEST_RESET, { variables: { email: 'panne@example.com' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { requestPasswordResetEmail: false } });
    await expect.poll(() => logged.mock.calls.length).toBeGreaterThanOrEqual(2);
    expect(logged.mock.calls.map((call) => String(call[1]))).toEqual(expect.arrayContaining([
      'Error: Could not send the welcome e-mail to panne@example.com',
      'Error: Could not send the password-reset e-mail to panne@example.com',
    ]));
    logged.mockRestore();
  });
});
