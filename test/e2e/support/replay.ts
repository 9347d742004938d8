import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from 'playwright-core';
import { qaRecordDir } from '../../../src/tools/qa/records';
import { screenshot } from './browser';
import { sentOperation } from './operations';

// What a browser replay of a chart's paths needs: the page's GraphQL requests held until the path says how the
// service answers (the real backend's answer, or a real failure on the way), a shop's data made through its own
// GraphQL API, and a screenshot of a failed step where QA's report finds it.

/** The operation a GraphQL request of the page carries (`query Cart(…)` → Cart). */
const operationOf = (route: Route): string => sentOperation(route.request())?.name ?? '(anonymous)';

/** Requests other than GraphQL's that a gate holds: a URL pattern, and the name of a request (null: not held). */
export type OtherRequests = [pattern: string, name: (url: URL) => string | null][];

/**
 * Holds the page's next requests of named operations until the test lets them go to the backend or fails them as
 * a network does (a dropped connection, a 500). Requests of other operations, and those beyond what was asked
 * for, go as they are.
 */
export class GraphqlGate {
  private readonly armed = new Map<string, number>();
  private readonly held = new Map<string, Route[]>();
  private readonly failing = new Set<string>();
  private readonly waiters: (() => void)[] = [];

  /**
   * The gate on a page's GraphQL requests, named by their operation, and on `others`: requests matching a URL pattern
   * (REST calls, a payment page), each named by `name`, or let go when it answers null.
   */
  static async on(page: Page, others: OtherRequests = []): Promise<GraphqlGate> {
    const gate = new GraphqlGate();
    await page.route('**/graphql**', (route) => gate.handle(route, operationOf(route)));
    for (const [pattern, name] of others) {
      await page.route(pattern, (route) => {
        const named = name(new URL(route.request().url()));
        return named === null ? route.continue().catch(() => undefined) : gate.handle(route, named);
      });
    }
    return gate;
  }

  private async handle(route: Route, name: string): Promise<void> {
    if (this.failing.has(name)) return route.abort('connectionreset').catch(() => undefined);
    const armed = this.armed.get(name) ?? 0;
    if (armed === 0) return route.continue().catch(() => undefined);
    this.armed.set(name, armed - 1);
    this.held.set(name, [...(this.held.get(name) ?? []), route]);
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** The next `count` requests of `name` wait for the test. */
  hold(name: string, count = 1): void {
    this.armed.set(name, (this.armed.get(name) ?? 0) + count);
  }

  /** Whether a request of `name` is waiting. */
  isHeld(name: string): boolean {
    return (this.held.get(name)?.length ?? 0) > 0;
  }

  /** Waits until the page has sent a request of `name` (held). */
  async arrived(name: string, timeout = 15_000): Promise<void> {
    const deadline = Date.now() + timeout;
    while (!this.isHeld(name)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`The page sent no ${name} request.`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private async take(name: string): Promise<Route> {
    await this.arrived(name);
    return this.held.get(name)!.shift()!;
  }

  /** The held request goes on to the backend, which answers it. */
  async pass(name: string): Promise<void> {
    await (await this.take(name)).continue();
  }

  /** The held request fails on its way: the connection drops, or a proxy answers 500. */
  async fail(name: string, how: 'dropped' | '500'): Promise<void> {
    const route = await this.take(name);
    if (how === 'dropped') await route.abort('connectionreset');
    else await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'Internal Server Error' }] }) });
  }

  /** The held request reaches the backend, which acts on it; its answer is lost on the way back (the connection drops). */
  async lose(name: string): Promise<void> {
    const route = await this.take(name);
    await route.fetch();
    await route.abort('connectionreset');
  }

  /** The backend stays out of reach for `name`: the held request and every try after it drop (a query is retried). */
  async unreachable(name: string): Promise<void> {
    this.failing.add(name);
    if (this.isHeld(name) || (this.armed.get(name) ?? 0) > 0) {
      this.armed.set(name, 0);
      await this.fail(name, 'dropped').catch(() => undefined);
    }
  }

  /** The backend is within reach again for `name` (the network is back): its next requests go, or wait if held. */
  reachable(name: string): void {
    this.failing.delete(name);
  }
}

/** A GraphQL call to the shop's backend from the test (setting up a shopper's data); throws on any error. */
export async function graphql<T>(url: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (answer.errors?.length || !answer.data) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A test hook of the backend (src/backend/testing/hooks.ts). */
export async function testHook(url: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${url}/__test__/${path}`, {
    method: 'POST',
    ...(body !== undefined && { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/**
 * A failed step's screenshot: under `$QA_RECORD/screenshots/` (named relative to that directory, as the record keeps
 * it) when QA's report is being made, else with the suite's other artifacts.
 */
export async function failureScreenshot(page: Page, title: string, step: number): Promise<string | undefined> {
  const name = `${createHash('sha1').update(title).digest('hex').slice(0, 16)}-step-${step}`;
  const dir = qaRecordDir();
  try {
    if (!dir) return await screenshot(page, `replay-${name}`, { fullPage: false });
    mkdirSync(join(dir, 'screenshots'), { recursive: true });
    await page.screenshot({ path: join(dir, 'screenshots', `${name}.png`) });
    return `screenshots/${name}.png`;
  } catch {
    // A page already closed has nothing left to show.
    return undefined;
  }
}
