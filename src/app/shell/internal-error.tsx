import { selectOffline } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { useShell } from './shell-actor';

/**
 * Internal error view (spec §8): the route could not be resolved for another reason than "not found". Offline, it
 * says the page comes once the connection is back, which the router then does on its own.
 */
export function InternalError() {
  const t = useT();
  const offline = useShell(selectOffline);
  return (
    <section className="page-message" role="alert">
      <p>{t(offline ? 'internalError.offline' : 'internalError.message')}</p>
    </section>
  );
}
