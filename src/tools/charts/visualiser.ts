import type { AnyStateMachine } from 'xstate';
import { guardLabel, nameOf } from './mermaid';

type StateNode = AnyStateMachine['root'];
type Transition = StateNode['transitions'] extends Map<string, (infer T)[]> ? T : never;
type Config = Record<string, unknown>;

/** One item alone, several as a list: the way configs are written by hand. */
const oneOrMany = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0]! : items);

/** XState's own actions (the timers behind `after`) are implied by the config itself. */
const ownActions = (actions: unknown[]) => actions.map(nameOf).filter((name) => !name.startsWith('xstate.'));

function transitionConfig(t: Transition): Config {
  const guard = guardLabel(t);
  const actions = ownActions(t.actions as unknown[]);
  return {
    ...(t.target?.length && { target: oneOrMany(t.target.map((target: StateNode) => `#${target.id}`)) }),
    ...(guard && { guard }),
    ...(actions.length && { actions: oneOrMany(actions) }),
  };
}

/** The machine's configuration with every implementation replaced by its name: plain data the visualiser reads. */
function stateConfig(node: StateNode): Config {
  const on: Record<string, Config | Config[]> = {};
  const after: Record<string, Config | Config[]> = {};
  const results: Record<string, { onDone?: Config | Config[]; onError?: Config | Config[] }> = {};
  // A spawned child's result is no invocation's: it stays an event of this state, under its own name.
  const invoked = new Set(node.invoke.map((i: { id: string }) => i.id));
  for (const [eventType, transitions] of node.transitions) {
    const configs = oneOrMany((transitions as Transition[]).map(transitionConfig));
    const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    if (delayed) after[delayed[1]!] = configs;
    else if (result && invoked.has(result[2]!)) (results[result[2]!] ??= {})[result[1] === 'done' ? 'onDone' : 'onError'] = configs;
    else on[eventType] = configs;
  }
  const invoke = node.invoke.map((i: { id: string; src: unknown }) => ({
    id: i.id,
    src: typeof i.src === 'string' ? i.src : i.id,
    ...results[i.id],
  }));

  const always = ((node.always ?? []) as Transition[]).map(transitionConfig);

  const children = Object.entries(node.states as Record<string, StateNode>);
  return {
    ...(node.type === 'parallel' && { type: 'parallel' }),
    ...(node.type === 'final' && { type: 'final' }),
    ...(node.initial?.target?.[0] && { initial: (node.initial.target[0] as StateNode).key }),
    ...(ownActions(node.entry).length && { entry: ownActions(node.entry) }),
    ...(ownActions(node.exit).length && { exit: ownActions(node.exit) }),
    ...(invoke.length && { invoke }),
    ...(Object.keys(after).length && { after }),
    ...(Object.keys(on).length && { on }),
    ...(always.length && { always: oneOrMany(always) }),
    ...(children.length && { states: Object.fromEntries(children.map(([key, child]) => [key, stateConfig(child)])) }),
  };
}

/** A self-contained module for the Stately visualiser: the chart, named implementations, delays as numbers. */
export function visualiserSource(machine: AnyStateMachine): string {
  const delays = Object.fromEntries(
    Object.entries(machine.implementations.delays as Record<string, unknown>).filter(([, value]) => typeof value === 'number'),
  );
  const config = { id: machine.id, ...stateConfig(machine.root) };
  return [
    "import { createMachine } from 'xstate';",
    '',
    `export const machine = createMachine(${JSON.stringify(config, null, 2)}, { delays: ${JSON.stringify(delays)} });`,
  ].join('\n');
}
