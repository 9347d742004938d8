import type { ComponentType } from 'react';
import type { PageKind } from '../domain/routes';
import { lazyWithPreload } from './ui/lazy';

// The screens of spec §2 by page kind, each its own chunk; the router decides which one a path shows.
export const screens: Record<PageKind, ReturnType<typeof lazyWithPreload<object>>> = {
  home: lazyWithPreload(() => import('./screens/home/home').then((m) => m.Home as ComponentType<object>)),
  search: lazyWithPreload(() => import('./screens/search/search-page').then((m) => m.SearchPage as ComponentType<object>)),
  category: lazyWithPreload(() => import('./screens/category/category-page').then((m) => m.CategoryPage as ComponentType<object>)),
  product: lazyWithPreload(() => import('./screens/product/product-page').then((m) => m.ProductPage as ComponentType<object>)),
  cms: lazyWithPreload(() => import('./screens/cms/cms-page').then((m) => m.CmsPage as ComponentType<object>)),
  pointOfSale: lazyWithPreload(() => import('./screens/stores/point-of-sale').then((m) => m.PointOfSale as ComponentType<object>)),
  pointOfSaleList: lazyWithPreload(() => import('./screens/stores/point-of-sale-list').then((m) => m.PointOfSaleList as ComponentType<object>)),
  cart: lazyWithPreload(() => import('./screens/cart/cart-page').then((m) => m.CartPage as ComponentType<object>)),
};
