import type { CheckoutFailure } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { FormFailure } from '../../ui/form-fields';

/** A step's failure beside the step (spec §8 "stored in the matching slot"). */
export function CheckoutFailureMessage({ failure }: { failure: CheckoutFailure | null }) {
  const t = useT();
  if (!failure) return null;
  return <FormFailure>{t(`checkout.error.${failure.reason}`)}</FormFailure>;
}
