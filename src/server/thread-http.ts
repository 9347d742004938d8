import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Readable, Writable } from 'node:stream';
import type { FromBackend, ToBackend } from './backend-messages';

type RequestMessage = Extract<ToBackend, { type: 'request' }>;

/**
 * The request as the backend reads an IncomingMessage: method, url, headers, socket address, a body stream that
 * emits 'aborted' when the shopper goes away. `deadline` is when the storefront stops waiting for the answer.
 */
export class ThreadRequest extends Readable {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly socket: { remoteAddress: string; encrypted: boolean };
  readonly deadline: number;

  constructor(message: RequestMessage) {
    super();
    this.method = message.method;
    this.url = message.url;
    this.headers = message.headers;
    this.socket = { remoteAddress: message.remoteAddress, encrypted: message.encrypted };
    this.deadline = message.deadline;
  }

  override _read(): void {}

  abort(): void {
    this.emit('aborted');
    this.destroy();
  }
}

/** The response as the backend writes a ServerResponse; its head and chunks go to the storefront as messages. */
export class ThreadResponse extends Writable {
  statusCode = 200;
  headersSent = false;
  /** By lowercase name: the name as the backend wrote it, and its value. */
  private readonly headers = new Map<string, { name: string; value: OutgoingHttpHeaders[string] }>();
  private ended = false;

  constructor(private readonly id: number, private readonly post: (message: FromBackend) => void) {
    super();
  }

  setHeader(name: string, value: OutgoingHttpHeaders[string]): this {
    this.headers.set(name.toLowerCase(), { name, value });
    return this;
  }

  getHeader(name: string): OutgoingHttpHeaders[string] {
    return this.headers.get(name.toLowerCase())?.value;
  }

  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }

  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }

  writeHead(status: number, headers: OutgoingHttpHeaders = {}): this {
    this.statusCode = status;
    for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    this.sendHead();
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    this.sendHead();
    this.post({ type: 'data', id: this.id, chunk });
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.sendHead();
    this.ended = true;
    this.post({ type: 'end', id: this.id });
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    if (!this.ended) {
      this.ended = true;
      this.post({ type: 'end', id: this.id, failed: true });
    }
    done(error);
  }

  private sendHead(): void {
    if (this.headersSent) return;
    this.headersSent = true;
    this.post({ type: 'head', id: this.id, status: this.statusCode, headers: Object.fromEntries([...this.headers.values()].map(({ name, value }) => [name, value])) });
  }
}
