import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, LOCALE_FALLBACKS, toLocale, type Locale } from '../../domain/locales';

/** Message texts, or their ASTs when the build has compiled the catalogues. */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** One catalogue per locale, each its own chunk so a shopper downloads only theirs. */
async function importCatalogue(locale: Locale): Promise<Messages> {
  const module = (await import(`../../../lang/${locale}.json`)) as { default: Messages };
  return module.default;
}

/**
 * Loads a locale's messages laid over its fallbacks (fr_CA over fr_FR, the others over en_US).
 * Throws "Unable to locate locale … within generated dist directory" for a locale the shop does not ship.
 */
export async function loadLocale(requested: string = DEFAULT_LOCALE): Promise<{ locale: Locale; messages: Messages }> {
  const locale = toLocale(requested);
  const catalogues = await Promise.all([...LOCALE_FALLBACKS[locale], locale].map(importCatalogue));
  return { locale, messages: Object.assign({}, ...catalogues) as Messages };
}
