import { useContext, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HydrationContext } from '../hydration';
import { historyOrigin, lastMoveTraversed } from '../services/history';
import { useShellActor } from './shell-actor';

/**
 * Tells the app machine where the shopper now is, and whether by going back or forward (the router resolves it; panels
 * close). A move made while the
 * server's page is still hydrating (back or forward on a slow device) waits for its end: the page area must first
 * hydrate as the server rendered it.
 */
export function RouteSync() {
  const [path] = useLocation();
  const search = useSearch();
  const app = useShellActor();
  const hydration = useContext(HydrationContext);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const from = historyOrigin();
    const traversal = lastMoveTraversed();
    const tell = () => app.send({ type: 'route.changed', path, search: search ? `?${search}` : '', from, traversal });
    if (!hydration || hydration.isDone()) tell();
    else void hydration.done.then(tell);
  }, [app, hydration, path, search]);
  return null;
}
