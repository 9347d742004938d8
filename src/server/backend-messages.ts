import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** What the storefront's thread tells the backend's thread: one request at a time in parts, or to close. */
export type ToBackend =
  | {
    type: 'request'; id: number; method: string; url: string; headers: IncomingHttpHeaders;
    /** The shopper's socket, for per-client limits and the origin's scheme. */
    remoteAddress: string; encrypted: boolean;
    /** Epoch ms past which the answer is no longer awaited. */
    deadline: number;
  }
  | { type: 'body'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'abort'; id: number }
  | { type: 'close' };

/** What the backend's thread answers: its paths and schema once started, each response in parts, purges, closed. */
export type FromBackend =
  /** `schema`: the SDL of the schema its /graphql serves. */
  | { type: 'ready'; paths: readonly string[]; schema: string }
  | { type: 'head'; id: number; status: number; headers: OutgoingHttpHeaders }
  | { type: 'data'; id: number; chunk: Uint8Array }
  /** `failed`: the response broke off (the shopper's connection is cut) or, before its head, came past its deadline. */
  | { type: 'end'; id: number; failed?: boolean }
  | { type: 'purge'; tags: string[] }
  | { type: 'closed' };

/** What the backend's thread starts with. */
export interface BackendThreadData {
  /** The thread's module (backend-thread.ts, or its bundle): thread-entry.mjs imports it once TypeScript loads. */
  entry: string;
  dataDir: string;
}
