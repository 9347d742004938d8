import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { selectBlockContent, type CmsBlockActor } from '../../../machines/cms-block.machine';
import { copyrightLine } from '../../domain/store-config';
import { useT } from '../i18n/use-t';
import { blockContent } from './panels';
import { useShell } from './shell-actor';

/**
 * The checkout layout's footer (spec §2): the copyright line, as the default footer writes it, and the CMS block
 * `footer-checkout-links-block` (the shell's `checkoutLinks` actor), rendered as CMS content is everywhere.
 */
export function CheckoutFooter({ copyright, now }: { copyright: string; now: Date }) {
  const links = useShell((s) => s.context.checkoutLinks);
  return (
    <footer className="checkout-footer">
      <div className="checkout-footer__inner">
        {links && <CheckoutLinks links={links} />}
        <p className="checkout-footer__copyright">{copyrightLine(copyright, now)}</p>
      </div>
    </footer>
  );
}

/** The block once loaded; nothing while it loads or if it failed (the copyright line stands alone). */
export function CheckoutLinks({ links }: { links: CmsBlockActor }) {
  const t = useT();
  const content = useSelector(links, selectBlockContent);
  if (!content || content.nodes.length === 0) return null;
  return (
    <nav className="checkout-footer__links" aria-label={t('checkoutFooter.links')}>
      <Suspense fallback={null}>
        <blockContent.Component content={content} />
      </Suspense>
    </nav>
  );
}
