import type { AnyStateMachine } from 'xstate';
import { visualiserSource } from './visualiser';

type StateNode = AnyStateMachine['root'];
type Transition = StateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;

export interface TransitionRow {
  from: string;
  event: string;
  to: string;
  guard: string;
  actions: string;
}

const indent = (depth: number) => '  '.repeat(depth);
/** Mermaid ids must be plain words; state ids carry dots. */
const mermaidId = (node: StateNode) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

export function nameOf(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action) {
    return String((action as { type: unknown }).type);
  }
  return 'inline';
}

/** A state's transitions: by event, delay and invoke result, then its eventless ones (`always`), which XState keeps apart. */
export function transitionsOf(node: StateNode): Transition[] {
  return [...[...node.transitions.values()].flat(), ...((node.always ?? []) as Transition[])] as Transition[];
}

/** `xstate.after.LINGER.loadingBar.done` → `after LINGER (750 ms)`; invoke results by actor id; eventless: `always`. */
export function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) {
    const delay = (machine.implementations.delays as Record<string, unknown>)[after[1]!];
    return typeof delay === 'number' ? `after ${after[1]} (${delay} ms)` : `after ${after[1]}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (done) return `${done[1]}: ${done[2]}`;
  return eventType;
}

/** A static parameter as a reader wants it: a lone value by itself, several as `name: value`. */
function paramsLabel(params: unknown): string {
  if (params === null || typeof params !== 'object') return String(params);
  const entries = Object.entries(params as Record<string, unknown>);
  const value = (v: unknown) => (v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  return entries.length === 1 ? value(entries[0]![1]) : entries.map(([key, v]) => `${key}: ${value(v)}`).join(', ');
}

/**
 * A guard as the chart names it: `hasCart`; with its parameters when they are fixed in the chart, `resumesAt(paymentMethod)`
 * (parameters read from the event have no value to print); `and(…)`, `or(…)`, `not(…)` around the guards they combine;
 * `stateIn(…)` with its state.
 */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const { guards, stateValue } = guard as { guards?: unknown[]; stateValue?: unknown };
    if (guards) return `${guard.name}(${guards.map(guardName).join(', ')})`;
    if (stateValue !== undefined) return `stateIn(${typeof stateValue === 'string' ? stateValue : JSON.stringify(stateValue)})`;
    return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    return params === undefined || typeof params === 'function' ? String(type) : `${String(type)}(${paramsLabel(params)})`;
  }
  return 'inline';
}

export function guardLabel(transition: Transition): string {
  return transition.guard ? guardName(transition.guard) : '';
}

function relative(machine: AnyStateMachine, node: StateNode): string {
  return node === machine.root ? '(machine)' : node.path.join('.');
}

export function transitionRows(machine: AnyStateMachine): TransitionRow[] {
  const rows: TransitionRow[] = [];
  const visit = (node: StateNode) => {
    for (const t of transitionsOf(node)) {
      rows.push({
        from: relative(machine, node),
        event: eventLabel(machine, t.eventType),
        to: t.target?.length ? t.target.map((target: StateNode) => relative(machine, target)).join(', ') : '(stays)',
        guard: guardLabel(t),
        actions: (t.actions as unknown[]).map(nameOf).join(', '),
      });
    }
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return rows;
}

function diagramLines(machine: AnyStateMachine, node: StateNode, depth: number): string[] {
  const children = Object.values(node.states) as StateNode[];
  const lines: string[] = [];
  if (node.type === 'parallel') {
    children.forEach((region, i) => {
      if (i > 0) lines.push(`${indent(depth)}--`);
      lines.push(
        `${indent(depth)}state "${region.key}" as ${mermaidId(region)}`,
        `${indent(depth)}state ${mermaidId(region)} {`,
        ...diagramLines(machine, region, depth + 1),
        `${indent(depth)}}`,
      );
    });
    return lines;
  }
  if (node.initial?.target?.[0]) lines.push(`${indent(depth)}[*] --> ${mermaidId(node.initial.target[0] as StateNode)}`);
  for (const child of children) {
    lines.push(`${indent(depth)}state "${child.key}" as ${mermaidId(child)}`);
    if (Object.keys(child.states).length) {
      lines.push(`${indent(depth)}state ${mermaidId(child)} {`, ...diagramLines(machine, child, depth + 1), `${indent(depth)}}`);
    }
    if (child.type === 'final') lines.push(`${indent(depth)}${mermaidId(child)} --> [*]`);
  }
  for (const child of children) {
    for (const t of transitionsOf(child)) {
      const targets = (t.target?.length ? t.target : [child]) as StateNode[];
      const guard = guardLabel(t);
      const label = `${eventLabel(machine, t.eventType)}${guard ? ` [${guard}]` : ''}`;
      for (const target of targets) lines.push(`${indent(depth)}${mermaidId(child)} --> ${mermaidId(target)}: ${label}`);
    }
  }
  return lines;
}

/**
 * The machine's own transitions, taken in whichever state it is: a note beside its first state (Mermaid has no
 * edge from the whole diagram), one line per outcome, `events [guard] → target (actions)`, the events that do the
 * same thing (the cart's requests, which all queue) on one line.
 */
function machineTransitionNote(machine: AnyStateMachine, depth: number): string[] {
  const root = machine.root;
  const outcomes = new Map<string, string[]>();
  for (const transition of transitionsOf(root)) {
    const guard = guardLabel(transition);
    const to = transition.target?.length ? transition.target.map((target: StateNode) => relative(machine, target)).join(', ') : 'stays';
    const actions = (transition.actions as unknown[]).map(nameOf).filter((name) => !name.startsWith('xstate.')).join(', ');
    const outcome = `${guard ? ` [${guard}]` : ''} → ${to}${actions ? ` (${actions})` : ''}`;
    outcomes.set(outcome, [...(outcomes.get(outcome) ?? []), eventLabel(machine, transition.eventType)]);
  }
  const lines = [...outcomes].map(([outcome, events]) => `${indent(depth + 1)}in any state: ${events.join(', ')}${outcome}`);
  if (lines.length === 0) return [];
  const anchor = root.type === 'parallel' ? root : ((root.initial?.target?.[0] as StateNode | undefined) ?? root);
  return [`${indent(depth)}note right of ${mermaidId(anchor)}`, ...lines, `${indent(depth)}end note`];
}

/** A Mermaid state diagram of the machine, regions and nested states included, with its own transitions noted. */
export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = machine.root;
  const body =
    root.type === 'parallel'
      ? [`  state "${machine.id}" as ${mermaidId(root)}`, `  state ${mermaidId(root)} {`, ...diagramLines(machine, root, 2), '  }']
      : diagramLines(machine, root, 1);
  return ['stateDiagram-v2', ...body, ...machineTransitionNote(machine, 1)].join('\n');
}

function stateRows(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  const visit = (node: StateNode) => {
    if (node !== machine.root) {
      const invokes = node.invoke.map((i: { id: string; src: unknown }) => (typeof i.src === 'string' ? i.src : i.id)).join(', ');
      rows.push(`| \`${node.path.join('.')}\` | ${node.type} | ${invokes} |`);
    }
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return rows;
}

/** The page of docs/statecharts for one machine. */
export function chartPage(name: string, file: string, machine: AnyStateMachine): string {
  const rootInvokes = machine.root.invoke.map((i: { id: string }) => i.id).join(', ');
  const cell = (text: string) => (text ? text.replace(/\|/g, '\\|') : '—');
  return [
    `# ${name}`,
    '',
    `Generated from [\`${file}\`](../../${file}) by \`npm run charts\`; do not edit by hand.`,
    rootInvokes ? `\nThe machine invokes: ${rootInvokes}.` : '',
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    '',
    '## Open it in the Stately visualiser',
    '',
    'Paste this into https://stately.ai/viz (guards, actions and actors appear by name; see README.md).',
    '',
    '```ts',
    visualiserSource(machine),
    '```',
    '',
    '## States',
    '',
    '| state | type | invokes |',
    '| --- | --- | --- |',
    ...stateRows(machine),
    '',
    '## Transitions',
    '',
    '| from | event | to | guard | actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows(machine).map((r) => `| \`${r.from}\` | \`${r.event}\` | \`${r.to}\` | ${cell(r.guard)} | ${cell(r.actions)} |`),
    '',
  ].join('\n');
}
