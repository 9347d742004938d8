import type { EventObject } from 'xstate';
import type { QaStep } from './records';

// How QA's report writes a step: `state —event {payload}→ state`, the payload short enough to read at a glance.

/** Longest string value shown whole inside a payload. */
const STRING_LIMIT = 32;
/** Keys of an object, items of an array, shown before the rest is counted. */
const ENTRY_LIMIT = 4;
/** Depth below which objects and arrays are only hinted at. */
const DEPTH_LIMIT = 3;
/** Longest payload as a whole. */
export const PAYLOAD_LIMIT = 140;

/** `text` cut to `max` characters, an ellipsis standing for the rest. */
export function cut(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

const plainKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key));

function compact(value: unknown, depth: number): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return JSON.stringify(cut(value, STRING_LIMIT));
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (depth >= DEPTH_LIMIT) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
    const shown = value.slice(0, ENTRY_LIMIT).map((item) => compact(item, depth + 1));
    return `[${[...shown, ...(value.length > ENTRY_LIMIT ? [`…${value.length - ENTRY_LIMIT} more`] : [])].join(', ')}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  if (depth >= DEPTH_LIMIT) return '{…}';
  const shown = entries.slice(0, ENTRY_LIMIT).map(([key, item]) => `${plainKey(key)}: ${compact(item, depth + 1)}`);
  return `{${[...shown, ...(entries.length > ENTRY_LIMIT ? ['…'] : [])].join(', ')}}`;
}

/** A value as a short line: `{id: "toast-0", type: "error", …}`, long strings and deep values cut. */
export function abbreviate(value: unknown, max = PAYLOAD_LIMIT): string {
  return cut(compact(value, 0), max);
}

/** What an event carries besides its type, abbreviated; empty when nothing. */
export function payloadText(event: EventObject): string {
  const { type: _type, ...payload } = event;
  return Object.keys(payload).length ? abbreviate(payload) : '';
}

/** An event type as the charts label it (`after LINGER (750 ms)`, `done: addItem`); the type itself by default. */
export type EventLabel = (type: string) => string;

export interface StepView {
  /** 1-based, as QA counts; the initial state is step 0. */
  number: number;
  from: string | null;
  event: string;
  payload: string;
  to: string;
}

/** A recorded step as the report shows it. */
export function stepView(step: QaStep, label: EventLabel = (type) => type): StepView {
  return { number: step.index, from: step.from, event: step.index === 0 ? 'start' : label(step.event.type), payload: step.index === 0 ? '' : payloadText(step.event), to: step.to };
}

/** `idle —cart.add {sku: "OMEGA"}→ adding.sending`, or `start in idle` for the initial state. */
export function stepText(view: StepView): string {
  if (view.from === null) return `start in ${view.to}`;
  return `${view.from} —${view.event}${view.payload ? ` ${view.payload}` : ''}→ ${view.to}`;
}

/** The path's events, short: `toast.add → toast.dismiss`, or `(initial state)`. */
export function pathName(steps: QaStep[], label: EventLabel = (type) => type): string {
  const events = steps.filter((step) => step.index > 0).map((step) => label(step.event.type));
  return events.length ? events.join(' → ') : '(initial state)';
}

/** `1 step`, `3 steps`: a path's events, its start not counted. */
export const stepCount = (n: number) => `${n} ${n === 1 ? 'step' : 'steps'}`;
