import type { MessageId } from '../i18n/messages';
import { CONTACT_PATH } from './contact-link';

/**
 * The footer's link columns (spec §2): the first entry heads its column, the others lead to the shop's page on the
 * subject (returns: the delivery and returns page; our story and what we give back: the about page; e-mail sign-up:
 * the customer's newsletter preferences, the form above the columns being a guest's).
 */
export interface FooterLink {
  label: MessageId;
  path: string | null;
}

const RETURNS_PATH = '/livraison-retours';

export const FOOTER_COLUMNS: readonly (readonly FooterLink[])[] = [
  [
    { label: 'footer.account', path: null },
    { label: 'footer.signIn', path: '/sign-in' },
    { label: 'footer.register', path: '/create-account' },
    { label: 'footer.orderStatus', path: '/track-my-order/' },
    { label: 'footer.returns', path: RETURNS_PATH },
  ],
  [
    { label: 'footer.about', path: null },
    { label: 'footer.aboutUs', path: '/about-us' },
    { label: 'footer.ourStory', path: '/about-us' },
    { label: 'footer.emailSignup', path: '/communications' },
    { label: 'footer.giveBack', path: '/about-us' },
  ],
  [
    { label: 'footer.help', path: null },
    { label: 'footer.customerService', path: '/customer-service' },
    { label: 'footer.contactUs', path: CONTACT_PATH },
    { label: 'footer.orderStatus', path: '/track-my-order/' },
    { label: 'footer.returns', path: RETURNS_PATH },
  ],
];

/** A signed-in shopper's account column: the account's pages where a guest is offered to sign in or register. */
const SIGNED_IN_LINKS: Partial<Record<MessageId, FooterLink>> = {
  'footer.signIn': { label: 'footer.myAccount', path: '/account-information' },
  'footer.register': { label: 'footer.myOrders', path: '/order-history' },
};

/** The entry a footer link is for this shopper. */
export const footerLinkFor = (link: FooterLink, signedIn: boolean): FooterLink => (signedIn && SIGNED_IN_LINKS[link.label]) || link;

/** Facebook and Instagram are shown; the Twitter link is hidden (spec §2). */
export const SOCIAL_LINKS = [
  { label: 'footer.facebook', icon: 'facebook', href: 'https://www.facebook.com/vitrine.fr' },
  { label: 'footer.instagram', icon: 'instagram', href: 'https://www.instagram.com/vitrine.fr' },
] as const satisfies readonly { label: MessageId; icon: string; href: string }[];

export const PRIVACY_PATH = '/donnees-personnelles';
