import { resetPasswordFormMachine } from '../../../../machines/reset-password-form.machine';
import type { PasswordReset } from '../../../domain/customer';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

export const resetPasswordLogic: PageLogic = (services) =>
  resetPasswordFormMachine.provide({ actors: { resetPassword: load<void, PasswordReset>((d, input) => d.resetPassword(services, input)) } });
