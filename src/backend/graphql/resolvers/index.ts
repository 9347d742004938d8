import { adyenResolvers } from './adyen';
import { cartResolvers } from './cart';
import { checkoutResolvers } from './checkout';
import { categoryResolvers } from './categories';
import { cmsResolvers } from './cms';
import { customerAccountResolvers } from './customer-account';
import { customerAddressResolvers } from './customer-addresses';
import { customerResolvers } from './customers';
import { formResolvers } from './forms';
import { gdprResolvers } from './gdpr';
import { orderResolvers } from './orders';
import { passwordResetResolvers } from './password-reset';
import { pickupLocationResolvers } from './pickup-locations';
import { pointOfSaleResolvers } from './points-of-sale';
import { productResolvers } from './products';
import { reviewResolvers } from './reviews';
import { routeResolvers } from './route';
import { storeResolvers } from './store';
import { subscriptionResolvers } from './subscriptions';
import { vaultResolvers } from './vault';
import { mergeResolvers } from './types';
import { wishlistResolvers } from './wishlist';

export const resolvers = mergeResolvers(
  storeResolvers, categoryResolvers, productResolvers, routeResolvers, cmsResolvers, customerResolvers,
  customerAccountResolvers, customerAddressResolvers, passwordResetResolvers, pointOfSaleResolvers, formResolvers, cartResolvers,
  checkoutResolvers, adyenResolvers, orderResolvers, vaultResolvers, wishlistResolvers, gdprResolvers, subscriptionResolvers,
  reviewResolvers, pickupLocationResolvers,
);
