import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { hasContact, type NeedHelp } from '../src/domain/need-help';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type NeedHelpEvent =
  /** The pointer enters the menu, focus moves into it, or a tap on its trigger. */
  | { type: 'open' }
  /** The pointer leaves it, focus moves elsewhere, Escape, a tap on its mask, or a change of route. */
  | { type: 'close' };

export interface NeedHelpContext {
  /** The contact details, once an answer gave some: kept for the shell's life. */
  help: NeedHelp | null;
}

/**
 * The checkout header's Need Help menu (spec §2, §4): closed or open. Its data (the store's `need_help` and
 * timezone, spec §7 getNeedHelp) loads the first time it opens, not before; once an answer gives an e-mail address
 * or a phone number it is kept, and later openings show it at once. A failed load, or an answer with neither,
 * shows the failure text (spec §8) and is asked again at the next opening.
 */
export const needHelpMachine = setup({
  types: {
    context: {} as NeedHelpContext,
    events: {} as NeedHelpEvent,
  },
  actors: {
    loadNeedHelp: providedByTheApp<NeedHelp>('loadNeedHelp'),
  },
  actions: {
    keepHelp: assign({ help: (_, params: { help: NeedHelp }) => params.help }),
  },
  guards: {
    isLoaded: ({ context }) => context.help !== null,
    givesContact: (_, params: { help: NeedHelp }) => hasContact(params.help),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'needHelp',
  context: { help: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        open: [{ guard: 'isLoaded', target: 'open.shown' }, { target: 'open.loading' }],
      },
    },
    open: {
      on: { close: 'closed' },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadNeedHelp',
            src: 'loadNeedHelp',
            onDone: [
              {
                guard: { type: 'givesContact', params: ({ event }) => ({ help: event.output }) },
                target: 'shown',
                actions: { type: 'keepHelp', params: ({ event }) => ({ help: event.output }) },
              },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
          after: { requestTimeout: 'failed' },
        },
        shown: {},
        failed: {},
      },
    },
  },
});

export type NeedHelpSnapshot = SnapshotFrom<typeof needHelpMachine>;
export type NeedHelpActor = ActorRefFrom<typeof needHelpMachine>;

/** What the menu shows: nothing (closed), a placeholder while loading, the contact details, or the failure text. */
export type NeedHelpView =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'shown'; help: NeedHelp }
  | { state: 'failed' };

export function selectNeedHelpView(s: NeedHelpSnapshot): NeedHelpView {
  if (s.matches({ open: 'shown' }) && s.context.help) return { state: 'shown', help: s.context.help };
  if (s.matches({ open: 'loading' })) return { state: 'loading' };
  if (s.matches({ open: 'failed' })) return { state: 'failed' };
  return { state: 'closed' };
}

export const sameNeedHelpView = (a: NeedHelpView, b: NeedHelpView) =>
  a.state === b.state && (a.state !== 'shown' || (b.state === 'shown' && a.help === b.help));
