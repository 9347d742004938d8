import { selectOffline } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { useShell } from './shell-actor';

/**
 * Internal error view (spec §8): the route could not be resolved, or its page did not come in time, for another
 * reason than "not found". Online, the shopper may try again; offline, it says the page comes once the connection
 * is back, which the router then does on its own.
 */
export function InternalError() {
  const t = useT();
  const offline = useShell(selectOffline);
  const router = useShell((s) => s.children.router);
  return (
    <section className="page-message" role="alert">
      <p>{t(offline ? 'internalError.offline' : 'internalError.message')}</p>
      {!offline && (
        <button type="button" className="button button--primary" onClick={() => router?.send({ type: 'retry' })}>
          {t('common.retry')}
        </button>
      )}
    </section>
  );
}
