import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { Button } from 'react-aria-components';
import {
  selectConfirmingCancel, selectDoneChange, selectPendingChange, selectSubscriptionFailure, selectSubscriptions, selectSubscriptionsView,
  type SubscriptionsActor,
} from '../../../../machines/subscriptions.machine';
import { SUBSCRIPTION_FREQUENCIES, subscriptionActions, type Subscription, type SubscriptionChange } from '../../../domain/subscriptions';
import { useT } from '../../i18n/use-t';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormFailure } from '../../ui/form-fields';
import { FrequencySelect } from '../../ui/frequency-select';
import { ShopLink } from '../../ui/shop-link';

/** A calendar day (ISO) in the shopper's words: "19 janvier 2031". */
function useDay(): (iso: string) => string {
  const intl = useIntl();
  return (iso) => intl.formatDate(Date.parse(`${iso}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The subscriptions of the signed-in customer, or of a guest through the portal: each with its frequency, next
 * delivery and status, and the actions its status allows. One change at a time; a cancellation asks first.
 */
export function SubscriptionList({ subscriptions: actor }: { subscriptions: SubscriptionsActor }) {
  const t = useT();
  const view = useSelector(actor, selectSubscriptionsView);
  const list = useSelector(actor, selectSubscriptions);
  const failure = useSelector(actor, selectSubscriptionFailure);
  const pending = useSelector(actor, selectPendingChange);
  const done = useSelector(actor, selectDoneChange);
  const confirming = useSelector(actor, selectConfirmingCancel);
  if (view === 'loading') return <p className="subscriptions__loading" role="status">{t('accountArea.subscriptions.loading')}</p>;
  if (view === 'failed') {
    return (
      <div className="subscriptions__failed" role="alert">
        <p>{t(`accountArea.subscriptions.error.${failure ?? 'generic'}`)}</p>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'retry' })}>
          {t('accountArea.subscriptions.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="subscriptions">
      {failure && <FormFailure>{t(`accountArea.subscriptions.error.${failure}`)}</FormFailure>}
      {done && !failure && <DoneNotice change={done} list={list} />}
      {list.length === 0 ? (
        <p className="subscriptions__empty">
          {t('accountArea.subscriptions.empty')} <ShopLink href="/">{t('accountArea.subscriptions.browse')}</ShopLink>
        </p>
      ) : (
        <ul className="subscriptions__list">
          {list.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard subscription={subscription} actor={actor} pending={pending} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('accountArea.subscriptions.cancelTitle')}
        cancelLabel={t('accountArea.subscriptions.cancelKeep')}
        confirmLabel={t('accountArea.subscriptions.cancelConfirm')}
        onCancel={() => actor.send({ type: 'cancel.dismiss' })}
        onConfirm={() => actor.send({ type: 'cancel.confirm' })}
      >
        <p>{t('accountArea.subscriptions.cancelText', { product: confirming?.productName ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

/** What the backend just did, said once (a polite live region). */
function DoneNotice({ change, list }: { change: SubscriptionChange; list: readonly Subscription[] }) {
  const t = useT();
  const day = useDay();
  const subscription = list.find((s) => s.id === change.id);
  const values = {
    product: subscription?.productName ?? '',
    date: subscription?.nextDeliveryDate ? day(subscription.nextDeliveryDate) : '',
    days: subscription?.frequency ?? 0,
  };
  return <p className="subscriptions__done" role="status">{t(`accountArea.subscriptions.done.${change.action}`, values)}</p>;
}

function SubscriptionCard({ subscription, actor, pending }: { subscription: Subscription; actor: SubscriptionsActor; pending: SubscriptionChange | null }) {
  const t = useT();
  const day = useDay();
  const allowed = subscriptionActions(subscription.status);
  const busy = pending !== null;
  const mine = pending?.id === subscription.id ? pending.action : null;
  const { id } = subscription;
  const headingId = `subscription-${id}`;
  return (
    <article className="subscription" aria-labelledby={headingId}>
      <header className="subscription__header">
        <h2 id={headingId} className="subscription__name">{subscription.productName}</h2>
        <span className={`subscription__status subscription__status--${subscription.status.toLowerCase()}`}>
          {t(`accountArea.subscriptions.status.${subscription.status}`)}
        </span>
      </header>
      <dl className="subscription__facts">
        <div>
          <dt>{t('accountArea.subscriptions.quantity')}</dt>
          <dd>{subscription.quantity}</dd>
        </div>
        <div>
          <dt>{t('accountArea.subscriptions.frequency')}</dt>
          <dd>{t('accountArea.subscriptions.every', { days: subscription.frequency })}</dd>
        </div>
        <div>
          <dt>{t('accountArea.subscriptions.next')}</dt>
          <dd>{subscription.nextDeliveryDate ? day(subscription.nextDeliveryDate) : t('accountArea.subscriptions.noNext')}</dd>
        </div>
      </dl>
      {allowed.change && (
        <div className="subscription__actions">
          <FrequencySelect
            className="subscription__frequency"
            name={`frequency-${id}`}
            label={t('accountArea.subscriptions.changeFrequency')}
            every={(days) => t('accountArea.subscriptions.every', { days })}
            frequencies={SUBSCRIPTION_FREQUENCIES}
            frequency={subscription.frequency}
            onChange={(frequency) => actor.send({ type: 'frequency.change', id, frequency })}
            isDisabled={busy}
          />
          {mine === 'changeFrequency' && <p className="subscription__saving" role="status">{t('accountArea.subscriptions.working')}</p>}
          <div className="subscription__buttons">
            {allowed.skip && (
              <ActionButton busy={mine === 'skip'} disabled={busy} onPress={() => actor.send({ type: 'skip', id })}
                label={t('accountArea.subscriptions.skip')} />
            )}
            {allowed.pause && (
              <ActionButton busy={mine === 'pause'} disabled={busy} onPress={() => actor.send({ type: 'pause', id })}
                label={t('accountArea.subscriptions.pause')} />
            )}
            {allowed.resume && (
              <ActionButton busy={mine === 'resume'} disabled={busy} onPress={() => actor.send({ type: 'resume', id })}
                label={t('accountArea.subscriptions.resume')} />
            )}
            {allowed.cancel && (
              <ActionButton busy={mine === 'cancel'} disabled={busy} onPress={() => actor.send({ type: 'cancel.ask', id })}
                label={t('accountArea.subscriptions.cancel')} danger />
            )}
          </div>
        </div>
      )}
    </article>
  );
}

function ActionButton({ busy, disabled, onPress, label, danger = false }: { busy: boolean; disabled: boolean; onPress: () => void; label: string; danger?: boolean }) {
  const t = useT();
  return (
    <Button
      className={`button ${danger ? 'button--danger' : 'button--secondary'} subscription__button`}
      isDisabled={disabled && !busy}
      isPending={busy}
      onPress={onPress}
    >
      {busy ? t('accountArea.subscriptions.working') : label}
    </Button>
  );
}
