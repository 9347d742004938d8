import type { AddressBookActor } from '../../../../../machines/address-book.machine';
import { canDelete, type SavedAddress } from '../../../../domain/address-book';
import { useT } from '../../../i18n/use-t';
import { AddressSummary } from '../../../ui/address-summary';
import { usePage } from '../../page-actor';

/** One address of the book: its lines, whether it is a default, and what can be done with it. */
export function AddressCard({ saved }: { saved: SavedAddress }) {
  const t = useT();
  const page = usePage('addressBook');
  const which = { street: saved.address.street[0] ?? '', city: saved.address.city };
  return (
    <li className="address-card">
      {(saved.defaultShipping || saved.defaultBilling) && (
        <ul className="address-card__badges">
          {saved.defaultShipping && <li className="address-card__badge">{t('accountArea.addressBook.defaultShipping')}</li>}
          {saved.defaultBilling && <li className="address-card__badge">{t('accountArea.addressBook.defaultBilling')}</li>}
        </ul>
      )}
      <AddressSummary address={saved.address} countryName={t('accountArea.addressBook.country')} />
      <div className="address-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('accountArea.addressBook.editAddress', which)}
          onClick={() => page.send({ type: 'edit', id: saved.id })}
        >
          {t('accountArea.addressBook.edit')}
        </button>
        {canDelete(saved) && (
          <button
            type="button"
            className="text-button"
            aria-label={t('accountArea.addressBook.deleteAddress', which)}
            onClick={() => page.send({ type: 'delete', id: saved.id })}
          >
            {t('accountArea.addressBook.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
