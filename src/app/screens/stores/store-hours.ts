import { useIntl } from 'react-intl';
import { frenchTime } from '../../../domain/stores';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/use-t';

/** What each store type is called. */
export const STORE_TYPES: Record<string, MessageId> = {
  boutique: 'stores.type.boutique',
  corner: 'stores.type.corner',
  'pharmacie-partenaire': 'stores.type.pharmacy',
};

/** Days and hours in the shopper's locale (French, as the rest of the site writes them: "lundi", "9 h 30 à 19 h"). */
export function useStoreHours() {
  const intl = useIntl();
  const t = useT();
  const time = (hhmm: string) => {
    if (intl.locale.startsWith('fr')) return frenchTime(hhmm);
    const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
    return intl.formatTime(Date.UTC(1970, 0, 1, hours, minutes), { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  };
  return {
    /** 0 = Sunday; 2023-01-01 was a Sunday. */
    weekday: (day: number) => intl.formatDate(Date.UTC(2023, 0, 1 + day), { weekday: 'long', timeZone: 'UTC' }),
    date: (iso: string) => intl.formatDate(Date.parse(`${iso}T00:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
    /** Opening periods, or "closed". */
    periods: (periods: readonly { open: string | null; close: string | null }[]) => {
      const open = periods.filter((p) => p.open && p.close);
      return open.length > 0
        ? open.map((p) => t('stores.period', { open: time(p.open!), close: time(p.close!) })).join(', ')
        : t('stores.closed');
    },
  };
}
