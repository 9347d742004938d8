import type { Customer } from '../graphql/context';
import type { CatalogSession } from '../catalog/product-repository';
import type { MailContext } from '../mail/messages';
import type { Services } from '../services';

/** What a REST route's handler knows about its request. */
export interface RestContext {
  services: Services;
  now: number;
  /** The shop's origin as the shopper used it (3-D Secure pages, e-mail links). */
  origin: string;
  /** The client's address (the socket's peer): what per-client limits count by. */
  clientIp: string;
  /** The customer of a valid bearer token. */
  customer: Customer | null;
  session: CatalogSession;
  mail: MailContext;
  /** Path parameters (":cartId"). */
  params: Record<string, string>;
  body: Record<string, unknown>;
}

export interface RestRoute {
  method: 'GET' | 'POST';
  /** Magento's route (webapi.xml), after /rest[/<store>]. */
  path: string;
  /** anonymous: anyone; self: a signed-in customer (bearer token). */
  resource: 'anonymous' | 'self';
  /** Body parameters the service requires, in the order of its signature. */
  required: readonly string[];
  /** The answer, serialised as JSON (a string answers a JSON string, as Magento's webapi does). */
  handle(context: RestContext): unknown;
}

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
export const object = (value: unknown): Record<string, unknown> | null =>
  (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
