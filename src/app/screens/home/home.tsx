import { selectCmsHead, type CmsPageSnapshot } from '../../../../machines/cms-page.machine';
import { STORE_NAME } from '../../../domain/store';
import { useT } from '../../i18n/use-t';
import { CmsContent } from '../cms/cms-content';
import { usePageState } from '../page-actor';

/** The home page (spec §2): the CMS page the store shows at its root, whose content holds its own heading. */
export function Home() {
  const t = useT();
  const head = usePageState((s: CmsPageSnapshot) => selectCmsHead(s));
  return (
    <div className="home">
      <title>{head?.title ?? t('app.storeTitle', { storeName: STORE_NAME })}</title>
      <CmsContent kind="home" heading={() => null} />
    </div>
  );
}
