import { createActor, setup, type ActorRefFrom, type AnyActorLogic, type AnyEventObject, type InputFrom, type SimulatedClock } from 'xstate';

/**
 * Runs `logic` as the child of a parent that keeps what its child sends it (`sendParent`): a page or a form asks
 * the shell's cart and session that way (machines/shell-bus.ts), and a test reads what was asked.
 */
export function asChild<L extends AnyActorLogic>(logic: L, input?: InputFrom<L>, clock?: SimulatedClock) {
  const received: AnyEventObject[] = [];
  const parent = createActor(
    setup({ actors: { child: logic as AnyActorLogic } }).createMachine({
      invoke: { id: 'child', src: 'child', input: input as never },
      on: { 'shell.*': { actions: ({ event }) => void received.push(event) } },
    }),
    // A simulated clock, for a child whose waits run out (`after`): the test advances it.
    clock && { clock },
  ).start();
  return { child: parent.getSnapshot().children.child as ActorRefFrom<L>, received, parent };
}

/** A machine that keeps every event it is sent: the shell's cart or session where a test only checks what it was asked. */
export function recorder() {
  const received: AnyEventObject[] = [];
  const logic = setup({ types: { events: {} as AnyEventObject } }).createMachine({ on: { '*': { actions: ({ event }) => void received.push(event) } } });
  return { logic, received };
}
