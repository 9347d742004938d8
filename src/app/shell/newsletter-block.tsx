import { Suspense, useCallback } from 'react';
import { selectNewsletter } from '../../../machines/app.machine';
import { useT } from '../i18n/use-t';
import { lazyWithPreload } from '../ui/lazy';
import { useShell, useShellActor } from './shell-actor';

/** The form and its machine are not in the first load: they come once the block nears the viewport or is reached for. */
const newsletterForm = lazyWithPreload(() => import('./newsletter-form').then((m) => m.NewsletterForm));

/** How far below the viewport the block starts loading: a scroll or two ahead of the shopper. */
const NEAR_VIEWPORT = '600px 0px';

/**
 * The footer's newsletter block (spec §2, §4): its heading and intro at once; its form (e-mail, consent, bot
 * protection) from its own chunk, loaded when the block nears the viewport, is pointed at or gets the focus.
 */
export function NewsletterBlock() {
  const t = useT();
  const shell = useShellActor();
  const form = useShell(selectNewsletter);
  const want = useCallback(() => {
    newsletterForm.preload();
    shell.send({ type: 'newsletter.wanted' });
  }, [shell]);
  // Watches the block until it nears the viewport (browsers without IntersectionObserver wait for a pointer or the focus).
  const watch = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        want();
      }, { rootMargin: NEAR_VIEWPORT });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [want],
  );
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading" ref={form ? undefined : watch} onPointerEnter={form ? undefined : want} onFocus={form ? undefined : want}>
      <h2 id="newsletter-heading" className="newsletter__heading">{t('footer.newsletter')}</h2>
      <p className="newsletter__intro">{t('footer.newsletterIntro')}</p>
      {form ? (
        <Suspense fallback={<div className="newsletter__placeholder" />}>
          <newsletterForm.Component form={form} />
        </Suspense>
      ) : (
        <div className="newsletter__placeholder" />
      )}
    </section>
  );
}
