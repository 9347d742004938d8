// The contact page's rules (spec §3 "Contact form", §5): its fields, the reasons a shopper may choose, what each
// field must hold, and how a refusal reads.
import type { Content } from './page-builder';
import { consent, email, maxLength, required, type Rule } from './validation';
import { telephone } from './checkout';

export const CONTACT_FIELDS = ['name', 'email', 'telephone', 'reason', 'orderNumber', 'comment', 'consent'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** What a message may be about, as the form lists them (sent as `contact_reason`). */
export const CONTACT_REASONS = ['order', 'delivery', 'product', 'return', 'account', 'other'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** The CMS blocks the page shows around the form (spec §7 GetContactPageCmsBlocks), in page order. */
export const CONTACT_BLOCKS = ['contact-us-banner', 'contact-us-sidebar'] as const;

/**
 * The longest each field may be, the form's and the backend's alike: Magento's columns (255 characters for a name or
 * an address, 32 for an order number) and a comment's.
 */
export const CONTACT_MAX_LENGTH = { name: 255, email: 255, telephone: 255, orderNumber: 32, comment: 5000 } as const;

/**
 * The form's rules. `asksDetails`: the backend takes a message's reason, order number and consent (the shop's
 * contact module); without it, Magento's own form: a name, an e-mail, a telephone and the comment.
 */
export const contactRules = (asksDetails = true): Record<ContactField, Rule[]> => ({
  name: [required, maxLength(CONTACT_MAX_LENGTH.name)],
  email: [required, email, maxLength(CONTACT_MAX_LENGTH.email)],
  telephone: [telephone],
  reason: asksDetails ? [required] : [],
  orderNumber: [maxLength(CONTACT_MAX_LENGTH.orderNumber)],
  comment: [required, maxLength(CONTACT_MAX_LENGTH.comment)],
  consent: asksDetails ? [consent] : [],
});

/** The fields the form shows: Magento's own without the shop's contact module. */
export const contactFieldsShown = (asksDetails: boolean): readonly ContactField[] =>
  asksDetails ? CONTACT_FIELDS : CONTACT_FIELDS.filter((field) => field !== 'reason' && field !== 'orderNumber' && field !== 'consent');

/** What the contactUs mutation takes (the extension's fields beside Magento's). */
export interface ContactMessage {
  name: string;
  email: string;
  comment: string;
  telephone: string | null;
  isConsent: boolean;
  contactReason: string;
  orderNumber: string | null;
}

/** The page as the store has it: whether the form is on, its consent texts, the blocks around it. */
export interface ContactPage {
  enabled: boolean;
  consent: { label: string; legal: string | null };
  /** The blocks found, by identifier; a missing one shows nothing. */
  blocks: Partial<Record<(typeof CONTACT_BLOCKS)[number], Content>>;
}

export type ContactFailure = 'unavailable' | 'tooMany' | 'network' | 'generic';

/** Reads a failure (an Error with an optional `network` flag) as the one message shown above the form. */
export function contactFailureOf(failure: unknown): ContactFailure {
  if (failure instanceof Error && (failure as { network?: unknown }).network === true) return 'network';
  const text = failure instanceof Error ? failure.message : String(failure);
  if (text.includes('The contact form is unavailable.')) return 'unavailable';
  return text.includes('Too many messages were sent from your connection') ? 'tooMany' : 'generic';
}
