import { selectCmsHead, type CmsPageSnapshot } from '../../../../machines/cms-page.machine';
import { DocumentTitle } from '../../ui/document-title';
import { CmsContent } from '../cms/cms-content';
import { usePageState } from '../page-actor';

/** The home page (spec §2): the CMS page the store shows at its root, whose content holds its own heading. */
export function Home() {
  const head = usePageState((s: CmsPageSnapshot) => selectCmsHead(s));
  return (
    <div className="home">
      <DocumentTitle title={head?.title ?? null} />
      {head?.description && <meta name="description" content={head.description} />}
      <CmsContent kind="home" heading={() => null} />
    </div>
  );
}
