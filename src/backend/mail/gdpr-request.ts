// The e-mail asking a customer to confirm a request about their personal data, in French.
import { STORE_GROUP_NAME as SHOP } from '../../domain/store';
import type { CustomerData } from '../gdpr/customer-data';
import type { GdprRequestType } from '../gdpr/requests';
import type { Mail } from './mail-service';
import { compose, type MailContext, type Recipient } from './messages';

const ASKED: Record<GdprRequestType, { subject: string; asked: string; then: string; action: string }> = {
  export: {
    subject: `Confirmez votre demande de copie de vos données ${SHOP}`,
    asked: 'Vous avez demandé une copie des données personnelles de votre compte',
    then: 'Dès votre demande confirmée, nous vous envoyons vos données par e-mail.',
    action: 'confirmer ma demande de copie',
  },
  erase: {
    subject: `Confirmez votre demande de suppression de compte ${SHOP}`,
    asked: 'Vous avez demandé la suppression de votre compte',
    then: 'Dès votre demande confirmée, votre compte et vos données personnelles sont supprimés. Cette suppression est définitive.',
    action: 'confirmer la suppression de mon compte',
  },
};

/** The single-use confirmation link of requestGdprAction. */
export function gdprRequestMail(to: Recipient, type: GdprRequestType, code: string, context: MailContext): Mail {
  const text = ASKED[type];
  return compose(`gdpr-${type}`, to, text.subject, [
    [`${text.asked} ${SHOP} (${to.email}). Pour la confirmer, ouvrez ce lien une fois votre session ouverte : `,
      { href: `${context.origin}/gdpr-request/type/${type}/code/${code}`, label: text.action }],
    [text.then],
    [`Si vous n’êtes pas à l’origine de cette demande, ignorez ce message et prévenez notre service client à ${context.supportEmail}.`],
  ]);
}

/** What a confirmed export request sends: the customer's data, attached as JSON (gdpr/customer-data.ts). */
export function gdprExportMail(to: Recipient, data: CustomerData, context: MailContext): Mail {
  const day = data.exported_at.slice(0, 10);
  return {
    ...compose('gdpr-data', to, `Copie de vos données personnelles ${SHOP}`, [
      [`Comme vous l’avez demandé, voici une copie des données personnelles de votre compte ${SHOP} (${to.email}), en pièce jointe au format JSON : votre compte, vos adresses, vos commandes, vos abonnements, votre inscription à la newsletter, vos consentements, vos favoris et vos messages au service client.`],
      [`Pour toute question sur vos données, écrivez à notre service client à ${context.supportEmail}.`],
    ]),
    attachments: [{ filename: `donnees-personnelles-${day}.json`, contentType: 'application/json', content: JSON.stringify(data, null, 2) }],
  };
}
