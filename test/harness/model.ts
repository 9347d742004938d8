import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, EventObject, SnapshotFrom } from 'xstate';
import { createEmptyActor, type StateValue } from 'xstate';
import { getStateNodes, serializeSnapshot, TestModel, type TestPath } from 'xstate/graph';
import { transitionsOf } from '../../src/tools/charts/mermaid';

// Model-based testing from a machine's own chart. Paths are generated so that every transition of the chart
// is taken by at least one path (shortest paths to each state would leave transitions between known states
// untested), and coverage is counted over every step of every path.

type AnyTransition = AnyStateMachine['root']['transitions'] extends Map<string, (infer T)[]> ? T : never;

/** An event XState itself sends: an invoked actor's result (`xstate.done.actor.x`), error, or a delay. */
export type BuiltInEvent = { type: `xstate.${string}`; [key: string]: unknown };

export interface MachineModel<M extends AnyStateMachine = AnyStateMachine> {
  name: string;
  machine: M;
  /**
   * The events with their payloads that the traversal may send in a state. Event types the chart handles
   * but this list does not name are sent without payload.
   */
  events?: (snapshot: SnapshotFrom<M>) => (EventFromLogic<M> | BuiltInEvent)[];
  /** Input given to the machine when it starts. */
  input?: unknown;
  /** Inputs it may start with, when they lead to different charts' parts (a link with or without its token…). */
  inputs?: unknown[];
  /**
   * What of a snapshot's context tells states apart for the traversal (the whole snapshot by default): a coarser
   * identity keeps a chart with rich context finite, while every path still runs on real snapshots.
   */
  identity?: (snapshot: SnapshotFrom<M>) => unknown;
  /** Event types not sent in a state, although the chart handles them: keeps a traversal finite (a queue…). */
  withhold?: (snapshot: SnapshotFrom<M>) => EventFromLogic<M>['type'][];
}

export type ModelPath<M extends AnyStateMachine = AnyStateMachine> = TestPath<SnapshotFrom<M>, EventFromLogic<M>>;

export function defineModel<M extends AnyStateMachine>(model: MachineModel<M>): MachineModel<M> {
  return model;
}

/** A stable name for a transition: its source state, event (`always` when eventless) and place among its candidates. */
export function transitionKey(transition: AnyTransition): string {
  const eventless = transition.eventType === '';
  const candidates = (eventless ? transition.source.always : transition.source.transitions.get(transition.eventType)) ?? [];
  return `${transition.source.id} ─${eventless ? 'always' : transition.eventType}→ ${candidates.indexOf(transition)}`;
}

/** A scope for a step computed outside any actor, as xstate/graph's traversal makes one: nothing it does goes anywhere. */
function detachedScope() {
  const parent = createEmptyActor();
  const self = Object.assign(Object.create(createEmptyActor()), { _parent: parent });
  return { self, logger: () => undefined, id: '', sessionId: 'model', defer: () => undefined, system: parent.system, stopChild: () => undefined, emit: () => undefined, actionExecutor: () => undefined } as never;
}

type Guard = unknown;
type HigherOrderGuard = ((...args: never[]) => unknown) & { guards?: Guard[]; stateValue?: StateValue };

/** Whether `guard` passes in `snapshot` for `event`, as XState decides it: named, with params, or and/or/not/stateIn. */
function passes(machine: AnyStateMachine, guard: Guard, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (!guard) return true;
  const args = { context: snapshot.context, event };
  if (typeof guard === 'function') {
    const built = guard as HigherOrderGuard;
    if (built.stateValue !== undefined) return snapshot.matches(built.stateValue);
    if (built.guards && built.name === 'and') return built.guards.every((g) => passes(machine, g, snapshot, event));
    if (built.guards && built.name === 'or') return built.guards.some((g) => passes(machine, g, snapshot, event));
    if (built.guards && built.name === 'not') return !passes(machine, built.guards[0], snapshot, event);
    return Boolean((guard as (a: typeof args, p: undefined) => unknown)(args, undefined));
  }
  const { type, params } = typeof guard === 'string' ? { type: guard, params: undefined } : (guard as { type: string; params?: unknown });
  const named = (machine.implementations.guards as Record<string, Guard>)[type];
  if (typeof named === 'function' && ((named as HigherOrderGuard).guards || (named as HigherOrderGuard).stateValue !== undefined)) return passes(machine, named, snapshot, event);
  const resolved = typeof params === 'function' ? (params as (a: typeof args) => unknown)(args) : params;
  return Boolean((named as (a: typeof args, p: unknown) => unknown)(args, resolved));
}

/**
 * The eventless transitions (`always`) XState selects in a microstate: for each active atomic state in the chart's
 * order, the first whose guard passes, on the state itself or else on its nearest ancestor that has one.
 */
