import type { PortalAccess, Subscription, SubscriptionChange, SubscriptionStatus } from '../../domain/subscriptions';
import type { ResultOf } from '@graphql-typed-document-node/core';
import {
  CANCEL_SUBSCRIPTION, CHANGE_FREQUENCY, CUSTOMER_SUBSCRIPTIONS, EXCHANGE_PORTAL_CODE, PAUSE_SUBSCRIPTION, PORTAL_SUBSCRIPTIONS,
  REQUEST_PORTAL_LINK, RESUME_SUBSCRIPTION, SKIP_NEXT_DELIVERY, SUBSCRIPTION_FIELDS,
} from '../graphql/subscriptions';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The subscriptions page's and the portal's data. Private answers are read from the network: the cache may hold
// another customer's. A guest's portal token goes in its own header, never in a URL.

type SubscriptionData = ResultOf<typeof SUBSCRIPTION_FIELDS>;

export function subscriptionOf(s: SubscriptionData): Subscription {
  return {
    id: s.id,
    productName: s.product_name,
    sku: s.product_sku,
    quantity: s.quantity,
    frequency: s.frequency,
    nextDeliveryDate: s.next_delivery_date ?? null,
    status: s.status as SubscriptionStatus,
  };
}

/** The request's context: a guest's portal session in its header. */
const portal = (portalToken: string | null) => (portalToken ? { fetchOptions: { headers: { 'X-Subscription-Portal-Token': portalToken } } } : {});

export async function loadSubscriptions({ client }: DataServices, { portalToken }: { portalToken: string | null }): Promise<Subscription[]> {
  if (portalToken) {
    const { subscriptionPortal } = await queryData(await client(), PORTAL_SUBSCRIPTIONS, {}, { requestPolicy: 'network-only', ...portal(portalToken) });
    return subscriptionPortal.map((s) => subscriptionOf(s as SubscriptionData));
  }
  const { customer } = await queryData(await client(), CUSTOMER_SUBSCRIPTIONS, {}, { requestPolicy: 'network-only' });
  if (!customer) throw new RequestError('Empty answer', false);
  return customer.subscriptions.map((s) => subscriptionOf(s as SubscriptionData));
}

export async function changeSubscription(
  { client }: DataServices, change: SubscriptionChange & { portalToken: string | null },
): Promise<Subscription> {
  const c = await client();
  const id = { id: change.id };
  const context = portal(change.portalToken);
  const answer = change.action === 'changeFrequency'
    ? (await mutationData(c, CHANGE_FREQUENCY, { ...id, frequency: change.frequency }, context)).changeSubscriptionFrequency
    : change.action === 'skip'
      ? (await mutationData(c, SKIP_NEXT_DELIVERY, id, context)).skipNextSubscriptionDelivery
      : change.action === 'pause'
        ? (await mutationData(c, PAUSE_SUBSCRIPTION, id, context)).pauseSubscription
        : change.action === 'resume'
          ? (await mutationData(c, RESUME_SUBSCRIPTION, id, context)).resumeSubscription
          : (await mutationData(c, CANCEL_SUBSCRIPTION, id, context)).cancelSubscription;
  if (!answer) throw new RequestError('Empty answer', false);
  return subscriptionOf(answer.subscription as SubscriptionData);
}

export async function requestPortalLink({ client }: DataServices, { email }: { email: string }): Promise<void> {
  await mutationData(await client(), REQUEST_PORTAL_LINK, { email });
}

export async function exchangePortalCode({ client }: DataServices, { code }: { code: string }): Promise<PortalAccess> {
  const { exchangeSubscriptionPortalCode: access } = await mutationData(await client(), EXCHANGE_PORTAL_CODE, { code });
  if (access?.customer_token) return { kind: 'customer', token: access.customer_token };
  if (access?.portal_token) return { kind: 'guest', portalToken: access.portal_token };
  throw new RequestError('Empty answer', false);
}
