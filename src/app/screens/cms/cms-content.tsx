import type { ReactNode } from 'react';
import {
  selectCmsFailed,
  selectCmsPage,
  type CmsPageActor,
  type CmsPageData,
  type CmsPageSnapshot,
} from '../../../../machines/cms-page.machine';
import type { PageKind } from '../../../domain/routes';
import { useT } from '../../i18n/use-t';
import { PageContent } from '../../pagebuilder/page-content';
import { ContentWidgets } from '../../pagebuilder/widgets';
import { PageLoading } from '../../shell/page-loading';
import { usePage, usePageState } from '../page-actor';

/**
 * What a CMS page shows, the home page's included: a shimmer while it loads, then `children` (its heading) and
 * its content with the machines of its widgets; or why it could not load, with a retry.
 */
export function CmsContent({ kind, heading }: { kind: PageKind; heading: (page: CmsPageData) => ReactNode }) {
  const t = useT();
  const actor = usePage('home', 'cms');
  const page = usePageState(selectCmsPage);
  const failed = usePageState(selectCmsFailed);
  const widgets = usePageState((s: CmsPageSnapshot) => s.children);
  if (failed) {
    return (
      <section className="page-message" role="alert">
        <h1 className="page-message__title">{t('cmsPage.loadFailed')}</h1>
        <p>{t('internalError.message')}</p>
        <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'retry' })}>
          {t('page.retry')}
        </button>
      </section>
    );
  }
  if (!page) return <PageLoading kind={kind} />;
  return (
    <>
      {heading(page)}
      <ContentWidgets.Provider value={widgets}>
        <PageContent content={page.content} priority />
      </ContentWidgets.Provider>
    </>
  );
}
