import { switchersMachine, type SwitchersInput } from '../../machines/switchers.machine';
import { defineModel } from '../harness/model';

// The store and currency switchers' model: three store views (the French one shown), euros and US dollars.

export const SWITCHERS_INPUT: SwitchersInput = {
  stores: [
    { store_code: 'fr', store_name: 'Vitrine FR', default_display_currency_code: 'EUR', secure_base_media_url: 'https://shop.example/media/' },
    { store_code: 'en', store_name: 'Vitrine EN', default_display_currency_code: 'EUR', secure_base_media_url: 'https://shop.example/media/' },
    { store_code: 'de', store_name: 'Vitrine DE', default_display_currency_code: 'EUR', secure_base_media_url: null },
  ],
  storeCode: 'fr',
  currency: { available: ['EUR', 'USD'], current: 'EUR' },
};

/** The page the shopper is on when they switch: a product page with a query string. */
export const SWITCH_PAGE = { path: '/omega-3.html', search: '?coloris=bleu' };

/**
 * Menus opened from either place and toggled; another store view or the same one chosen, a currency offered or
 * the current one; the route found or not; the choice saved or refused.
 */
export const switchersModel = defineModel({
  name: 'switchers',
  machine: switchersMachine,
  input: SWITCHERS_INPUT,
  identity: (s) => ({ open: s.context.open, failed: s.context.failed, target: s.context.target }),
  events: () => [
    { type: 'menu.toggle' as const, menu: 'store' as const, place: 'header' as const },
    { type: 'menu.toggle' as const, menu: 'currency' as const, place: 'footer' as const },
    { type: 'store.choose' as const, storeCode: 'de', ...SWITCH_PAGE },
    { type: 'store.choose' as const, storeCode: 'fr', ...SWITCH_PAGE },
    { type: 'currency.choose' as const, currency: 'USD' },
    { type: 'currency.choose' as const, currency: 'EUR' },
    { type: 'xstate.done.actor.storeRoute' as const, output: '/omega-3.html?coloris=bleu' },
    { type: 'xstate.error.actor.storeRoute' as const, error: new Error('backend down') },
    { type: 'xstate.done.actor.saveChoice' as const, output: undefined },
    { type: 'xstate.error.actor.saveChoice' as const, error: new DOMException('The quota has been exceeded.', 'QuotaExceededError') },
  ],
});
