import type { GdprRequestType } from '../../gdpr/requests';
import { gdprRequestMail } from '../../mail/gdpr-request';
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
      confirmGdprRequest: (_s, args: { type: GdprRequestTypeEnum; code: string }, context: Context) => {
        const row = requireCustomer(context);
        const code = args.code.trim();
        if (!code) throw inputError(GDPR_MESSAGES.invalidLink);
        const outcome = context.services.gdprRequests.confirmWith(row.entity_id, typeOf(args.type), code, new Date(context.now).toISOString());
        if (outcome === 'invalid') throw noSuchEntity(GDPR_MESSAGES.invalidLink);
        if (outcome === 'used') throw inputError(GDPR_MESSAGES.usedLink);
        return { type: args.type, status: 'CONFIRMED' };
      },
    },
  },
};
