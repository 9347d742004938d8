import type { ReactNode } from 'react';
// The one export's own module: the package's index would bring all of react-aria into the first load.
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { toLanguageTag, type Locale } from '../../domain/locales';
import type { Messages } from '../services/locale';

/**
 * A missing translation falls back (the locale's fallback catalogues, then the key) and warns in development only
 * (spec §8); any other translation error is thrown.
 */
function onError(error: { code: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') {
    if (process.env.NODE_ENV !== 'production') console.warn(error.message);
    return;
  }
  throw error;
}

/**
 * The formatters (number, date, plural rules, message formats) every provider shares: they depend only on the
 * locale and the message, and making them again for each page a server renders was a few per cent of its work.
 */
const formatters = createIntlCache();

/**
 * The intl objects made, by catalogue and language: a catalogue is one object for as long as it is in use (a module's,
 * or a screen's merged over it, see screen-messages.tsx), and a server made them anew for each page it rendered.
 */
const intls = new WeakMap<Messages, Map<string, IntlShape>>();

export function intlOf(tag: string, messages: Messages): IntlShape {
  let byTag = intls.get(messages);
  if (!byTag) intls.set(messages, (byTag = new Map()));
  let intl = byTag.get(tag);
  if (!intl) byTag.set(tag, (intl = createIntl({ locale: tag, messages, onError }, formatters)));
  return intl;
}

/**
 * The shop's locale for react-intl and for react-aria, whose own strings (an overlay's hidden "Dismiss" button, a
 * field's hints) would otherwise follow the browser's language, or English on a server.
 */
export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const tag = toLanguageTag(locale);
  const intl = intlOf(tag, messages);
  return (
    <I18nProvider locale={tag}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </I18nProvider>
  );
}
