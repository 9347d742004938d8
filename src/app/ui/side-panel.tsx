import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../i18n/use-t';
import { Icon } from './icons';

/**
 * A modal panel over a mask (spec §2 "Side panel dialog"): from the right (or left) on large screens, from
 * the bottom on small ones. Escape, the close button and a click on the mask all call `onClose`; with `onBack`,
 * a back button leads the header.
 */
export function SidePanel({
  isOpen,
  onClose,
  title,
  side = 'right',
  onBack,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  onBack?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => open || onClose()}
      isDismissable
      className="side-panel-mask"
    >
      <Modal className={`side-panel side-panel--${side}`}>
        <Dialog className="side-panel__dialog">
          <header className="side-panel__header">
            {onBack && (
              <Button className="icon-button side-panel__back" aria-label={t('common.back')} onPress={onBack}>
                <Icon name="arrowLeft" />
              </Button>
            )}
            <Heading slot="title" className="side-panel__title">
              {title}
            </Heading>
            <Button className="icon-button" aria-label={t('common.close')} onPress={onClose}>
              <Icon name="close" />
            </Button>
          </header>
          <div className="side-panel__body">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
