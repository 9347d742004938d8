// The catalog search's query length bounds, as Magento's catalog/search/min_query_length and max_query_length
// (their defaults, 3 and 128), served as store config fields (schema/extensions.graphql): the backend's search
// and the storefront's search field read them.
export const sql = /* sql */ `
INSERT OR IGNORE INTO core_config (path, value) VALUES
  ('store/catalog_search_min_query_length', '3'),
  ('store/catalog_search_max_query_length', '128');
`;
