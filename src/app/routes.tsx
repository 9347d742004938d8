import { lazy } from 'react';
import { Route, Switch } from 'wouter';
import { NotFound } from './shell/not-found';

// The route table of spec §2. Screens load as their own chunks.
const Home = lazy(() => import('./screens/home/home').then((m) => ({ default: m.Home })));

export function Routes() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route component={NotFound} />
    </Switch>
  );
}
