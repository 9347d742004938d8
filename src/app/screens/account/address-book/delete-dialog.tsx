import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { selectBusy, selectDeleting, selectFailure, type AddressBookActor } from '../../../../../machines/address-book.machine';
import { useT } from '../../../i18n/use-t';
import { AddressSummary } from '../../../ui/address-summary';
import { FormFailure } from '../../../ui/form-fields';
import { usePageActor, usePageState } from '../../page-actor';

/** "Delete this address?": the address, and nothing deleted until confirmed (Escape or Cancel keep it). */
export function DeleteDialog() {
  const t = useT();
  const page = usePageActor<AddressBookActor>();
  const deleting = usePageState(selectDeleting);
  const busy = usePageState(selectBusy);
  const failure = usePageState(selectFailure);
  const cancel = () => busy || page.send({ type: 'cancel' });
  return (
    <ModalOverlay isOpen={deleting !== null} onOpenChange={(open) => open || cancel()} isDismissable={!busy} className="confirm-dialog-mask">
      <Modal className="confirm-dialog">
        <Dialog role="alertdialog" className="confirm-dialog__body">
          <Heading slot="title" className="confirm-dialog__title">
            {t('accountArea.addressBook.confirmTitle')}
          </Heading>
          {deleting && <AddressSummary address={deleting.address} countryName={t('accountArea.addressBook.country')} />}
          <p>{t('accountArea.addressBook.confirmText')}</p>
          {failure && <FormFailure>{t(`accountArea.addressBook.error.${failure}`)}</FormFailure>}
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--secondary" disabled={busy} onClick={cancel}>
              {t('accountArea.addressBook.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              onClick={() => busy || page.send({ type: 'confirm' })}
            >
              {busy ? t('accountArea.addressBook.deleting') : t('accountArea.addressBook.confirmDelete')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
