import { URL_SUFFIX } from '../../../domain/store';
import type { CategoryRow } from '../../catalog/category-tree';
import { searchQueryLength } from '../../catalog/query-length';
import { foldText } from '../../catalog/text';
import { STORE_ROOT_CATEGORY_ID } from '../../config/store-config';
import type { Context } from '../context';
import { inputError } from '../errors';
import { checkPaging, pageInfo, pageSlice } from '../paging';
import { decodeIdUid, encodeUid } from '../uid';
import { listing } from './products';
import type { FieldResolver, Resolvers } from './types';

interface EqualFilter { eq?: string | null; in?: Array<string | null> | null }
interface MatchFilter { match?: string | null; match_type?: 'FULL' | 'PARTIAL' | null }

interface CategoryFilters {
  category_uid?: EqualFilter | null;
  ids?: EqualFilter | null;
  name?: MatchFilter | null;
  parent_category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
}

interface CategoriesArgs {
  filters?: CategoryFilters | null;
  pageSize: number;
  currentPage: number;
}

/** The characters Magento's CategoryFilter takes out of a match before measuring it. */
const MATCH_SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g;

/** A category as resolvers see it; tags the response with it (Magento's category cache identity). */
export function categoryNode(row: CategoryRow, context: Context): CategoryRow {
  context.cache.tag('cat_c', `cat_c_${row.entity_id}`);
  return row;
}

function values(filter: EqualFilter | null | undefined): string[] | undefined {
  if (!filter) return undefined;
  if (filter.eq !== undefined && filter.eq !== null) return [filter.eq];
  if (filter.in) return filter.in.filter((v): v is string => v !== null);
  return undefined;
}

/** The categories a filter selects, in tree order; without filters, the store's root category. */
function filterCategories(filters: CategoryFilters | null | undefined, context: Context): CategoryRow[] {
  const tree = context.services.categories;
  if (!filters || Object.values(filters).every((f) => f === null || f === undefined)) {
    const root = tree.get(STORE_ROOT_CATEGORY_ID);
    return root ? [root] : [];
  }
  const checks: Array<(c: CategoryRow) => boolean> = [];
  const ids = [
    ...(values(filters.ids) ?? []).map((v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN)),
    ...(values(filters.category_uid) ?? []).map(decodeIdUid),
  ];
  if (filters.ids || filters.category_uid) checks.push((c) => ids.includes(c.entity_id));
  const parents = [
    ...(values(filters.parent_id) ?? []).map((v) => (/^\d+$/.test(v) ? Number(v) : Number.NaN)),
    ...(values(filters.parent_category_uid) ?? []).map(decodeIdUid),
  ];
  if (filters.parent_id || filters.parent_category_uid) checks.push((c) => c.parent_id !== null && parents.includes(c.parent_id));
  const urlKeys = values(filters.url_key);
  if (urlKeys) checks.push((c) => c.url_key !== null && urlKeys.includes(c.url_key));
  const urlPaths = values(filters.url_path);
  if (urlPaths) checks.push((c) => c.url_path !== null && urlPaths.includes(c.url_path));
  if (filters.name?.match) {
    // Magento's CategoryFilter: the match, its special characters dropped, is at least the search's minimum length.
    const { min } = searchQueryLength(context.services.config);
    if ([...filters.name.match.replace(MATCH_SPECIAL_CHARACTERS, '').trim()].length < min) {
      throw inputError(`Invalid match filter. Minimum length is ${min}.`);
    }
    const wanted = foldText(filters.name.match.trim());
    const full = filters.name.match_type === 'FULL';
    checks.push((c) => (full ? foldText(c.name) === wanted : foldText(c.name).includes(wanted)));
  }
  return tree.all()
    .filter((c) => checks.every((check) => check(c)))
    .sort((a, b) => a.level - b.level || a.position - b.position || a.entity_id - b.entity_id);
}

const categoryFields: Record<string, FieldResolver> = {
  uid: (c: CategoryRow) => encodeUid(c.entity_id),
  id: (c: CategoryRow) => c.entity_id,
  children: (c: CategoryRow, _a, ctx: Context) => ctx.services.categories.children(c.entity_id).map((row) => categoryNode(row, ctx)),
  children_count: (c: CategoryRow) => String(c.children_count),
  product_count: (c: CategoryRow, _a, ctx: Context) => ctx.services.categories.productCount(c.entity_id),
  url_suffix: () => URL_SUFFIX,
  canonical_url: (c: CategoryRow) => (c.url_path ? `${c.url_path}${URL_SUFFIX}` : null),
  // A route answer carries its own redirect code and relative URL.
  relative_url: (c: CategoryRow & { relative_url?: string }) => c.relative_url ?? (c.url_path ? `${c.url_path}${URL_SUFFIX}` : null),
  redirect_code: (c: CategoryRow & { redirect_code?: number }) => c.redirect_code ?? 0,
  type: () => 'CATEGORY',
  description: (c: CategoryRow, _a, ctx: Context) => ctx.content(c.description),
  promo_content: (c: CategoryRow, _a, ctx: Context) => ctx.content(c.promo_content),
  breadcrumbs: (c: CategoryRow, _a, ctx: Context) => {
    const ancestors = ctx.services.categories.ancestors(c.entity_id);
    if (ancestors.length === 0) return null;
    return ancestors.map((a) => ({
      category_id: a.entity_id,
      category_uid: encodeUid(a.entity_id),
      category_name: a.name,
      category_level: a.level,
      category_url_key: a.url_key,
      category_url_path: a.url_path,
    }));
  },
  available_sort_by: () => ['position', 'name', 'price'],
  default_sort_by: () => 'position',
  display_mode: () => 'PRODUCTS',
  is_anchor: () => 1,
  landing_page: () => null,
  image: () => null,
  cms_block: () => null,
  custom_layout_update_file: () => null,
  filter_price_range: () => null,
  meta_keywords: () => null,
  path_in_store: () => null,
  products: (c: CategoryRow, args: { pageSize: number; currentPage: number; sort?: Record<string, string> | null }, ctx: Context) =>
    listing({ ...args, filter: {}, sort: args.sort as never }, ctx, { categoryIds: [c.entity_id] }),
};

export const categoryResolvers: Resolvers = {
  fields: {
    Query: {
      categories: (_s, args: CategoriesArgs, context: Context) => {
        checkPaging(args.pageSize, args.currentPage);
        const all = filterCategories(args.filters, context);
        const page_info = pageInfo(all.length, args.pageSize, args.currentPage);
        return {
          total_count: all.length,
          page_info,
          items: pageSlice(all, args.pageSize, args.currentPage).map((c) => categoryNode(c, context)),
        };
      },
      categoryList: (_s, args: CategoriesArgs, context: Context) =>
        filterCategories(args.filters, context).map((c) => categoryNode(c, context)),
    },
    CategoryTree: categoryFields,
  },
  types: { CategoryInterface: () => 'CategoryTree' },
};
