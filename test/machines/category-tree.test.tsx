import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { categoryTreeMachine, categoryTreeSettled, sameCategoryTreeView, type CategoryTreeInput, type CategoryTreeSnapshot, type CategoryTreeView } from '../../machines/category-tree.machine';
import { megaMenuMachine } from '../../machines/mega-menu.machine';
import type { MenuCategory } from '../../src/domain/navigation';
import { MegaMenuView } from '../../src/app/shell/mega-menu';
import { MENU } from '../fixtures/navigation';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { UI_WAIT_MS } from '../harness/limits';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { categoryTreeModel } from './models';

/** The mega menu bar shows the tree's state: shimmers, the top-level categories, or the error with a retry. */
function expectMenuBar(snapshot: CategoryTreeSnapshot, say: Say) {
  say(snapshot.matches('loading') ? 'the menu bar is busy and shows its shimmer' : 'the menu bar is not busy and shows no shimmer');
  say(snapshot.matches('failed') ? `the menu bar reads “${en['navigation.error']}” with a “${en['common.retry']}” button` : 'the menu bar shows no error and no retry');
  say(snapshot.matches('ready') ? `the menu bar links ${MENU.map((c) => `“${c.name}” to ${c.href}`).join(', ')}` : 'the menu bar shows no category link');
  const nav = screen.getByRole('navigation', { name: en['navigation.categories'] });
  expect(nav.getAttribute('aria-busy')).toBe(String(snapshot.matches('loading')));
  expect(screen.queryByTestId('mega-menu-shimmer') !== null).toBe(snapshot.matches('loading'));
  expect(within(nav).queryByText(en['navigation.error']) !== null).toBe(snapshot.matches('failed'));
  expect(within(nav).queryByRole('button', { name: en['common.retry'] }) !== null).toBe(snapshot.matches('failed'));
  const topLinks = nav.querySelectorAll('.mega-menu__link');
  if (snapshot.matches('ready')) {
    expect([...topLinks].map((a) => [a.textContent, a.getAttribute('href')])).toEqual(MENU.map((c) => [c.name, c.href]));
  } else expect(topLinks).toHaveLength(0);
}

describe('category tree: every path of its chart, on the mega menu bar', () => {
  for (const path of pathsOf(categoryTreeModel)) {
    it(describePath(path), async () => {
      const loads = deferredActor<MenuCategory[], CategoryTreeInput>();
      const clock = new SimulatedClock();
      const tree = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: loads.logic } }), { input: { urlSuffix: '.html' }, clock }).start();
      const menu = createActor(megaMenuMachine).start();
      renderInShell(<MegaMenuView tree={tree} menu={menu} />);
      await drive(categoryTreeMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock,
        actual: () => tree.getSnapshot(),
        events: {
          'xstate.done.actor.loadCategoryTree': (event) => {
            // The tree is asked for with the store's URL suffix, which its links end with.
            expect(loads.waiting).toEqual([{ urlSuffix: '.html' }]);
            return act(() => loads.resolve(event.output as MenuCategory[]));
          },
          'xstate.error.actor.loadCategoryTree': () => act(() => loads.reject(new Error('backend down'))),
          retry: () => void fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })),
        },
        expect: (snapshot, _step, say) => expectMenuBar(snapshot, say),
      });
    });
  }
});

describe('category tree', () => {
  it('tells a server when the menus may render: once loaded or failed, or past its time budget', async () => {
    const loads = deferredActor<MenuCategory[], CategoryTreeInput>();
    const tree = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: loads.logic } }), { input: { urlSuffix: '.html' } }).start();
    await expect(categoryTreeSettled(tree, 20)).rejects.toThrow();
    let settled = false;
    const done = categoryTreeSettled(tree, UI_WAIT_MS).then(() => void (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await loads.reject(new Error('backend down'));
    await done;
    expect(settled).toBe(true);
  });

  // The menus re-render when what they show changes, and only then: the same answer is the same view.
  it('counts two menu views the same only when they show the same state and the very same categories', () => {
    const views: [CategoryTreeView, CategoryTreeView, boolean][] = [
      [{ state: 'loading' }, { state: 'loading' }, true],
      [{ state: 'failed' }, { state: 'failed' }, true],
      [{ state: 'ready', categories: MENU }, { state: 'ready', categories: MENU }, true],
      [{ state: 'ready', categories: MENU }, { state: 'ready', categories: [...MENU] }, false],
      [{ state: 'loading' }, { state: 'failed' }, false],
      [{ state: 'ready', categories: MENU }, { state: 'loading' }, false],
    ];
    for (const [a, b, expected] of views) expect(sameCategoryTreeView(a, b), `${a.state} and ${b.state}`).toBe(expected);
  });
});
