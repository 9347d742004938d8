import { LOCAL_VERIFIER_KEY, type BotProtectedForm } from '../../domain/bot-protection';
import { STORE_CONFIG } from '../../domain/store-config';
import { COUNTRY, STORE_ID, STORE_NAME, WEBSITE_CODE } from '../../domain/store';
import type { BackendProfile } from './profile';
import { SHOP_CONTACT } from './shop-contact';

/** Magento's root catalog category and the store's root category ("Default Category"). */
export const ROOT_CATALOG_ID = 1;
export const STORE_ROOT_CATEGORY_ID = 2;

const contactLink = '<a href="/donnees-personnelles">politique de protection des données</a>';

/**
 * The seeded store configuration, keyed by StoreConfig field name: the shop's built-in copy (spec §3) over
 * Magento's defaults, plus the extension's fields. URL fields are not here: they follow the request's origin.
 */
export function seedStoreConfig(): Record<string, unknown> {
  return {
    // Magento defaults a fresh install answers with, French where a merchant would write text.
    absolute_footer: null,
    allow_guests_to_write_product_reviews: '1',
    allow_items: '0',
    allow_order: '0',
    autocomplete_on_storefront: true,
    cart_expires_in_days: 30,
    cart_summary_display_quantity: 1,
    category_fixed_product_tax_display_setting: 'FPT_DISABLED',
    check_money_order_enable_for_specific_countries: false,
    check_money_order_enabled: false,
    check_money_order_make_check_payable_to: null,
    check_money_order_max_order_total: null,
    check_money_order_min_order_total: null,
    check_money_order_new_order_status: 'pending',
    check_money_order_payment_from_specific_countries: null,
    check_money_order_send_check_to: null,
    check_money_order_sort_order: 0,
    check_money_order_title: 'Chèque',
    cms_home_page: 'home',
    cms_no_cookies: 'enable-cookies',
    cms_no_route: 'no-route',
    code: STORE_CONFIG.store_code,
    configurable_thumbnail_source: 'parent',
    countries_with_required_region: 'AT,BR,CA,CH,EE,ES,IN,LT,LV,RO,US',
    create_account_confirmation: false,
    default_country: COUNTRY,
    default_description: 'Compléments alimentaires et bien-être : vitamines, minéraux, plantes, sommeil, sport.',
    default_keywords: 'compléments alimentaires, vitamines, minéraux, bien-être',
    default_title: STORE_NAME,
    demonotice: 0,
    display_state_if_optional: false,
    front: 'cms',
    grid_per_page_values: '6,12,24',
    head_includes: null,
    head_shortcut_icon: null,
    header_logo_src: null,
    id: STORE_ID,
    is_default_store: true,
    is_default_store_group: true,
    is_guest_checkout_enabled: true,
    is_one_page_checkout_enabled: true,
    list_mode: 'grid',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    logo_alt: 'Vitrine',
    logo_height: null,
    logo_width: null,
    max_items_in_order_summary: 10,
    minicart_display: true,
    minicart_max_items: 10,
    no_route: 'cms/noroute/index',
    optional_zip_countries: 'HK,IE,MO,PA,GB',
    order_cancellation_enabled: false,
    order_cancellation_reasons: [
      { description: 'Le délai de livraison est trop long' },
      { description: 'J’ai commandé par erreur' },
      { description: 'Autre raison' },
    ],
    payment_payflowpro_cc_vault_active: '0',
    product_fixed_product_tax_display_setting: 'FPT_DISABLED',
    product_reviews_enabled: '1',
    root_category_id: STORE_ROOT_CATEGORY_ID,
    root_category_uid: Buffer.from(String(STORE_ROOT_CATEGORY_ID)).toString('base64'),
    sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    send_friend: { enabled_for_customers: false, enabled_for_guests: false },
    shopping_cart_display_full_summary: false,
    shopping_cart_display_grand_total: true,
    shopping_cart_display_price: 2,
    shopping_cart_display_shipping: 2,
    shopping_cart_display_subtotal: 2,
    shopping_cart_display_tax_gift_wrapping: 'DISPLAY_INCLUDING_TAX',
    shopping_cart_display_zero_tax: false,
    show_cms_breadcrumbs: 1,
    store_sort_order: 0,
    title_prefix: null,
    title_separator: '|',
    title_suffix: null,
    use_store_in_url: false,
    website_code: WEBSITE_CODE,
    website_id: 1,
    website_name: 'Main Website',
    weight_unit: 'kgs',
    welcome: 'Bienvenue chez Vitrine',
    zero_subtotal_enable_for_specific_countries: false,
    zero_subtotal_enabled: true,
    zero_subtotal_new_order_status: 'pending',
    zero_subtotal_payment_action: 'authorize_capture',
    zero_subtotal_payment_from_specific_countries: null,
    zero_subtotal_sort_order: 1,
    zero_subtotal_title: 'Aucun paiement requis',

    // The shop's own values (src/domain/store-config.ts) win over the defaults above.
    ...STORE_CONFIG,
    // Magento expresses the same lifetime in hours.
    customer_access_token_lifetime: STORE_CONFIG.customer_token_expiration_time / 3600,

    // Extension fields (schema/extensions.graphql).
    tax_cart_display_price: 2,
    tax_cart_display_subtotal: 2,
    tax_cart_display_shipping: 2,
    tax_cart_display_full_summary: false,
    tax_defaults_postcode: null,
    tax_defaults_country: COUNTRY,
    favorite_point_of_sale_enabled: true,
    gdpr_consent_texts: {
      label_newsletter: 'J’accepte de recevoir la newsletter de Vitrine.',
      label_customer: 'J’accepte que Vitrine traite mes données pour gérer mon compte client.',
      label_checkout: 'J’accepte que Vitrine traite mes données pour traiter ma commande.',
      label_contact: 'J’accepte que Vitrine traite mes données pour répondre à ma demande.',
      label_account: 'Je confirme mon accord au traitement de mes données pour la gestion de mon compte.',
      legal_checkout: `<p>Vos données servent à traiter et livrer votre commande. Pour en savoir plus et exercer vos droits, consultez notre ${contactLink}.</p>`,
      legal_customer: `<p>Vos données servent à gérer votre compte et vos commandes. Pour en savoir plus et exercer vos droits, consultez notre ${contactLink}.</p>`,
      legal_contact: `<p>Vos données servent uniquement à répondre à votre demande. Pour en savoir plus et exercer vos droits, consultez notre ${contactLink}.</p>`,
    },
    marketing_email_consent: {
      is_active: true,
      checkbox_text: 'Je souhaite recevoir par e-mail les offres et conseils de Vitrine. Désinscription possible à tout moment.',
    },
    need_help: {
      email: SHOP_CONTACT.email,
      phone_number: SHOP_CONTACT.phone,
      start_day: 'lundi',
      end_day: 'vendredi',
      start_time: '09:00',
      end_time: '18:00',
    },
  };
}

