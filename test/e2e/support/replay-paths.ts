import type { Locator, Page } from 'playwright-core';
import type { AnyMachineSnapshot } from 'xstate';
import { describePath, type ModelPath } from '../../harness/model';
import { graphqlAt } from './customers';

// What the account machines' replays share: their paths titled as the model tests title them, the number of paths
// replayed at once, and the page read as a shopper or a screen reader reads it.

export type Step = ModelPath['steps'][number];
export const stateOf = (step: Step) => step.state as AnyMachineSnapshot;

/** Each path with its test's title; two paths whose payloads differ past what the title shows get a number. */
export function titledPaths(paths: ModelPath[]): { path: ModelPath; title: string }[] {
  const titles = new Map<string, number>();
  return paths.map((path) => {
    const described = describePath(path);
    const seen = (titles.get(described) ?? 0) + 1;
    titles.set(described, seen);
    return { path, title: seen > 1 ? `${described} (${seen})` : described };
  });
}

/** Runs work at most `parallel` at a time (each path in its own browser context). */
export function slots(parallel: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (work) => {
    if (running >= parallel) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
}

/** Text as the page writes it, with fr-FR's no-break spaces made plain. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What a screen reader reads as a field's description (its message or hint): the texts its aria-describedby names. */
export function descriptionOf(field: Locator): Promise<string[]> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => (document.getElementById(id)?.textContent ?? '').replace(/\s+/g, ' ').trim()),
  );
}

/** The alerts the page announces, in its main region (the form's refusal), as text. */
export async function alertsIn(page: Page): Promise<string[]> {
  return (await page.getByRole('main').getByRole('alert').allTextContents()).map(plain);
}

/** The browser's stored customer token (spec §3 `signin_token`), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  const entry = await page.evaluate(() => localStorage.getItem('vitrine-persistence__signin_token'));
  return entry ? (JSON.parse(entry) as { value: string }).value : null;
}

/** What the backend says of a customer token: its customer's e-mail, or its refusal's message. */
export async function tokenAnswer(shopUrl: string, token: string): Promise<string> {
  const answer = await graphqlAt<{ customer: { email: string } }>(shopUrl, 'query { customer { email } }', {}, token);
  return answer.data?.customer?.email ?? answer.errors?.[0]?.message ?? 'no answer';
}
