import { createHash } from 'node:crypto';
import { getIntrospectionQuery } from 'graphql';

/**
 * The one document beside the shop's own operations that its public /graphql runs: graphql-js's standard schema
 * introspection, which `check:backend --url` and the server's start send to read a backend's features. It is fixed and
 * bounded, and Magento answers it to anyone by default; the shop trusts it by its id, the sha256 of its text.
 */
export const INTROSPECTION_DOCUMENT = getIntrospectionQuery();

const hash = createHash('sha256').update(INTROSPECTION_DOCUMENT).digest('hex');

export const INTROSPECTION_ID = `sha256:${hash}`;

/**
 * The introspection as sent: its text, which Magento runs (it ignores extensions), and its id, by which a shop's closed
 * /graphql knows it.
 */
export const INTROSPECTION_REQUEST = { query: INTROSPECTION_DOCUMENT, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