function eventlessIn(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const selected = new Set<string>();
  for (const atomic of snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final')) {
    for (let node: AnyStateMachine['root'] | undefined = atomic; node; node = node.parent) {
      const taken = ((node.always ?? []) as AnyTransition[]).find((t) => passes(machine, t.guard, snapshot, event));
      if (taken) {
        selected.add(transitionKey(taken));
        break;
      }
    }
  }
  return [...selected];
}

/** The transitions the machine takes from `snapshot` on `event` (guards evaluated), the eventless ones it then takes included. */
export function takenTransitions(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  const taken = machine.getTransitionData(snapshot, event).map(transitionKey);
  if (taken.length === 0 || !hasEventless(machine)) return taken;
  const microstates = machine.microstep(snapshot, event, detachedScope()) as AnyMachineSnapshot[];
  return [...taken, ...microstates.slice(0, -1).flatMap((microstate) => eventlessIn(machine, microstate, event))];
}

/** The state value a machine enters by its initial transitions alone, before any eventless one. */
function initialValue(node: AnyStateMachine['root']): StateValue {
  const children = Object.values(node.states) as AnyStateMachine['root'][];
  if (node.type === 'parallel') return Object.fromEntries(children.map((child) => [child.key, initialValue(child)]));
  const first = node.initial?.target?.[0] as AnyStateMachine['root'] | undefined;
  if (!first) return {};
  return Object.keys(first.states).length ? { [first.key]: initialValue(first) } : first.key;
}

/** The eventless transitions a machine takes as it starts: from the states its initial transitions enter. */
function takenAtStart(machine: AnyStateMachine, start: AnyMachineSnapshot): string[] {
  if (!hasEventless(machine)) return [];
  const entered = machine.resolveState({ value: initialValue(machine.root), context: start.context }) as AnyMachineSnapshot;
  return eventlessIn(machine, entered, { type: 'xstate.init' });
}

const hasEventless = (machine: AnyStateMachine) => getStateNodes(machine.root).some((node) => node.always?.length);

function eventsFor<M extends AnyStateMachine>(model: MachineModel<M>, snapshot: SnapshotFrom<M>): EventObject[] {
  const given: EventObject[] = model.events?.(snapshot) ?? [];
  const withheld = new Set<string>(model.withhold?.(snapshot) ?? []);
  // A compound state's own completion (`xstate.done.state.…`) is raised by the machine, never sent to it.
  const types = new Set(
    (snapshot as AnyMachineSnapshot)._nodes.flatMap((node) => node.ownEvents).filter((type) => !withheld.has(type) && !type.startsWith('xstate.done.state.')),
  );
  return [...types].flatMap((type) => {
    const payloads = given.filter((event) => event.type === type);
    return payloads.length ? payloads : [{ type }];
  });
}

/**
 * The machine as a child of a parent that listens to nothing: `sendParent` resolves during the traversal (whose
 * actor has no parent) and goes nowhere, since a traversal runs no actions.
 */
function withParent<M extends AnyStateMachine>(machine: M): M {
  const parent = createEmptyActor();
  const adopt = <S extends { self: object }>(scope: S): S => ({ ...scope, self: Object.assign(Object.create(scope.self), { _parent: parent }) });
  const logic = Object.create(machine) as M;
  logic.transition = ((snapshot, event, scope) => machine.transition(snapshot, event, adopt(scope))) as M['transition'];
  logic.getInitialSnapshot = ((scope, input) => machine.getInitialSnapshot(adopt(scope), input)) as M['getInitialSnapshot'];
  return logic;
}

/**
 * Paths from the initial state that together take every reachable transition of the chart: for each
 * transition, the shortest path to a state where it is enabled, then that step. Paths that are the start of
 * another path are dropped.
 */
export function pathsOf<M extends AnyStateMachine>(model: MachineModel<M>): ModelPath<M>[] {
  return (model.inputs ?? [model.input]).flatMap((input) => pathsFrom(model, input));
}

