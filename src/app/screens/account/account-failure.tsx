import type { AccountFailure } from '../../../domain/account-forms';
import { useT } from '../../i18n/use-t';
import { FormFailure } from '../../ui/form-fields';

/** The backend's refusal of an account form, in the shop's words (spec §5: otherwise the generic form error). */
export function AccountFailureMessage({ failure }: { failure: AccountFailure | null }) {
  const t = useT();
  return failure && <FormFailure>{t(`account.error.${failure}`)}</FormFailure>;
}
