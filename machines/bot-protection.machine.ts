import { assign, setup, type SnapshotFrom } from 'xstate';
import { protects, type BotProtectedForm, type BotProtectionConfig } from '../src/domain/bot-protection';
import { providedByTheApp } from './provided';
import { timedOut, WAIT_LIMITS } from './wait-limits';

export interface BotProtectionInput {
  form: BotProtectedForm;
  /** The reCAPTCHA action the answer is for (spec §9: the newsletter's is subscribeNewsLetter). */
  action: string;
}

export interface BotProtectionContext extends BotProtectionInput {
  config: BotProtectionConfig | null;
  /** The X-ReCaptcha value: null while none is needed, '' after a failed run (spec §8: empty data). */
  token: string | null;
}

/**
 * One run of bot protection for a form's submission (spec §3 ReCaptcha config, §7 X-ReCaptcha, §8, §9), a reusable
 * step that a form machine invokes before its mutation and whose output is the X-ReCaptcha header's value:
 *
 *   protecting: { invoke: { src: 'botProtection', input: { form: 'CONTACT', action: 'contactUs' },
 *                           onDone: { target: 'sending', actions: assign({ botToken: ({ event }) => event.output }) } } }
 *
 * then the mutation sends `X-ReCaptcha: <output>` unless the output is null. The config loads first (a config that
 * fails to load, or does not list the form, skips protection: null); then the challenge runs (the provider's script
 * loads on demand): its token, or after a failure, logged, an empty one, which the backend refuses.
 */
export const botProtectionMachine = setup({
  types: {
    context: {} as BotProtectionContext,
    input: {} as BotProtectionInput,
    output: {} as string | null,
  },
  actors: {
    loadConfig: providedByTheApp<BotProtectionConfig | null>('loadConfig'),
    runChallenge: providedByTheApp<string, { config: BotProtectionConfig; action: string }>('runChallenge'),
  },
  actions: {
    keepConfig: assign({ config: (_, params: { config: BotProtectionConfig | null }) => params.config }),
    keepToken: assign({ token: (_, params: { token: string }) => params.token }),
    giveEmptyToken: assign({ token: '' }),
    logFailure: (_, params: { error: unknown }) => console.error('Bot protection failed', params.error),
  },
  guards: {
    protectsForm: ({ context }, params: { config: BotProtectionConfig | null }) => protects(params.config, context.form),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'botProtection',
  context: ({ input }) => ({ ...input, config: null, token: null }),
  initial: 'loadingConfig',
  states: {
    loadingConfig: {
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: [
          {
            guard: { type: 'protectsForm', params: ({ event }) => ({ config: event.output }) },
            target: 'challenging',
            actions: { type: 'keepConfig', params: ({ event }) => ({ config: event.output }) },
          },
          { target: 'skipped' },
        ],
        onError: 'skipped',
      },
      after: { requestTimeout: 'skipped' },
    },
    challenging: {
      invoke: {
        id: 'runChallenge',
        src: 'runChallenge',
        input: ({ context }) => ({ config: context.config!, action: context.action }),
        onDone: { target: 'passed', actions: { type: 'keepToken', params: ({ event }) => ({ token: event.output }) } },
        onError: { target: 'failed', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'giveEmptyToken'] },
      },
      // A challenge that never ends fails as any other: logged, and the form goes on with empty data (spec §8).
      after: { requestTimeout: { target: 'failed', actions: [{ type: 'logFailure', params: () => ({ error: timedOut() }) }, 'giveEmptyToken'] } },
    },
    skipped: { type: 'final' },
    passed: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.token,
});

export type BotProtectionSnapshot = SnapshotFrom<typeof botProtectionMachine>;
