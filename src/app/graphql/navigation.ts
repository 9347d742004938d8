import { graphql } from './generated';

/**
 * Spec §7 "Mega menu categoryList": the store's root category and four levels below it, for the mega menu and
 * the navigation drawer. The category URL suffix comes from the page's configuration copy.
 */
export const CATEGORY_TREE = graphql(`
  query CategoryTree {
    categoryList {
      uid
      children {
        uid
        name
        include_in_menu
        position
        url_path
        skinny_navigation
        promo_content
        children {
          uid
          name
          include_in_menu
          position
          url_path
          children {
            uid
            name
            include_in_menu
            position
            url_path
            children {
              uid
              name
              include_in_menu
              position
              url_path
            }
          }
        }
      }
    }
  }
`);
