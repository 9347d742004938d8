// Every machine of the shop. The coverage test walks this list; the charts are generated from it.
import { accordionMachine } from './accordion.machine';
import { addressBookMachine } from './address-book.machine';
import { accountInformationMachine } from './account-information.machine';
import { appMachine } from './app.machine';
import { blockLinkMachine } from './block-link.machine';
import { botProtectionMachine } from './bot-protection.machine';
import { cartMachine } from './cart.machine';
import { cardPaymentMachine } from './card-payment.machine';
import { cartPageMachine } from './cart-page.machine';
import { checkoutMachine } from './checkout.machine';
import { catalogListingMachine } from './catalog-listing.machine';
import { categoryTreeMachine } from './category-tree.machine';
import { cmsBlockMachine } from './cms-block.machine';
import { cmsPageMachine } from './cms-page.machine';
import { communicationsMachine } from './communications.machine';
import { contactMachine } from './contact.machine';
import { createAccountFormMachine } from './create-account-form.machine';
import { favoriteStoreMachine } from './favorite-store.machine';
import { embedWidgetMachine } from './embed-widget.machine';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';
import { imageCarouselMachine } from './image-carousel.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { megaMenuMachine } from './mega-menu.machine';
import { navDrawerMachine } from './nav-drawer.machine';
import { needHelpMachine } from './need-help.machine';
import { newsletterMachine } from './newsletter.machine';
import { offlinePaymentMachine } from './offline-payment.machine';
import { orderDetailMachine } from './order-detail.machine';
import { orderHistoryMachine } from './order-history.machine';
import { pickupPlaceMachine } from './pickup-place.machine';
import { pointsOfSaleMachine } from './points-of-sale.machine';
import { previewMachine } from './preview.machine';
import { productPageMachine } from './product-page.machine';
import { productReviewsMachine } from './product-reviews.machine';
import { quantityStepperMachine } from './quantity-stepper.machine';
import { resetPasswordFormMachine } from './reset-password-form.machine';
import { reviewFormMachine } from './review-form.machine';
import { routerMachine } from './router.machine';
import { savedPaymentsMachine } from './saved-payments.machine';
import { searchSuggestionsMachine } from './search-suggestions.machine';
import { sessionMachine } from './session.machine';
import { signInFormMachine } from './sign-in-form.machine';
import { sliderMachine } from './slider.machine';
import { subscriptionOfferMachine } from './subscription-offer.machine';
import { subscriptionsAuthMachine } from './subscriptions-auth.machine';
import { subscriptionsMachine } from './subscriptions.machine';
import { switchersMachine } from './switchers.machine';
import { toastsMachine } from './toasts.machine';
import { trackOrderMachine } from './track-order.machine';
import { videoPlayerMachine } from './video-player.machine';
import { wishlistMachine } from './wishlist.machine';
import { wishlistPageMachine } from './wishlist-page.machine';

export const machines = {
  accordion: accordionMachine,
  addressBook: addressBookMachine,
  accountInformation: accountInformationMachine,
  app: appMachine,
  blockLink: blockLinkMachine,
  botProtection: botProtectionMachine,
  cart: cartMachine,
  cardPayment: cardPaymentMachine,
  cartPage: cartPageMachine,
  checkout: checkoutMachine,
  catalogListing: catalogListingMachine,
  categoryTree: categoryTreeMachine,
  cmsBlock: cmsBlockMachine,
  cmsPage: cmsPageMachine,
  communications: communicationsMachine,
  contact: contactMachine,
  createAccountForm: createAccountFormMachine,
  favoriteStore: favoriteStoreMachine,
  embedWidget: embedWidgetMachine,
  forgotPasswordForm: forgotPasswordFormMachine,
  imageCarousel: imageCarouselMachine,
  loadingBar: loadingBarMachine,
  megaMenu: megaMenuMachine,
  navDrawer: navDrawerMachine,
  needHelp: needHelpMachine,
  newsletter: newsletterMachine,
  offlinePayment: offlinePaymentMachine,
  orderDetail: orderDetailMachine,
  orderHistory: orderHistoryMachine,
  pickupPlace: pickupPlaceMachine,
  pointsOfSale: pointsOfSaleMachine,
  preview: previewMachine,
  productPage: productPageMachine,
  productReviews: productReviewsMachine,
  quantityStepper: quantityStepperMachine,
  resetPasswordForm: resetPasswordFormMachine,
  reviewForm: reviewFormMachine,
  router: routerMachine,
  savedPayments: savedPaymentsMachine,
  searchSuggestions: searchSuggestionsMachine,
  session: sessionMachine,
  signInForm: signInFormMachine,
  slider: sliderMachine,
  subscriptionOffer: subscriptionOfferMachine,
  subscriptions: subscriptionsMachine,
  subscriptionsAuth: subscriptionsAuthMachine,
  switchers: switchersMachine,
  toasts: toastsMachine,
  trackOrder: trackOrderMachine,
  videoPlayer: videoPlayerMachine,
  wishlist: wishlistMachine,
  wishlistPage: wishlistPageMachine,
} as const;

export type MachineName = keyof typeof machines;
