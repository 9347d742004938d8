import { consent, email, required, type Rule } from './validation';

// The footer's newsletter form (spec §2, §4, §5, §8).

export const NEWSLETTER_FIELDS = ['email', 'consent'] as const;
export type NewsletterField = (typeof NEWSLETTER_FIELDS)[number];

/**
 * Spec §5: the e-mail is required and checked; the consent box must be ticked where the backend records a sign-up's
 * consent (the shop's newsletter module; Magento's own sign-up takes the e-mail alone).
 */
export const newsletterRules = (asksConsent = true): Record<NewsletterField, Rule[]> => ({ email: [required, email], consent: asksConsent ? [consent] : [] });

/** Where the subscription comes from, as the backend records it (spec §7: optinSource footer). */
export const NEWSLETTER_OPTIN_SOURCE = 'footer';
/** The form and the action its bot-protection answer is for (spec §9). */
export const NEWSLETTER_BOT_PROTECTION = { form: 'NEWSLETTER', action: 'subscribeNewsLetter' } as const;

/** What the form shows under itself when the backend refuses (message ids under newsletter.error.*). */
export type NewsletterFailure = 'alreadySubscribed' | 'botCheck' | 'accountEmail' | 'tooMany' | 'network' | 'generic';

const KNOWN: [fragment: string, failure: NewsletterFailure][] = [
  ['This email address is already subscribed.', 'alreadySubscribed'],
  ['ReCaptcha validation failed', 'botCheck'],
  ['Cannot create a newsletter subscription.', 'accountEmail'],
  ['Too many subscriptions were made from your connection', 'tooMany'],
];

export function newsletterFailureOf(failure: unknown): NewsletterFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  return KNOWN.find(([fragment]) => text.includes(fragment))?.[1] ?? 'generic';
}
