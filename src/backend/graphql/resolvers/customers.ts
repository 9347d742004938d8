import type { CustomerRow } from '../../customers/accounts';
import { SUBSCRIBER_STATUS } from '../../customers/accounts';
import { CUSTOMER_MESSAGES as TEXT } from '../../customers/messages';
import { LIMIT_MESSAGES } from '../../limits/shop-limits';
import { hashPassword, passwordStrengthError, verifyPassword } from '../../customers/passwords';
import { welcomeMail, type MailContext } from '../../mail/messages';
import { supportEmail } from '../../services';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authenticationError, authorizationError, inputError } from '../errors';
import { isEmail } from '../../customers/email';
import type { Resolvers } from './types';

/** Verified against when the e-mail is unknown, so that a wrong e-mail costs as long as a wrong password. */
const decoyHash = hashPassword('decoy password');

interface CustomerCreateInput {
  email: string;
  firstname: string;
  lastname: string;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  gender?: number | null;
  taxvat?: string | null;
  password?: string | null;
  is_subscribed?: boolean | null;
}

export function customerNode(row: CustomerRow, context: Context) {
  context.cache.markPrivate();
  return {
    id: row.entity_id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    middlename: row.middlename,
    prefix: row.prefix,
    suffix: row.suffix,
    gender: row.gender,
    taxvat: row.taxvat,
    date_of_birth: row.dob,
    dob: row.dob,
    created_at: row.created_at.replace('T', ' ').slice(0, 19),
    default_billing: null,
    default_shipping: null,
    allow_remote_shopping_assistance: false,
    confirmation_status: 'ACCOUNT_CONFIRMATION_NOT_REQUIRED',
    is_subscribed: () => context.services.customers.subscription(row.email)?.status === SUBSCRIBER_STATUS.SUBSCRIBED,
    is_consent: row.is_consent === null ? null : row.is_consent === 1,
  };
}

/** What links in this request's e-mails point to. */
export function mailContext(context: Context): MailContext {
  return { origin: context.baseUrl.replace(/\/$/, ''), supportEmail: supportEmail(context.services.config) };
}

/** The signed-in customer (GetCustomer): Magento's authorization error for a guest, its lock error for a locked account. */
export function requireCustomer(context: Context): CustomerRow {
  context.cache.markPrivate();
  const row = context.customer ? context.services.customers.find(context.customer.id) : undefined;
  if (!row) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
  if (context.services.locks.isLocked(row.entity_id, context.now / 1000)) throw authenticationError(TEXT.accountLockedDot);
  return row;
}

export const customerResolvers: Resolvers = {
  fields: {
    Query: {
      customer: (_s, _a, context: Context) => customerNode(requireCustomer(context), context),
      isEmailAvailable: (_s, args: { email: string }, context: Context) => {
        context.cache.markPrivate();
        const email = args.email.trim();
        if (!email) throw inputError('Email must be specified');
        if (!isEmail(email)) throw inputError('Email is invalid');
        return { is_email_available: context.services.customers.findByEmail(email) === undefined };
      },
    },
    Mutation: {
      createCustomerV2: async (_s, args: { input: CustomerCreateInput }, context: Context) => {
        context.cache.markPrivate();
        const input = args.input;
        const config = context.services.config;
        const missing = ([['firstname', 'First Name'], ['lastname', 'Last Name'], ['email', 'Email']] as const)
          .filter(([key]) => !input[key] || input[key].trim() === '').map(([, label]) => label);
        if (missing.length > 0) throw inputError(TEXT.requiredMissing(missing));
        const email = input.email.trim();
        if (!isEmail(email)) throw inputError(TEXT.invalidEmail(email));
        if (input.password !== undefined && input.password !== null) {
          const problem = passwordStrengthError(input.password, config.number('minimum_password_length'),
            config.number('required_character_classes_number'));
          if (problem) throw inputError(problem);
          if (input.password.toLowerCase() === email.toLowerCase()) throw inputError(TEXT.passwordIsEmail);
        }
        const { customers, limits } = context.services;
        if (limits.accountsPerClient.isBlocked(context.clientIp, context.now)) throw inputError(LIMIT_MESSAGES.accounts);
        if (customers.findByEmail(email)) throw inputError(TEXT.duplicateEmail);
        const passwordHash = input.password ? await hashPassword(input.password) : null;
        const timestamp = new Date(context.now).toISOString();
        const id = customers.transaction(() => {
          const created = customers.create({
            email, firstname: input.firstname.trim(), lastname: input.lastname.trim(), middlename: input.middlename ?? null,
            prefix: input.prefix ?? null, suffix: input.suffix ?? null, dob: input.date_of_birth ?? input.dob ?? null,
            gender: input.gender ?? null, taxvat: input.taxvat ?? null, passwordHash,
          }, timestamp);
          if (created !== undefined && input.is_subscribed && config.store.newsletter_enabled) {
            customers.setSubscription(email, created, SUBSCRIBER_STATUS.SUBSCRIBED, timestamp);
          }
          return created;
        });
        if (id === undefined) throw inputError(TEXT.duplicateEmail);
        limits.accountsPerClient.record(context.clientIp, context.now);
        const row = customers.find(id)!;
        // Magento ignores a welcome e-mail it cannot send; the answer does not wait for it.
        void context.services.mail.send(welcomeMail(row, passwordHash !== null, mailContext(context)), context.now);
        return { customer: customerNode(row, context) };
      },
      generateCustomerToken: async (_s, args: { email: string; password: string }, context: Context) => {
        context.cache.markPrivate();
        if (!args.email) throw inputError(TEXT.specify('email'));
        if (!args.password) throw inputError(TEXT.specify('password'));
        const { customers, locks, limits } = context.services;
        const nowSeconds = context.now / 1000;
        // A client that failed too often lately, on any accounts, is refused as a throttled e-mail is.
        const throttled = customers.isLocked(args.email, nowSeconds) || limits.signInPerClient.isBlocked(context.clientIp, context.now);
        const row = customers.findByEmail(args.email);
        // Every answer costs one derivation: its timing tells nothing of a throttle, a lock or an unknown e-mail.
        const valid = await verifyPassword(args.password, row?.password_hash ?? (await decoyHash));
        if (throttled) throw authenticationError(TEXT.signInFailed);
        // A locked account fails even with the right password; a wrong one counts towards the lock.
        const locked = row !== undefined && locks.isLocked(row.entity_id, nowSeconds);
        if (!row || !row.password_hash || !valid || locked) {
          if (row && !locked) locks.recordFailure(row.entity_id, nowSeconds);
          customers.recordFailure(args.email, nowSeconds);
          limits.signInPerClient.record(context.clientIp, context.now);
          throw authenticationError(TEXT.signInFailed);
        }
        customers.resetFailures(args.email);
        locks.unlock(row.entity_id);
        context.nextCustomer = { id: row.entity_id, groupId: row.group_id };
        const lifetime = context.services.config.number('customer_token_expiration_time');
        return { token: context.services.tokens.issue(row.entity_id, customers.nextInstant(row.entity_id, context.now), lifetime) };
      },
      revokeCustomerToken: (_s, _a, context: Context) => {
        const row = requireCustomer(context);
        context.services.customers.revokeTokens(row.entity_id, context.now);
        context.nextCustomer = null;
        return { result: true };
      },
    },
  },
};
