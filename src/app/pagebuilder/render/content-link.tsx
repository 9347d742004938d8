import { createContext, useContext, type ReactNode } from 'react';
import { isShopPath } from '../../../domain/content-media';
import { useT } from '../../i18n/use-t';
import { ShopLink } from '../../ui/shop-link';

/** Set inside a link: content there must not hold another link (a banner is a link, its text may have one). */
export const InsideLink = createContext(false);

/**
 * A link of CMS content (spec §4): a page of the shop routes inside the app, pre-resolved on intent; another site
 * (or a new tab) is a plain link. Inside another link, it is only its text.
 */
export function ContentLink({
  href,
  newTab = false,
  className,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  if (useContext(InsideLink)) return <span className={className}>{children}</span>;
  const inside = <InsideLink.Provider value>{children}</InsideLink.Provider>;
  if (isShopPath(href) && !newTab) {
    return (
      <ShopLink href={href} className={className}>
        {inside}
      </ShopLink>
    );
  }
  return (
    <a href={href} className={className} {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}>
      {inside}
      {newTab && <span className="visually-hidden"> {t('pageBuilder.newTab')}</span>}
    </a>
  );
}
