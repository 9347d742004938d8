import { use } from 'react';
import { LOCALE_FALLBACKS, type Locale } from '../../../domain/locales';
import type { Messages } from '../../services/locale';

// Checkout's messages (`checkout.*`) load with its screen, not with the shell's catalogue (the build splits them).

const CATALOGUES: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr_FR: () => import('../../../../lang/fr_FR.json?screen=checkout'),
  fr_CA: () => import('../../../../lang/fr_CA.json?screen=checkout'),
  en_US: () => import('../../../../lang/en_US.json?screen=checkout'),
  en_GB: () => import('../../../../lang/en_GB.json?screen=checkout'),
  de_DE: () => import('../../../../lang/de_DE.json?screen=checkout'),
  nl_NL: () => import('../../../../lang/nl_NL.json?screen=checkout'),
  pl_PL: () => import('../../../../lang/pl_PL.json?screen=checkout'),
  pt_PT: () => import('../../../../lang/pt_PT.json?screen=checkout'),
};

const loaded = new Map<Locale, Promise<Messages>>();
const ready = new Map<Locale, Messages>();

/** Checkout's messages in `locale`, laid over its fallbacks as the shell's catalogue is; loaded once. */
export function checkoutMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([...LOCALE_FALLBACKS[locale], locale].map(async (each) => (await CATALOGUES[each]()).default)).then(
      (catalogues) => {
        const merged = Object.assign({}, ...catalogues) as Messages;
        ready.set(locale, merged);
        return merged;
      },
    );
    loaded.set(locale, messages);
  }
  return messages;
}

/** Checkout's messages for the view: at once when loaded, else it suspends until they are. */
export const useCheckoutMessages = (locale: Locale): Messages => ready.get(locale) ?? use(checkoutMessages(locale));
