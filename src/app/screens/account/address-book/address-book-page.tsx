import { selectAddresses, selectNotice, selectView, type AddressBookActor } from '../../../../../machines/address-book.machine';
import { canDelete } from '../../../../domain/address-book';
import { withScreenMessages } from '../../../i18n/screen-messages';
import { useT } from '../../../i18n/use-t';
import { PageLoading } from '../../../shell/page-loading';
import { FormFailure } from '../../../ui/form-fields';
import { usePage, usePageState } from '../../page-actor';
import { AccountArea } from '../account-area';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { DeleteDialog } from './delete-dialog';

/** /address-book (spec §2): the customer's addresses, a form to add or change one, a deletion confirmed first. */
function AddressBook() {
  const t = useT();
  const page = usePage('addressBook');
  const view = usePageState(selectView);
  return (
    <AccountArea title={t('accountPages.addressBook')}>
      {view === 'loading' && <PageLoading kind="addressBook" />}
      {view === 'failed' && (
        <div className="address-book__failed">
          <FormFailure>{t('accountArea.addressBook.loadFailed')}</FormFailure>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {view === 'form' && <AddressForm />}
      {(view === 'list' || view === 'confirming') && <AddressList />}
      <DeleteDialog />
    </AccountArea>
  );
}

function AddressList() {
  const t = useT();
  const page = usePage('addressBook');
  const addresses = usePageState(selectAddresses);
  const notice = usePageState(selectNotice);
  return (
    <div className="address-book">
      <p>{t('accountArea.addressBook.intro')}</p>
      <p className="address-book__notice" role="status">
        {notice && t(`accountArea.addressBook.${notice}`)}
      </p>
      <div>
        <button type="button" className="button button--primary" onClick={() => page.send({ type: 'add' })}>
          {t('accountArea.addressBook.add')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p>{t('accountArea.addressBook.empty')}</p>
      ) : (
        <>
          <ul className="address-book__list" aria-label={t('accountArea.addressBook.list')}>
            {addresses.map((saved) => (
              <AddressCard key={saved.id} saved={saved} />
            ))}
          </ul>
          {addresses.some((saved) => !canDelete(saved)) && <p className="address-book__hint">{t('accountArea.addressBook.defaultKept')}</p>}
        </>
      )}
    </div>
  );
}

export const AddressBookPage = withScreenMessages('accountArea', AddressBook);
