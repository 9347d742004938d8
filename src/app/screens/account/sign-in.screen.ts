import { defineScreen } from '../screen';

export const signInScreen = defineScreen({
  kind: 'signIn',
  chart: 'signInForm',
  view: () => import('./sign-in-page').then((m) => m.SignInPage),
  logic: 'shell',
});
