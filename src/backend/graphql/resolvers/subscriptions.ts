import { SUBSCRIPTION_DISCOUNT_PERCENT, SUBSCRIPTION_FREQUENCIES } from '../../../domain/subscriptions';
import { SUBSCRIPTION_MESSAGES as TEXT } from '../../subscriptions/messages';
import { statusEnum, type SubscriptionOwner, type SubscriptionRow } from '../../subscriptions/subscriptions';
import type { Context } from '../context';
import { CUSTOMER_NOT_AUTHORIZED, authorizationError } from '../errors';
import { requireCustomer } from './customers';
import type { FieldResolver, Resolvers } from './types';

interface ActionArgs {
  id: string;
}

/** Every product of the catalogue can be subscribed to, with the module's one offer. */
const offer = () => ({ frequencies: [...SUBSCRIPTION_FREQUENCIES], discount_percent: SUBSCRIPTION_DISCOUNT_PERCENT });

/** The guest of a live portal token, or the signed-in customer; anyone else is not authorized. */
function owner(context: Context, portalToken = context.portalToken): SubscriptionOwner {
  context.cache.markPrivate();
  if (portalToken) {
    const email = context.services.subscriptions.portalEmail(portalToken, context.now);
    if (!email) throw authorizationError(TEXT.notAuthorized);
    return { email };
  }
  if (!context.customer) throw authorizationError(CUSTOMER_NOT_AUTHORIZED);
  return { customerId: requireCustomer(context).entity_id };
}

const output = (subscription: SubscriptionRow) => ({ subscription });

export const subscriptionResolvers: Resolvers = {
  fields: {
    Query: {
      // Without the header, no guest's: an empty token is no session.
      subscriptionPortal: (_s, _a, context: Context) => context.services.subscriptions.list(owner(context, context.portalToken ?? '-')),
    },
    Customer: {
      subscriptions: (_s, _a, context: Context) => context.services.subscriptions.list({ customerId: requireCustomer(context).entity_id }),
    },
    Mutation: {
      skipNextSubscriptionDelivery: (_s, args: ActionArgs, context: Context) =>
        output(context.services.subscriptions.skipNext(owner(context), args.id, context.now)),
      changeSubscriptionFrequency: (_s, args: ActionArgs & { frequency: number }, context: Context) =>
        output(context.services.subscriptions.changeFrequency(owner(context), args.id, args.frequency, context.now)),
      pauseSubscription: (_s, args: ActionArgs, context: Context) =>
        output(context.services.subscriptions.pause(owner(context), args.id, context.now)),
      resumeSubscription: (_s, args: ActionArgs, context: Context) =>
        output(context.services.subscriptions.resume(owner(context), args.id, context.now)),
      cancelSubscription: (_s, args: ActionArgs, context: Context) =>
        output(context.services.subscriptions.cancel(owner(context), args.id, context.now)),
      requestSubscriptionPortalLink: async (_s, args: { email: string }, context: Context) => {
        context.cache.markPrivate();
        const origin = context.baseUrl.replace(/\/$/, '');
        // The mail's outcome is not awaited into the answer: it would tell which addresses have subscriptions.
        void context.services.subscriptions.requestLink(args.email, context.clientIp, origin, context.now);
        return { result: true };
      },
      exchangeSubscriptionPortalCode: (_s, args: { code: string }, context: Context) => {
        context.cache.markPrivate();
        const { subscriptions, customers, config, tokens } = context.services;
        const access = subscriptions.exchange(args.code, context.now);
        if ('email' in access) return { customer_token: null, portal_token: subscriptions.portalToken(access.email, context.now) };
        const row = access.customer;
        context.nextCustomer = { id: row.entity_id, groupId: row.group_id };
        const lifetime = config.number('customer_token_expiration_time');
        return { customer_token: tokens.issue(row.entity_id, customers.nextInstant(row.entity_id, context.now), lifetime), portal_token: null };
      },
    },
    ProductSubscription: {
      id: (s: SubscriptionRow) => String(s.subscription_id),
      product_name: (s: SubscriptionRow) => s.name,
      product_sku: (s: SubscriptionRow) => s.sku,
      quantity: (s: SubscriptionRow) => s.qty,
      status: (s: SubscriptionRow) => statusEnum(s),
      order_number: (s: SubscriptionRow, _a, context: Context) => context.services.orders.byId(s.order_id)?.increment_id ?? '',
    },
    SimpleProduct: { subscription_offer: offer },
    ConfigurableProduct: { subscription_offer: offer },
  } satisfies Record<string, Record<string, FieldResolver>>,
};
