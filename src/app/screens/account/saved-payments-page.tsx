import {
  selectCards,
  selectDeleted,
  selectDeleting,
  selectFailure,
  selectSavedPaymentsView,
  selectTarget,
  type SavedPaymentsActor,
  type SavedPaymentsSnapshot,
} from '../../../../machines/saved-payments.machine';
import { brandName, expiryText, type SavedCard } from '../../../domain/saved-cards';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../shell/page-loading';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { usePage, usePageState } from '../page-actor';
import { AccountArea } from './account-area';
import { AccountFailureMessage } from './account-failure';

/** /saved-payments: the cards the customer saved at checkout, each with its Delete (confirmed in a dialog). */
export const SavedPaymentsPage = withScreenMessages('accountArea', function SavedPayments() {
  const t = useT();
  const view = usePageState(selectSavedPaymentsView);
  const failure = usePageState(selectFailure);
  const deleted = usePageState(selectDeleted);
  const page = usePage('savedPayments');
  return (
    <AccountArea title={t('accountPages.savedPayments')}>
      {view === 'loading' && <PageLoading kind="savedPayments" />}
      {view === 'failed' && (
        <div className="page-message" role="alert">
          <p>{t('accountArea.savedPayments.loadFailed')}</p>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'retry' })}>
            {t('page.retry')}
          </button>
        </div>
      )}
      {(view === 'cards' || view === 'empty') && (
        <>
          <p className="saved-payments__intro">{t('accountArea.savedPayments.intro')}</p>
          <AccountFailureMessage failure={failure} />
          <p className="saved-payments__notice" role="status">
            {deleted && t('accountArea.savedPayments.deleted', { brand: brandName(deleted.brand), last4: deleted.last4 })}
          </p>
          {view === 'empty' ? <EmptyState /> : <CardList />}
          <ConfirmDelete />
        </>
      )}
    </AccountArea>
  );
});

function EmptyState() {
  const t = useT();
  return (
    <div className="saved-payments__empty">
      <p className="saved-payments__empty-title">{t('accountArea.savedPayments.empty')}</p>
      <p>{t('accountArea.savedPayments.emptyHint')}</p>
    </div>
  );
}

function CardList() {
  const t = useT();
  const cards = usePageState(selectCards);
  return (
    <ul className="saved-payments__list" aria-label={t('accountArea.savedPayments.listLabel')}>
      {cards.map((card) => (
        <CardItem key={card.publicHash} card={card} />
      ))}
    </ul>
  );
}

/** The card's number as it is printed in lists: four dots and its last digits (read out as "ending in"). */
function MaskedNumber({ card }: { card: SavedCard }) {
  const t = useT();
  return (
    <>
      <span aria-hidden="true">•••• {card.last4}</span>
      <span className="visually-hidden">{t('accountArea.savedPayments.endingIn', { last4: card.last4 })}</span>
    </>
  );
}

function CardItem({ card }: { card: SavedCard }) {
  const t = useT();
  const page = usePage('savedPayments');
  const brand = brandName(card.brand);
  return (
    <li className="saved-card">
      <p className="saved-card__brand">{brand}</p>
      <p className="saved-card__number">
        <MaskedNumber card={card} />
      </p>
      <p className="saved-card__expiry">{t('accountArea.savedPayments.expires', { expiry: expiryText(card) })}</p>
      <button
        type="button"
        className="button button--secondary saved-card__delete"
        aria-label={t('accountArea.savedPayments.deleteLabel', { brand, last4: card.last4 })}
        onClick={() => page.send({ type: 'card.delete', publicHash: card.publicHash })}
      >
        {t('accountArea.savedPayments.delete')}
      </button>
    </li>
  );
}

/** "Delete this card?": open while a deletion is confirmed or on its way; the dialog waits for the backend's answer. */
function ConfirmDelete() {
  const t = useT();
  const page = usePage('savedPayments');
  const target = usePageState((s: SavedPaymentsSnapshot) => selectTarget(s));
  const deleting = usePageState(selectDeleting);
  return (
    <ConfirmDialog
      isOpen={target !== null}
      title={t('accountArea.savedPayments.confirmTitle')}
      cancelLabel={t('accountArea.savedPayments.cancel')}
      confirmLabel={t('accountArea.savedPayments.confirm')}
      busyLabel={t('accountArea.savedPayments.deleting')}
      busy={deleting}
      onCancel={() => page.send({ type: 'delete.cancel' })}
      onConfirm={() => page.send({ type: 'delete.confirm' })}
    >
      {target && <p>{t('accountArea.savedPayments.confirmText', { brand: brandName(target.brand), last4: target.last4 })}</p>}
    </ConfirmDialog>
  );
}
