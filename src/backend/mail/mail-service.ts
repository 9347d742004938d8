import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database, Statement } from 'better-sqlite3';
import nodemailer from 'nodemailer';

/** A message the shop sends, its kind naming what it is ("welcome", "password-reset"…). */
export interface Mail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes when it is not the sender (a contact message: the shopper who wrote it). */
  replyTo?: string;
  /** Files sent with the message (a customer's data export), as text. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message as the test hooks see it, with the instant (ms) it was handed over for sending. */
export interface SentMail extends Mail {
  at: number;
}

export interface MailOptions {
  /** The database whose outbox (mail_outbox) holds every message until it is delivered. */
  db: Database;
  /** The data directory: messages go to its mail/ folder unless `smtpUrl` is set. */
  dataDir: string;
  /** An SMTP server URL (smtp://user:pass@host:port, smtps://…); unset, messages are written as .eml files. */
  smtpUrl?: string;
  /** The sender, read at each message (the shop's address lives in its configuration). */
  from: () => string;
  log: (error: unknown) => void;
}

/** An SMTP server that stalls must not hold a request: each step and the whole send are bounded. */
const SMTP_TIMEOUT_MS = 10_000;
const SEND_TIMEOUT_MS = 15_000;
/** How many recent messages are kept in memory for the test hooks. */
const RECENT_SIZE = 50;
/** A failed delivery is tried again after a minute, then twice as long each time, at most an hour. */
const RETRY_FIRST_MS = 60_000;
const RETRY_LONGEST_MS = 60 * 60_000;

interface OutboxRow {
  id: number;
  message: string;
  created_at: number;
  sent_at: number | null;
  attempts: number;
  next_attempt_at: number;
}

export const MAIL_DIR = 'mail';

/** A file name safe on any disk, sorting by time: 20301220T100000123Z-0001-password-reset-camille@example.com.eml */
function fileName(mail: Mail, at: number, sequence: number): string {
  const stamp = new Date(at).toISOString().replace(/[-:.]/g, '');
  const recipient = mail.to.replace(/[^\p{L}\p{N}@._+-]/gu, '_').slice(0, 100);
  return `${stamp}-${String(sequence % 10000).padStart(4, '0')}-${mail.kind}-${recipient}.eml`;
}

/**
 * Sends the shop's e-mail through nodemailer: by default each message is written as an .eml file under
 * <dataDir>/mail/, with SMTP_URL through that server. Every message goes through the outbox (mail_outbox): written
 * first, in the caller's transaction when there is one (`queue`), delivered after (`deliver`), marked sent only once
 * delivered. A failed delivery is tried again later, and a restart delivers what a crash left; a message delivered
 * twice (a crash between delivering and marking it) is the same file, or over SMTP the same Message-ID. Sending never
 * throws: a failure is logged and reported as false, as Magento reports a reset e-mail it could not send.
 */
export class MailService {
  private readonly transport;
  private readonly folder: string | null;
  private readonly recent: SentMail[] = [];
  private readonly pending = new Set<Promise<boolean>>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private readonly insert: Statement<[string, string, string, number, number]>;
  private readonly row: Statement<[number], OutboxRow>;
  private readonly due: Statement<[], { id: number; next_attempt_at: number }>;
  private readonly markSent: Statement<[number, number]>;
  private readonly markFailed: Statement<[number, number]>;
  private closed = false;

  constructor(private readonly options: MailOptions) {
    const { db } = options;
    this.insert = db.prepare('INSERT INTO mail_outbox (kind, recipient, message, created_at, next_attempt_at) VALUES (?, ?, ?, ?, ?)');
    this.row = db.prepare('SELECT id, message, created_at, sent_at, attempts, next_attempt_at FROM mail_outbox WHERE id = ?');
    this.due = db.prepare('SELECT id, next_attempt_at FROM mail_outbox WHERE sent_at IS NULL ORDER BY id');
    this.markSent = db.prepare('UPDATE mail_outbox SET sent_at = ? WHERE id = ?');
    this.markFailed = db.prepare('UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ?');
    if (options.smtpUrl) {
      this.folder = null;
      this.transport = nodemailer.createTransport({
        url: options.smtpUrl, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS,
      });
    } else {
      this.folder = join(options.dataDir, MAIL_DIR);
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    }
  }

