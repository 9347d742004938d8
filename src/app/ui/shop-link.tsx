import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { leadsToScreen } from '../../../machines/pages';
import { loadsOwnDocument } from '../../domain/route-table';
import type { HistoryState } from '../services/history';
import { selectFeatures } from '../../../machines/app.machine';
import { useShell, useShellActor } from '../shell/shell-actor';

/**
 * A link inside the shop: routed in the app, and pre-resolved on intent (pointer enter, focus, touch start)
 * so that the next page's data is in the cache before the click. A route whose screen is not built yet gets no
 * link: its text only (a shopper never meets the unfinished); checkout's pages load as their own document. `state` goes with the history entry (where a guest
 * sent to sign in comes back to).
 */
export function ShopLink({
  href,
  children,
  state,
  ...rest
}: { href: string; children: ReactNode; state?: HistoryState } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  // The app actor itself, not a subscription to its router: a page has hundreds of links, and each subscription is
  // asked again on every change of the app's state. The router is looked up when the shopper shows intent.
  const app = useShellActor();
  const features = useShell(selectFeatures);
  if (!leadsToScreen(href, features)) return <span className={rest.className}>{children}</span>;
  if (loadsOwnDocument(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  const prefetch = () => app.getSnapshot().children.router?.send({ type: 'route.prefetch', path: href });
  return (
    <Link href={href} state={state} onPointerEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} {...rest}>
      {children}
    </Link>
  );
}
