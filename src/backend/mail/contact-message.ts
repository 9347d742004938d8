// The message of the contact form, mailed to the shop's customer service in French; an answer goes to the shopper.
import { STORE_GROUP_NAME as SHOP } from '../../domain/store';
import type { ContactMessage } from '../forms/submissions';
import type { Mail } from './mail-service';
import { escape } from './messages';

/** The reasons the storefront's form offers (src/domain/contact.ts), as the shop's team reads them. */
const REASONS: Readonly<Record<string, string>> = {
  order: 'Une commande',
  delivery: 'Une livraison',
  product: 'Un produit',
  return: 'Un retour ou un remboursement',
  account: 'Mon compte client',
  other: 'Autre demande',
};

/** What contactUs stored, for the customer service address `to`. */
export function contactMessageMail(to: string, message: ContactMessage): Mail {
  const reason = message.contactReason ? (REASONS[message.contactReason] ?? message.contactReason) : null;
  const facts: [string, string | null][] = [
    ['Nom', message.name],
    ['E-mail', message.email],
    ['Téléphone', message.telephone],
    ['Motif', reason],
    ['Commande', message.orderNumber],
    ['Consentement', message.isConsent === null ? null : message.isConsent ? 'donné' : 'refusé'],
  ];
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null && fact[1] !== '');
  const subject = `Formulaire de contact ${SHOP}${reason ? ` – ${reason}` : ''} – ${message.name}`;
  const text = [
    `Nouveau message reçu par le formulaire de contact ${SHOP}.`,
    shown.map(([label, value]) => `${label}\u00a0: ${value}`).join('\n'),
    'Message\u00a0:',
    message.comment,
    'Répondez à cet e-mail pour écrire directement à l’expéditeur.',
  ].join('\n\n');
  const html = [
    '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>', escape(subject), '</title></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2a2e">',
    `<p>Nouveau message reçu par le formulaire de contact ${escape(SHOP)}.</p>`,
    '<table style="border-collapse:collapse">',
    ...shown.map(([label, value]) => `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0">${escape(label)}</th><td>${escape(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-wrap">${escape(message.comment)}</p>`,
    '<p>Répondez à cet e-mail pour écrire directement à l’expéditeur.</p>',
    '</body></html>',
  ].join('');
  return { kind: 'contact', to, subject, text, html, replyTo: message.email };
}
