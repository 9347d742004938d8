import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { megaMenuMachine, type MegaMenuSnapshot } from '../../machines/mega-menu.machine';
import { MegaMenuView } from '../../src/app/shell/mega-menu';
import { megaMenuMore } from '../../src/app/shell/panels';
import { MENU, MENU_BRANCHES } from '../fixtures/navigation';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { megaMenuModel } from './models';

const nameOf = (uid: string) => MENU.find((c) => c.uid === uid)!.name;
const named = (name: string) => (accessibleName: string) => accessibleName === name;
/** A top-level link by its name (hidden too while the "More" menu holds the page). */
const link = (uid: string) => screen.getByRole('link', { name: named(nameOf(uid)), hidden: true });
const item = (uid: string) => link(uid).closest('li')!;
const toggle = (uid: string) => screen.getByRole('button', { name: `${nameOf(uid)}: show subcategories`, hidden: true });

const more = () => screen.getByRole('button', { name: 'More', hidden: true });

/**
 * Each dropdown shows exactly while its category is open (or closing), its button saying so; the "More" menu
 * while open lists the categories the row has no room for.
 */
function expectDropdowns(snapshot: MegaMenuSnapshot, asked: string | null, say: Say) {
  const shown = snapshot.matches('shown') ? asked : null;
  const { fitting } = snapshot.context;
  const overflowing = fitting === null ? [] : MENU.slice(fitting).map((c) => c.name);
  say(overflowing.length ? `the row hides ${overflowing.map((name) => `“${name}”`).join(', ')} for lack of room, and shows “More”` : 'every category shows in the row, without “More”');
  for (const [index, category] of MENU.entries()) expect(item(category.uid).hasAttribute('data-overflows'), category.name).toBe(fitting !== null && index >= fitting);
  expect(more().closest('li')!.hasAttribute('data-unneeded')).toBe(overflowing.length === 0);
  const moreOpen = snapshot.matches('more');
  say(moreOpen ? `“More” is expanded and lists ${overflowing.map((name) => `“${name}”`).join(', ')} with their links` : '“More” is collapsed and lists nothing');
  expect(more().getAttribute('aria-expanded')).toBe(String(moreOpen));
  const list = screen.queryByRole('menu', { name: 'More categories' });
  if (moreOpen) {
    expect(within(list!).getAllByRole('menuitem').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(MENU.slice(fitting!).map((c) => [c.name, c.href]));
  } else expect(list).toBeNull();
  say(shown ? `only “${nameOf(shown)}” has its dropdown open, its button expanded` : 'no dropdown is open, every button collapsed');
  for (const { uid } of MENU_BRANCHES) {
    expect(toggle(uid).getAttribute('aria-expanded'), nameOf(uid)).toBe(String(uid === shown));
    const panel = document.getElementById(toggle(uid).getAttribute('aria-controls')!)!;
    expect(panel.hidden, nameOf(uid)).toBe(uid !== shown);
  }
}

function renderMenu() {
  const clock = new SimulatedClock();
  const tree = createActor(categoryTreeMachine.provide({ actors: { loadCategoryTree: fromPromise(async () => MENU) } }), { input: { urlSuffix: '.html' } }).start();
  const menu = createActor(megaMenuMachine, { clock }).start();
  const view = renderInShell(
    <>
      <MegaMenuView tree={tree} menu={menu} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { ...view, clock, menu };
}


// The "More" menu's chunk, loaded as a pointer over its button would load it in the shop.
beforeAll(async () => {
  await megaMenuMore.load();
});
describe('mega menu: every path of its chart, with the pointer and the keyboard', () => {
  for (const path of pathsOf(megaMenuModel)) {
    it(describePath(path), async () => {
      const { clock, menu } = renderMenu();
      await screen.findByRole('link', { name: named(MENU[0]!.name) });
      // The category the shopper last opened or toggled: the one whose dropdown shows while one does.
      let asked: string | null = null;
      await drive(megaMenuMachine, path, {
        clock,
        actual: () => menu.getSnapshot(),
        events: {
          // The pointer when the category is already shown (the keys would move into its dropdown), else the
          // keyboard's ArrowDown and Space in turn.
          'menu.open': (event) => {
            asked = event.uid;
            const shown = !menu.getSnapshot().matches('closed') && menu.getSnapshot().context.openUid === event.uid;
            if (shown) fireEvent.pointerEnter(item(event.uid), { pointerType: 'mouse' });
            else fireEvent.keyDown(link(event.uid), { key: menu.getSnapshot().matches('closed') ? ' ' : 'ArrowDown' });
          },
          'menu.toggle': (event) => {
            asked = event.uid;
            fireEvent.click(toggle(event.uid));
          },
          // The browser's measure of the row, not the shopper's doing.
          'menu.measured': (event) => void act(() => menu.send(event)),
          'menu.more': () => void fireEvent.click(more()),
          'menu.leave': () => void fireEvent.pointerLeave(item(menu.getSnapshot().context.openUid!), { pointerType: 'mouse' }),
          // Escape in the "More" menu; on the open category's link: Shift+Tab while closing, else Escape on the full
          // dropdown, ArrowUp on the skinny one.
          'menu.close': () => {
            if (menu.getSnapshot().matches('more')) return void fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
            const { openUid } = menu.getSnapshot().context;
            const key = menu.getSnapshot().matches({ shown: 'closing' })
              ? { key: 'Tab', shiftKey: true }
              : { key: openUid === MENU_BRANCHES[0]!.uid ? 'Escape' : 'ArrowUp' };
            fireEvent.keyDown(link(openUid!), key);
          },
        },
        expect: (snapshot, _step, say) => expectDropdowns(snapshot, asked, say),
      });
    });
  }
});

describe('mega menu dropdowns', () => {
  it('a skinny dropdown lists its children in columns of 6 links, without grandchildren', async () => {
    renderMenu();
    const [, skinny] = MENU_BRANCHES;
    fireEvent.click(await screen.findByRole('button', { name: `${skinny!.name}: show subcategories` }));
    const panel = document.getElementById(toggle(skinny!.uid).getAttribute('aria-controls')!)!;
    const columns = [...panel.querySelectorAll('.mega-menu__skinny-column')].map((ul) => within(ul as HTMLElement).getAllByRole('link').length);
    expect(columns).toEqual([6, 2]);
    expect(within(panel).getByRole('link', { name: `Shop all ${skinny!.name}` }).getAttribute('href')).toBe(skinny!.href);
  });

  it('a full dropdown shows the promo block, a column per child with its own children, and all products', async () => {
    renderMenu();
    const [full] = MENU_BRANCHES;
    fireEvent.click(await screen.findByRole('button', { name: `${full!.name}: show subcategories` }));
    const panel = document.getElementById(toggle(full!.uid).getAttribute('aria-controls')!)!;
    expect(within(panel).getByText(full!.promo!.heading!)).toBeTruthy();
    expect(within(panel).getByText(full!.promo!.text!)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Découvrir' }).getAttribute('href')).toBe('/vitamine-d3-2000-ui-vegetale.html');
    const image = within(panel).getByRole('img', { name: 'Flacon de vitamine D3' }) as HTMLImageElement;
    expect(image.getAttribute('src')).toMatch(/^\/media\/catalog\/product\/v\/i\/vitamine-d3-front\.png\?auto=webp&format=png&width=160&height=160/);
    expect(image.getAttribute('loading')).toBe('lazy');
    const columns = [...panel.querySelectorAll('.mega-menu__column')].map((column) => [...column.querySelectorAll('a')].map((a) => a.textContent));
    expect(columns).toEqual([['Vitamines', 'Vitamine C', 'Vitamine D'], ['Minéraux', 'Magnésium'], ['Multivitamines']]);
    expect(within(panel).getByRole('link', { name: `Shop all ${full!.name}` })).toBeTruthy();
  });

  it('a category without children is a plain link, without a button', async () => {
    renderMenu();
    const leaf = MENU.find((c) => c.children.length === 0)!;
    const li = (await screen.findByRole('link', { name: named(leaf.name) })).closest('li')!;
    expect(within(li).queryByRole('button')).toBeNull();
    fireEvent.pointerEnter(li, { pointerType: 'mouse' });
    fireEvent.keyDown(within(li).getByRole('link'), { key: 'ArrowDown' });
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true')).toEqual([]);
  });

  it('ArrowDown on an open category moves into its dropdown; ArrowUp there closes it and returns to its button', async () => {
    const { menu } = renderMenu();
    const [full] = MENU_BRANCHES;
    fireEvent.keyDown(await screen.findByRole('link', { name: named(full!.name) }), { key: 'ArrowDown' });
    fireEvent.keyDown(link(full!.uid), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe(full!.promo!.link!.label);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(menu.getSnapshot().value).toBe('closed');
    expect(document.activeElement).toBe(toggle(full!.uid));
  });

  it('focus leaving a category and its dropdown closes it; a tap does not open it by hover', async () => {
    const { menu } = renderMenu();
    const [full] = MENU_BRANCHES;
    fireEvent.click(await screen.findByRole('button', { name: `${full!.name}: show subcategories` }));
    toggle(full!.uid).focus();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    await waitFor(() => expect(menu.getSnapshot().value).toBe('closed'));
    fireEvent.pointerEnter(item(full!.uid), { pointerType: 'touch' });
    expect(menu.getSnapshot().value).toBe('closed');
  });
});
