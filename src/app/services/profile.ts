import type { AccountConsentTexts } from '../../domain/customer';
import type { GdprLink, GdprRequestType } from '../../domain/gdpr-link';
import type { Communications, Profile } from '../../domain/profile';
import { ACCOUNT_CONSENT } from '../graphql/account';
import {
  CHANGE_PASSWORD, CONFIRM_GDPR, MARKETING_CONSENT, PROFILE, PROFILE_CONSENT_TEXTS, REQUEST_GDPR, SUBSCRIPTION, UPDATE_EMAIL,
  UPDATE_NAME, UPDATE_SUBSCRIPTION,
} from '../graphql/profile';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The account information and communications pages' data. The customer is read from the network: the cache may
// hold another customer's answer.

type CustomerAnswer = { email?: string | null; firstname?: string | null; lastname?: string | null; is_consent?: boolean | null } | null | undefined;

function profileOf(customer: CustomerAnswer): Profile {
  if (!customer) throw new RequestError('Empty answer', false);
  return { email: customer.email ?? '', firstname: customer.firstname ?? '', lastname: customer.lastname ?? '', isConsent: customer.is_consent ?? null };
}

const REQUEST_TYPE = { export: 'EXPORT', erase: 'ERASE' } as const;

export async function loadProfile({ client }: DataServices): Promise<{ profile: Profile; texts: AccountConsentTexts }> {
  const data = await client();
  const [{ customer }, { storeConfig }] = await Promise.all([
    queryData(data, PROFILE, {}, { requestPolicy: 'network-only' }),
    queryData(data, PROFILE_CONSENT_TEXTS, {}),
  ]);
  const texts = storeConfig?.gdpr_consent_texts;
  return { profile: profileOf(customer), texts: { label: texts?.label_account ?? '', legal: texts?.legal_customer || null } };
}

export async function saveName({ client }: DataServices, names: { firstname: string; lastname: string }): Promise<Profile> {
  const { updateCustomerV2 } = await mutationData(await client(), UPDATE_NAME, names);
  return profileOf(updateCustomerV2?.customer);
}

export async function changeEmail({ client }: DataServices, input: { email: string; password: string }): Promise<Profile> {
  const { updateCustomerEmail } = await mutationData(await client(), UPDATE_EMAIL, input);
  return profileOf(updateCustomerEmail?.customer);
}

export async function changePassword({ client }: DataServices, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await mutationData(await client(), CHANGE_PASSWORD, input);
}

/** The data-protection consent renewed from the account, as the signed-in customer. */
export async function recordConsent({ client }: DataServices, { isConsent }: { isConsent: boolean }): Promise<void> {
  await mutationData(await client(), ACCOUNT_CONSENT, { isConsent });
}

export async function requestGdpr({ client }: DataServices, { type }: { type: GdprRequestType }): Promise<void> {
  await mutationData(await client(), REQUEST_GDPR, { type: REQUEST_TYPE[type] });
}

export async function confirmGdprRequest({ client }: DataServices, { type, code }: GdprLink): Promise<void> {
  await mutationData(await client(), CONFIRM_GDPR, { type: REQUEST_TYPE[type], code });
}

export async function loadCommunications({ client }: DataServices): Promise<Communications> {
  const data = await client();
  const [{ customer }, { storeConfig }] = await Promise.all([
    queryData(data, SUBSCRIPTION, {}, { requestPolicy: 'network-only' }),
    queryData(data, MARKETING_CONSENT, {}),
  ]);
  if (!customer) throw new RequestError('Empty answer', false);
  const consent = storeConfig?.marketing_email_consent;
  return { isSubscribed: customer.is_subscribed ?? false, consentText: consent?.is_active ? consent.checkbox_text || null : null };
}

/** The subscription as the backend now holds it. */
export async function saveSubscription({ client }: DataServices, { isSubscribed }: { isSubscribed: boolean }): Promise<boolean> {
  const { updateCustomerV2 } = await mutationData(await client(), UPDATE_SUBSCRIPTION, { isSubscribed });
  return updateCustomerV2?.customer.is_subscribed ?? false;
}
