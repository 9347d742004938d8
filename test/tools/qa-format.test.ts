import { describe, expect, it } from 'vitest';
import { abbreviate, cut, pathName, payloadText, stepCount, stepText, stepView } from '../../src/tools/qa/format';
import type { QaStep } from '../../src/tools/qa/records';

/** An event as a record holds it: a type and any payload. */
type RecordedEvent = { type: string } & Record<string, unknown>;

const step = (index: number, from: string | null, event: RecordedEvent, to: string): QaStep => ({ index, from, event, to, said: [], outcome: 'passed' });

describe('QA report: steps as QA reads them', () => {
  it('writes a step as `state —event {payload}→ state`', () => {
    const view = stepView(step(2, 'idle', { type: 'cart.update', uid: 'MQ==', quantity: 3 }, 'updating'));
    expect(stepText(view)).toBe('idle —cart.update {uid: "MQ==", quantity: 3}→ updating');
  });

  it('writes an event without payload with nothing after its type', () => {
    expect(stepText(stepView(step(1, 'showing', { type: 'toast.dismiss' }, 'empty')))).toBe('showing —toast.dismiss→ empty');
  });

  it('writes the initial state as where the path starts, numbered 0', () => {
    const view = stepView(step(0, null, { type: 'xstate.init' }, 'opening'));
    expect(view.number).toBe(0);
    expect(stepText(view)).toBe('start in opening');
  });

  it('names events as the charts label them when given the label', () => {
    const label = (type: string) => (type === 'xstate.done.actor.addItem' ? 'done: addItem' : type);
    const view = stepView(step(1, 'adding.sending', { type: 'xstate.done.actor.addItem', output: { errors: [] } }, 'idle'), label);
    expect(stepText(view)).toBe('adding.sending —done: addItem {output: {errors: []}}→ idle');
  });

  it('names a path by its events, or as the initial state alone', () => {
    const steps = [step(0, null, { type: 'xstate.init' }, 'empty'), step(1, 'empty', { type: 'toast.add' }, 'showing'), step(2, 'showing', { type: 'toast.dismiss' }, 'empty')];
    expect(pathName(steps)).toBe('toast.add → toast.dismiss');
    expect(pathName(steps.slice(0, 1))).toBe('(initial state)');
  });

  it('counts steps in words', () => {
    expect([stepCount(1), stepCount(3)]).toEqual(['1 step', '3 steps']);
  });
});

describe('QA report: payloads in short', () => {
  it('cuts a long string with an ellipsis', () => {
    expect(cut('Oméga-3 d’algue, DHA végétal', 10)).toBe('Oméga-3 d…');
    expect(cut('court', 10)).toBe('court');
  });

  it('shows nested objects and arrays compactly, never as [object Object]', () => {
    const text = abbreviate({ output: { cart: { id: 'CART1', items: [{ uid: 'MQ==' }, { uid: 'Mg==' }] } } });
    expect(text).toBe('{output: {cart: {id: "CART1", items: [2 items]}}}');
    expect(abbreviate({ cart: { items: [{ uid: 'MQ==' }] } })).toBe('{cart: {items: [{…}]}}');
    expect(text).not.toContain('[object Object]');
  });

  it('counts what it leaves out of long arrays and objects', () => {
    expect(abbreviate([1, 2, 3, 4, 5, 6])).toBe('[1, 2, 3, 4, …2 more]');
    expect(abbreviate({ a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('{a: 1, b: 2, c: 3, d: 4, …}');
    expect(abbreviate({ a: { b: { c: { d: 1 } } } })).toBe('{a: {b: {c: {…}}}}');
  });

  it('cuts long string values and the whole line', () => {
    expect(abbreviate({ message: 'The requested qty is not available for this product' })).toBe('{message: "The requested qty is not availa…"}');
    const long = abbreviate({ a: 'x'.repeat(30), b: 'y'.repeat(30), c: 'z'.repeat(30), d: 'w'.repeat(30) }, 40);
    expect([...long]).toHaveLength(40);
    expect(long.endsWith('…')).toBe(true);
  });

  it('quotes keys that are not plain words, and shows null, booleans and empty values', () => {
    expect(abbreviate({ 'selected-options': [], ok: true, none: null, nothing: {} })).toBe('{"selected-options": [], ok: true, none: null, nothing: {}}');
  });

  it('leaves out the event type from the payload, and gives nothing for an event without one', () => {
    const dismiss: RecordedEvent = { type: 'toast.dismiss', id: 'toast-1' };
    expect(payloadText(dismiss)).toBe('{id: "toast-1"}');
    expect(payloadText({ type: 'submit' })).toBe('');
  });
});
