import { fromPromise } from 'xstate';
import { newsletterMachine, type NewsletterSubscription } from '../../../machines/newsletter.machine';
import { NEWSLETTER_OPTIN_SOURCE } from '../../domain/newsletter';
import { SUBSCRIBE_TO_NEWSLETTER } from '../graphql/newsletter';
import { botProtectionHeaders, botProtectionLogic } from './bot-protection';
import { mutationData } from './graphql/request';
import type { DataServices } from './route';

/** Spec §7 newsletter subscribe: consent given (the form requires it), from the footer, with the bot-protection answer. */
export async function subscribeToNewsletter({ client }: DataServices, { email, botToken }: NewsletterSubscription): Promise<void> {
  await mutationData(await client(), SUBSCRIBE_TO_NEWSLETTER, { email, isConsent: true, optinSource: NEWSLETTER_OPTIN_SOURCE }, {
    fetchOptions: { headers: botProtectionHeaders(botToken) },
  });
}

/** The newsletter form's machine with its services: its own chunk, loaded when the footer's block is wanted. */
export const newsletterLogic = (services: DataServices) =>
  newsletterMachine.provide({
    actors: {
      botProtection: botProtectionLogic(services),
      subscribe: fromPromise(({ input }) => subscribeToNewsletter(services, input)),
    },
  });
