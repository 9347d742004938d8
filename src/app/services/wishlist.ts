import type { ResultOf } from '@graphql-typed-document-node/core';
import { URL_SUFFIX } from '../../domain/store';
import { moveProblemOf, type MoveAnswer, type Wishlist, type WishlistAdd, type WishlistItem } from '../../domain/wishlist';
import { ADD_TO_WISHLIST, CUSTOMER_WISHLIST, REMOVE_FROM_WISHLIST, WISHLIST_CONTENT, WISHLIST_ITEM, WISHLIST_TO_CART } from '../graphql/wishlist';
import { image, shownPrice } from './fragments';
import { mutationData, queryData, RequestError } from './graphql/request';
import type { DataServices } from './route';

// The customer's wishlist (Magento's WishlistGraphQl). Private answers are read from the network: the cache may
// hold another customer's.

function itemOf(answer: ResultOf<typeof WISHLIST_ITEM>): WishlistItem {
  const { product } = answer;
  const variant = 'configured_variant' in answer ? answer.configured_variant : null;
  const name = product?.name ?? '';
  const shown = variant ?? product;
  return {
    id: answer.id,
    sku: product?.sku ?? '',
    variantSku: variant?.sku ?? null,
    name,
    href: `/${product?.url_key ?? ''}${product?.url_suffix ?? URL_SUFFIX}`,
    image: image(variant?.small_image?.url ? variant.small_image : product?.small_image, name),
    price: shownPrice(shown!.price_range.minimum_price),
    inStock: shown?.stock_status !== 'OUT_OF_STOCK',
    options: ('configurable_options' in answer ? answer.configurable_options ?? [] : [])
      .map((option) => ({ label: option.option_label, value: option.value_label })),
    quantity: answer.quantity,
  };
}

function wishlistOf(answer: ResultOf<typeof WISHLIST_CONTENT>): Wishlist {
  return {
    id: answer.id ?? '',
    items: (answer.items_v2?.items ?? []).flatMap((item) => (item ? [itemOf(item)] : [])),
  };
}

/** The customer's wishlist (Magento makes it on first use). */
export async function loadWishlist({ client }: DataServices): Promise<Wishlist> {
  const { customer } = await queryData(await client(), CUSTOMER_WISHLIST, {}, { requestPolicy: 'network-only' });
  const wishlist = customer?.wishlists[0];
  if (!wishlist) throw new RequestError('Empty answer', false);
  return wishlistOf(wishlist);
}

/** Adds one unit of the product; a refusal (Magento's user error) fails with its text. */
export async function addToWishlist({ client }: DataServices, { wishlistId, add }: { wishlistId: string; add: WishlistAdd }): Promise<Wishlist> {
  const { addProductsToWishlist: answer } = await mutationData(await client(), ADD_TO_WISHLIST, {
    wishlistId,
    items: [{ sku: add.sku, quantity: 1, selected_options: add.selectedOptions }],
  });
  if (!answer) throw new RequestError('Empty answer', false);
  if (answer.user_errors.length > 0) throw new RequestError(answer.user_errors.map((e) => e.message).join(', '), false);
  return wishlistOf(answer.wishlist);
}

export async function removeFromWishlist({ client }: DataServices, { wishlistId, itemId }: { wishlistId: string; itemId: string }): Promise<Wishlist> {
  const { removeProductsFromWishlist: answer } = await mutationData(await client(), REMOVE_FROM_WISHLIST, { wishlistId, itemIds: [itemId] });
  if (!answer) throw new RequestError('Empty answer', false);
  if (answer.user_errors.length > 0) throw new RequestError(answer.user_errors.map((e) => e.message).join(', '), false);
  return wishlistOf(answer.wishlist);
}

/** Moves the item to the customer's cart; an item the cart refuses stays, with the reason. */
export async function moveToCart({ client }: DataServices, { wishlistId, itemId }: { wishlistId: string; itemId: string }): Promise<MoveAnswer> {
  const { addWishlistItemsToCart: answer } = await mutationData(await client(), WISHLIST_TO_CART, { wishlistId, itemIds: [itemId] });
  if (!answer) throw new RequestError('Empty answer', false);
  return { wishlist: wishlistOf(answer.wishlist), problem: moveProblemOf(answer.add_wishlist_items_to_cart_user_errors[0]) };
}
