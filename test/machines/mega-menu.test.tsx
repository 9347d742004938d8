import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { categoryTreeMachine } from '../../machines/category-tree.machine';
import { megaMenuMachine, type MegaMenuSnapshot } from '../../machines/mega-menu.machine';
import { MegaMenuView } from '../../src/app/shell/mega-menu';
import { megaMenuMore } from '../../src/app/shell/panels';
import { MENU, MENU_BRANCHES } from '../fixtures/navigation';
import { drive } from '../harness/drive';
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
function expectDropdowns(snapshot: MegaMenuSnapshot) {
  const shown = snapshot.matches('shown') ? snapshot.context.openUid : null;
  const { fitting } = snapshot.context;
  for (const [index, category] of MENU.entries()) expect(item(category.uid).hasAttribute('data-overflows'), category.name).toBe(fitting !== null && index >= fitting);
  expect(more().closest('li')!.hasAttribute('data-unneeded')).toBe(fitting === null || fitting >= MENU.length);
  expect(more().getAttribute('aria-expanded')).toBe(String(snapshot.matches('more')));
  const list = screen.queryByRole('menu', { name: 'More categories' });
  if (snapshot.matches('more')) {
    expect(within(list!).getAllByRole('menuitem').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(MENU.slice(fitting!).map((c) => [c.name, c.href]));
  } else expect(list).toBeNull();
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
  await megaMenuMore.preload();
});
describe('mega menu: every path of its chart, with the pointer and the keyboard', () => {
  for (const path of pathsOf(megaMenuModel)) {
    it(describePath(path), async () => {
      const { clock, menu } = renderMenu();
      await screen.findByRole('link', { name: named(MENU[0]!.name) });
      await drive(megaMenuMachine, path, {
        clock,
        actual: () => menu.getSnapshot(),
        events: {
          // The pointer when the category is already shown (the keys would move into its dropdown), else the
          // keyboard's ArrowDown and Space in turn.
          'menu.open': (event) => {
            const shown = !menu.getSnapshot().matches('closed') && menu.getSnapshot().context.openUid === event.uid;
            if (shown) fireEvent.pointerEnter(item(event.uid), { pointerType: 'mouse' });
            else fireEvent.keyDown(link(event.uid), { key: menu.getSnapshot().matches('closed') ? ' ' : 'ArrowDown' });
          },
          'menu.toggle': (event) => void fireEvent.click(toggle(event.uid)),
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
        expect: expectDropdowns,
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
