import { isEmail } from '../../customers/email';
import { CUSTOMER_MESSAGES as TEXT } from '../../customers/messages';
import { RESET_LINK_LIFETIME_SECONDS } from '../../customers/password-resets';
import { hashPassword, passwordStrengthError } from '../../customers/passwords';
import { passwordResetMail } from '../../mail/messages';
import { supportEmail } from '../../services';
import type { Context } from '../context';
import { inputError } from '../errors';
import type { Resolvers } from './types';

/** The storefront page that takes the token (Magento's customer/account/createPassword). */
const RESET_PAGE = 'customer/account/createPassword';

interface ResetArgs {
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}

export const passwordResetResolvers: Resolvers = {
  fields: {
    Mutation: {
      /**
       * Magento 2.4.7's answers: an unknown e-mail is refused (the storefront decides what to tell the shopper);
       * false when the e-mail could not be sent, the new link being saved all the same.
       */
      requestPasswordResetEmail: (_s, args: { email: string }, context: Context) => {
        context.cache.markPrivate();
        if (!args.email) throw inputError(TEXT.emailMissing);
        if (!isEmail(args.email)) throw inputError(TEXT.emailFormat);
        const { customers, locks, passwordResets, mail, limits, config } = context.services;
        // Counted for every address asked, known or not, before anything is looked up or sent.
        const recipient = args.email.trim().toLowerCase();
        const busy = limits.resetPerRecipientMinute.isBlocked(recipient, context.now) || limits.resetPerRecipientHour.isBlocked(recipient, context.now)
          || limits.resetPerClient.isBlocked(context.clientIp, context.now);
        if (busy) throw inputError(TEXT.tooManyResets(supportEmail(config)));
        for (const limit of [limits.resetPerRecipientMinute, limits.resetPerRecipientHour]) limit.record(recipient, context.now);
        limits.resetPerClient.record(context.clientIp, context.now);
        const row = customers.findByEmail(args.email);
        if (!row) throw inputError(TEXT.cannotReset);
        if (locks.isLocked(row.entity_id, context.now / 1000)) throw inputError(TEXT.accountLocked);
        const token = passwordResets.issue(row.entity_id, context.now / 1000);
        // The address goes with the token: resetPassword needs both, and the shopper need not type it again.
        const link = `${context.baseUrl}${RESET_PAGE}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(row.email)}`;
        if (process.env.NODE_ENV !== 'production') console.info(`[backend] Password reset link for ${row.email}: ${link}`);
        return mail.send(passwordResetMail(row, link, RESET_LINK_LIFETIME_SECONDS / 3600), context.now);
      },
      /**
       * Magento 2.4.7 hides why a reset failed: a wrong, used or expired token and a refused new password all answer
       * "Cannot set the customer's password". A reset unlocks the account and, unlike Magento, revokes the customer's
       * tokens.
       */
      resetPassword: async (_s, args: ResetArgs, context: Context) => {
        context.cache.markPrivate();
        if (!args.email) throw inputError(TEXT.emailMissing);
        if (!isEmail(args.email)) throw inputError(TEXT.emailFormat);
        if (!args.resetPasswordToken) throw inputError(TEXT.resetTokenMissing);
        if (!args.newPassword) throw inputError(TEXT.newPasswordMissing);
        const { customers, locks, passwordResets, config } = context.services;
        const now = context.now / 1000;
        const row = customers.findByEmail(args.email);
        if (!row) throw inputError(TEXT.cannotSet);
        if (locks.isLocked(row.entity_id, now)) throw inputError(TEXT.accountLocked);
        const tokenValid = () => passwordResets.check(row.entity_id, args.resetPasswordToken, now) === 'valid';
        if (!tokenValid()
          || args.newPassword.toLowerCase() === row.email.toLowerCase()
          || passwordStrengthError(args.newPassword, config.number('minimum_password_length'),
            config.number('required_character_classes_number'))) {
          throw inputError(TEXT.cannotSet);
        }
        const hash = await hashPassword(args.newPassword);
        customers.transaction(() => {
          // Checked again: of two resets with one token, only the first one sets a password.
          if (!tokenValid()) throw inputError(TEXT.cannotSet);
          customers.setPasswordHash(row.entity_id, hash, new Date(context.now).toISOString());
          passwordResets.clear(row.entity_id);
          locks.unlock(row.entity_id);
          // Whoever held a session of the account before the reset (the reason for many a reset) holds it no more.
          // Magento 2.4.7 keeps the customer's tokens until they expire.
          customers.revokeTokens(row.entity_id, context.now);
        });
        return true;
      },
    },
  },
};
