// The shop's e-mails, in French: each as plain text and as HTML saying the same thing.
import { STORE_GROUP_NAME as SHOP } from '../../domain/store';
import type { Mail } from './mail-service';

export interface Recipient {
  email: string;
  firstname: string;
  lastname: string;
}

/** Where links in a message point: the origin the shopper used, ending without "/". */
export interface MailContext {
  origin: string;
  /** The customer service address, for a shopper who did not ask for what the message reports. */
  supportEmail: string;
}

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A paragraph is a list of parts: text, or a link shown as its own address in the plain text. */
export type Part = string | { href: string; label: string };

/** French typography: a no-break space before ! ? : ; so that they never start a line. */
const french = (text: string) => text.replace(/ ([!?:;])/g, '\u00a0$1');

/** A message: the greeting, the paragraphs, the signature, as text and as HTML. */
export function compose(kind: string, to: Recipient, subject: string, written: Part[][]): Mail {
  const greeting = `Bonjour ${to.firstname} ${to.lastname},`;
  const signature = `L’équipe ${SHOP}`;
  const paragraphs = written.map((parts) => parts.map((p) => (typeof p === 'string' ? french(p) : p)));
  const text = [greeting, ...paragraphs.map((parts) => parts
    .map((p) => (typeof p === 'string' ? p : p.href)).join('')), signature].join('\n\n');
  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>', escape(subject), '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a2e">',
    `<p>${escape(greeting)}</p>`,
    ...paragraphs.map((parts) => `<p>${parts.map((p) => (typeof p === 'string'
      ? escape(p) : `<a href="${escape(p.href)}" style="color:#1d6b5a">${escape(p.label)}</a>`)).join('')}</p>`),
    `<p>${escape(signature)}</p>`,
    '</body></html>',
  ].join('');
  return { kind, to: to.email, subject, text, html };
}

/** After createCustomerV2 (Magento's new account e-mail; an account created without a password is told how to set one). */
export function welcomeMail(to: Recipient, hasPassword: boolean, context: MailContext): Mail {
  return compose('welcome', to, `Bienvenue chez ${SHOP}`, [
    [`Bienvenue chez ${SHOP} ! Votre compte client est créé.`],
    hasPassword
      ? [`Pour vous connecter, utilisez votre adresse e-mail (${to.email}) et le mot de passe choisi lors de votre inscription : `,
        { href: `${context.origin}/sign-in`, label: 'se connecter' }]
      : [`Pour choisir votre mot de passe, demandez un lien à l’adresse ${to.email} depuis cette page : `,
        { href: `${context.origin}/forgot-password`, label: 'choisir mon mot de passe' }],
    ['Depuis votre compte, vous suivez vos commandes, enregistrez vos adresses et retrouvez vos produits favoris.'],
    [`À très bientôt sur ${SHOP} !`],
  ]);
}

/** The link of requestPasswordResetEmail, valid `hours` hours, once. */
export function passwordResetMail(to: Recipient, link: string, hours: number): Mail {
  return compose('password-reset', to, `Réinitialisation de votre mot de passe ${SHOP}`, [
    [`Vous avez demandé à réinitialiser le mot de passe de votre compte ${SHOP}. Pour en choisir un nouveau, ouvrez ce lien : `,
      { href: link, label: 'choisir un nouveau mot de passe' }],
    [`Ce lien est valable ${hours} heures et ne sert qu’une fois. Une nouvelle demande remplace celle-ci.`],
    ['Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.'],
  ]);
}

/** After changeCustomerPassword (Magento's "credentials changed" e-mail). */
export function passwordChangedMail(to: Recipient, context: MailContext): Mail {
  return compose('password-changed', to, `Votre mot de passe ${SHOP} a été modifié`, [
    [`Le mot de passe de votre compte ${SHOP} (${to.email}) vient d’être modifié.`],
    ['Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, choisissez sans attendre un nouveau mot de passe : ',
      { href: `${context.origin}/forgot-password`, label: 'mot de passe oublié' },
      `, puis prévenez notre service client à ${context.supportEmail}.`],
  ]);
}

/**
 * After updateCustomerEmail (Magento's "email changed" notice), to the former address and to the new one: whoever
 * did not ask for the change learns of it at the address they still read.
 */
export function emailChangedMail(to: Recipient, previous: string, current: string, context: MailContext): Mail {
  return compose('email-changed', to, `L’adresse e-mail de votre compte ${SHOP} a été modifiée`, [
    [`L’adresse e-mail de votre compte ${SHOP} vient d’être modifiée : elle était ${previous}, c’est désormais ${current}. Vous vous connectez avec la nouvelle adresse.`],
    ['Si vous êtes à l’origine de ce changement, vous n’avez rien à faire. Sinon, choisissez sans attendre un nouveau mot de passe : ',
      { href: `${context.origin}/forgot-password`, label: 'mot de passe oublié' },
      `, puis prévenez notre service client à ${context.supportEmail}.`],
  ]);
}
