import { fromPromise } from 'xstate';
import { subscriptionsAuthMachine } from '../../../../machines/subscriptions-auth.machine';
import { subscriptionsMachine } from '../../../../machines/subscriptions.machine';
import type { PageLogic } from '../page-logic';
import type { DataServices } from '../route';
import { changeSubscription, exchangePortalCode, loadSubscriptions, requestPortalLink } from '../subscriptions';

const subscriptionsLogicOf = (services: DataServices) => subscriptionsMachine.provide({
  actors: {
    loadSubscriptions: fromPromise(({ input }) => loadSubscriptions(services, input)),
    changeSubscription: fromPromise(({ input }) => changeSubscription(services, input)),
  },
});

/** /subscriptions: the signed-in customer's subscriptions. */
export const subscriptionsLogic: PageLogic = (services) => subscriptionsLogicOf(services);

/** /subscriptions-auth: the portal's link, and a guest's subscriptions once its code is exchanged. */
export const subscriptionsAuthLogic: PageLogic = (services) => subscriptionsAuthMachine.provide({
  actors: {
    requestPortalLink: fromPromise(({ input }) => requestPortalLink(services, input)),
    exchangePortalCode: fromPromise(({ input }) => exchangePortalCode(services, input)),
    subscriptions: subscriptionsLogicOf(services),
  },
});
