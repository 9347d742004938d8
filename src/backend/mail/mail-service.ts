import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
}

/** A message as the outbox remembers it, with the instant (ms) it was handed over for sending. */
export interface SentMail extends Mail {
  at: number;
}

export interface MailOptions {
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
/** How many recent messages the outbox keeps for the test hooks. */
const OUTBOX_SIZE = 50;

export const MAIL_DIR = 'mail';

/** A file name safe on any disk, sorting by time: 20301220T100000123Z-0001-password-reset-camille@example.com.eml */
function fileName(mail: Mail, at: number, sequence: number): string {
  const stamp = new Date(at).toISOString().replace(/[-:.]/g, '');
  const recipient = mail.to.replace(/[^\p{L}\p{N}@._+-]/gu, '_').slice(0, 100);
  return `${stamp}-${String(sequence % 10000).padStart(4, '0')}-${mail.kind}-${recipient}.eml`;
}

/**
 * Sends the shop's e-mail through nodemailer: by default each message is written as an .eml file under
 * <dataDir>/mail/, with SMTP_URL through that server. Sending never throws: a failure is logged and reported as
 * false, as Magento reports a reset e-mail it could not send.
 */
export class MailService {
  private readonly transport;
  private readonly folder: string | null;
  private readonly outbox: SentMail[] = [];
  private readonly pending = new Set<Promise<boolean>>();
  private sequence = 0;

  constructor(private readonly options: MailOptions) {
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

  /** Sends `mail`; true once the transport took it, false (logged) on failure or after SEND_TIMEOUT_MS. */
  send(mail: Mail, now: number): Promise<boolean> {
    const sequence = ++this.sequence;
    this.outbox.push({ ...mail, at: now });
    if (this.outbox.length > OUTBOX_SIZE) this.outbox.shift();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Sending the ${mail.kind} e-mail took over ${SEND_TIMEOUT_MS} ms`)), SEND_TIMEOUT_MS);
    });
    const sent = Promise.race([this.deliver(mail, now, sequence), timeout])
      .then(() => true, (error: unknown) => {
        this.options.log(new Error(`Could not send the ${mail.kind} e-mail to ${mail.to}`, { cause: error }));
        return false;
      })
      .finally(() => {
        clearTimeout(timer);
        this.pending.delete(sent);
      });
    this.pending.add(sent);
    return sent;
  }

  /** The newest message handed over for sending, to `to` (any case) or to anyone. */
  latest(to?: string): SentMail | undefined {
    const wanted = to?.trim().toLowerCase();
    for (let i = this.outbox.length - 1; i >= 0; i--) {
      const mail = this.outbox[i]!;
      if (wanted === undefined || mail.to.toLowerCase() === wanted) return mail;
    }
    return undefined;
  }

  /** Lets the messages under way finish (each is bounded), then closes the transport. */
  async close(): Promise<void> {
    await Promise.all(this.pending);
    this.transport.close();
  }

  private async deliver(mail: Mail, now: number, sequence: number): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.options.from(), to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, date: new Date(now),
      ...(mail.replyTo && { replyTo: mail.replyTo }),
    });
    if (this.folder === null) return;
    await mkdir(this.folder, { recursive: true });
    // Written aside, then renamed: whoever lists the folder (a person, a test) never opens a half-written message.
    const name = fileName(mail, now, sequence);
    await writeFile(join(this.folder, `.${name}.part`), (info as { message: Buffer }).message);
    await rename(join(this.folder, `.${name}.part`), join(this.folder, name));
  }
}
