import { skinnyColumns, type MenuCategory } from '../../domain/navigation';
import { useT } from '../i18n/use-t';
import { ShopLink } from '../ui/shop-link';
import { MegaMenuPromo } from './mega-menu-promo';

/**
 * A top-level category's dropdown (spec §2): the skinny layout lists its children in columns of 6 links, without
 * grandchildren; the full panel shows the promo block and a column per child with the child's own children.
 */
export function MegaMenuPanel({ id, category, hidden }: { id: string; category: MenuCategory; hidden: boolean }) {
  const t = useT();
  const all = (
    <ShopLink href={category.href} className="mega-menu__all">
      {t('navigation.allProducts', { name: category.name })}
    </ShopLink>
  );
  if (category.skinny) {
    return (
      <div id={id} className="mega-menu__panel mega-menu__panel--skinny" hidden={hidden}>
        <div className="mega-menu__skinny">
          {skinnyColumns(category.children).map((column, i) => (
            <ul key={i} className="mega-menu__skinny-column">
              {column.map((child) => (
                <li key={child.uid}>
                  <ShopLink href={child.href}>{child.name}</ShopLink>
                </li>
              ))}
            </ul>
          ))}
        </div>
        {all}
      </div>
    );
  }
  return (
    <div id={id} className="mega-menu__panel mega-menu__panel--full" hidden={hidden}>
      <div className="mega-menu__full">
        {category.promo && <MegaMenuPromo promo={category.promo} />}
        <div className="mega-menu__main">
          <ul className="mega-menu__columns">
            {category.children.map((child) => (
              <li key={child.uid} className="mega-menu__column">
                <ShopLink href={child.href} className="mega-menu__heading">
                  {child.name}
                </ShopLink>
                {child.children.length > 0 && (
                  <ul>
                    {child.children.map((grandchild) => (
                      <li key={grandchild.uid}>
                        <ShopLink href={grandchild.href}>{grandchild.name}</ShopLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          {all}
        </div>
      </div>
    </div>
  );
}