function pathsFrom<M extends AnyStateMachine>(model: MachineModel<M>, input: unknown): ModelPath<M>[] {
  const { machine, identity } = model;
  const serialize = (snapshot: AnyMachineSnapshot) =>
    identity ? JSON.stringify({ value: snapshot.value, identity: identity(snapshot as SnapshotFrom<M>) }) : serializeSnapshot(snapshot);
  const testModel = new TestModel(withParent(machine), {
    serializeState: serialize,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(model, snapshot as SnapshotFrom<M>) as EventFromLogic<M>[],
    // Only events that make the chart take a transition: the rest would be no-ops in the view as well.
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) => takenTransitions(machine, snapshot, event).length > 0,
    limit: 20_000,
    ...(input !== undefined && { input }),
  });
  const toState = new Map<string, ModelPath<M>>();
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true }) as ModelPath<M>[]) {
    toState.set(serialize(path.state as AnyMachineSnapshot), path);
  }
  const byTransition = new Map<string, ModelPath<M>>();
  for (const { state, transitions } of Object.values(testModel.getAdjacencyMap())) {
    const before = toState.get(serialize(state as AnyMachineSnapshot));
    if (!before) continue;
    for (const { event, state: after } of Object.values(transitions) as { event: EventObject; state: SnapshotFrom<M> }[]) {
      for (const key of [...takenTransitions(machine, state as AnyMachineSnapshot, event), ...completions(machine, state as AnyMachineSnapshot, after as AnyMachineSnapshot)]) {
        const known = byTransition.get(key);
        if (known && known.steps.length <= before.steps.length + 1) continue;
        byTransition.set(key, { ...before, state: after, steps: [...before.steps, { event, state: after }], weight: before.weight + 1 } as ModelPath<M>);
      }
    }
  }
  // A state no transition's path enters (a chart may start in one it never leaves, a final one) gets its own path.
  const entered = new Set([...byTransition.values()].flatMap((path) => path.steps.flatMap((step) => (step.state as AnyMachineSnapshot)._nodes.map((node) => node.id))));
  const unentered = [...toState.values()].filter((path) => (path.state as AnyMachineSnapshot)._nodes.some((node) => !entered.has(node.id)));
  const paths = [...new Set([...unentered, ...byTransition.values()])].sort((a, b) => b.steps.length - a.steps.length);
  const signature = (path: ModelPath<M>) => path.steps.map((step) => JSON.stringify(step.event)).join(' ');
  const kept: ModelPath<M>[] = [];
  for (const path of paths) if (!kept.some((longer) => signature(longer).startsWith(signature(path)))) kept.push(path);
  return kept;
}

/**
 * A compound state's completion (`onDone`), which the machine raises itself: taken when a step leaves the state
 * for the target of its first completion whose guard passes.
 */
function completions(machine: AnyStateMachine, before: AnyMachineSnapshot, after: AnyMachineSnapshot): string[] {
  const active = (snapshot: AnyMachineSnapshot) => new Set(snapshot._nodes.map((node) => node.id));
  const [was, is] = [active(before), active(after)];
  return [machine.root, ...getStateNodes(machine.root)]
    .filter((node) => was.has(node.id) && !is.has(node.id))
    .flatMap((node) => {
      // Of a state's done transitions, the first whose guard passes, judged on the context before the step (the
      // harness does not see the microstep between). A guard misjudged so would name a branch whose target the step
      // did not enter, and count nothing: the coverage test would then say so.
      const done = { type: `xstate.done.state.${node.id}` };
      const candidates = (node.transitions.get(done.type) ?? []) as AnyTransition[];
      const taken = candidates.find((transition) => passes(machine, transition.guard, before, done));
      return taken && (taken.target ?? []).every((target) => is.has(target.id)) ? [transitionKey(taken)] : [];
    });
}

export interface Coverage {
  name: string;
  states: { total: number; covered: number; missing: string[] };
  transitions: { total: number; covered: number; missing: string[] };
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  return [machine.root, ...getStateNodes(machine.root)].flatMap((node) => transitionsOf(node).map(transitionKey));
}

/** Which states and transitions of the chart the paths reach, step by step. */
export function coverageOf<M extends AnyStateMachine>(model: MachineModel<M>, paths: ModelPath<M>[]): Coverage {
  const { machine } = model;
  const stateIds = getStateNodes(machine.root).map((node) => node.id);
  const transitionKeys = allTransitionKeys(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      for (const node of (step.state as AnyMachineSnapshot)._nodes) seenStates.add(node.id);
      const previous = path.steps[i - 1]?.state;
      if (!previous) {
        for (const key of takenAtStart(machine, step.state as AnyMachineSnapshot)) seenTransitions.add(key);
        return;
      }
      for (const key of takenTransitions(machine, previous as AnyMachineSnapshot, step.event)) seenTransitions.add(key);
      for (const key of completions(machine, previous as AnyMachineSnapshot, step.state as AnyMachineSnapshot)) seenTransitions.add(key);
    });
  }
  return {
    name: model.name,
    states: { total: stateIds.length, covered: stateIds.filter((id) => seenStates.has(id)).length, missing: stateIds.filter((id) => !seenStates.has(id)) },
    transitions: {
      total: transitionKeys.length,
      covered: transitionKeys.filter((key) => seenTransitions.has(key)).length,
      missing: transitionKeys.filter((key) => !seenTransitions.has(key)),
    },
  };
}

/** "toast.add(type: error) → toast.dismiss": a path as a test title. */
export function describePath(path: ModelPath): string {
  const events = path.steps.slice(1).map(({ event }) => {
    const { type, ...payload } = event;
    const shown = Object.entries(payload)
      .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value).slice(0, 40) : String(value)}`)
      .join(', ');
    return shown ? `${type}(${shown})` : type;
  });
  return events.length ? events.join(' → ') : '(initial state)';
}
