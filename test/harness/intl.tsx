import type { ReactElement } from 'react';
import catalogue from '../../lang/en_US.json';
import { IntlProvider } from '../../src/app/i18n/intl-provider';

/** Views render in en_US in tests so that assertions read the spec's own texts. */
export function inEnglish(ui: ReactElement): ReactElement {
  return (
    <IntlProvider locale="en_US" messages={catalogue}>
      {ui}
    </IntlProvider>
  );
}

export const en = catalogue;
