import type { CmsPageData } from '../../../machines/cms-page.machine';
import type { BlockLinkInput, Content } from '../../domain/page-builder';
import { CMS_BLOCKS, CMS_PAGE } from '../graphql/cms';
import { parseContent } from '../pagebuilder/parse';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** A CMS page, its content read into the content tree here, where a server and a browser both run it. */
export async function loadCmsPage({ client }: DataServices, { identifier }: { identifier: string }): Promise<CmsPageData> {
  const { cmsPage } = await queryData(await client(), CMS_PAGE, { identifier });
  if (!cmsPage) throw new Error(`No CMS page ${identifier}`);
  return {
    identifier: cmsPage.identifier ?? identifier,
    title: cmsPage.title ?? '',
    contentHeading: cmsPage.content_heading || null,
    content: parseContent(cmsPage.content ?? ''),
    metaTitle: cmsPage.meta_title,
    metaDescription: cmsPage.meta_description,
  };
}

/** A CMS block's content (a block link's modal); a missing block is an error. */
export async function loadCmsBlock({ client }: DataServices, { identifier }: BlockLinkInput): Promise<Content> {
  const { cmsBlocks } = await queryData(await client(), CMS_BLOCKS, { identifiers: [identifier] });
  const block = cmsBlocks?.items?.find((item) => item?.identifier === identifier);
  if (!block) throw new Error(`No CMS block ${identifier}`);
  return parseContent(block.content ?? '');
}
