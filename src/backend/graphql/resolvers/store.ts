import { STORE_ID } from '../../../domain/store';
import { recaptchaConfig } from '../../config/store-config';
import type { StoreView } from '../../config/store-views';
import type { Context } from '../context';
import type { Resolvers } from './types';

/** A store view's configuration: the shop's, under the view's code, name and locale; URL fields follow the origin the request came to. */
function storeConfig(context: Context, view: StoreView): Record<string, unknown> {
  context.cache.tag('gql_store_config', `gql_store_config_${view.id}`);
  const staticUrl = `${context.baseUrl}static/`;
  const isDefault = view.code === context.services.stores.default.code;
  return {
    ...context.services.config.store,
    free_shipping_subtotal: context.services.carriers.freeShippingSubtotal(),
    ...(!isDefault && { store_code: view.code, code: view.code, id: view.id, store_name: view.name, default_title: view.name, locale: view.locale }),
    is_default_store: isDefault,
    store_sort_order: view.sortOrder,
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

/** The store view the request names (the Store header, validated by the endpoint). */
const currentView = (context: Context) => context.services.stores.find(context.store) ?? context.services.stores.default;

/** A currency's symbol as ICU's root data writes it (€, $). */
const symbolOf = (code: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;

export const storeResolvers: Resolvers = {
  fields: {
    Query: {
      storeConfig: (_s, _a, context: Context) => storeConfig(context, currentView(context)),
      availableStores: (_s, _a, context: Context) => context.services.stores.all.map((view) => storeConfig(context, view)),
      currency: (_s, _a, context: Context) => {
        const view = currentView(context);
        context.cache.tag('gql_currency', `gql_currency_${view.id}`);
        const { base, allowed, rates } = context.services.stores.currencies;
        return {
          available_currency_codes: allowed,
          base_currency_code: base,
          base_currency_symbol: symbolOf(base),
          default_display_currecy_code: base,
          default_display_currecy_symbol: symbolOf(base),
          default_display_currency_code: base,
          default_display_currency_symbol: symbolOf(base),
          exchange_rates: allowed.map((code) => ({ currency_to: code, rate: rates[code] ?? 1 })),
        };
      },
      // A fresh challenge on every call: never cached.
      botProtectionChallenge: (_s, args: { action: string }, context: Context) => {
        context.cache.markPrivate();
        return context.services.botProtection.challenge(args.action, context.now);
      },
      recaptchaV3Config: (_s, _a, context: Context) => {
        context.cache.tag('gql_store_config', `gql_store_config_${STORE_ID}`);
        return recaptchaConfig(context.services.profile);
      },
    },
  },
};
