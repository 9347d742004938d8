import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, setup, type ActorRefFrom } from 'xstate';
import { quantityStepperMachine, type QuantityStepperReport, type QuantityStepperSnapshot } from '../../machines/quantity-stepper.machine';
import { QuantityStepper } from '../../src/app/ui/quantity-stepper';
import { drive, type Say } from '../harness/drive';
import { inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { quantityStepperModel } from './models';

/** The stepper as a page holds it: its parent keeps the quantities the shopper settled on. */
function mount(unitsLeft: number | null = null, quantity?: number) {
  const settled: number[] = [];
  const parent = createActor(
    setup({ actors: { stepper: quantityStepperMachine } }).createMachine({
      invoke: { id: 'stepper', src: 'stepper', input: { unitsLeft, quantity, key: 'line-1' } },
      on: { 'quantity.settled': { actions: ({ event }) => void settled.push(checkedKey(event as QuantityStepperReport)) } },
    }),
  ).start();
  const stepper = parent.getSnapshot().children.stepper as ActorRefFrom<typeof quantityStepperMachine>;
  render(inEnglish(<QuantityStepper stepper={stepper} />));
  return { stepper, settled, parent };
}

/** A settled quantity says which stepper it comes from. */
function checkedKey(report: QuantityStepperReport): number {
  expect(report.key).toBe('line-1');
  return report.quantity;
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
      const { stepper, settled, parent } = mount();
      const shown: Shown = { text: '1', value: 1, unitsLeft: null };
      /** The quantities the page was handed: each step of a button, and the field left with a valid quantity. */
      const handedOver: number[] = [];
      const step = (by: number) => {
        shown.value += by;
        shown.text = String(shown.value);
        handedOver.push(shown.value);
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
          // The shopper tabs away from the field: a valid quantity is handed over, a refused one is not.
          'quantity.leave': () => {
            fireEvent.blur(field());
            if (messageFor(shown.text, shown.unitsLeft) === null) handedOver.push(shown.value);
          },
        },
        expect: (snapshot, _step, say) => {
          expectShown(snapshot, shown, say);
          say(handedOver.length ? `the page was handed ${handedOver.join(', ')}` : 'the page was handed no quantity');
          expect(settled).toEqual(handedOver);
        },
      });
      parent.stop();
    });
  }

  it('refuses every kind of bad entry with its own message, and keeps what was typed', () => {
    const { stepper } = mount();
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
    const { stepper } = mount();
    type('5');
    act(() => stepper.send({ type: 'quantity.limit', unitsLeft: 2 }));
    expect(field().value).toBe('5');
    expect(fieldMessage()).toBe('Only 2 left in stock: enter 2 or less.');
    fireEvent.click(button('Decrease quantity'));
    expect(field().value).toBe('1');
  });

  it('starts at a given quantity (a cart line’s), and hands over the quantity settled on, never a bad one', () => {
    const { settled } = mount(null, 4);
    expect(field().value).toBe('4');
    fireEvent.click(button('Increase quantity'));
    fireEvent.click(button('Decrease quantity'));
    type('7');
    expect(settled).toEqual([5, 4]);
    fireEvent.keyDown(field(), { key: 'Enter' });
    type('7x');
    fireEvent.blur(field());
    type('8');
    fireEvent.blur(field());
    expect(settled).toEqual([5, 4, 7, 8]);
  });
});
