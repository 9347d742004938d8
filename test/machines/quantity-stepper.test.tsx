import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { quantityStepperMachine, type QuantityStepperSnapshot } from '../../machines/quantity-stepper.machine';
import { QuantityStepper } from '../../src/app/ui/quantity-stepper';
import { drive, type Say } from '../harness/drive';
import { inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { quantityStepperModel } from './models';

function mount(unitsLeft: number | null = null, { quantity, onCommit }: { quantity?: number; onCommit?: (quantity: number) => void } = {}) {
  const stepper = createActor(quantityStepperMachine, { input: { unitsLeft, quantity } }).start();
  render(inEnglish(<QuantityStepper stepper={stepper} onCommit={onCommit} />));
  return stepper;
}

const field = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const button = (name: 'Increase quantity' | 'Decrease quantity') => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });

/** The message tied to the field, as a screen reader would announce it with the field. */
function fieldMessage(): string | null {
  const ids = field().getAttribute('aria-describedby');
  return ids ? ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim() || null : null;
}

/** The shop's cap on one product (spec §9: the most the cart counter shows in full). */
const CAP = 99;

/** Spec §2's rule, in the stepper's words: whole units from 1 to the units left (when known) or the cap. */
function messageFor(text: string, unitsLeft: number | null): string | null {
  const typed = text.trim();
  const max = Math.min(unitsLeft ?? CAP, CAP);
  if (typed === '') return 'Is required.';
  if (/^[-+]?\d*[.,]\d+$/.test(typed)) return 'Enter a whole number: products are sold by the unit.';
  if (!/^[-+]?\d+$/.test(typed)) return 'Enter a number, for example 2.';
  if (Number(typed) < 1) return 'The minimum quantity is 1.';
  if (Number(typed) > max) return unitsLeft !== null && unitsLeft < CAP ? `Only ${max} left in stock: enter ${max} or less.` : `You can order up to ${CAP} of this product.`;
  return null;
}

/** What the shopper did: the field's text, the last valid quantity (where the buttons step from), the units left. */
interface Shown {
  text: string;
  value: number;
  unitsLeft: number | null;
}

/** A text typed or a new limit: a valid text becomes the quantity; a bad one keeps the last, within the new maximum. */
function judge(shown: Shown) {
  const max = Math.min(shown.unitsLeft ?? CAP, CAP);
  shown.value = messageFor(shown.text, shown.unitsLeft) === null ? Number(shown.text.trim()) : Math.min(shown.value, max);
}

/** What a shopper sees: the text kept as typed, the field marked invalid with its message, the buttons' bounds. */
function expectShown(snapshot: QuantityStepperSnapshot, shown: Shown, say: Say) {
  const max = Math.min(shown.unitsLeft ?? CAP, CAP);
  const message = messageFor(shown.text, shown.unitsLeft);
  say(`the field reads “${shown.text}”`);
  say(`Decrease quantity is ${shown.value <= 1 ? 'disabled' : 'enabled'} and Increase quantity is ${shown.value >= max ? 'disabled' : 'enabled'}`);
  say(message ? `the field is flagged invalid with “${message}”` : 'the field is valid, with no message');
  expect(field().value).toBe(shown.text);
  expect(button('Decrease quantity').disabled).toBe(shown.value <= 1);
  expect(button('Increase quantity').disabled).toBe(shown.value >= max);
  expect(snapshot.matches('invalid')).toBe(message !== null);
  expect(field().getAttribute('aria-invalid')).toBe(message ? 'true' : null);
  expect(fieldMessage()).toBe(message);
}

describe('quantity stepper: every path of its chart, on the stepper', () => {
  for (const path of pathsOf(quantityStepperModel)) {
    it(describePath(path), async () => {
      const stepper = mount();
      const shown: Shown = { text: '1', value: 1, unitsLeft: null };
      const step = (by: number) => {
        shown.value += by;
        shown.text = String(shown.value);
      };
      await drive(quantityStepperMachine, path, {
        actual: () => stepper.getSnapshot(),
        events: {
          'quantity.increment': () => {
            fireEvent.click(button('Increase quantity'));
            step(1);
          },
          'quantity.decrement': () => {
            fireEvent.click(button('Decrease quantity'));
            step(-1);
          },
          'quantity.type': (event) => {
            type(event.text);
            shown.text = event.text;
            judge(shown);
          },
          // The page chose a variant with this stock.
          'quantity.limit': (event) => {
            act(() => stepper.send(event));
            shown.unitsLeft = event.unitsLeft;
            judge(shown);
          },
        },
        expect: (snapshot, _step, say) => expectShown(snapshot, shown, say),
      });
      stepper.stop();
    });
  }

  it('refuses every kind of bad entry with its own message, and keeps what was typed', () => {
    const stepper = mount();
    const cases: [string, string][] = [
      ['', 'Is required.'],
      ['abc', 'Enter a number, for example 2.'],
      ['1.5', 'Enter a whole number: products are sold by the unit.'],
      ['2,5', 'Enter a whole number: products are sold by the unit.'],
      ['0', 'The minimum quantity is 1.'],
      ['-3', 'The minimum quantity is 1.'],
      ['100', 'You can order up to 99 of this product.'],
    ];
    for (const [text, message] of cases) {
      type(text);
      expect(field().value, text).toBe(text);
      expect(fieldMessage(), text).toBe(message);
      expect(stepper.getSnapshot().matches('invalid')).toBe(true);
    }
    type('12');
    expect(fieldMessage()).toBeNull();
    expect(stepper.getSnapshot().context.value).toBe(12);
  });

  it('stops at the units left, and says so', () => {
    mount(3);
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Increase quantity'));
    expect(field().value).toBe('3');
    expect(button('Increase quantity').disabled).toBe(true);
    type('5');
    expect(fieldMessage()).toBe('Only 3 left in stock: enter 3 or less.');
  });

  it('after a bad entry, the buttons step from the last valid quantity', () => {
    mount();
    type('4');
    type('4x');
    fireEvent.click(button('Increase quantity'));
    expect(field().value).toBe('5');
    expect(fieldMessage()).toBeNull();
  });

  it('re-judges the typed quantity when fewer units are left', () => {
    const stepper = mount();
    type('5');
    act(() => stepper.send({ type: 'quantity.limit', unitsLeft: 2 }));
    expect(field().value).toBe('5');
    expect(fieldMessage()).toBe('Only 2 left in stock: enter 2 or less.');
    fireEvent.click(button('Decrease quantity'));
    expect(field().value).toBe('1');
  });

  it('starts at a given quantity (a cart line’s), and hands over the quantity settled on, never a bad one', () => {
    const committed: number[] = [];
    mount(null, { quantity: 4, onCommit: (quantity) => committed.push(quantity) });
    expect(field().value).toBe('4');
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Decrease quantity'));
    type('7');
    expect(committed).toEqual([5, 4]);
    fireEvent.keyDown(field(), { key: 'Enter' });
    type('7x');
    fireEvent.blur(field());
    type('8');
    fireEvent.blur(field());
    expect(committed).toEqual([5, 4, 7, 8]);
  });
});
