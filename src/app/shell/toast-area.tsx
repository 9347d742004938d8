import { useSelector } from '@xstate/react';
import type { Toast, ToastType } from '../../domain/toast';
import type { MessageId } from '../i18n/messages';
import { useT } from '../i18n/use-t';
import { Icon, type IconName } from '../ui/icons';
import { ShellActor } from './shell-actor';
import './toast-area.css';

const typeIcons: Record<ToastType, IconName> = { info: 'info', warning: 'alert', error: 'alert', success: 'check' };

/** The toast area at the bottom of the screen (spec §2), announced politely to screen readers. */
export function ToastArea() {
  const t = useT();
  const toastsRef = ShellActor.useSelector((s) => s.children.toasts);
  const toasts = useSelector(toastsRef, (s) => s?.context.toasts ?? []);
  return (
    <section className="toast-area" aria-label={t('toast.region')} aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={() => toastsRef?.send({ type: 'toast.dismiss', id: toast.id })} />
      ))}
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const t = useT();
  const icon = (toast.icon as IconName | undefined) ?? typeIcons[toast.type];
  return (
    <div className={`toast toast--${toast.type}`} role={toast.type === 'error' ? 'alert' : 'status'} data-toast-id={toast.id}>
      <span className="toast__icon">
        <Icon name={icon} size={20} />
      </span>
      <div className="toast__text">
        <p className="toast__message">{t(toast.message as MessageId, toast.values)}</p>
        {toast.debug && <p className="toast__debug">{t('toast.reference', { id: toast.debug })}</p>}
      </div>
      {toast.dismissable && (
        <button type="button" className="icon-button toast__dismiss" aria-label={t('toast.dismiss')} onClick={onDismiss}>
          <Icon name="close" size={18} />
        </button>
      )}
    </div>
  );
}
