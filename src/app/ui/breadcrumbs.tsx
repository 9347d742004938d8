import { useT } from '../i18n/use-t';
import { ShopLink } from './shop-link';

export interface Crumb {
  name: string;
  href: string;
}

/** Where a page sits (spec §2 breadcrumbs): home, the given ancestors, then the page itself, marked current. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const t = useT();
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="breadcrumbs__list">
        <li>
          <ShopLink href="/">{t('navigation.home')}</ShopLink>
        </li>
        {trail.map((crumb) => (
          <li key={crumb.href}>
            <ShopLink href={crumb.href}>{crumb.name}</ShopLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
