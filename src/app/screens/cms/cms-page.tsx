import type { CmsPageSnapshot } from '../../../../machines/cms-page.machine';
import { usePageState } from '../page-actor';

/** A CMS page (spec §2). */
export function CmsPage() {
  const page = usePageState((s: CmsPageSnapshot) => s.context.page);
  if (!page) return <div className="page-shimmer page-shimmer--cms" aria-hidden="true" />;
  return (
    <section className="cms">
      <h1>{page.contentHeading ?? page.title}</h1>
    </section>
  );
}
