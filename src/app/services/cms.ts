import type { CmsPageData } from '../../../machines/cms-page.machine';
import { CMS_PAGE } from '../graphql/cms';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

interface CmsPageAnswer {
  identifier: string;
  title: string;
  content_heading: string | null;
  content: string;
  meta_title: string | null;
  meta_description: string | null;
}

export async function loadCmsPage({ client }: DataServices, { identifier }: { identifier: string }): Promise<CmsPageData> {
  const { cmsPage } = await queryData<{ cmsPage: CmsPageAnswer | null }>(await client(), CMS_PAGE, { identifier });
  if (!cmsPage) throw new Error(`No CMS page ${identifier}`);
  return {
    identifier: cmsPage.identifier,
    title: cmsPage.title,
    contentHeading: cmsPage.content_heading,
    content: cmsPage.content,
    metaTitle: cmsPage.meta_title,
    metaDescription: cmsPage.meta_description,
  };
}
