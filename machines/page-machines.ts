import type { AnyStateMachine } from 'xstate';
import { addressBookMachine } from './address-book.machine';
import { accountInformationMachine } from './account-information.machine';
import { cartPageMachine } from './cart-page.machine';
import { catalogListingMachine } from './catalog-listing.machine';
import { checkoutMachine } from './checkout.machine';
import { cmsPageMachine } from './cms-page.machine';
import { communicationsMachine } from './communications.machine';
import { contactMachine } from './contact.machine';
import { createAccountFormMachine } from './create-account-form.machine';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';
import { orderDetailMachine } from './order-detail.machine';
import { orderHistoryMachine } from './order-history.machine';
import type { ScreenKind } from './pages';
import { pointsOfSaleMachine } from './points-of-sale.machine';
import { productPageMachine } from './product-page.machine';
import { resetPasswordFormMachine } from './reset-password-form.machine';
import { savedPaymentsMachine } from './saved-payments.machine';
import { signInFormMachine } from './sign-in-form.machine';
import { trackOrderMachine } from './track-order.machine';
import { wishlistPageMachine } from './wishlist-page.machine';
import { subscriptionsAuthMachine } from './subscriptions-auth.machine';
import { subscriptionsMachine } from './subscriptions.machine';

/**
 * The machine of each screen, by page kind. The router spawns the one the app gave it by that name; the router
 * itself does not import them, so that a browser loads a screen's machine with the screen.
 */
export const pageMachines = {
  home: cmsPageMachine,
  search: catalogListingMachine,
  category: catalogListingMachine,
  product: productPageMachine,
  cms: cmsPageMachine,
  pointOfSale: pointsOfSaleMachine,
  pointOfSaleList: pointsOfSaleMachine,
  cart: cartPageMachine,
  signIn: signInFormMachine,
  createAccount: createAccountFormMachine,
  forgotPassword: forgotPasswordFormMachine,
  resetPassword: resetPasswordFormMachine,
  checkout: checkoutMachine,
  orderHistory: orderHistoryMachine,
  orderDetail: orderDetailMachine,
  trackOrder: trackOrderMachine,
  savedPayments: savedPaymentsMachine,
  wishlist: wishlistPageMachine,
  addressBook: addressBookMachine,
  accountInformation: accountInformationMachine,
  communications: communicationsMachine,
  subscriptions: subscriptionsMachine,
  subscriptionsAuth: subscriptionsAuthMachine,
  contact: contactMachine,
} satisfies Record<ScreenKind, AnyStateMachine>;
