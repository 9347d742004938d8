import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { leadsToScreen } from '../../../machines/pages';
import { useShell } from '../shell/shell-actor';

/**
 * A link inside the shop: routed in the app, and pre-resolved on intent (pointer enter, focus, touch start)
 * so that the next page's data is in the cache before the click. A route whose screen is not built yet gets no
 * link: its text only (a shopper never meets the unfinished).
 */
export function ShopLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const router = useShell((s) => s.children.router);
  if (!leadsToScreen(href)) return <span className={rest.className}>{children}</span>;
  const prefetch = () => router?.send({ type: 'route.prefetch', path: href });
  return (
    <Link href={href} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
    </Link>
  );
}
