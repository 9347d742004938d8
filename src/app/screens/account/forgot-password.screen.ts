import { defineScreen } from '../screen';

export const forgotPasswordScreen = defineScreen({
  kind: 'forgotPassword',
  chart: 'forgotPasswordForm',
  view: () => import('./forgot-password-page').then((m) => m.ForgotPasswordPage),
  logic: 'shell',
});
