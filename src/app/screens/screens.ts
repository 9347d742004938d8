// The app's screens, one line each (docs/architecture.md "Add a screen"): the routed views, the screens' machines
// and their catalogues are read from this list; each screen's route rows and input are its entry of
// src/domain/screens.ts, and the compiler asks for a line here for each (`Listed`).
import type { ScreenKind } from '../../domain/screens';
import { accountInformationScreen } from './account/account-information.screen';
import { addressBookScreen } from './account/address-book/address-book.screen';
import { communicationsScreen } from './account/communications.screen';
import { createAccountScreen } from './account/create-account.screen';
import { forgotPasswordScreen } from './account/forgot-password.screen';
import { resetPasswordScreen } from './account/reset-password.screen';
import { savedPaymentsScreen } from './account/saved-payments.screen';
import { signInScreen } from './account/sign-in.screen';
import { wishlistScreen } from './account/wishlist.screen';
import { cartScreen } from './cart/cart.screen';
import { categoryScreen } from './category/category.screen';
import { checkoutScreen } from './checkout/checkout.screen';
import { cmsScreen } from './cms/cms.screen';
import { contactScreen } from './contact/contact.screen';
import { homeScreen } from './home/home.screen';
import { orderDetailScreen } from './orders/order-detail.screen';
import { orderHistoryScreen } from './orders/order-history.screen';
import { trackOrderScreen } from './orders/track-order.screen';
import { productScreen } from './product/product.screen';
import { searchScreen } from './search/search.screen';
import { pointOfSaleListScreen } from './stores/point-of-sale-list.screen';
import { pointOfSaleScreen } from './stores/point-of-sale.screen';
import { subscriptionsAuthScreen } from './subscriptions/subscriptions-auth.screen';
import { subscriptionsScreen } from './subscriptions/subscriptions.screen';

export const appScreens = [
  homeScreen,
  searchScreen,
  categoryScreen,
  productScreen,
  cmsScreen,
  pointOfSaleScreen,
  pointOfSaleListScreen,
  cartScreen,
  signInScreen,
  createAccountScreen,
  forgotPasswordScreen,
  resetPasswordScreen,
  checkoutScreen,
  orderHistoryScreen,
  orderDetailScreen,
  trackOrderScreen,
  savedPaymentsScreen,
  wishlistScreen,
  addressBookScreen,
  accountInformationScreen,
  communicationsScreen,
  subscriptionsScreen,
  subscriptionsAuthScreen,
  contactScreen,
] as const;

/** A screen of src/domain/screens.ts this list lacks: the compiler names it here. */
export type Listed = Lacks<Exclude<ScreenKind, AppScreenKind>>;
type Lacks<Missing extends never> = Missing;
type AppScreenKind = (typeof appScreens)[number]['kind'];

/** The app's part of the screen of kind `K`. */
export type AppScreenOf<K extends ScreenKind> = Extract<(typeof appScreens)[number], { kind: K }>;
