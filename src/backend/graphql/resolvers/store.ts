import { STORE_CURRENCY, STORE_ID } from '../../../domain/store';
import { RECAPTCHA_CONFIG } from '../../config/store-config';
import type { Context } from '../context';
import { encodeUid } from '../uid';
import type { Resolvers } from './types';

/** The store view's configuration; URL fields follow the origin the request came to. */
function storeConfig(context: Context): Record<string, unknown> {
  context.cache.tag('gql_store_config', `gql_store_config_${STORE_ID}`);
  const staticUrl = `${context.baseUrl}static/`;
  return {
    ...context.services.config.store,
    base_url: context.baseUrl,
    base_link_url: context.baseUrl,
    base_media_url: context.mediaUrl,
    base_static_url: staticUrl,
    secure_base_url: context.baseUrl,
    secure_base_link_url: context.baseUrl,
    secure_base_media_url: context.mediaUrl,
    secure_base_static_url: staticUrl,
  };
}

const EURO = '€';

export const storeResolvers: Resolvers = {
  fields: {
    Query: {
      storeConfig: (_s, _a, context: Context) => storeConfig(context),
      availableStores: (_s, _a, context: Context) => [storeConfig(context)],
      currency: (_s, _a, context: Context) => {
        context.cache.tag('gql_currency', `gql_currency_${STORE_ID}`);
        return {
          available_currency_codes: [STORE_CURRENCY],
          base_currency_code: STORE_CURRENCY,
          base_currency_symbol: EURO,
          default_display_currecy_code: STORE_CURRENCY,
          default_display_currecy_symbol: EURO,
          default_display_currency_code: STORE_CURRENCY,
          default_display_currency_symbol: EURO,
          exchange_rates: [{ currency_to: STORE_CURRENCY, rate: 1 }],
        };
      },
      // A fresh challenge on every call: never cached.
      botProtectionChallenge: (_s, args: { action: string }, context: Context) => {
        context.cache.markPrivate();
        return context.services.botProtection.challenge(args.action, context.now);
      },
      recaptchaV3Config: (_s, _a, context: Context) => {
        context.cache.tag('gql_store_config', `gql_store_config_${STORE_ID}`);
        return RECAPTCHA_CONFIG;
      },
      // One rating, "Note", from 1 to 5 stars: what the review widgets read.
      productReviewRatingsMetadata: () => ({
        items: [{
          id: encodeUid(1),
          name: 'Note',
          values: [1, 2, 3, 4, 5].map((n) => ({ value_id: encodeUid(n), value: String(n) })),
        }],
      }),
    },
  },
};
