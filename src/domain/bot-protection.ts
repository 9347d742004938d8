// Bot protection (spec §3 ReCaptcha config, §7 X-ReCaptcha header, §9): which forms it guards, and the shop's own
// proof of work, shared by the backend that checks an answer and the browser that finds one.

/** The forms reCAPTCHA can guard (Magento's ReCaptchaFormEnum). */
export type BotProtectedForm = 'NEWSLETTER' | 'CONTACT';

/** recaptchaV3Config as the storefront uses it. */
export interface BotProtectionConfig {
  websiteKey: string;
  /** bottomright (the default), bottomleft, or inline: an invisible widget rendered explicitly in the form. */
  badgePosition: string;
  languageCode: string | null;
  forms: string[];
}

/** The website key that names the shop's own verifier (a proof of work served by the backend) instead of Google's. */
export const LOCAL_VERIFIER_KEY = 'vitrine-proof-of-work';

export const DEFAULT_BADGE_POSITION = 'bottomright';

/** The config from recaptchaV3Config's answer; null when protection is off (no key, or disabled). */
export function botProtectionConfigOf(answer: {
  website_key?: string | null; badge_position?: string | null; language_code?: string | null; forms?: readonly (string | null)[] | null; is_enabled?: boolean | null;
} | null | undefined): BotProtectionConfig | null {
  if (!answer?.website_key || answer.is_enabled === false) return null;
  return {
    websiteKey: answer.website_key,
    badgePosition: answer.badge_position || DEFAULT_BADGE_POSITION,
    languageCode: answer.language_code || null,
    forms: (answer.forms ?? []).filter((form): form is string => typeof form === 'string'),
  };
}

/** Whether the config guards `form`: its mutation then needs the X-ReCaptcha header. */
export const protects = (config: BotProtectionConfig | null, form: BotProtectedForm) => config !== null && config.forms.includes(form);

/** The count of zero bits a hash starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The answer to a challenge, as the X-ReCaptcha header carries it. */
export const proofToken = (challenge: string, counter: number) => `${challenge}:${counter}`;
