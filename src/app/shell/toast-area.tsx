import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { toastsMachine } from '../../../machines/toasts.machine';
import type { Toast, ToastType } from '../../domain/toast';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { Icon, type IconName } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { useShell } from './shell-actor';

const typeIcons: Record<ToastType, IconName> = { info: 'info', warning: 'alert', error: 'alert', success: 'check' };

/** The toast area at the bottom of the screen (spec §2), showing the shell's toasts. */
export function ToastArea() {
  const toasts = useShell((s) => s.children.toasts);
  return toasts ? <ToastList toasts={toasts} /> : null;
}

/** The toasts of a toasts actor, announced politely to screen readers; errors as alerts. */
export function ToastList({ toasts: actor }: { toasts: ActorRefFrom<typeof toastsMachine> }) {
  const t = useT();
  const toasts = useSelector(actor, (s) => s.context.toasts);
  return (
    <section className="toast-area" aria-label={t('toast.region')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => actor.send({ type: 'toast.dismiss', id: toast.id })} />
      ))}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const t = useT();
  const icon = (toast.icon as IconName | undefined) ?? typeIcons[toast.type];
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon">
        <Icon name={icon} size={20} />
      </span>
      <div className="toast__text">
        <p className="toast__message">{t(toast.message as MessageId, toast.values)}</p>
        {toast.debug && <p className="toast__debug">{t('toast.reference', { id: toast.debug })}</p>}
        {toast.link && (
          <ShopLink href={toast.link.href} className="toast__link">
            {t(toast.link.label as MessageId)}
          </ShopLink>
        )}
      </div>
      {toast.dismissable && (
        <button type="button" className="icon-button toast__dismiss" aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
