import { describe, expect, it } from 'vitest';
import { BACKEND_FEATURES, featureLines, featureTable, offFields, onFeatures } from '../../src/domain/backend-features';
import { BACKEND_FEATURE_NAMES } from '../../src/domain/feature-names';

// The table as the server derives it from a schema's fields; which fields real schemas have is the server's tests'.
const every = new Set(BACKEND_FEATURES.flatMap((feature) => feature.needs));
const without = (...fields: string[]) => new Set([...every].filter((field) => !fields.includes(field)));

describe('the backend\'s features, from the fields its schema has', () => {
  it('lists every feature the browser knows, in its order', () => {
    expect(BACKEND_FEATURES.map((feature) => feature.name)).toEqual([...BACKEND_FEATURE_NAMES]);
  });

  it('a schema with every field: every feature on, nothing missing', () => {
    const table = featureTable(every);
    expect(table.every((state) => state.on && state.missing === null)).toBe(true);
    expect(onFeatures(table)).toEqual([...BACKEND_FEATURE_NAMES]);
    expect(offFields(table)).toEqual(new Set());
  });

  it('a feature is off for the first field it needs that the schema lacks; the others stay on', () => {
    const table = featureTable(without('StoreConfig.catalog_search_max_query_length', 'Mutation.setFavoriteStore', 'Query.favoriteStore'));
    expect(table.filter((state) => !state.on)).toEqual([
      { feature: 'searchBounds', label: 'search query length bounds', on: false, missing: 'StoreConfig.catalog_search_max_query_length' },
      { feature: 'favouriteStore', label: 'stores and favourite store', on: false, missing: 'Query.favoriteStore' },
    ]);
    expect(onFeatures(table)).toEqual(BACKEND_FEATURE_NAMES.filter((name) => name !== 'searchBounds' && name !== 'favouriteStore'));
    // A document for this backend does without everything those two features would read, present or not.
    expect(offFields(table)).toEqual(new Set([
      'StoreConfig.catalog_search_min_query_length', 'StoreConfig.catalog_search_max_query_length',
      ...BACKEND_FEATURES.find((feature) => feature.name === 'favouriteStore')!.needs,
    ]));
  });

  it('an empty schema: every feature off', () => {
    const table = featureTable(new Set());
    expect(onFeatures(table)).toEqual([]);
    expect(table.map((state) => state.missing)).toEqual(BACKEND_FEATURES.map((feature) => feature.needs[0]));
  });

  it('prints one line a feature, on or off, the labels aligned and what is missing after them', () => {
    const lines = featureLines(featureTable(without('StoreConfig.need_help')).filter((state) => ['needHelp', 'botProtection', 'adyenCard'].includes(state.feature)));
    expect(lines).toEqual([
      '  off  checkout "Need help?"         (no StoreConfig.need_help)',
      '  on   proof-of-work bot protection',
      '  on   card payment (Adyen)',
    ]);
  });
});
