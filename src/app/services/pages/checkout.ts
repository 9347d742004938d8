import { fromPromise } from 'xstate';
import { cardPaymentMachine } from '../../../../machines/card-payment.machine';
import { offlinePaymentMachine } from '../../../../machines/offline-payment.machine';
import { pickupPlaceMachine } from '../../../../machines/pickup-place.machine';
import { savedFavorites } from '../../../domain/favorite-store';
import { favoriteStoreKey } from '../../../domain/storage-keys';
import type { PickupKind } from '../../../domain/pickup';
import { checkoutMachine } from '../../../../machines/checkout.machine';
import { NOTHING_SAVED, type SavedCheckout } from '../../../domain/checkout';
import type { Receipt } from '../../../domain/receipt';
import { STORE_CODE } from '../../../domain/store';
import { loadAddresses } from '../address-book';
import {
  loadCheckoutConsentTexts, loadPickupPlaces, paymentDetails, paymentStatus, placeOfflineOrder, placeOrder, submitBillingAddress, submitShippingAddress, submitShippingMethod,
} from '../checkout';
import { loadSavedCards } from '../saved-payments';
import { checkoutStorage } from '../checkout-storage';
import { receiptStorage } from '../receipt-storage';
import { createRest } from '../rest';
import type { PageLogic } from '../page-logic';
import { threeDSFrameActor } from '../three-ds';

/**
 * Checkout's machine with its actors: the steps and the order over the data services and the REST helper, the
 * steps kept in the browser's storage, the receipt in the tab's, the 3-D Secure frame's messages. It loads with the checkout screen's code,
 * which only a browser renders.
 */
export const checkoutLogic: PageLogic = (services, browser) => {
  const storage = browser && checkoutStorage(browser.storage);
  const storeCode = () => browser?.storage.getLocal('store_view_code') ?? STORE_CODE;
  const rest = createRest({
    token: () => browser?.storage.getPersisted<string>('signin_token') ?? null,
    storeCode,
  });
  const orders = { ...services, rest };
  return checkoutMachine.provide({
    actors: {
      restoreCheckout: fromPromise<SavedCheckout>(async () => storage?.restore() ?? NOTHING_SAVED),
      restoreReceipt: fromPromise(async () => (browser ? receiptStorage.restore() : null)),
      loadConsentTexts: fromPromise(() => loadCheckoutConsentTexts(services)),
      loadSavedAddresses: fromPromise(() => loadAddresses(services)),
      submitShippingAddress: fromPromise(({ input }) => submitShippingAddress(services, input)),
      submitShippingMethod: fromPromise(({ input }) => submitShippingMethod(services, input)),
      pickupPlace: pickupPlaceMachine.provide({
        actors: {
          // The favourite store as this browser keeps it (the favourite store's machine keeps it there, a customer's too).
          loadPickupPlaces: fromPromise(({ input }: { input: { kind: PickupKind; postcode: string } }) =>
            loadPickupPlaces(services, { ...input, favourite: browser ? savedFavorites((code) => browser.storage.getLocal(favoriteStoreKey(code)), storeCode(), []).here?.identifier ?? null : null }),
          ),
        },
      }),
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
      saveReceipt: (_, { receipt }: { receipt: Receipt }) => receiptStorage.save(receipt),
    },
  });
};
