import type { ConfigRepository } from '../config/config-repository';
import { DEFAULT_QUERY_LENGTH, type QueryLength } from './text';

const whole = (value: unknown, fallback: number) => (Number.isInteger(value) && (value as number) > 0 ? (value as number) : fallback);

/** The store config's catalog search bounds; Magento's defaults for a missing or unusable value. */
export function searchQueryLength(config: ConfigRepository): QueryLength {
  const min = whole(config.store.catalog_search_min_query_length, DEFAULT_QUERY_LENGTH.min);
  const max = whole(config.store.catalog_search_max_query_length, DEFAULT_QUERY_LENGTH.max);
  return { min, max: Math.max(min, max) };
}
