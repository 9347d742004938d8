import { customerData } from '../../gdpr/customer-data';
import { eraseCustomer } from '../../gdpr/erasure';
import type { GdprRequestType } from '../../gdpr/requests';
import { gdprExportMail, gdprRequestMail } from '../../mail/gdpr-request';
import type { Context } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { mailContext, requireCustomer } from './customers';
import type { Resolvers } from './types';

type GdprRequestTypeEnum = 'EXPORT' | 'ERASE';

/** The shop's data-protection module's texts. */
export const GDPR_MESSAGES = {
  invalidLink: 'This request link is invalid.',
  usedLink: 'This request was already confirmed.',
} as const;

const typeOf = (type: GdprRequestTypeEnum): GdprRequestType => (type === 'EXPORT' ? 'export' : 'erase');

export const gdprResolvers: Resolvers = {
  fields: {
    Mutation: {
      requestGdprAction: (_s, args: { type: GdprRequestTypeEnum }, context: Context) => {
        const row = requireCustomer(context);
        const type = typeOf(args.type);
        const code = context.services.gdprRequests.create(row.entity_id, type, new Date(context.now).toISOString());
        void context.services.mail.send(gdprRequestMail(row, type, code, mailContext(context)), context.now);
        return { type: args.type, status: 'PENDING' };
      },
      /**
       * A confirmed request is carried out at once: the export is e-mailed; the account is erased (gdpr/erasure.ts),
       * every token of the customer revoked, this one too.
       */
      confirmGdprRequest: (_s, args: { type: GdprRequestTypeEnum; code: string }, context: Context) => {
        const row = requireCustomer(context);
        const code = args.code.trim();
        if (!code) throw inputError(GDPR_MESSAGES.invalidLink);
        const { gdprRequests, customers, db, mail } = context.services;
        const type = typeOf(args.type);
        const timestamp = new Date(context.now).toISOString();
        const outcome = customers.transaction(() => {
          const confirmed = gdprRequests.confirmWith(row.entity_id, type, code, timestamp);
          if (confirmed === 'confirmed' && type === 'erase') {
            eraseCustomer(db, row.entity_id, timestamp);
            customers.revokeTokens(row.entity_id, context.now);
          }
          return confirmed;
        });
        if (outcome === 'invalid') throw noSuchEntity(GDPR_MESSAGES.invalidLink);
        if (outcome === 'used') throw inputError(GDPR_MESSAGES.usedLink);
        if (type === 'export') void mail.send(gdprExportMail(row, customerData(db, row.entity_id, timestamp)!, mailContext(context)), context.now);
        else context.nextCustomer = null;
        return { type: args.type, status: 'CONFIRMED' };
      },
    },
  },
};
