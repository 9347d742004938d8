import type { WishlistAddRequest, WishlistLine } from '../../wishlist/wishlist-service';
import { WISHLIST_MESSAGES as TEXT } from '../../wishlist/messages';
import type { WishlistRow } from '../../wishlist/wishlists';
import type { Context } from '../context';
import { authorizationError, inputError } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import { encodeUid } from '../uid';
import type { FieldResolver, Resolvers } from './types';

interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
}

/** Magento's checks before any wishlist operation: the module enabled, a customer signed in. */
function customerId(context: Context): number {
  context.cache.markPrivate();
  if (String(context.services.config.store.magento_wishlist_general_is_enabled) !== '1') throw inputError(TEXT.disabled);
  if (!context.customer) throw authorizationError(TEXT.guest);
  return context.customer.id;
}

/** The wishlist the mutation names: a missing id is Magento's input error, anyone else's "not found". */
function ownedWishlist(wishlistId: string, context: Context, missing: string): WishlistRow {
  const customer = customerId(context);
  if (!wishlistId || wishlistId === '0') throw inputError(missing);
  return context.services.wishlists.owned(wishlistId, customer);
}

const itemFields: Record<string, FieldResolver> = {
  id: (l: WishlistLine) => String(l.item.wishlist_item_id),
  quantity: (l: WishlistLine) => l.item.qty,
  added_at: (l: WishlistLine) => l.item.added_at.replace('T', ' ').slice(0, 19),
  description: () => null,
  product: (l: WishlistLine) => l.product,
  customizable_options: () => [],
};

export const wishlistResolvers: Resolvers = {
  fields: {
    Customer: {
      wishlists: (_c, args: { currentPage?: number | null; pageSize?: number | null }, context: Context) => {
        const customer = customerId(context);
        // One wishlist per customer in Magento Open Source: any page past the first is empty.
        return (args.currentPage ?? 1) > 1 ? [] : [context.services.wishlists.ofCustomer(customer, context.now)];
      },
    },
    Mutation: {
      addProductsToWishlist: (_s, args: { wishlistId: string; wishlistItems: WishlistItemInput[] }, context: Context) => {
        const wishlist = ownedWishlist(args.wishlistId, context, TEXT.addArgumentsMissing);
        const requests: WishlistAddRequest[] = args.wishlistItems.map((i) => ({
          sku: i.sku, parentSku: i.parent_sku || null, quantity: i.quantity, selectedOptions: i.selected_options ?? [],
        }));
        const errors = context.services.wishlists.addProducts(wishlist, requests, context.session, context.now);
        return { wishlist: context.services.wishlists.reload(wishlist), user_errors: errors };
      },
      removeProductsFromWishlist: (_s, args: { wishlistId: string; wishlistItemsIds: string[] }, context: Context) => {
        const wishlist = ownedWishlist(args.wishlistId, context, TEXT.removeArgumentsMissing);
        const errors = context.services.wishlists.removeItems(wishlist, args.wishlistItemsIds, context.now);
        return { wishlist: context.services.wishlists.reload(wishlist), user_errors: errors };
      },
      addWishlistItemsToCart: (_s, args: { wishlistId: string; wishlistItemIds?: string[] | null }, context: Context) => {
        const wishlist = ownedWishlist(args.wishlistId, context, TEXT.idMissing);
        const errors = context.services.wishlists.addToCart(wishlist, args.wishlistItemIds ?? null, context.session, context.now);
        return { wishlist: context.services.wishlists.reload(wishlist), status: errors.length === 0, add_wishlist_items_to_cart_user_errors: errors };
      },
    },
    Wishlist: {
      id: (w: WishlistRow) => String(w.wishlist_id),
      items_count: (w: WishlistRow, _a, context: Context) => context.services.wishlists.lines(w, context.session).length,
      items_v2: (w: WishlistRow, args: { currentPage?: number | null; pageSize?: number | null }, context: Context) => {
        const currentPage = args.currentPage ?? 1;
        const pageSize = args.pageSize ?? 20;
        checkPaging(pageSize, currentPage);
        const lines = context.services.wishlists.lines(w, context.session);
        return { items: pageSlice(lines, pageSize, currentPage), page_info: pageInfo(lines.length, pageSize, currentPage) };
      },
      sharing_code: (w: WishlistRow) => w.sharing_code,
      updated_at: (w: WishlistRow) => w.updated_at.replace('T', ' ').slice(0, 19),
    },
    SimpleWishlistItem: itemFields,
    ConfigurableWishlistItem: {
      ...itemFields,
      configured_variant: (l: WishlistLine) => l.variant,
      configurable_options: (l: WishlistLine) => (l.variant === null ? null : l.product.superAttributes.flatMap((s) => {
        const value = l.variant!.options.find((o) => o.attribute_id === s.attribute_id);
        return value ? [{
          id: s.attribute_id,
          configurable_product_option_uid: encodeUid(`configurable/${l.product.entity_id}/${s.attribute_id}`),
          option_label: s.label,
          value_id: value.option_id,
          configurable_product_option_value_uid: encodeUid(`configurable/${s.attribute_id}/${value.option_id}`),
          value_label: value.label,
        }] : [];
      })),
    },
  },
  types: {
    WishlistItemInterface: (l) => ((l as WishlistLine).product.type_id === 'configurable' ? 'ConfigurableWishlistItem' : 'SimpleWishlistItem'),
  },
};
