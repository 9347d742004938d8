import type { CategoryTreeInput } from '../../../machines/category-tree.machine';
import { menuTree, type CategoryNode } from '../../domain/menu-tree';
import type { MenuCategory } from '../../domain/navigation';
import { derivedOnce } from '../../domain/shared-data';
import { CATEGORY_TREE } from '../graphql/navigation';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/** A category node as a GraphQL list holds it: any entry may be null. */
interface ListedNode extends Omit<CategoryNode, 'children'> {
  children?: readonly (ListedNode | null)[] | null;
}

const withoutNulls = (nodes: readonly (ListedNode | null)[] | null | undefined): CategoryNode[] =>
  (nodes ?? []).flatMap((node) => (node ? [{ ...node, children: withoutNulls(node.children) }] : []));

/** The menu's categories: the root's children, as the mega menu and the drawer show them. */
export async function loadCategoryTree({ client }: DataServices, { urlSuffix }: CategoryTreeInput): Promise<MenuCategory[]> {
  const { categoryList } = await queryData(await client(), CATEGORY_TREE, {});
  // On a server, the same kept answer for every page: its menu is made once.
  return derivedOnce(categoryList, `menu ${urlSuffix}`, () => menuTree(withoutNulls(categoryList?.[0]?.children), urlSuffix));
}
