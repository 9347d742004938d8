// The cache tags a write of public content purges, as Magento names them (X-Magento-Tags on GraphQL answers).

/** The tags of products whose stock changed: their own pages and every listing showing them. */
export const productTags = (productIds: readonly number[]) => productIds.map((id) => `cat_p_${id}`);

/** The tag of every store configuration answer, which every page is built from. */
export const STORE_CONFIG_TAG = 'gql_store_config';
