import { expect } from 'vitest';
import { anotherDevice, fetchFrom } from '../../harness/devices';

// Customers made as another device would make them: through the shop's own /graphql, with no browser.

export interface GraphqlAnswer<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** POSTs an operation to the shop's /graphql, with a customer's token when given, from `device`'s address if given. */
export async function graphqlAt<T = Record<string, any>>(
  shopUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string, device?: string,
): Promise<GraphqlAnswer<T>> {
  const init = {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify({ query, variables }),
  };
  const response = await (device ? fetchFrom(device, `${shopUrl}/graphql`, init) : fetch(`${shopUrl}/graphql`, init));
  return (await response.json()) as GraphqlAnswer<T>;
}

/** A new customer's account, made on a device of its own; the test fails if the shop refuses it. */
export async function createCustomer(
  shopUrl: string,
  { email, password, firstname = 'Léa', lastname = 'Martin' }: { email: string; password: string; firstname?: string; lastname?: string },
): Promise<void> {
  const created = await graphqlAt(shopUrl, 'mutation($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }', {
    input: { email, firstname, lastname, password },
  }, undefined, anotherDevice());
  expect(created.errors).toBeUndefined();
  expect(created.data).toEqual({ createCustomerV2: { customer: { email } } });
}

/** A customer's token, as the sign-in form gets it. */
export async function customerToken(shopUrl: string, email: string, password: string): Promise<string> {
  const signedIn = await graphqlAt<{ generateCustomerToken: { token: string } }>(
    shopUrl,
    'mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
  );
  expect(signedIn.errors).toBeUndefined();
  return signedIn.data!.generateCustomerToken.token;
}
