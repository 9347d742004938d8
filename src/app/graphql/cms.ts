import { graphql } from './generated';

/** A CMS page by identifier. */
export const CMS_PAGE = graphql(`
  query CmsPage($identifier: String!) {
    cmsPage(identifier: $identifier) {
      identifier
      title
      content_heading
      content
      meta_title
      meta_description
    }
  }
`);

/** Spec §7 cmsBlocks: blocks by identifier (a block link's modal). */
export const CMS_BLOCKS = graphql(`
  query CmsBlocks($identifiers: [String]) {
    cmsBlocks(identifiers: $identifiers) {
      items {
        identifier
        content
      }
    }
  }
`);
