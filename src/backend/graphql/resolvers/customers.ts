import type { CustomerRow } from '../../customers/accounts';
import { SUBSCRIBER_STATUS } from '../../customers/accounts';
import { hashPassword, passwordStrengthError, verifyPassword } from '../../customers/passwords';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authenticationError, authorizationError, inputError } from '../errors';
import { isEmail } from '../../customers/email';
import type { Resolvers } from './types';

/** Magento's sign-in failure text, for wrong credentials and locked accounts alike. */
export const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const DUPLICATE_EMAIL = 'A customer with the same email address already exists in an associated website.';

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

function customerNode(row: CustomerRow, context: Context) {
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

/** The signed-in customer, or Magento's authorization error. */
export function requireCustomer(context: Context): CustomerRow {
  context.cache.markPrivate();
  const row = context.customer ? context.services.customers.find(context.customer.id) : undefined;
  if (!row) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
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
        if (missing.length > 0) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
        const email = input.email.trim();
        if (!isEmail(email)) throw inputError(`"${email}" is not a valid email address.`);
        if (input.password !== undefined && input.password !== null) {
          const problem = passwordStrengthError(input.password, config.number('minimum_password_length'),
            config.number('required_character_classes_number'));
          if (problem) throw inputError(problem);
          if (input.password.toLowerCase() === email.toLowerCase()) {
            throw inputError("The password can't be the same as the email address. Create a new password and try again.");
          }
        }
        const customers = context.services.customers;
        if (customers.findByEmail(email)) throw inputError(DUPLICATE_EMAIL);
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
        if (id === undefined) throw inputError(DUPLICATE_EMAIL);
        return { customer: customerNode(customers.find(id)!, context) };
      },
      generateCustomerToken: async (_s, args: { email: string; password: string }, context: Context) => {
        context.cache.markPrivate();
        if (!args.email) throw inputError('Specify the "email" value.');
        if (!args.password) throw inputError('Specify the "password" value.');
        const customers = context.services.customers;
        const nowSeconds = context.now / 1000;
        if (customers.isLocked(args.email, nowSeconds)) throw authenticationError(SIGN_IN_FAILED);
        const row = customers.findByEmail(args.email);
        const valid = await verifyPassword(args.password, row?.password_hash ?? (await decoyHash));
        if (!row || !row.password_hash || !valid) {
          customers.recordFailure(args.email, nowSeconds);
          throw authenticationError(SIGN_IN_FAILED);
        }
        customers.resetFailures(args.email);
        context.nextCustomer = { id: row.entity_id, groupId: row.group_id };
        const lifetime = context.services.config.number('customer_token_expiration_time');
        // Issued after the last revocation, even within the same millisecond.
        const revoked = customers.revokedBefore(row.entity_id);
        const issuedAt = revoked === undefined ? context.now : Math.max(context.now, revoked * 1000 + 1);
        return { token: context.services.tokens.issue(row.entity_id, issuedAt, lifetime) };
      },
      revokeCustomerToken: (_s, _a, context: Context) => {
        const row = requireCustomer(context);
        context.services.customers.revokeTokens(row.entity_id, context.now / 1000);
        context.nextCustomer = null;
        return { result: true };
      },
    },
  },
};
