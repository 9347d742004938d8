import { graphql } from './generated';

/**
 * Spec §7 getNeedHelp: the checkout header's Need Help menu, asked when it first opens. The timezone is Magento's
 * own StoreConfig field; `need_help` is Vitrine's (extensions.graphql).
 */
export const GET_NEED_HELP = graphql(`
  query getNeedHelp {
    storeConfig {
      store_code
      timezone
      need_help {
        email
        phone_number
        start_day
        end_day
        start_time
        end_time
      }
    }
  }
`);
