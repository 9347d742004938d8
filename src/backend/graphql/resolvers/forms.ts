import type { BotProtectedForm } from '../../../domain/bot-protection';
import { recaptchaConfig } from '../../config/store-config';
import { SUBSCRIBER_STATUS } from '../../customers/accounts';
import { BOT_PROTECTION_FAILED } from '../../forms/bot-protection';
import type { Context } from '../context';
import { MagentoError, inputError } from '../errors';
import { requireCustomer } from './customers';
import { isEmail } from '../../customers/email';
import { contactMessageMail } from '../../mail/contact-message';
import { supportEmail } from '../../services';
import type { Resolvers } from './types';
import { CONTACT_MAX_LENGTH } from '../../../domain/contact';
import { LIMIT_MESSAGES } from '../../limits/shop-limits';

interface ContactUsInput {
  name: string;
  email: string;
  comment: string;
  telephone?: string | null;
  is_consent?: boolean | null;
  contact_reason?: string | null;
  order_number?: string | null;
}

/** An optional text: trimmed, and null when empty. */
const optional = (text: string | null | undefined) => text?.trim() || null;

/**
 * The notice a consent answers, as the store shows it (StoreConfig.gdpr_consent_texts): the customer's notice for a
 * customer, whether given at create-account or renewed in the account; the checkout's for a guest's cart.
 */
function consentNotice(context: Context, key: 'legal_customer' | 'legal_checkout'): string {
  const texts = context.services.config.store.gdpr_consent_texts as Record<string, string | null> | null | undefined;
  return texts?.[key] ?? '';
}

/** The form's mutation, when recaptchaV3Config guards it, needs a good X-ReCaptcha answer for the form's action (spec §7). */
function checkBotProtection(context: Context, form: BotProtectedForm, action: string): void {
  const config = recaptchaConfig(context.services.profile);
  if (!config.is_enabled || !config.forms.includes(form)) return;
  const token = context.botProtectionToken;
  if (!token || !context.services.botProtection.verify(token, action, context.now)) throw inputError(BOT_PROTECTION_FAILED);
}

/** The actions the guarded forms' answers are for (spec §9: the newsletter's is subscribeNewsLetter). */
export const BOT_PROTECTED_ACTIONS = { NEWSLETTER: 'subscribeNewsLetter', CONTACT: 'contactUs' } as const satisfies Record<BotProtectedForm, string>;

function subscribe(context: Context, rawEmail: string): { email: string } {
  const email = rawEmail.trim();
  if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!isEmail(email)) throw inputError('Enter a valid email address.');
  const customers = context.services.customers;
  const owner = customers.findByEmail(email);
  const current = context.customer ? customers.find(context.customer.id) : undefined;
  // An address that belongs to another account cannot be subscribed by someone else.
  if (owner && owner.entity_id !== current?.entity_id) throw inputError('Cannot create a newsletter subscription.');
  if (customers.subscription(email)?.status === SUBSCRIBER_STATUS.SUBSCRIBED) {
    throw new MagentoError('This email address is already subscribed.', 'graphql-already-exists');
  }
  const { limits } = context.services;
  if (limits.newsletterPerClient.isBlocked(context.clientIp, context.now)) throw inputError(LIMIT_MESSAGES.newsletter);
  limits.newsletterPerClient.record(context.clientIp, context.now);
  customers.setSubscription(email, owner?.entity_id ?? null, SUBSCRIBER_STATUS.SUBSCRIBED, new Date(context.now).toISOString());
  return { email };
}

