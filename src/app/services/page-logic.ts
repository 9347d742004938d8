import type { AnyActorLogic } from 'xstate';
import type { ScreenKind } from '../../../machines/pages';
import { appScreens } from '../screens/screens';
import type { DataServices } from './route';
import type { BrowserEffects } from './shop-logic';

/** A screen's machine with its services provided (the browser's effects in a browser). */
export type PageLogic = (services: DataServices, browser?: BrowserEffects) => AnyActorLogic;

/**
 * The screens whose machine loads with the screen rather than with the shell, each its own chunk (their `logic` in
 * src/app/screens/screens.ts): a browser gets the ones of the page the server rendered before it restores that page,
 * the others on the way to them. The home page's, the account forms' (the drawer has them) ship with the shell.
 */
export const PAGE_LOGIC: Partial<Record<ScreenKind, () => Promise<PageLogic>>> = Object.fromEntries(
  appScreens.flatMap((screen) => (screen.logic === 'shell' ? [] : [[screen.kind, screen.logic]])),
);

export type LoadedPages = Partial<Record<ScreenKind, AnyActorLogic>>;

export const loadsWithScreen = (kind: string): kind is ScreenKind => kind in PAGE_LOGIC;

/** The machines of `kinds` with their services. */
export async function loadPages(kinds: readonly string[], services: DataServices, browser?: BrowserEffects): Promise<LoadedPages> {
  const wanted = [...new Set(kinds.filter(loadsWithScreen))];
  const logics = await Promise.all(wanted.map(async (kind) => [kind, (await PAGE_LOGIC[kind]!())(services, browser)] as const));
  return Object.fromEntries(logics);
}

type PersistedChildren = Record<string, { src?: unknown; snapshot?: { children?: PersistedChildren } }>;

/** The screens of a persisted app snapshot: the router's pages, by the name the router spawned them with. */
export function restoredScreens(snapshot: unknown): string[] {
  const router = (snapshot as { children?: PersistedChildren }).children?.router;
  return Object.values(router?.snapshot?.children ?? {}).flatMap((child) => (typeof child.src === 'string' ? [child.src] : []));
}
