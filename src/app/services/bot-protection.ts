import { fromPromise } from 'xstate';
import { botProtectionMachine } from '../../../machines/bot-protection.machine';
import { botProtectionConfigOf, LOCAL_VERIFIER_KEY, type BotProtectionConfig } from '../../domain/bot-protection';
import { GET_RECAPTCHA_V3_CONFIG } from '../graphql/bot-protection';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** The reCAPTCHA config (spec §7 GetReCaptchaV3Config); null when protection is off. */
export async function loadBotProtectionConfig({ client }: DataServices): Promise<BotProtectionConfig | null> {
  const { recaptchaV3Config } = await queryData(await client(), GET_RECAPTCHA_V3_CONFIG, {});
  return botProtectionConfigOf(recaptchaV3Config);
}

/**
 * A token for `action`: the shop's own proof of work when the key names it, else Google's reCAPTCHA v3. Either
 * provider's code (and Google's script) loads now, on the submission that needs it.
 */
export async function runBotChallenge(services: DataServices, { config, action }: { config: BotProtectionConfig; action: string }): Promise<string> {
  if (config.websiteKey === LOCAL_VERIFIER_KEY) return (await import('./bot-protection/proof-of-work')).proofOfWorkToken(services, action);
  return (await import('./bot-protection/google-recaptcha')).recaptchaToken(config, action);
}

/** The bot-protection step with its services, for a form machine to invoke (machines/bot-protection.machine.ts). */
export const botProtectionLogic = (services: DataServices) =>
  botProtectionMachine.provide({
    actors: {
      loadConfig: fromPromise(() => loadBotProtectionConfig(services)),
      runChallenge: fromPromise(({ input }) => runBotChallenge(services, input)),
    },
  });

/** The X-ReCaptcha header of a guarded mutation (spec §7), none when the form is not guarded. */
export const botProtectionHeaders = (token: string | null): Record<string, string> => (token === null ? {} : { 'X-ReCaptcha': token });
