import { useSelector } from '@xstate/react';
import { selectContactEnabled, selectCopyright, selectFeatures, selectNewsletterEnabled, selectSignedIn } from '../../../machines/app.machine';
import { selectFooterStyle } from '../../../machines/router.machine';
import { copyrightLine } from '../../domain/store-config';
import { RichText } from '../i18n/rich-text';
import { useT } from '../i18n/use-t';
import { CachedElement } from '../ui/cached-element';
import { Icon } from '../ui/icons';
import { ShopLink } from '../ui/shop-link';
import { CONTACT_PATH, contactLinkShown } from './contact-link';
import { FOOTER_COLUMNS, footerLinkFor, PRIVACY_PATH, SOCIAL_LINKS } from './footer-links';
import { NewsletterBlock } from './newsletter-block';
import { useShell } from './shell-actor';
import { Switchers } from './switchers';

/**
 * The footer (spec §2): the newsletter block (unless the store turned it off), link columns (a signed-in shopper's
 * account column leads to their account's pages), privacy notice, social
 * links, copyright with the year filled in. In its mobile-cart style (the cart page), small screens get it compact: no link columns, less space.
 */
export function Footer({ copyright, now }: { copyright: string; now: Date }) {
  const t = useT();
  const router = useShell((s) => s.children.router)!;
  const style = useSelector(router, selectFooterStyle);
  const features = useShell(selectFeatures);
  const contactShown = contactLinkShown(useShell(selectContactEnabled), features);
  const newsletter = useShell(selectNewsletterEnabled);
  const signedIn = useShell(selectSignedIn);
  return (
    <footer className={style === 'mobileCart' ? 'footer footer--mobile-cart' : 'footer'}>
      <div className="footer__inner">
        {newsletter && <NewsletterBlock />}
        {/* The link columns are the same on every page of a store view: a server renders them once for all. */}
        <CachedElement as="div" cacheKey={() => `footer-columns ${contactShown} ${signedIn} ${features.join()}`} className="footer__columns">
          {FOOTER_COLUMNS.map(([heading, ...links]) => (
            <nav key={heading!.label} className="footer__column" aria-label={t(heading!.label)}>
              <h2 className="footer__heading">{t(heading!.label)}</h2>
              <ul>
                {links.filter((link) => link.path !== CONTACT_PATH || contactShown).map((link) => footerLinkFor(link, signedIn)).map((link) => (
                  <li key={link.label}>
                    {link.path ? <ShopLink href={link.path}>{t(link.label)}</ShopLink> : <span>{t(link.label)}</span>}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="footer__column">
            <h2 className="footer__heading">{t('footer.social')}</h2>
            <ul className="footer__social">
              {SOCIAL_LINKS.map((social) => (
                <li key={social.label}>
                  <a href={social.href} rel="noopener noreferrer" target="_blank" aria-label={t(social.label)}>
                    <Icon name={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </CachedElement>
        <p className="footer__privacy">
          <RichText id="footer.privacyNotice" tags={{ link: (chunks) => <ShopLink href={PRIVACY_PATH}>{chunks}</ShopLink> }} />
        </p>
        <Switchers place="footer" />
        <p className="footer__copyright">{copyrightLine(copyright, now)}</p>
      </div>
    </footer>
  );
}

/** The default layout's footer, with the store's copyright line and this year. */
export function DefaultFooter() {
  return <Footer copyright={useShell(selectCopyright)} now={new Date()} />;
}
