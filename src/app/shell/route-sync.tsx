import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useShellActor } from './shell-actor';

/** Tells the app machine when the route changes (closes search, drawer and mini cart). */
export function RouteSync() {
  const [location] = useLocation();
  const app = useShellActor();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    app.send({ type: 'route.changed' });
  }, [app, location]);
  return null;
}
