import type { CategoryTreeInput } from '../../../machines/category-tree.machine';
import { menuTree, type CategoryNode } from '../../domain/menu-tree';
import type { MenuCategory } from '../../domain/navigation';
import { CATEGORY_TREE } from '../graphql/navigation';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** The menu's categories: the root's children, as the mega menu and the drawer show them. */
export async function loadCategoryTree({ client }: DataServices, { urlSuffix }: CategoryTreeInput): Promise<MenuCategory[]> {
  const { categoryList } = await queryData<{ categoryList: CategoryNode[] | null }>(await client(), CATEGORY_TREE, {});
  return menuTree(categoryList?.[0]?.children, urlSuffix);
}