export const formResolvers: Resolvers = {
  fields: {
    Mutation: {
      contactUs: (_s, args: { input: ContactUsInput }, context: Context) => {
        context.cache.markPrivate();
        const input = args.input;
        if (!context.services.config.store.contact_enabled) throw inputError('The contact form is unavailable.');
        checkBotProtection(context, 'CONTACT', BOT_PROTECTED_ACTIONS.CONTACT);
        if (input.name.trim() === '') throw inputError('Enter the Name and try again.');
        if (input.comment.trim() === '') throw inputError('Enter the comment and try again.');
        if (!isEmail(input.email.trim())) throw inputError('The email address is invalid. Verify the email address and try again.');
        for (const [label, value, max] of [
          ['Name', input.name, CONTACT_MAX_LENGTH.name], ['Email', input.email, CONTACT_MAX_LENGTH.email],
          ['Phone Number', input.telephone, CONTACT_MAX_LENGTH.telephone], ['Order Number', input.order_number, CONTACT_MAX_LENGTH.orderNumber],
          ['Comment', input.comment, CONTACT_MAX_LENGTH.comment],
        ] as const) {
          if (value && [...value.trim()].length > max) throw inputError(`"${label}" length must be equal or less than ${max} characters.`);
        }
        const { limits } = context.services;
        if (limits.contactPerClient.isBlocked(context.clientIp, context.now)) throw inputError(LIMIT_MESSAGES.contact);
        limits.contactPerClient.record(context.clientIp, context.now);
        const message = {
          name: input.name.trim(), email: input.email.trim(), comment: input.comment.trim(), telephone: optional(input.telephone),
          contactReason: optional(input.contact_reason), orderNumber: optional(input.order_number), isConsent: input.is_consent ?? null,
        };
        context.services.submissions.addContactMessage(message, new Date(context.now).toISOString());
        // Stored first: a mail server that fails loses nothing (the failure is logged).
        void context.services.mail.send(contactMessageMail(supportEmail(context.services.config), message), context.now);
        return { status: true };
      },
      subscribeEmailToNewsletter: (_s, args: { email: string }, context: Context) => {
        context.cache.markPrivate();
        checkBotProtection(context, 'NEWSLETTER', BOT_PROTECTED_ACTIONS.NEWSLETTER);
        subscribe(context, args.email);
        return { status: 'SUBSCRIBED' };
      },
      subscribeEmailToNewsletterWithConsent: (_s, args: { email: string; is_consent: boolean; optinSource?: string | null }, context: Context) => {
        context.cache.markPrivate();
        checkBotProtection(context, 'NEWSLETTER', BOT_PROTECTED_ACTIONS.NEWSLETTER);
        if (!args.is_consent) throw inputError('The consent is required to subscribe to the newsletter.');
        const { email } = subscribe(context, args.email);
        context.services.submissions.setNewsletterOptin(email, args.is_consent, args.optinSource?.trim() || null);
        return { status: 'SUBSCRIBED' };
      },
      addOrUpdateCustomerConsent: (_s, args: { isConsent: boolean }, context: Context) => {
        const row = requireCustomer(context);
        const timestamp = new Date(context.now).toISOString();
        const { customers, consentLog } = context.services;
        customers.transaction(() => {
          customers.setConsent(row.entity_id, args.isConsent, timestamp);
          consentLog.record({ customerId: row.entity_id, cartId: null, text: consentNotice(context, 'legal_customer'), isConsent: args.isConsent }, timestamp);
        });
        return { is_consent: args.isConsent };
      },
      addOrUpdateGuestConsent: (_s, args: { cartId: string; isConsent: boolean }, context: Context) => {
        context.cache.markPrivate();
        if (args.cartId.trim() === '') throw inputError('Required parameter "cart_id" is missing');
        const timestamp = new Date(context.now).toISOString();
        const { submissions, consentLog, transaction } = context.services;
        transaction(() => {
          submissions.setGuestConsent(args.cartId.trim(), args.isConsent, timestamp);
          consentLog.record({ customerId: null, cartId: args.cartId.trim(), text: consentNotice(context, 'legal_checkout'), isConsent: args.isConsent }, timestamp);
        });
        return { is_consent: args.isConsent };
      },
    },
  },
};
