import { useMemo, type ReactNode } from 'react';
// The one export's own module: the package's index would bring all of react-aria into the first load.
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { createIntl, createIntlCache, RawIntlProvider } from 'react-intl';
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
 * The shop's locale for react-intl and for react-aria, whose own strings (an overlay's hidden "Dismiss" button, a
 * field's hints) would otherwise follow the browser's language, or English on a server.
 */
export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const tag = toLanguageTag(locale);
  const intl = useMemo(() => createIntl({ locale: tag, messages, onError }, formatters), [tag, messages]);
  return (
    <I18nProvider locale={tag}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </I18nProvider>
  );
}
