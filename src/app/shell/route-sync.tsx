import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { historyOrigin } from '../services/history';
import { useShellActor } from './shell-actor';

/** Tells the app machine where the shopper now is (the router resolves it; panels close). */
export function RouteSync() {
  const [path] = useLocation();
  const search = useSearch();
  const app = useShellActor();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    app.send({ type: 'route.changed', path, search: search ? `?${search}` : '', from: historyOrigin() });
  }, [app, path, search]);
  return null;
}
