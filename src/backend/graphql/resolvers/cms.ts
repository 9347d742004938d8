import type { CmsBlockRow, CmsPageRow } from '../../content/cms-repository';
import type { Context } from '../context';
import { inputError, noSuchEntity } from '../errors';
import type { Resolvers } from './types';

/** A CMS page as CmsPage: content with its directives rendered. */
export function cmsPageNode(published: CmsPageRow, context: Context) {
  const page = context.drafted('cms_page', published.identifier, published);
  context.cache.tag('cms_p', `cms_p_${page.page_id}`);
  return {
    identifier: page.identifier,
    url_key: context.services.cms.urlKey(page.page_id) ?? page.identifier,
    title: page.title,
    content: context.content(page.content),
    content_heading: page.content_heading,
    page_layout: page.page_layout,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    meta_keywords: page.meta_keywords,
    redirect_code: 0,
    relative_url: context.services.cms.urlKey(page.page_id) ?? page.identifier,
    type: 'CMS_PAGE',
  };
}

function blockNode(published: CmsBlockRow, context: Context) {
  const block = context.drafted('cms_block', published.identifier, published);
  context.cache.tag('cms_b', `cms_b_${block.block_id}`, `cms_b_${block.identifier}`);
  return { identifier: block.identifier, title: block.title, content: context.content(block.content) };
}

export const cmsResolvers: Resolvers = {
  fields: {
    Query: {
      cmsPage: (_s, args: { id?: number | null; identifier?: string | null }, context: Context) => {
        const cms = context.services.cms;
        if ((args.id === undefined || args.id === null) && !args.identifier) throw inputError('Page id/identifier should be specified');
        const page = args.identifier ? cms.pageByKey(args.identifier) : cms.page(args.id!);
        if (!page) throw noSuchEntity(`The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`);
        return cmsPageNode(page, context);
      },
      // Blocks that exist come back; each missing one is an error at its place in the list, as in Magento.
      cmsBlocks: (_s, args: { identifiers?: Array<string | null> | null }, context: Context) => {
        const identifiers = (args.identifiers ?? []).filter((i): i is string => typeof i === 'string' && i.trim() !== '');
        if (identifiers.length === 0) throw inputError('"identifiers" of CMS blocks should be specified');
        const found = context.services.cms.blocksByIdentifier(identifiers);
        return {
          items: identifiers.map((identifier) => {
            const block = found.get(identifier);
            return block ? blockNode(block, context) : noSuchEntity(`The CMS block with the "${identifier}" ID doesn't exist.`);
          }),
        };
      },
    },
  },
};
