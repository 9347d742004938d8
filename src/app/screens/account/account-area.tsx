import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { selectFeatures } from '../../../../machines/app.machine';
import { builtAccountPages } from '../../../../machines/pages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { ShopLink } from '../../ui/shop-link';
import { useShell } from '../../shell/shell-actor';

/**
 * The frame of a signed-in customer's page: the document title, its heading, and the account navigation (a column
 * beside the page from 960 px, a row of links above it under), the current page marked.
 */
export function AccountArea({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const features = useShell(selectFeatures);
  const [path] = useLocation();
  return (
    <div className="account-area">
      <DocumentTitle title={title} />
      <nav className="account-area__nav" aria-label={t('accountPages.label')}>
        <ul>
          {builtAccountPages(features).map((page) => (
            <li key={page.path}>
              <ShopLink href={page.path} aria-current={path.startsWith(page.path) ? 'page' : undefined}>
                {t(page.label)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account-area__page">
        <h1 className="account-area__title">{title}</h1>
        {children}
      </div>
    </div>
  );
}
