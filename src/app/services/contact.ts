import type { ContactSubmission } from '../../../machines/contact.machine';
import { CONTACT_BLOCKS, type ContactPage } from '../../domain/contact';
import { CONTACT_BLOCKS_QUERY, CONTACT_CONFIG, SUBMIT_CONTACT_FORM } from '../graphql/contact';
import { parseContent } from '../pagebuilder/parse';
import { botProtectionHeaders } from './bot-protection';
import { mutationData, queryData } from './graphql/request';
import type { DataServices } from './route';

/** Whether the store takes messages, its consent texts, and the CMS blocks around the form (only when it does). */
export async function loadContactPage({ client }: DataServices): Promise<ContactPage> {
  const graph = await client();
  const { storeConfig } = await queryData(graph, CONTACT_CONFIG, {}, { requestPolicy: 'cache-and-network' });
  const texts = storeConfig?.gdpr_consent_texts;
  const consent = { label: texts?.label_contact ?? '', legal: texts?.legal_contact || null };
  if (storeConfig?.contact_enabled !== true) return { enabled: false, consent, blocks: {} };
  const { cmsBlocks } = await queryData(graph, CONTACT_BLOCKS_QUERY, { identifiers: [...CONTACT_BLOCKS] });
  const blocks: ContactPage['blocks'] = {};
  for (const identifier of CONTACT_BLOCKS) {
    const block = cmsBlocks?.items?.find((item) => item?.identifier === identifier);
    if (block?.content) blocks[identifier] = parseContent(block.content);
  }
  return { enabled: true, consent, blocks };
}

/** Sends the message (contactUs); the backend stores it and mails the shop. */
export async function sendContactMessage({ client }: DataServices, { message, botToken }: ContactSubmission): Promise<boolean> {
  const input = {
    name: message.name,
    email: message.email,
    comment: message.comment,
    telephone: message.telephone,
    is_consent: message.isConsent,
    contact_reason: message.contactReason,
    order_number: message.orderNumber,
  };
  const { contactUs } = await mutationData(await client(), SUBMIT_CONTACT_FORM, { input }, { fetchOptions: { headers: botProtectionHeaders(botToken) } });
  if (contactUs?.status !== true) throw new Error('The contact form is unavailable.');
  return true;
}
