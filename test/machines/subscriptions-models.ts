import { subscriptionOfferMachine } from '../../machines/subscription-offer.machine';
import { subscriptionsAuthMachine, type SubscriptionsAuthSnapshot } from '../../machines/subscriptions-auth.machine';
import { subscriptionsMachine, type SubscriptionsSnapshot } from '../../machines/subscriptions.machine';
import { subscriptionsAuthRules, type SubscriptionsAuthField } from '../../src/domain/account-forms';
import { CUSTOMER } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { CUSTOMER_ACCESS, GUEST_ACCESS, LINK_INVALID, NOT_FOUND, SUBSCRIPTIONS, ACTIVE, PAUSED, changed } from '../fixtures/subscriptions';
import { defineModel } from '../harness/model';
import { fieldChanges, invalidFields } from './account-models';

// The subscription machines' models: the product page's offer, the subscriptions page, and the portal's sign-in.

/** One-time or subscribed, a frequency offered (60 days) or not (45). */
export const subscriptionOfferModel = defineModel({
  name: 'subscriptionOffer',
  machine: subscriptionOfferMachine,
  events: () => [
    { type: 'offer.frequency' as const, frequency: 60 },
    { type: 'offer.frequency' as const, frequency: 45 },
  ],
});

/**
 * The list loaded or not; each change of the active subscription and the paused one's resume, answered or
 * refused; the cancellation asked, kept or confirmed. What tells states apart: the state, and whether a refusal
 * shows (the list's contents follow from the path).
 */
export const subscriptionsModel = defineModel({
  name: 'subscriptions',
  machine: subscriptionsMachine,
  input: { portalToken: null },
  identity: (s: SubscriptionsSnapshot) => ({ value: s.value, failed: s.context.failure !== null }),
  events: (s: SubscriptionsSnapshot) => [
    { type: 'xstate.done.actor.loadSubscriptions' as const, output: SUBSCRIPTIONS },
    { type: 'xstate.error.actor.loadSubscriptions' as const, error: NETWORK_DOWN },
    { type: 'skip' as const, id: ACTIVE.id },
    { type: 'pause' as const, id: ACTIVE.id },
    { type: 'resume' as const, id: PAUSED.id },
    { type: 'frequency.change' as const, id: ACTIVE.id, frequency: 60 },
    { type: 'cancel.ask' as const, id: ACTIVE.id },
    ...(s.context.change ? [{ type: 'xstate.done.actor.changeSubscription' as const, output: changed(s.context.subscriptions, s.context.change) }] : []),
    { type: 'xstate.error.actor.changeSubscription' as const, error: NOT_FOUND },
  ],
});

/** The portal's token a tab kept from an earlier exchange. */
export const STORED_PORTAL = 'STORED-PORTAL-TOKEN';

const AUTH_GOOD: Record<SubscriptionsAuthField, string> = { email: CUSTOMER.email };

/**
 * The portal's sign-in: the page's own address (the e-mail form: fields put right or broken, the link asked,
 * answered or failed, asked again) and the e-mailed link (its code exchanged for a customer, a guest, or refused).
 */
export const subscriptionsAuthModel = defineModel({
  name: 'subscriptionsAuth',
  machine: subscriptionsAuthMachine,
  inputs: [{ code: null }, { code: 'PORTAL-CODE' }],
  identity: (s: SubscriptionsAuthSnapshot) => ({
    value: s.value,
    invalid: invalidFields(subscriptionsAuthRules, s.context.values),
    showErrors: s.context.showErrors,
    failure: s.context.failure,
  }),
  events: (s: SubscriptionsAuthSnapshot) => [
    // What the tab kept: nothing, or the portal it opened before the reload.
    { type: 'xstate.done.actor.storedPortal' as const, output: null },
    { type: 'xstate.done.actor.storedPortal' as const, output: STORED_PORTAL },
    ...fieldChanges<SubscriptionsAuthField>(subscriptionsAuthRules, s.context.values, AUTH_GOOD, [{ field: 'email', value: 'marie.dupont@example' }]),
    { type: 'submit' as const },
    { type: 'xstate.error.actor.requestPortalLink' as const, error: NETWORK_DOWN },
    { type: 'xstate.done.actor.exchangePortalCode' as const, output: CUSTOMER_ACCESS },
    { type: 'xstate.done.actor.exchangePortalCode' as const, output: GUEST_ACCESS },
    { type: 'xstate.error.actor.exchangePortalCode' as const, error: LINK_INVALID },
  ],
});
