import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PasswordPolicy } from '../src/domain/validation';
import { createAccountFormMachine } from './create-account-form.machine';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';
import type { ShellRequest } from './shell-bus';
import { signInFormMachine } from './sign-in-form.machine';

export type NavDrawerEvent =
  /** A category with children opens its level. */
  | { type: 'category.open'; uid: string }
  /** The back button (spec §4 "Drawer views"). */
  | { type: 'back' }
  /** The account bar: Sign In for a guest, My Account for a customer. */
  | { type: 'account.open' }
  | { type: 'createAccount.open' }
  | { type: 'forgotPassword.open' }
  /** The customer's session, as the account service reports it. */
  | { type: 'session.changed'; signedIn: boolean }
  /** A form's request for the shell's session, passed up. */
  | ShellRequest;

export interface NavDrawerInput {
  signedIn: boolean;
  policy: PasswordPolicy;
  /** The store records data-protection consents: its create-account form asks one. By default it does. */
  asksConsent?: boolean;
}

export interface NavDrawerContext extends NavDrawerInput {
  /** The categories drilled into, from the root down. */
  trail: string[];
}

/**
 * The navigation drawer (spec §2, §4), opened as "nav": the category tree drilled into level by level, and the
 * account views over it (Sign In, Create Account, Forgot Password, My Account), each account form with its own
 * machine while its view is open. Back goes Create Account and Forgot Password → Sign In, Sign In and My
 * Account → Menu, and in the menu up one level; at the root it closes the drawer (the machine finishes, and the
 * app closes the panel). A sign-in from a form moves to My Account; a sign-out, back to the menu.
 */
export const navDrawerMachine = setup({
  types: {
    context: {} as NavDrawerContext,
    events: {} as NavDrawerEvent,
    input: {} as NavDrawerInput,
  },
  actors: {
    signInForm: signInFormMachine,
    createAccountForm: createAccountFormMachine,
    forgotPasswordForm: forgotPasswordFormMachine,
  },
  actions: {
    enterCategory: assign({ trail: ({ context }, params: { uid: string }) => [...context.trail, params.uid] }),
    leaveCategory: assign({ trail: ({ context }) => context.trail.slice(0, -1) }),
    keepSession: assign({ signedIn: (_, params: { signedIn: boolean }) => params.signedIn }),
    passUp: sendParent((_, params: ShellRequest) => params),
  },
  guards: {
    /** An event without a category (none to open at this level) changes nothing. */
    namesCategory: (_, params: { uid: string | undefined }) => Boolean(params.uid),
    inCategory: ({ context }) => context.trail.length > 0,
    isSignedIn: ({ context }) => context.signedIn,
    signsIn: (_, params: { signedIn: boolean }) => params.signedIn,
    signsOut: (_, params: { signedIn: boolean }) => !params.signedIn,
  },
}).createMachine({
  id: 'navDrawer',
  context: ({ input }) => ({ ...input, trail: [] }),
  on: {
    'session.changed': { actions: { type: 'keepSession', params: ({ event }) => ({ signedIn: event.signedIn }) } },
    // A form's token goes up to the shell's session, its notice to the shell's toasts.
    'shell.session': { actions: { type: 'passUp', params: ({ event }) => event } },
    'shell.notify': { actions: { type: 'passUp', params: ({ event }) => event } },
  },
  initial: 'menu',
  states: {
    menu: {
      on: {
        'category.open': {
          guard: { type: 'namesCategory', params: ({ event }) => ({ uid: event.uid }) },
          actions: { type: 'enterCategory', params: ({ event }) => ({ uid: event.uid }) },
        },
        back: [{ guard: 'inCategory', actions: 'leaveCategory' }, { target: 'closed' }],
        'account.open': [{ guard: 'isSignedIn', target: 'myAccount' }, { target: 'signIn' }],
      },
    },
    signIn: {
      invoke: { id: 'form', src: 'signInForm' },
      on: {
        back: 'menu',
        'createAccount.open': 'createAccount',
        'forgotPassword.open': 'forgotPassword',
        'session.changed': {
          guard: { type: 'signsIn', params: ({ event }) => ({ signedIn: event.signedIn }) },
          target: 'myAccount',
          actions: { type: 'keepSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    createAccount: {
      invoke: { id: 'form', src: 'createAccountForm', input: ({ context }) => ({ policy: context.policy, asksConsent: context.asksConsent }) },
      on: {
        back: 'signIn',
        'session.changed': {
          guard: { type: 'signsIn', params: ({ event }) => ({ signedIn: event.signedIn }) },
          target: 'myAccount',
          actions: { type: 'keepSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    forgotPassword: {
      invoke: { id: 'form', src: 'forgotPasswordForm' },
      on: { back: 'signIn' },
    },
    myAccount: {
      on: {
        back: 'menu',
        'session.changed': {
          guard: { type: 'signsOut', params: ({ event }) => ({ signedIn: event.signedIn }) },
          target: 'menu',
          actions: { type: 'keepSession', params: ({ event }) => ({ signedIn: event.signedIn }) },
        },
      },
    },
    closed: { type: 'final' },
  },
});

export type NavDrawerSnapshot = SnapshotFrom<typeof navDrawerMachine>;
export type NavDrawerActor = ActorRefFrom<typeof navDrawerMachine>;

export type NavDrawerView = 'menu' | 'signIn' | 'createAccount' | 'forgotPassword' | 'myAccount';

/** The view on show; every view but the menu is a panel over the tree (spec §2). */
export const selectNavDrawerView = (s: NavDrawerSnapshot): NavDrawerView =>
  (['signIn', 'createAccount', 'forgotPassword', 'myAccount'] as const).find((view) => s.matches(view)) ?? 'menu';
export const selectTrail = (s: NavDrawerSnapshot) => s.context.trail;
export const selectSignedIn = (s: NavDrawerSnapshot) => s.context.signedIn;
/** The open account view's form machine (Sign In, Create Account, Forgot Password). */
export const selectForm = (s: NavDrawerSnapshot) => s.children.form;
