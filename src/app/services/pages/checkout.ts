import { fromPromise } from 'xstate';
import { cardPaymentMachine } from '../../../../machines/card-payment.machine';
import { offlinePaymentMachine } from '../../../../machines/offline-payment.machine';
import { checkoutMachine } from '../../../../machines/checkout.machine';
import { NOTHING_SAVED, type SavedCheckout } from '../../../domain/checkout';
import { STORE_CODE } from '../../../domain/store';
import { loadAddresses } from '../address-book';
import {
  loadCheckoutConsentTexts, paymentDetails, paymentStatus, placeOfflineOrder, placeOrder, submitBillingAddress, submitShippingAddress, submitShippingMethod,
} from '../checkout';
import { loadSavedCards } from '../saved-payments';
import { checkoutStorage } from '../checkout-storage';
import { createRest } from '../rest';
import type { PageLogic } from '../page-logic';
import { threeDSFrameActor } from '../three-ds';

/**
 * Checkout's machine with its actors: the steps and the order over the data services and the REST helper, the
 * steps kept in the browser's storage, the 3-D Secure frame's messages. It loads with the checkout screen's code,
 * which only a browser renders.
 */
export const checkoutLogic: PageLogic = (services, browser) => {
  const storage = browser && checkoutStorage(browser.storage);
  const rest = createRest({
    token: () => browser?.storage.getPersisted<string>('signin_token') ?? null,
    storeCode: () => browser?.storage.getLocal('store_view_code') ?? STORE_CODE,
  });
  const orders = { ...services, rest };
  return checkoutMachine.provide({
    actors: {
      restoreCheckout: fromPromise<SavedCheckout>(async () => storage?.restore() ?? NOTHING_SAVED),
      loadConsentTexts: fromPromise(() => loadCheckoutConsentTexts(services)),
      loadSavedAddresses: fromPromise(() => loadAddresses(services)),
      submitShippingAddress: fromPromise(({ input }) => submitShippingAddress(services, input)),
      submitShippingMethod: fromPromise(({ input }) => submitShippingMethod(services, input)),
      submitBillingAddress: fromPromise(({ input }) => submitBillingAddress(services, input)),
      loadSavedCards: fromPromise(() => loadSavedCards(services)),
      cardPayment: cardPaymentMachine.provide({
        actors: {
          placeOrder: fromPromise(({ input }) => placeOrder(orders, input)),
          paymentStatus: fromPromise(({ input }) => paymentStatus(orders, input)),
          paymentDetails: fromPromise(({ input }) => paymentDetails(orders, input)),
          threeDSFrame: threeDSFrameActor,
        },
      }),
      offlinePayment: offlinePaymentMachine.provide({ actors: { placeOfflineOrder: fromPromise(({ input }) => placeOfflineOrder(services, input)) } }),
    },
    actions: {
      save: (_, { saved }: { saved: SavedCheckout }) => storage?.save(saved),
      clearSaved: () => storage?.clear(),
    },
  });
};
