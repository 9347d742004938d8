import type { Cart } from '../../domain/cart';
import type { AccountConsentTexts, Credentials, Customer, NewAccount, PasswordReset } from '../../domain/customer';
import {
  ACCOUNT_CONSENT,
  ACCOUNT_CONSENT_TEXTS,
  CREATE_ACCOUNT,
  CUSTOMER_CART,
  MERGE_CARTS,
  REQUEST_PASSWORD_RESET,
  RESET_PASSWORD,
  REVOKE_TOKEN,
  SIGN_IN,
  SIGNED_IN_CUSTOMER,
} from '../graphql/account';
import { cartOf } from './cart';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The customer account's data (spec §4 "Sign-in", sign-out, account forms). Private answers are read from the
// network: the cache may hold another customer's.

/** The customer token for these credentials. */
export async function signIn({ client }: DataServices, { email, password }: Credentials): Promise<string> {
  const { generateCustomerToken } = await mutationData(await client(), SIGN_IN, { email, password });
  if (!generateCustomerToken?.token) throw new RequestError('Empty answer', false);
  return generateCustomerToken.token;
}

export async function createAccount({ client }: DataServices, account: NewAccount): Promise<void> {
  const { email, password, firstname, lastname, isSubscribed } = account;
  await mutationData(await client(), CREATE_ACCOUNT, { input: { email, password, firstname, lastname, is_subscribed: isSubscribed } });
}

/** The signed-in customer; aborting `signal` drops the request, so that asking again sends a new one. */
export async function loadCustomer({ client }: DataServices, signal?: AbortSignal): Promise<Customer> {
  const { customer } = await queryData(await client(), SIGNED_IN_CUSTOMER, {}, { requestPolicy: 'network-only' }, signal);
  if (!customer) throw new RequestError('Empty answer', false);
  return { email: customer.email ?? '', firstname: customer.firstname ?? '', lastname: customer.lastname ?? '', isSubscribed: customer.is_subscribed ?? false };
}

export async function revokeToken({ client }: DataServices): Promise<void> {
  await mutationData(await client(), REVOKE_TOKEN, {});
}

export async function requestPasswordReset({ client }: DataServices, { email }: { email: string }): Promise<void> {
  await mutationData(await client(), REQUEST_PASSWORD_RESET, { email });
}

export async function resetPassword({ client }: DataServices, { email, token, password }: PasswordReset): Promise<void> {
  await mutationData(await client(), RESET_PASSWORD, { email, resetPasswordToken: token, newPassword: password });
}

/** The data-protection consent of the create-account form, recorded as the new customer (their token given). */
export async function recordAccountConsent({ client }: DataServices, { isConsent, token }: { isConsent: boolean; token: string }): Promise<void> {
  await mutationData(await client(), ACCOUNT_CONSENT, { isConsent }, { fetchOptions: { headers: { Authorization: `Bearer ${token}` } } });
}

export async function loadAccountConsentTexts({ client }: DataServices): Promise<AccountConsentTexts> {
  const { storeConfig } = await queryData(await client(), ACCOUNT_CONSENT_TEXTS, {});
  const texts = storeConfig?.gdpr_consent_texts;
  return { label: texts?.label_customer ?? '', legal: texts?.legal_customer || null };
}

/** The signed-in customer's cart id (the backend makes the cart if the customer has none). */
export async function customerCartId({ client }: DataServices): Promise<string> {
  const { customerCart } = await queryData(await client(), CUSTOMER_CART, {}, { requestPolicy: 'network-only' });
  return customerCart.id;
}

/** Moves the lines of the guest's cart `source` into the customer's cart `destination`. */
export async function mergeCarts({ client }: DataServices, { source, destination }: { source: string; destination: string }): Promise<Cart> {
  const { mergeCarts: merged } = await mutationData(await client(), MERGE_CARTS, { source, destination });
  return cartOf(merged);
}
