import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/**
 * The shop's one confirmation before an action that cannot be undone (delete an address or a card, cancel a
 * subscription, erase the account's data): an alert dialog over a mask, its title, what will happen, then its two
 * buttons. One order everywhere, as on the web and Android: Cancel first, the action last (at the right, the
 * end of the reading order), styled as destructive. Nothing happens until confirmed: Escape, the mask and
 * Cancel keep things as they are. While `busy` (the action on its way) the dialog stays, its buttons take no press
 * and the action's button says what is under way.
 */
export function ConfirmDialog({
  isOpen,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  onCancel,
  onConfirm,
}: {
  isOpen: boolean;
  title: string;
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** The action's button while it is on its way. */
  busyLabel?: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const cancel = () => busy || onCancel();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => open || cancel()} isDismissable={!busy} className="confirm-dialog-mask">
      <Modal className="confirm-dialog">
        <Dialog role="alertdialog" className="confirm-dialog__body">
          <Heading slot="title" className="confirm-dialog__title">
            {title}
          </Heading>
          {children}
          <div className="confirm-dialog__actions">
            <button type="button" className="button button--secondary" aria-disabled={busy || undefined} onClick={cancel}>
              {cancelLabel}
            </button>
            {/* A second press while it is on its way does nothing: the page's machine waits for the answer. */}
            <button
              type="button"
              className="button button--destructive"
              aria-disabled={busy || undefined}
              aria-busy={busy || undefined}
              onClick={() => busy || onConfirm()}
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
