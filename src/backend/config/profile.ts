/**
 * Which Magento the embedded backend stands in for: the spec's (Magento with Adyen's module and the shop's own
 * modules, the default), or a stock Magento Open Source 2.4.7 with its bundled modules (`core`), with Adyen's module
 * added (`core,adyen`). A profile decides the schema served and what lives behind it: the payment methods, bot
 * protection, the points of sale's pages.
 */
export interface BackendProfile {
  name: 'full' | 'core' | 'core,adyen';
  /** The shop's own modules (extensions.graphql): subscriptions, points of sale, consents, need-help, bot protection… */
  extensions: boolean;
  /** Adyen's module (adyen.graphql): card payments with 3-D Secure, saved cards. */
  adyen: boolean;
}

export const BACKEND_PROFILES: readonly BackendProfile[] = [
  { name: 'full', extensions: true, adyen: true },
  { name: 'core', extensions: false, adyen: false },
  { name: 'core,adyen', extensions: false, adyen: true },
];

export const FULL_PROFILE = BACKEND_PROFILES[0]!;

/** VITRINE_BACKEND_PROFILE: unset or empty is the spec's Magento; another value that names no profile stops the start. */
export function backendProfileFromEnv(env: NodeJS.ProcessEnv = process.env): BackendProfile {
  const wanted = (env.VITRINE_BACKEND_PROFILE ?? '').split(',').map((part) => part.trim()).filter(Boolean).join(',') || 'full';
  const profile = BACKEND_PROFILES.find((candidate) => candidate.name === wanted);
  if (!profile) throw new Error(`VITRINE_BACKEND_PROFILE=${env.VITRINE_BACKEND_PROFILE} names no profile: use core, core,adyen, or leave it unset.`);
  return profile;
}
