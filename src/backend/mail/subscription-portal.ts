import { STORE_GROUP_NAME as SHOP } from '../../domain/store';
import type { Mail } from './mail-service';
import { compose, type Recipient } from './messages';

/** The one-time link of requestSubscriptionPortalLink, valid `minutes` minutes, once. */
export function subscriptionPortalMail(to: Recipient, link: string, minutes: number): Mail {
  return compose('subscription-portal', to, `Accès à vos abonnements ${SHOP}`, [
    [`Pour gérer vos abonnements ${SHOP} (reporter une livraison, changer la fréquence, suspendre ou résilier), ouvrez ce lien : `,
      { href: link, label: 'gérer mes abonnements' }],
    [`Ce lien est valable ${minutes} minutes et ne sert qu’une fois.`],
    ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : vos abonnements restent inchangés.'],
  ]);
}
