import { defineScreen } from '../screen';

export const resetPasswordScreen = defineScreen({
  kind: 'resetPassword',
  chart: 'resetPasswordForm',
  view: () => import('./reset-password-page').then((m) => m.ResetPasswordPage),
  logic: () => import('../../services/pages/reset-password').then((m) => m.resetPasswordLogic),
  messages: 'accountArea',
});
