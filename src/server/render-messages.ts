import type { MessagePort } from 'node:worker_threads';
import type { BackendFeature } from '../domain/feature-names';
import type { EmbedScripts } from '../domain/embeds';
import type { RenderRequest, RenderResult } from './renderer';

/**
 * What the storefront's thread tells a render thread: a page to render (where its queries go, the backend's features
 * as last read), or a purge.
 */
export type ToRenderThread =
  | { type: 'render'; id: number; request: RenderRequest; graphqlUrl: string; features: readonly BackendFeature[] }
  | { type: 'purge'; tags: readonly string[] };

/** What a render thread answers: ready once its renderer has loaded the build, then each render's result. */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'rendered'; id: number; result: RenderResult }
  | { type: 'failed'; id: number; message: string };

/** What a render thread starts with. */
export interface RenderThreadData {
  /** The thread's module (render-thread.ts, or its bundle): thread-entry.mjs imports it once TypeScript loads. */
  entry: string;
  distDir: string;
  embedScripts: EmbedScripts;
  sanitiser: SanitiserLine;
}

/** How a render thread reaches the server's sanitiser (sanitiser-service.ts): its port, and the flag it waits on. */
export interface SanitiserLine {
  port: MessagePort;
  flag: Int32Array;
}
