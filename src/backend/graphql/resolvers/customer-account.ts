import { SUBSCRIBER_STATUS, type CustomerChanges, type CustomerRow } from '../../customers/accounts';
import { isEmail } from '../../customers/email';
import { CUSTOMER_MESSAGES as TEXT } from '../../customers/messages';
import { hashPassword, passwordStrengthError, verifyPassword } from '../../customers/passwords';
import { emailChangedMail, passwordChangedMail } from '../../mail/messages';
import type { Context } from '../context';
import { alreadyExists, authenticationError, inputError } from '../errors';
import { customerNode, mailContext, requireCustomer } from './customers';
import type { Resolvers } from './types';

interface CustomerUpdateInput {
  allow_remote_shopping_assistance?: boolean | null;
  custom_attributes?: unknown[] | null;
  date_of_birth?: string | null;
  dob?: string | null;
  firstname?: string | null;
  gender?: number | null;
  is_subscribed?: boolean | null;
  lastname?: string | null;
  middlename?: string | null;
  prefix?: string | null;
  suffix?: string | null;
  taxvat?: string | null;
}

/**
 * Magento's CheckCustomerPassword: a wrong password counts towards the account's lock and is an authentication
 * error, "The account is locked." once it locks.
 */
async function checkPassword(row: CustomerRow, password: string, context: Context): Promise<void> {
  if (row.password_hash && (await verifyPassword(password, row.password_hash))) return;
  const { locks } = context.services;
  const now = context.now / 1000;
  locks.recordFailure(row.entity_id, now);
  throw authenticationError(locks.isLocked(row.entity_id, now) ? TEXT.accountLockedDot : TEXT.invalidLogin);
}

/** Magento_Customer's Name validator refuses these characters in a name. */
const NOT_IN_NAME = /[\^£$%*()}{@#~?<>|=+¬]/;
const NAME_MAX_LENGTH = 255;

/** The columns an update input changes (keys given, null clearing an optional one); names must not be blank. */
function changesOf(input: CustomerUpdateInput): CustomerChanges {
  const names = [['firstname', 'First Name'], ['lastname', 'Last Name']] as const;
  const missing = names.filter(([key]) => key in input && !input[key]?.trim()).map(([, label]) => label);
  if (missing.length > 0) throw inputError(TEXT.requiredMissing(missing));
  for (const [key, label] of names) {
    const name = input[key]?.trim();
    if (!name) continue;
    if ([...name].length > NAME_MAX_LENGTH) throw inputError(TEXT.tooLong(label, NAME_MAX_LENGTH));
    if (NOT_IN_NAME.test(name)) throw inputError(TEXT.nameNotValid(label));
  }
  const changes: CustomerChanges = {};
  if (input.firstname) changes.firstname = input.firstname.trim();
  if (input.lastname) changes.lastname = input.lastname.trim();
  for (const key of ['middlename', 'prefix', 'suffix', 'taxvat', 'gender'] as const) {
    if (input[key] !== undefined) (changes as Record<string, unknown>)[key] = input[key];
  }
  const dob = input.date_of_birth !== undefined ? input.date_of_birth : input.dob;
  if (dob !== undefined) changes.dob = dob;
  return changes;
}

export const customerAccountResolvers: Resolvers = {
  fields: {
    Mutation: {
      updateCustomerV2: (_s, args: { input: CustomerUpdateInput }, context: Context) => {
        const row = requireCustomer(context);
        if (Object.keys(args.input).length === 0) throw inputError(TEXT.inputMissing);
        const changes = changesOf(args.input);
        const { customers, config } = context.services;
        const timestamp = new Date(context.now).toISOString();
        customers.transaction(() => {
          customers.update(row.entity_id, changes, timestamp);
          const subscribed = args.input.is_subscribed;
          if (subscribed === true && config.store.newsletter_enabled) {
            customers.setSubscription(row.email, row.entity_id, SUBSCRIBER_STATUS.SUBSCRIBED, timestamp);
          } else if (subscribed === false && customers.subscription(row.email)) {
            customers.setSubscription(row.email, row.entity_id, SUBSCRIBER_STATUS.UNSUBSCRIBED, timestamp);
          }
        });
        return { customer: customerNode(customers.find(row.entity_id)!, context) };
      },
      // As in Magento, the password is asked for only when the address changes.
      updateCustomerEmail: async (_s, args: { email: string; password: string }, context: Context) => {
        const row = requireCustomer(context);
        if (!args.email || !args.password) throw inputError(TEXT.emailAndPasswordMissing);
        const email = args.email.trim();
        if (email !== row.email) await checkPassword(row, args.password, context);
        if (!isEmail(email)) throw inputError(TEXT.invalidEmail(email));
        const { customers } = context.services;
        if (!customers.update(row.entity_id, { email }, new Date(context.now).toISOString())) throw alreadyExists(TEXT.duplicateEmail);
        if (email.toLowerCase() !== row.email.toLowerCase()) {
          for (const to of [row.email, email]) {
            void context.services.mail.send(emailChangedMail({ ...row, email: to }, row.email, email, mailContext(context)), context.now);
          }
        }
        return { customer: customerNode(customers.find(row.entity_id)!, context) };
      },
      // The customer's other tokens end (whoever held a session on another device holds it no more) and a pending
      // reset link dies; the session that changed it goes on. Magento 2.4.7 ends PHP sessions only, and keeps tokens.
      changeCustomerPassword: async (_s, args: { currentPassword: string; newPassword: string }, context: Context) => {
        const row = requireCustomer(context);
        if (!args.currentPassword.trim()) throw inputError(TEXT.specify('currentPassword'));
        if (!args.newPassword.trim()) throw inputError(TEXT.specify('newPassword'));
        await checkPassword(row, args.currentPassword, context);
        if (args.newPassword.toLowerCase() === row.email.toLowerCase()) throw inputError(TEXT.passwordIsEmail);
        const { customers, config, passwordResets, mail } = context.services;
        const problem = passwordStrengthError(args.newPassword, config.number('minimum_password_length'),
          config.number('required_character_classes_number'));
        if (problem) throw inputError(problem);
        const hash = await hashPassword(args.newPassword);
        customers.transaction(() => {
          customers.setPasswordHash(row.entity_id, hash, new Date(context.now).toISOString());
          passwordResets.clear(row.entity_id);
          customers.revokeTokens(row.entity_id, context.now, context.customer?.tokenId);
        });
        void mail.send(passwordChangedMail(row, mailContext(context)), context.now);
        return customerNode(customers.find(row.entity_id)!, context);
      },
    },
  },
};
