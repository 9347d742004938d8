import { adyenResolvers } from './adyen';
import { cartResolvers } from './cart';
import { checkoutResolvers } from './checkout';
import { categoryResolvers } from './categories';
import { cmsResolvers } from './cms';
import { customerAccountResolvers } from './customer-account';
import { customerResolvers } from './customers';
import { formResolvers } from './forms';
import { passwordResetResolvers } from './password-reset';
import { pointOfSaleResolvers } from './points-of-sale';
import { productResolvers } from './products';
import { routeResolvers } from './route';
import { storeResolvers } from './store';
import { subscriptionResolvers } from './subscriptions';
import { mergeResolvers } from './types';

export const resolvers = mergeResolvers(
  storeResolvers, categoryResolvers, productResolvers, routeResolvers, cmsResolvers, customerResolvers,
  customerAccountResolvers, passwordResetResolvers, pointOfSaleResolvers, formResolvers, cartResolvers, checkoutResolvers,
  adyenResolvers, subscriptionResolvers,
);
