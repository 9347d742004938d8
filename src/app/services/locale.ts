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
  let messages = laidOver.get(locale);
  if (!messages) {
    messages = Promise.all([...LOCALE_FALLBACKS[locale], locale].map(importCatalogue)).then((catalogues) => Object.assign({}, ...catalogues) as Messages);
    laidOver.set(locale, messages);
    // A catalogue that could not be fetched is asked for again next time.
    messages.catch(() => laidOver.delete(locale));
  }
  return { locale, messages: await messages };
}

/**
 * Each locale's messages, laid over once: one object for as long as the process lives, so that what is made from a
 * catalogue (react-intl's formatters, a screen's messages over it) is made once too, not for each page a server renders.
 */
const laidOver = new Map<Locale, Promise<Messages>>();
