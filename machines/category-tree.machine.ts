import { assign, setup, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { MenuCategory } from '../src/domain/navigation';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export interface CategoryTreeInput {
  /** The store's category URL suffix (spec §2: a category's path is its url_path plus the suffix). */
  urlSuffix: string;
}

export interface CategoryTreeContext extends CategoryTreeInput {
  categories: MenuCategory[];
}

/**
 * The category tree the mega menu and the navigation drawer show (spec §7 "Mega menu categoryList"): loaded
 * once, on the server for the first page (`settled` when it has the tree or its error, so that the menu is in
 * the HTML), and carried to the browser with the snapshot. A failure can be retried.
 */
export const categoryTreeMachine = setup({
  types: {
    context: {} as CategoryTreeContext,
    input: {} as CategoryTreeInput,
    events: {} as { type: 'retry' },
  },
  actors: {
    loadCategoryTree: providedByTheApp<MenuCategory[], CategoryTreeInput>('loadCategoryTree'),
  },
  actions: {
    keepCategories: assign({ categories: (_, params: { categories: MenuCategory[] }) => params.categories }),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'categoryTree',
  context: ({ input }) => ({ urlSuffix: input.urlSuffix, categories: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCategoryTree',
        src: 'loadCategoryTree',
        input: ({ context }) => ({ urlSuffix: context.urlSuffix }),
        onDone: { target: 'ready', actions: { type: 'keepCategories', params: ({ event }) => ({ categories: event.output }) } },
        onError: 'failed',
      },
      after: { requestTimeout: 'failed' },
    },
    ready: { tags: 'settled' },
    failed: {
      tags: 'settled',
      on: { retry: 'loading' },
    },
  },
});

export type CategoryTreeSnapshot = SnapshotFrom<typeof categoryTreeMachine>;
export type CategoryTreeActor = ActorRefFrom<typeof categoryTreeMachine>;

/** What the menus show: shimmers while loading, the tree, or an error with a retry. */
export type CategoryTreeView = { state: 'loading' } | { state: 'ready'; categories: MenuCategory[] } | { state: 'failed' };

export function selectCategoryTreeView(s: CategoryTreeSnapshot): CategoryTreeView {
  if (s.matches('ready')) return { state: 'ready', categories: s.context.categories };
  if (s.matches('failed')) return { state: 'failed' };
  return { state: 'loading' };
}

/** Same view: the same state, and the very same categories (they change only with a new answer). */
export const sameCategoryTreeView = (a: CategoryTreeView, b: CategoryTreeView) =>
  a.state === b.state && (a.state !== 'ready' || a.categories === (b as typeof a).categories);

/** Resolves once the tree is loaded or has failed: a server renders the menu only then. */
export async function categoryTreeSettled(tree: CategoryTreeActor, timeout: number): Promise<void> {
  await waitFor(tree, (s) => s.hasTag('settled'), { timeout });
}
