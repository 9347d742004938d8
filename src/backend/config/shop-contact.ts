/**
 * The embedded shop's customer service, set once: the store configuration serves it (StoreConfig.need_help), the
 * e-mails and the contact form read it there, and the seeded CMS pages and blocks are written with it.
 */
export const SHOP_CONTACT = {
  phone: '+33 1 84 80 12 34',
  email: 'service-client@vitrine.example',
} as const;
