import { fromPromise } from 'xstate';
import { subscriptionsAuthMachine } from '../../../../machines/subscriptions-auth.machine';
import { subscriptionsMachine } from '../../../../machines/subscriptions.machine';
import { TAB_KEYS } from '../../../domain/storage-keys';
import type { PageLogic } from '../page-logic';
import { tabEntry } from '../tab-storage';
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

/** A guest's portal token, kept by the tab: a reload shows their subscriptions again, until the tab closes. */
const portalEntry = tabEntry<string>(TAB_KEYS.subscriptionPortal);

/** /subscriptions-auth: the portal's link, and a guest's subscriptions once its code is exchanged. */
export const subscriptionsAuthLogic: PageLogic = (services, browser) => subscriptionsAuthMachine.provide({
  actors: {
    storedPortal: fromPromise(async () => (browser ? portalEntry.read() : null)),
    requestPortalLink: fromPromise(({ input }) => requestPortalLink(services, input)),
    exchangePortalCode: fromPromise(({ input }) => exchangePortalCode(services, input)),
    subscriptions: subscriptionsLogicOf(services),
  },
  ...(browser && {
    actions: {
      // The link's code is used up: the address drops it, so that a reload opens the kept portal, not a spent link.
      rememberPortal: (_: unknown, { portalToken }: { portalToken: string }) => {
        portalEntry.write(portalToken);
        browser.navigate('/subscriptions-auth', { replace: true });
      },
      openSubscriptions: () => browser.navigate('/subscriptions', { replace: true }),
    },
  }),
});
