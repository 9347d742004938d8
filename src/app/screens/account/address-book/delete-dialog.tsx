import { selectBusy, selectDeleting, selectFailure, type AddressBookActor } from '../../../../../machines/address-book.machine';
import { useT } from '../../../i18n/use-t';
import { AddressSummary } from '../../../ui/address-summary';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormFailure } from '../../../ui/form-fields';
import { usePage, usePageState } from '../../page-actor';

/** "Delete this address?": the address, and nothing deleted until confirmed (Escape or Cancel keep it). */
export function DeleteDialog() {
  const t = useT();
  const page = usePage('addressBook');
  const deleting = usePageState(selectDeleting);
  const busy = usePageState(selectBusy);
  const failure = usePageState(selectFailure);
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      title={t('accountArea.addressBook.confirmTitle')}
      cancelLabel={t('accountArea.addressBook.cancel')}
      confirmLabel={t('accountArea.addressBook.confirmDelete')}
      busyLabel={t('accountArea.addressBook.deleting')}
      busy={busy}
      onCancel={() => page.send({ type: 'cancel' })}
      onConfirm={() => page.send({ type: 'confirm' })}
    >
      {deleting && <AddressSummary address={deleting.address} countryName={t('accountArea.addressBook.country')} />}
      <p>{t('accountArea.addressBook.confirmText')}</p>
      {failure && <FormFailure>{t(`accountArea.addressBook.error.${failure}`)}</FormFailure>}
    </ConfirmDialog>
  );
}