  /** Where messages are written, or null when they go to an SMTP server. */
  get directory(): string | null {
    return this.folder;
  }

  /** Sends `mail`: queued, then delivered; true once the transport took it, false (logged) on failure or time-out. */
  send(mail: Mail, now: number): Promise<boolean> {
    return this.deliver(this.queue(mail, now));
  }

  /** Writes `mail` to the outbox (within the caller's transaction, if any); `deliver` sends it once that committed. */
  queue(mail: Mail, now: number): number {
    this.recent.push({ ...mail, at: now });
    if (this.recent.length > RECENT_SIZE) this.recent.shift();
    return Number(this.insert.run(mail.kind, mail.to, JSON.stringify(mail), now, now).lastInsertRowid);
  }

  /** Delivers the queued message `id` unless it was already; a failure is logged and tried again later. */
  deliver(id: number): Promise<boolean> {
    const row = this.row.get(id);
    if (!row || row.sent_at !== null) return Promise.resolve(true);
    const mail = JSON.parse(row.message) as Mail;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Sending the ${mail.kind} e-mail took over ${SEND_TIMEOUT_MS} ms`)), SEND_TIMEOUT_MS);
    });
    const sent = Promise.race([this.transmit(mail, row), timeout])
      .then(() => {
        this.markSent.run(Date.now(), id);
        return true;
      }, (error: unknown) => {
        this.options.log(new Error(`Could not send the ${mail.kind} e-mail to ${mail.to}`, { cause: error }));
        const wait = Math.min(RETRY_LONGEST_MS, RETRY_FIRST_MS * 2 ** row.attempts);
        this.markFailed.run(Date.now() + wait, id);
        this.later(id, wait);
        return false;
      })
      .finally(() => {
        clearTimeout(timer);
        this.pending.delete(sent);
      });
    this.pending.add(sent);
    return sent;
  }

  /** At start: delivers what the outbox still holds (a crash or a failure left it), each when it is due. */
  resume(now: number): void {
    for (const { id, next_attempt_at: due } of this.due.all()) {
      if (due <= now) void this.deliver(id);
      else this.later(id, due - now);
    }
  }

  /** The newest message handed over for sending, to `to` (any case) or to anyone. */
  latest(to?: string): SentMail | undefined {
    const wanted = to?.trim().toLowerCase();
    for (let i = this.recent.length - 1; i >= 0; i--) {
      const mail = this.recent[i]!;
      if (wanted === undefined || mail.to.toLowerCase() === wanted) return mail;
    }
    return undefined;
  }

  /** Lets the messages under way finish (each is bounded), then closes the transport; what is left waits in the outbox. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.retries) clearTimeout(timer);
    await Promise.all(this.pending);
    this.transport.close();
  }

  private later(id: number, wait: number): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.retries.delete(timer);
      void this.deliver(id);
    }, wait);
    timer.unref();
    this.retries.add(timer);
  }

  /** The message as the outbox row `row` holds it: its date and Message-ID are the row's, whatever the attempt. */
  private async transmit(mail: Mail, row: OutboxRow): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, date: new Date(row.created_at),
      messageId: `<outbox-${row.id}-${row.created_at}@vitrine.mail>`,
      ...(mail.replyTo && { replyTo: mail.replyTo }),
      ...(mail.attachments && { attachments: mail.attachments }),
    });
    if (this.folder === null) return;
    await mkdir(this.folder, { recursive: true });
    // Written aside, then renamed: whoever lists the folder (a person, a test) never opens a half-written message.
    const name = fileName(mail, row.created_at, row.id);
    await writeFile(join(this.folder, `.${name}.part`), (info as { message: Buffer }).message);
    await rename(join(this.folder, `.${name}.part`), join(this.folder, name));
  }
}
