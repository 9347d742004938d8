import type { ReactNode } from 'react';
import { IntlProvider as ReactIntlProvider } from 'react-intl';
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

export function IntlProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  return (
    <ReactIntlProvider locale={toLanguageTag(locale)} messages={messages} onError={onError}>
      {children}
    </ReactIntlProvider>
  );
}
