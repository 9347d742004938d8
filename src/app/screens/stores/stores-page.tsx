import type { ReactNode } from 'react';
import { selectStoresView, type PointsOfSaleActor, type PointsOfSaleSnapshot } from '../../../../machines/points-of-sale.machine';
import type { PageKind } from '../../../domain/routes';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../shell/page-loading';
import { usePage, usePageState } from '../page-actor';

/** What both store locator pages show while they load, when they fail (with a retry), or when there is no store. */
export function StoresPage({ kind, empty, children }: { kind: PageKind; empty: string; children: () => ReactNode }) {
  const t = useT();
  const actor = usePage('pointOfSale', 'pointOfSaleList');
  const view = usePageState((s: PointsOfSaleSnapshot) => selectStoresView(s));
  switch (view) {
    case 'loading':
      return <PageLoading kind={kind} />;
    case 'failed':
      return (
        <section className="page-message" role="alert">
          <h1 className="page-message__title">{t('stores.loadFailed')}</h1>
          <p>{t('internalError.message')}</p>
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'retry' })}>
            {t('page.retry')}
          </button>
        </section>
      );
    case 'empty':
      return (
        <section className="page-message">
          <h1 className="page-message__title">{t('stores.title')}</h1>
          <p>{empty}</p>
        </section>
      );
    case 'ready':
      return children();
  }
}