/**
 * reCAPTCHA v3 configuration. The embedded shop's key names its own verifier (forms/bot-protection.ts), which the
 * storefront runs behind the same interface as Google's script; a production Magento gives Google's key.
 */
export const RECAPTCHA_CONFIG = {
  website_key: LOCAL_VERIFIER_KEY,
  badge_position: 'bottomright',
  language_code: 'fr',
  forms: ['NEWSLETTER', 'CONTACT'] satisfies BotProtectedForm[] as string[],
  is_enabled: true,
  failure_message: 'La vérification anti-robot a échoué. Veuillez réessayer.',
  minimum_score: 0.5,
};

/**
 * reCAPTCHA v3 as a stock Magento answers it before a key is set (ReCaptchaWebapiGraphQl over its modules' defaults):
 * disabled, no form guarded.
 */
export const UNCONFIGURED_RECAPTCHA_CONFIG: typeof RECAPTCHA_CONFIG = {
  website_key: '',
  badge_position: 'inline',
  language_code: '',
  forms: [],
  is_enabled: false,
  failure_message: 'reCAPTCHA verification failed.',
  minimum_score: 0.5,
};

/** The shop's own verifier comes with its modules; a Magento without them has none configured. */
export const recaptchaConfig = (profile: BackendProfile) => (profile.extensions ? RECAPTCHA_CONFIG : UNCONFIGURED_RECAPTCHA_CONFIG);
