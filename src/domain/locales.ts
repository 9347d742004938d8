// The locales the shop can load (spec §5) and how each falls back.

export const SUPPORTED_LOCALES = ['fr_CA', 'en_US', 'fr_FR', 'de_DE', 'en_GB', 'nl_NL', 'pl_PL', 'pt_PT'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr_FR';

/** Catalogues a locale's own catalogue is laid over, most general first. */
export const LOCALE_FALLBACKS: Record<Locale, readonly Locale[]> = {
  fr_FR: [],
  en_US: [],
  fr_CA: ['fr_FR'],
  en_GB: ['en_US'],
  de_DE: ['en_US'],
  nl_NL: ['en_US'],
  pl_PL: ['en_US'],
  pt_PT: ['en_US'],
};

export class UnknownLocaleError extends Error {
  constructor(locale: string) {
    super(`Unable to locate locale ${locale} within generated dist directory`);
    this.name = 'UnknownLocaleError';
  }
}

/** Accepts `fr_FR` or `fr-FR`; throws the spec's error for anything else. */
export function toLocale(input: string): Locale {
  const normalised = input.replace('-', '_');
  const found = SUPPORTED_LOCALES.find((l) => l === normalised);
  if (!found) throw new UnknownLocaleError(input);
  return found;
}

/** BCP 47 tag for Intl and the html lang attribute: fr_FR → fr-FR. */
export function toLanguageTag(locale: Locale): string {
  return locale.replace('_', '-');
}
