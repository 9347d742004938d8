import { useT } from '../i18n/use-t';

/** Internal error view (spec §8): the route could not be resolved for another reason than "not found". */
export function InternalError() {
  const t = useT();
  return (
    <section className="page-message" role="alert">
      <p>{t('internalError.message')}</p>
    </section>
  );
}
