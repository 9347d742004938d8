import { selectCmsHead, type CmsPageSnapshot } from '../../../../machines/cms-page.machine';
import { DocumentTitle } from '../../ui/document-title';
import { usePageState } from '../page-actor';
import { CmsContent } from './cms-content';

/** A CMS page (spec §2): its title and description in the document, its content heading (or title), its content. */
export function CmsPage() {
  const head = usePageState((s: CmsPageSnapshot) => selectCmsHead(s));
  return (
    <article className="cms-page">
      {head && <DocumentTitle title={head.title} />}
      {head?.description && <meta name="description" content={head.description} />}
      <CmsContent kind="cms" heading={(page) => <h1 className="cms-page__heading">{page.contentHeading ?? page.title}</h1>} />
    </article>
  );
}
