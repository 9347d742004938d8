import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** The error colour of the shop's design tokens (--color-error), as Chromium computes it. */
const ERROR_RED = 'rgb(179, 38, 30)';
/** The brand's green (--color-brand), the primary buttons' background. */
const BRAND_GREEN = 'rgb(47, 107, 79)';

/**
 * A confirmation before an action that cannot be undone: its two buttons, Cancel first and the action last (side
 * by side, or Cancel above when they wrap), the action red and Cancel not.
 */
export async function expectDestructiveConfirmation(dialog: Locator, cancel: string, action: string): Promise<void> {
  // The buttons the shopper sees (not react-aria's visually hidden ones for screen readers).
  const buttons = await dialog.getByRole('button').evaluateAll((elements) =>
    elements
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1)
      .map(({ element, box }) => ({ name: (element.textContent ?? '').trim(), x: box.x, y: box.y, background: getComputedStyle(element).backgroundColor })),
  );
  expect(buttons.map((button) => button.name)).toEqual([cancel, action]);
  const [first, last] = buttons as [(typeof buttons)[0], (typeof buttons)[0]];
  expect(last.x > first.x || last.y > first.y).toBe(true);
  expect(last.background).toBe(ERROR_RED);
  expect(first.background).not.toBe(ERROR_RED);
  expect(first.background).not.toBe(BRAND_GREEN);
}
